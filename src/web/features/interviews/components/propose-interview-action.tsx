import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { type Interview } from '@shared/contracts/interviews';
import { INTERVIEW_MESSAGES } from '@shared/options/interviews';
import type { Conversation } from '@shared/contracts/messaging';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/lib/notify';
import { useConversationInterviews } from '../api/list-conversation-interviews';
import { ProposeInterviewDialog } from './lazy-dialogs';

/**
 * The employer's "Propose interview" in a conversation about a job that is open; while an
 * interview is proposed or booked there, it reschedules that one (a second cannot be proposed).
 * `?propose=1` (the applicants list's Invite) opens the dialog once and leaves the address, so a
 * reload does not open it again.
 */
export function ProposeInterviewAction({ conversation }: { conversation: Conversation }) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('propose') === '1';
  const hirer = conversation.myRole === 'hirer';
  const can = hirer && conversation.jobId !== null && conversation.closed === null;
  const interviews = useConversationInterviews(conversation.id);
  const live = interviews.data?.findLast((i) => i.status === 'proposed' || i.status === 'booked');
  /** Open, with the interview it reschedules (if any) fixed as it opened. */
  const [open, setOpen] = useState<{ reschedule?: Interview } | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Wait for the conversation's interviews: the dialog opens in the right mode.
    if (!wanted || interviews.isPending) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('propose');
        return next;
      },
      { replace: true },
    );
    if (can) setOpen({ reschedule: live });
    else if (hirer)
      notify.error('Error', conversation.jobId ? INTERVIEW_MESSAGES.closed : INTERVIEW_MESSAGES.noJob);
  }, [wanted, interviews.isPending, live, can, hirer, conversation.jobId, setParams]);

  if (!can) return null;
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => setOpen({ reschedule: live })}
      >
        <CalendarPlus aria-hidden className="h-4 w-4" /> {live ? 'Reschedule interview' : 'Propose interview'}
      </Button>
      {open && (
        <Suspense fallback={<Spinner label="Opening" />}>
          <ProposeInterviewDialog
            conversationId={conversation.id}
            otherName={conversation.otherName}
            reschedule={open.reschedule}
            onClose={() => setOpen(null)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
