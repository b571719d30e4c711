import { useRef, useState, type RefObject } from 'react';
import { forgotPasswordSchema } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useRequestPasswordReset } from '../api/password-reset';

/**
 * The reset-password request, open while mounted. The sign-in screen loads it with its first
 * opening (it needs zod and the dialog), so its own "Forgot Password?" button is the trigger:
 * the focus goes back there on closing.
 */
export function ForgotPasswordDialog({
  defaultEmail,
  onClose,
  trigger,
}: {
  defaultEmail: string;
  onClose: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const request = useRequestPasswordReset();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The dialog is portalled out of the sign-in form in the page, but React still passes its
    // submit up to that form, whose check would toast "Please enter both email and password".
    e.stopPropagation();
    const input = forgotPasswordSchema.safeParse({ email });
    if (!input.success) {
      // Said under the field (which takes the focus back) as well as in the spec's toast.
      const message = input.error.issues[0]?.message ?? 'Please enter a valid email address';
      setError(message);
      field.current?.focus();
      notify.error('Error', message);
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(input.data.email);
      notify.success(
        'Check your e-mail',
        `If an account exists for ${input.data.email}, we have sent a link to reset your password.`,
      );
      onClose();
    } catch (err) {
      notify.error('Error', errorMessage(err));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Reset your password"
        description="Enter your e-mail and we will send you a link to choose a new password."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <Label htmlFor="reset-email">Email</Label>
            <Input
              ref={field}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...fieldA11y('reset-email', error)}
            />
            <FieldMessage id="reset-email-error" message={error} />
          </div>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Please wait...' : 'Send reset link'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
