import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { meQueryOptions, useMe } from '@web/features/auth/api/get-me';
import { Spinner } from '@web/components/ui/spinner';
import { homeFor } from '@web/features/auth/home-for';
import { AppShell } from '../layout/app-shell';
import { preload } from '../preload';

export const loader = () => preload([meQueryOptions()]);

/**
 * The moderation desk: a signed-out visitor signs in first; anyone who is not a moderator goes
 * to their own home (the API refuses them too).
 */
export function Component() {
  const { data, isPending, isError, refetch } = useMe();
  const location = useLocation();
  useEffect(() => {
    if (isError) void refetch();
  }, [isError, refetch]);
  if (isPending || isError) {
    return (
      <main className="flex min-h-screen items-center justify-center text-leaf-800">
        <Spinner label="Loading" />
      </main>
    );
  }
  if (!data.user) {
    return <Navigate to="/auth" replace state={{ mode: 'login', from: location.pathname }} />;
  }
  if (!data.user.moderator) return <Navigate to={homeFor(data.user.role)} replace />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
