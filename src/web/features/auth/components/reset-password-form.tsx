import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORDS_DIFFER_MESSAGE, resetPasswordSchema } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { firstErrorMessage, useContractForm } from '@web/lib/use-contract-form';
import { useResetPassword } from '../api/password-reset';

/** The new password by the reset contract's rule; the token comes from the link, not the form. */
const newPasswordFormSchema = resetPasswordSchema.pick({ newPassword: true }).extend({ confirm: z.string() });
type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;

/**
 * Choose a new password (the reset link's page): the two entries must match, then the password
 * contract's message, if any, is a toast as the server's would be; the focus stays put.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, getValues } = useContractForm<NewPasswordValues, NewPasswordValues>(
    newPasswordFormSchema,
    { defaultValues: { newPassword: '', confirm: '' }, shouldFocusError: false },
  );

  const send = handleSubmit(
    async ({ newPassword }) => {
      try {
        await reset.mutateAsync({ token, newPassword });
        notify.success('Password updated', 'You can now log in with your new password.');
        navigate('/auth', { replace: true, state: { mode: 'login' } });
      } catch (err) {
        notify.error('Error', errorMessage(err));
      }
    },
    (errors) => notify.error('Error', firstErrorMessage(errors) ?? 'Invalid password'),
  );
  const onSubmit = (e: FormEvent) => {
    // A mismatch is answered before the password's own rule, as it always was.
    if (getValues('newPassword') !== getValues('confirm')) {
      e.preventDefault();
      notify.error('Error', PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    void send(e);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div>
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-describedby="new-password-hint"
          {...register('newPassword')}
        />
        <p id="new-password-hint" className="mt-1 text-sm text-muted">
          At least 8 characters, with a letter and a number.
        </p>
      </div>
      <div>
        <Label htmlFor="confirm-password">Confirm new password</Label>
        <Input id="confirm-password" type="password" autoComplete="new-password" {...register('confirm')} />
      </div>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Please wait...' : 'Set new password'}
      </Button>
    </form>
  );
}
