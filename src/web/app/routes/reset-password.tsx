import { Link, useSearchParams } from 'react-router';
import { Logo } from '@web/components/ui/logo';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');

  const invalid = !token || linkError;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-5 p-5">
      <div className="flex flex-col items-center gap-2 pt-6 text-center">
        <Logo className="h-14 w-14" />
        <h1 className="text-2xl font-bold">Choose a new password</h1>
      </div>
      {invalid ? (
        <div className="flex flex-col gap-3 text-center">
          <p>This reset link is invalid or has expired. Please ask for a new one.</p>
          <Link to="/auth" state={{ mode: 'login' }} className="font-semibold text-leaf-800 underline">
            Back to Log In
          </Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </main>
  );
}
