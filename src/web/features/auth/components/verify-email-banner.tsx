import { MailCheck } from 'lucide-react';
import type { Role } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useSendVerificationEmail } from '../api/email-verification';

const WHY: Record<Role, string> = {
  hirer: 'Your jobs can go live once it is confirmed; you can save drafts until then.',
  seeker: 'It keeps your account safe and lets employers reach you.',
};

/** Until the address is confirmed: what to do, and a way to get a new link. */
export function VerifyEmailBanner({ email, role }: { email: string; role: Role }) {
  const send = useSendVerificationEmail();
  const resend = async () => {
    try {
      await send.mutateAsync(email);
      notify.success('Link sent', `We sent a new confirmation link to ${email}.`);
    } catch (err) {
      notify.error('Error', errorMessage(err, 'The link could not be sent. Please try again in a minute.'));
    }
  };
  return (
    <section
      aria-labelledby="verify-email-title"
      className="mb-4 flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="verify-email-title" className="flex items-center gap-2 font-bold">
        <MailCheck aria-hidden className="h-5 w-5 shrink-0" /> Please confirm your e-mail address
      </h2>
      <p>
        We sent a link to <span className="font-semibold break-all">{email}</span>. {WHY[role]}
      </p>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={send.isPending || send.isSuccess}
        onClick={() => void resend()}
      >
        {send.isSuccess ? 'Link sent' : send.isPending ? 'Sending…' : 'Send a new link'}
      </Button>
    </section>
  );
}
