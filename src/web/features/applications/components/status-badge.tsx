import type { SeekerApplicationStatus } from '@shared/rules/applications';
import type { ApplicantStatus } from '@shared/rules/applications';
import { APPLICANT_STATUS_LABELS } from '@shared/rules/applications';
import { cn } from '@web/lib/cn';

const SEEKER_COLOURS: Record<SeekerApplicationStatus, string> = {
  'Under Review': 'bg-amber-100 text-amber-900',
  'Interview Scheduled': 'bg-leaf-100 text-leaf-900',
  'Not Selected': 'bg-gray-200 text-gray-800',
};

const APPLICANT_COLOURS: Record<ApplicantStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  shortlisted: 'bg-amber-100 text-amber-900',
  interview: 'bg-leaf-100 text-leaf-900',
  rejected: 'bg-gray-200 text-gray-800',
};

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** What the seeker sees: Under Review, Interview Scheduled, Not Selected. */
export function SeekerStatusBadge({
  status,
  className,
}: {
  status: SeekerApplicationStatus;
  className?: string;
}) {
  return <span className={cn(badge, SEEKER_COLOURS[status], className)}>{status}</span>;
}

/** What the employer set: New, Shortlisted, Interview, Rejected. */
export function ApplicantStatusBadge({ status }: { status: ApplicantStatus }) {
  return <span className={cn(badge, APPLICANT_COLOURS[status])}>{APPLICANT_STATUS_LABELS[status]}</span>;
}
