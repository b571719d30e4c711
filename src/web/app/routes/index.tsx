import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Logo } from '@web/components/ui/logo';
import { meQueryOptions } from '@web/features/auth/api/get-me';
import { homeFor, setupFor } from '@web/features/auth/home-for';
import { intendedJob } from '@web/lib/intended-job';

const LOADING_MS = 1000;
const REDIRECT_DELAY_MS = 100;

/** Entry route: shows Loading for about a second, then sends the user where their role belongs. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const started = Date.now();
    const decide = async () => {
      let target = '/splash';
      try {
        const { user } = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
        if (user) target = user.hasProfile ? homeFor(user.role) : setupFor(user.role);
        // Back from a social sign-in: a seeker whose setup is done opens the job they chose (a
        // new one's setup ends there); an employer has no use for it.
        if (user?.role === 'seeker' && user.hasProfile) target = intendedJob.take() ?? target;
        else if (user && user.role !== 'seeker') intendedJob.forget();
      } catch {
        // Unknown user: start at the splash screen.
      }
      const wait = Math.max(0, LOADING_MS - (Date.now() - started)) + REDIRECT_DELAY_MS;
      setTimeout(() => !cancelled && navigate(target, { replace: true }), wait);
    };
    void decide();
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-leaf-50">
      <Logo className="h-20 w-20 animate-spin [animation-duration:2s]" />
      <h1 className="text-3xl font-bold text-leaf-900">NewLeaf</h1>
      <p role="status" className="text-muted">
        Loading
      </p>
    </main>
  );
}
