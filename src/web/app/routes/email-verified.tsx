import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { Logo } from '@web/components/ui/logo';
import { useMe } from '@web/features/auth/api/get-me';
import { authKeys } from '@web/features/auth/api/keys';
import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';

/** Where the confirmation link lands: confirmed, or why not and what to do. */
export function Component() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  const queryClient = useQueryClient();
  // The link may have signed this browser in, or changed the signed-in user: ask again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: authKeys.me });
  }, [queryClient]);
  const user = useMe().data?.user ?? null;

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-5 p-5 text-center">
      <div className="flex flex-col items-center gap-2 pt-6">
        <Logo className="h-14 w-14" />
        {failed ? (
          <h1 className="text-2xl font-bold">This link has expired or was already used</h1>
        ) : (
          <>
            <CheckCircle2 aria-hidden className="h-10 w-10 text-leaf-800" />
            <h1 className="text-2xl font-bold">Your e-mail address is confirmed</h1>
          </>
        )}
      </div>
      {failed ? (
        user && !user.emailVerified ? (
          <div className="text-left">
            <VerifyEmailBanner email={user.email} role={user.role} />
          </div>
        ) : user ? (
          <p>Your address is already confirmed: there is nothing more to do.</p>
        ) : (
          <p>Log in and ask for a new link from the banner at the top of the page.</p>
        )
      ) : (
        <p>Thank you. {user?.role === 'hirer' ? 'Your jobs can now go live.' : 'Your account is all set.'}</p>
      )}
      <Link
        to={user ? '/' : '/auth'}
        state={user ? undefined : { mode: 'login' }}
        className={buttonVariants()}
      >
        {user ? 'Continue' : 'Log In'}
      </Link>
    </main>
  );
}
