import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Logo } from '@web/components/ui/logo';
import { useResetPassword } from '@web/features/auth/api/password-reset';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (password !== confirm) {
      notify.error('Error', 'The two passwords do not match.');
      return;
    }
    const input = resetPasswordSchema.safeParse({ token, newPassword: password });
    if (!input.success) {
      notify.error('Error', input.error.issues[0]?.message ?? 'Invalid password');
      return;
    }
    try {
      await reset.mutateAsync(input.data);
      notify.success('Password updated', 'You can now log in with your new password.');
      navigate('/auth', { replace: true, state: { mode: 'login' } });
    } catch (err) {
      notify.error('Error', errorMessage(err));
    }
  };

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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <Label htmlFor="new-password">New password</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              aria-describedby="new-password-hint"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p id="new-password-hint" className="mt-1 text-sm text-muted">
              At least 8 characters, with a letter and a number.
            </p>
          </div>
          <div>
            <Label htmlFor="confirm-password">Confirm new password</Label>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? 'Please wait...' : 'Set new password'}
          </Button>
        </form>
      )}
    </main>
  );
}
