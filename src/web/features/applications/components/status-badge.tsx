import type { SeekerApplicationStatus } from '@shared/rules/applications';
import type { ApplicantStatus } from '@shared/rules/applications';
import { APPLICANT_STATUS_LABELS } from '@shared/rules/applications';
import { cn } from '@web/lib/cn';

// Amber: waiting on the employer; sky: the next move is the seeker's or new; leaf: going well
// (solid once hired); grey: closed. The words always say the status, so colour is never the only cue.
const SEEKER_COLOURS: Record<SeekerApplicationStatus, string> = {
  'Under Review': 'bg-amber-100 text-amber-900',
  'Interview Proposed': 'bg-sky-100 text-sky-900',
  'Interview Scheduled': 'bg-leaf-100 text-leaf-900',
  Interviewed: 'bg-amber-100 text-amber-900',
  'Offer Made': 'bg-leaf-200 text-leaf-900',
  Hired: 'bg-leaf-800 text-white',
  'Not Selected': 'bg-gray-200 text-gray-800',
  'Did Not Attend': 'bg-gray-200 text-gray-800',
};

const APPLICANT_COLOURS: Record<ApplicantStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  shortlisted: 'bg-amber-100 text-amber-900',
  interview: 'bg-leaf-100 text-leaf-900',
  interviewed: 'bg-amber-100 text-amber-900',
  offered: 'bg-leaf-200 text-leaf-900',
  hired: 'bg-leaf-800 text-white',
  rejected: 'bg-gray-200 text-gray-800',
  no_show: 'bg-gray-200 text-gray-800',
};

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** What the seeker sees: Under Review, the interview steps, Hired, Not Selected. */
export function SeekerStatusBadge({
  status,
  className,
}: {
  status: SeekerApplicationStatus;
  className?: string;
}) {
  return <span className={cn(badge, SEEKER_COLOURS[status], className)}>{status}</span>;
}

/** What the employer set: New, Shortlisted, Interview, its outcome, Rejected. */
export function ApplicantStatusBadge({ status }: { status: ApplicantStatus }) {
  return <span className={cn(badge, APPLICANT_COLOURS[status])}>{APPLICANT_STATUS_LABELS[status]}</span>;
}
