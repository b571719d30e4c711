import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { CalendarClock, CalendarPlus } from 'lucide-react';
import { type Interview, type InterviewSlot } from '@shared/contracts/interviews';
import { INTERVIEW_OUTCOME_OPTIONS } from '@shared/options/interviews';
import type { Conversation } from '@shared/contracts/messaging';
import { optionLabel } from '@shared/options/option';
import { canStillBook, formatSlot, outcomeDue } from '@shared/rules/interview-slots';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useConversationInterviews } from '../api/list-conversation-interviews';
import { useInterview } from '../api/get-interview';
import { useNow } from '../hooks/use-now';
import { useReturnFocus } from '../hooks/use-return-focus';
import { AdjustmentsPanel } from './adjustments-panel';
import { InterviewPlace } from './interview-place';
import { kindLabel, otherParty } from './interview-text';
import {
  AskOtherTimesDialog,
  BookInterviewDialog,
  CancelInterviewDialog,
  OutcomeDialog,
  ProposeInterviewDialog,
} from './lazy-dialogs';

type OpenDialog =
  { kind: 'book'; slot: InterviewSlot } | { kind: 'ask' | 'cancel' | 'reschedule' | 'outcome' };

/**
 * The card of a conversation message that carries an interview. Its state is read from the
 * conversation's interviews (one request for every card), or alone when a card arrives live
 * before that list is read again; whichever copy is newer (`sequence`) is shown.
 */
function useCardInterview(conversationId: string, interviewId: string) {
  const list = useConversationInterviews(conversationId);
  const fromList = list.data?.find((i) => i.id === interviewId);
  const alone = useInterview(interviewId, list.isSuccess && !fromList);
  const interview =
    fromList && (!alone.data || fromList.sequence >= alone.data.sequence) ? fromList : alone.data;
  return { interview, failed: !interview && (list.isError || alone.isError) };
}

/** An interview in the thread: what, where, when, and what each side can do about it now. */
export function InterviewCard({
  interviewId,
  conversation,
}: {
  interviewId: string;
  conversation: Conversation;
}) {
  const { interview, failed } = useCardInterview(conversation.id, interviewId);
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const focus = useReturnFocus(heading);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  if (!interview) {
    return (
      <div className="w-full rounded-2xl border border-gray-200 bg-white p-3">
        {failed ? (
          <p className="text-sm text-red-800">We could not load this interview. Please try again later.</p>
        ) : (
          <Spinner label="Loading interview" />
        )}
      </div>
    );
  }

  const open = (next: OpenDialog) => {
    focus.remember();
    setDialog(next);
  };
  const close = () => setDialog(null);
  // Nothing can be arranged in a closed (blocked, left, closed by the team) conversation.
  const canAct = conversation.closed === null;
  const dialogProps = { onClose: close, onCloseAutoFocus: focus.restore };

  return (
    <article
      aria-labelledby={titleId}
      className="w-full rounded-2xl border border-leaf-700 bg-white p-3 text-ink shadow-sm"
    >
      <h3
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-2 text-base font-bold [overflow-wrap:anywhere]"
      >
        <CalendarClock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-leaf-800" />
        <span>Interview: {interview.jobTitle}</span>
      </h3>
      <p className="text-sm text-muted [overflow-wrap:anywhere]">
        {interview.myRole === 'seeker' ? interview.companyName : `With ${interview.seekerName}`}
      </p>

      <StatusBadge interview={interview} />

      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Type</dt>
        <dd>{kindLabel(interview.kind)}</dd>
        <InterviewPlace interview={interview} />
        {interview.note && (
          <>
            <dt className="font-semibold">Note</dt>
            <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{interview.note}</dd>
          </>
        )}
      </dl>

      <StatusDetails
        interview={interview}
        now={now}
        canBook={canAct && interview.myRole === 'seeker'}
        onBook={(slot) => open({ kind: 'book', slot })}
      />

      <AdjustmentsPanel interview={interview} canAct={canAct} />

      {interview.outcome && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Outcome:</span>{' '}
          {optionLabel(INTERVIEW_OUTCOME_OPTIONS, interview.outcome)}
        </p>
      )}

      {canAct && <Actions interview={interview} now={now} onOpen={open} />}

      {dialog && (
        <Suspense fallback={<Spinner className="mt-2" label="Opening…" showLabel />}>
          {dialog.kind === 'book' && (
            <BookInterviewDialog interview={interview} slot={dialog.slot} {...dialogProps} />
          )}
          {dialog.kind === 'ask' && (
            <AskOtherTimesDialog
              conversationId={conversation.id}
              otherName={interview.companyName}
              {...dialogProps}
            />
          )}
          {dialog.kind === 'cancel' && <CancelInterviewDialog interview={interview} {...dialogProps} />}
          {dialog.kind === 'outcome' && <OutcomeDialog interview={interview} {...dialogProps} />}
          {dialog.kind === 'reschedule' && (
            <ProposeInterviewDialog
              conversationId={conversation.id}
              otherName={otherParty(interview)}
              reschedule={interview}
              {...dialogProps}
            />
          )}
        </Suspense>
      )}
    </article>
  );
}

