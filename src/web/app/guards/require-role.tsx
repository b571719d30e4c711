import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@shared/contracts/auth';
import { useMe } from '@web/features/auth/api/get-me';
import { Spinner } from '@web/components/ui/spinner';
import { homeFor, setupFor } from '@web/features/auth/home-for';
import { useOnline } from '../pwa/use-online';

/**
 * A signed-out visitor goes to /auth (and comes back after sign-in); a signed-in user on the
 * other role's page goes to their own home (their setup while it is not done).
 */
export function RequireRole({ role }: { role: Role }) {
  const { data, isPending, isError, refetch } = useMe();
  const location = useLocation();
  const online = useOnline();
  useEffect(() => {
    if (isError) void refetch();
  }, [isError, refetch]);
  if (isPending || isError) {
    return (
      <main className="flex min-h-screen items-center justify-center text-leaf-800">
        {/* Offline, a bare spinner would look stuck: say what it waits for (the banner says why). */}
        <Spinner label={online ? 'Loading' : 'Waiting for a connection…'} showLabel={!online} />
      </main>
    );
  }
  if (!data.user) {
    return (
      <Navigate to="/auth" replace state={{ mode: 'login', from: location.pathname + location.search }} />
    );
  }
  if (data.user.role !== role) {
    // Their own home, or their setup if it is not done (an employer's home needs its company).
    const home = data.user.hasProfile ? homeFor(data.user.role) : setupFor(data.user.role);
    return <Navigate to={home} replace />;
  }
  return <Outlet />;
}
