import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Check, FileText, MessageSquare, UserRound, X } from 'lucide-react';
import type { Applicant, UpdateApplicantInput } from '@shared/contracts/applications';
import { relativeTime } from '@shared/rules/format';
import { skillName } from '@shared/skills/catalogue';
import { formatTags, moreTagsLabel } from '@shared/rules/skill-match';
import { Avatar } from '@web/components/ui/avatar';
import { Button, buttonVariants } from '@web/components/ui/button';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { cn } from '@web/lib/cn';
import { ApplicantStatusBadge } from './status-badge';
import { hirerInterviewHref, InterviewLine } from './interview-line';

type ActionStatus = UpdateApplicantInput['status'];

/**
 * One applicant: Shortlist / Reject, Invite to interview (opens the conversation to propose times),
 * Message, View Profile; and the live interview, if any.
 */
export function ApplicantCard({
  applicant,
  profileHref,
  onStatus,
  pending,
}: {
  applicant: Applicant;
  profileHref: string;
  onStatus: (status: ActionStatus) => void;
  pending: boolean;
}) {
  const tags = formatTags(applicant.skills.map(skillName));
  // The pressed status button disappears once the status changes; keep keyboard focus on the
  // card's actions rather than letting it fall to the page.
  const actions = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    actions.current?.querySelector<HTMLElement>('button:not([disabled]), a')?.focus();
  }, [applicant.status]);
  const change = (status: ActionStatus) => {
    refocus.current = true;
    onStatus(status);
  };
  const about = applicant.seekerJobTitle ?? applicant.headline;
  const headingId = useId();
  // Every card has the same buttons; the hidden name tells a screen-reader user (who may reach a
  // button from a buttons list) whose card it is, while the visible label stays the start of the
  // accessible name (WCAG 2.5.3 label in name).
  const whom = <span className="sr-only"> {applicant.name}</span>;
  const { status, interview } = applicant;
  // One live interview at a time; none to arrange once the decision is made.
  const canInvite = !interview && status !== 'hired' && status !== 'rejected';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar name={applicant.name} imageUrl={applicant.profileImageUrl} labelled size={56} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-bold">
              {applicant.name}
            </h2>
            <ApplicantStatusBadge status={applicant.status} />
            {applicant.sample && <SampleBadge />}
          </div>
          {about && <p className="text-sm text-muted">{about}</p>}
          <p className="mt-1 text-sm text-ink">
            Applied for <span className="font-semibold">{applicant.jobTitle}</span>
          </p>
          <p className="text-xs text-muted">Applied {relativeTime(applicant.appliedAt)}</p>
        </div>
      </div>
      {tags.shown.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {tags.shown.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-leaf-50 px-2.5 py-0.5 text-xs font-semibold text-leaf-900"
            >
              {tag}
            </li>
          ))}
          {tags.more > 0 && (
            <li className="px-1 text-xs font-semibold text-muted">{moreTagsLabel(tags.more)}</li>
          )}
        </ul>
      )}
      {applicant.contact && (
        <div className="rounded-xl bg-leaf-50 p-3 text-sm">
          <p className="font-semibold">
            Message from {applicant.name}: {applicant.contact.subject}
          </p>
          <p className="whitespace-pre-line">{applicant.contact.message}</p>
        </div>
      )}
      {interview && (
        <InterviewLine
          interview={interview}
          proposedText="Interview proposed"
          href={hirerInterviewHref(interview, applicant.id)}
          hidden={` (${applicant.name})`}
        />
      )}
      <div ref={actions} className="grid grid-cols-2 gap-2">
        {status !== 'shortlisted' && (
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => change('shortlisted')}>
            <Check aria-hidden className="h-4 w-4" /> Shortlist
            {whom}
          </Button>
        )}
        {status !== 'rejected' && status !== 'hired' && (
          <Button size="sm" variant="danger-outline" disabled={pending} onClick={() => change('rejected')}>
            <X aria-hidden className="h-4 w-4" /> Reject
            {whom}
          </Button>
        )}
        {canInvite && (
          <Link
            to={`/hirer-messages?application=${encodeURIComponent(applicant.id)}&propose=1`}
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }))}
          >
            <CalendarClock aria-hidden className="h-4 w-4" /> Invite to interview
            {whom}
          </Link>
        )}
        <Link
          to={`/hirer-messages?application=${applicant.id}`}
          className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }))}
          aria-label={`Message ${applicant.name}`}
        >
          <MessageSquare aria-hidden className="h-4 w-4" /> Message
        </Link>
        {applicant.cvAttached && (
          <a
            href={`/api/candidates/${encodeURIComponent(applicant.seekerUserId)}/cv`}
            target="_blank"
            rel="noopener"
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'col-span-2')}
            aria-label={`View CV of ${applicant.name}`}
          >
            <FileText aria-hidden className="h-4 w-4" /> View CV
          </a>
        )}
        <Link
          to={profileHref}
          className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'col-span-2')}
          aria-label={`View profile of ${applicant.name}`}
        >
          <UserRound aria-hidden className="h-4 w-4" /> View Profile
        </Link>
      </div>
    </article>
  );
}
