import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import type { InterviewBrief } from '@shared/contracts/applications';
import { formatSlot } from '@shared/rules/interview-slots';
import { cn } from '@web/lib/cn';

/** The seeker's conversation where the interview is booked (none to link to without one). */
export const seekerInterviewHref = ({ conversationId }: InterviewBrief) =>
  conversationId ? `/seeker-messages/${encodeURIComponent(conversationId)}` : null;

/** The employer's conversation about it; opened from the application when its id is not known. */
export const hirerInterviewHref = ({ conversationId }: InterviewBrief, applicationId: string) =>
  conversationId
    ? `/hirer-messages/${encodeURIComponent(conversationId)}`
    : `/hirer-messages?application=${encodeURIComponent(applicationId)}`;

/** "Interview booked: Monday 30 March 2026, 10:00 to 10:30 BST" in the viewer's own zone. */
export function interviewText(interview: InterviewBrief, proposedText: string): string {
  if (interview.status === 'proposed') return proposedText;
  return interview.startsAt && interview.minutes
    ? `Interview booked: ${formatSlot(interview.startsAt, interview.minutes)}`
    : 'Interview booked';
}

/**
 * An application's live interview as one line, linking to the conversation where it is arranged
 * (plain text without one). `hidden` goes after the visible words, for a screen reader's links
 * list, where every card's line would otherwise read the same.
 */
export function InterviewLine({
  interview,
  proposedText,
  href,
  hidden,
  className,
}: {
  interview: InterviewBrief;
  proposedText: string;
  href: string | null;
  hidden?: ReactNode;
  className?: string;
}) {
  const content = (
    <>
      <CalendarClock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {interviewText(interview, proposedText)}
        {hidden && <span className="sr-only">{hidden}</span>}
      </span>
    </>
  );
  const line = 'flex items-start gap-1.5 text-sm font-semibold text-leaf-900';
  return href ? (
    <Link
      to={href}
      className={cn(
        line,
        'min-h-11 w-fit py-2.5 underline underline-offset-2 hover:text-leaf-800',
        className,
      )}
    >
      {content}
    </Link>
  ) : (
    <p className={cn(line, className)}>{content}</p>
  );
}

/** The seeker's line, linking to their conversation (loaded lazily where few jobs have one). */
export function SeekerInterviewLine({ interview }: { interview: InterviewBrief }) {
  return (
    <InterviewLine
      interview={interview}
      proposedText="Interview proposed: choose a time"
      href={seekerInterviewHref(interview)}
    />
  );
}