const STATUS = {
  proposed: { text: 'Proposed', tone: 'bg-amber-50 text-amber-900 border-amber-300' },
  booked: { text: 'Booked', tone: 'bg-leaf-50 text-leaf-900 border-leaf-700' },
  completed: { text: 'Held', tone: 'bg-gray-100 text-gray-800 border-gray-400' },
  cancelled: { text: 'Cancelled', tone: 'bg-gray-100 text-gray-800 border-gray-400' },
} as const;

function StatusBadge({ interview }: { interview: Interview }) {
  const { text, tone } = STATUS[interview.status];
  return (
    <p className={cn('mt-2 inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold', tone)}>
      <span className="sr-only">Status: </span>
      {interview.status === 'cancelled' && interview.rescheduled ? 'Rescheduled' : text}
    </p>
  );
}

/** The times offered, the time booked, or who cancelled and why. */
function StatusDetails({
  interview,
  now,
  canBook,
  onBook,
}: {
  interview: Interview;
  now: Date;
  canBook: boolean;
  onBook: (slot: InterviewSlot) => void;
}) {
  if (interview.status === 'proposed') {
    return (
      <div className="mt-3">
        <h4 className="text-sm font-semibold">{canBook ? 'Choose a time' : 'Times offered'}</h4>
        <ul className="mt-1 flex flex-col gap-2">
          {interview.slots.map((slot) => {
            const text = formatSlot(slot.startsAt, slot.minutes);
            const passed = !canStillBook(slot.startsAt, now);
            return (
              <li
                key={slot.id}
                className={cn(
                  'flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 p-2 text-sm',
                  passed && 'bg-gray-50 text-muted',
                )}
              >
                <span className={cn('min-w-0', passed && 'line-through')}>{text}</span>
                {passed && <span className="font-semibold"> (passed)</span>}
                {canBook && !passed && (
                  <Button onClick={() => onBook(slot)}>
                    Book<span className="sr-only"> {text}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  if (interview.status === 'completed' && interview.booked) {
    return (
      <p className="mt-3 text-sm">
        Held on {formatSlot(interview.booked.startsAt, interview.booked.minutes)}.
      </p>
    );
  }
  if (interview.status === 'booked' && interview.booked) {
    return (
      <div className="mt-3 rounded-xl bg-leaf-50 p-2">
        <p className="text-sm font-semibold">Booked for</p>
        <p className="text-lg font-bold">{formatSlot(interview.booked.startsAt, interview.booked.minutes)}</p>
      </div>
    );
  }
  if (interview.rescheduled) {
    return <p className="mt-3 text-sm font-semibold">Rescheduled: new times below.</p>;
  }
  const who =
    interview.cancelledBy === interview.myRole
      ? 'You'
      : interview.cancelledBy === 'seeker'
        ? interview.seekerName
        : interview.cancelledBy === 'hirer'
          ? interview.companyName
          : null;
  return (
    <div className="mt-3 text-sm">
      <p className="font-semibold">
        {who ? `${who} cancelled this interview.` : 'This interview was cancelled.'}
      </p>
      {interview.booked && (
        <p className="text-muted">
          It was booked for {formatSlot(interview.booked.startsAt, interview.booked.minutes)}.
        </p>
      )}
      {interview.cancelReason && (
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">Reason: {interview.cancelReason}</p>
      )}
    </div>
  );
}

/** The buttons of the viewer's side for the card's state. */
function Actions({
  interview,
  now,
  onOpen,
}: {
  interview: Interview;
  now: Date;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const hirer = interview.myRole === 'hirer';
  const { status, booked } = interview;
  const buttons: ReactNode[] = [];
  if (status === 'booked') {
    buttons.push(
      <a
        key="calendar"
        href={`/api/interviews/${encodeURIComponent(interview.id)}/invite.ics`}
        download
        className={buttonVariants({ variant: 'secondary' })}
      >
        <CalendarPlus aria-hidden className="h-4 w-4" /> Add to calendar
      </a>,
    );
  }
  if (!hirer && status === 'proposed') {
    buttons.push(
      <Button key="ask" variant="secondary" onClick={() => onOpen({ kind: 'ask' })}>
        Ask for other times
      </Button>,
    );
  }
  const held = status === 'booked' || status === 'completed';
  if (hirer && booked && held && outcomeDue(booked.startsAt, now)) {
    buttons.push(
      <Button key="outcome" onClick={() => onOpen({ kind: 'outcome' })}>
        {interview.outcome ? 'Change outcome' : 'Record outcome'}
      </Button>,
    );
  }
  if (hirer && (status === 'proposed' || status === 'booked')) {
    buttons.push(
      <Button key="reschedule" variant="secondary" onClick={() => onOpen({ kind: 'reschedule' })}>
        Reschedule
      </Button>,
    );
  }
  // The employer may withdraw times offered; either side may cancel a booking.
  if (status === 'booked' || (hirer && status === 'proposed')) {
    buttons.push(
      <Button key="cancel" variant="danger-outline" onClick={() => onOpen({ kind: 'cancel' })}>
        Cancel interview
      </Button>,
    );
  }
  if (buttons.length === 0) return null;
  return <div className="mt-3 flex flex-wrap gap-2">{buttons}</div>;
}
