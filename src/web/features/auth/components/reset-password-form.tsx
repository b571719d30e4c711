import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORDS_DIFFER_MESSAGE, resetPasswordSchema } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { firstErrorMessage, useContractForm } from '@web/lib/use-contract-form';
import { useResetPassword } from '../api/password-reset';

/** The new password by the reset contract's rule; the token comes from the link, not the form. */
const newPasswordFormSchema = resetPasswordSchema.pick({ newPassword: true }).extend({ confirm: z.string() });
type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;

/**
 * Choose a new password (the reset link's page): the two entries must match, then the password
 * contract's rule. Each message is said under its field (the first one takes the focus) and in
 * the spec's toast; a refusal of the link itself is said above the button.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useContractForm<NewPasswordValues, NewPasswordValues>(newPasswordFormSchema, {
    defaultValues: { newPassword: '', confirm: '' },
  });

  const send = handleSubmit(
    async ({ newPassword }) => {
      try {
        await reset.mutateAsync({ token, newPassword });
        notify.success('Password updated', 'You can now log in with your new password.');
        navigate('/auth', { replace: true, state: { mode: 'login' } });
      } catch (err) {
        setError('root', { message: errorMessage(err) });
        notify.error('Error', errorMessage(err));
      }
    },
    (found) => notify.error('Error', firstErrorMessage(found) ?? 'Invalid password'),
  );
  const onSubmit = (e: FormEvent) => {
    clearErrors();
    // A mismatch is answered before the password's own rule, as it always was.
    if (getValues('newPassword') !== getValues('confirm')) {
      e.preventDefault();
      setError('confirm', { message: PASSWORDS_DIFFER_MESSAGE }, { shouldFocus: true });
      notify.error('Error', PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    void send(e);
  };
  const passwordError = errors.newPassword?.message;
  const confirmError = errors.confirm?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div>
        <Label htmlFor="new-password">New password</Label>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('new-password', passwordError, 'new-password-hint')}
          {...register('newPassword')}
        />
        <p id="new-password-hint" className="mt-1 text-sm text-muted">
          At least 8 characters, with a letter and a number.
        </p>
        <FieldMessage id="new-password-error" message={passwordError} />
      </div>
      <div>
        <Label htmlFor="confirm-password">Confirm new password</Label>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('confirm-password', confirmError)}
          {...register('confirm')}
        />
        <FieldMessage id="confirm-password-error" message={confirmError} />
      </div>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Please wait...' : 'Set new password'}
      </Button>
    </form>
  );
}
