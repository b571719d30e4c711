import { toOptions } from '../options/option';

// ---- Statuses ----------------------------------------------------------------------------------

/**
 * What an employer sets on an application (a withdrawn application is gone from every list).
 * `interview`: an interview is proposed or booked; the next four are the outcome recorded after it.
 */
export const APPLICANT_STATUS_VALUES = [
  'new',
  'shortlisted',
  'interview',
  'interviewed',
  'offered',
  'hired',
  'rejected',
  'no_show',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUS_VALUES)[number];

/** What the seeker sees. Shortlisting is the employer's own step: the seeker still sees Under Review. */
export const SEEKER_APPLICATION_STATUS_VALUES = [
  'Under Review',
  'Interview Proposed',
  'Interview Scheduled',
  'Interviewed',
  'Offer Made',
  'Hired',
  'Not Selected',
  'Did Not Attend',
] as const;
export type SeekerApplicationStatus = (typeof SEEKER_APPLICATION_STATUS_VALUES)[number];

const SEEKER_STATUS_BY_APPLICANT_STATUS: Readonly<Record<ApplicantStatus, SeekerApplicationStatus>> =
  Object.freeze({
    new: 'Under Review',
    shortlisted: 'Under Review',
    interview: 'Interview Scheduled',
    interviewed: 'Interviewed',
    offered: 'Offer Made',
    hired: 'Hired',
    rejected: 'Not Selected',
    no_show: 'Did Not Attend',
  });

/**
 * new or shortlisted → Under Review; interview → Interview Proposed while times wait to be booked,
 * else Interview Scheduled (also for an invitation made before interviews had times); then the
 * outcome; rejected → Not Selected.
 */
export function seekerApplicationStatus(
  status: ApplicantStatus,
  liveInterview: 'proposed' | 'booked' | null = null,
): SeekerApplicationStatus {
  if (status === 'interview' && liveInterview === 'proposed') return 'Interview Proposed';
  return SEEKER_STATUS_BY_APPLICANT_STATUS[status];
}

/** Applications still waiting for the employer's decision (the dashboard's "n pending"). */
export function isPendingForSeeker(status: ApplicantStatus): boolean {
  return seekerApplicationStatus(status) === 'Under Review';
}

export const APPLICANT_STATUS_LABELS: Readonly<Record<ApplicantStatus, string>> = Object.freeze({
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  interviewed: 'Interviewed',
  offered: 'Offer made',
  hired: 'Hired',
  rejected: 'Rejected',
  no_show: 'Did not attend',
});

/** '3 pending'. */
export function pendingBadge(count: number): string {
  return `${count} pending`;
}

// ---- Seeker: filters and sorting of My Applications ---------------------------------------------

export const APPLICATION_FILTER_VALUES = ['all', ...SEEKER_APPLICATION_STATUS_VALUES] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTER_VALUES)[number];
export const DEFAULT_APPLICATION_FILTER = 'all' satisfies ApplicationFilter;

const APPLICATION_FILTER_LABELS: Readonly<Record<ApplicationFilter, string>> = {
  all: 'All Applications',
  'Under Review': 'Under Review',
  'Interview Proposed': 'Interview Proposed',
  'Interview Scheduled': 'Interview Scheduled',
  Interviewed: 'Interviewed',
  'Offer Made': 'Offer Made',
  Hired: 'Hired',
  'Not Selected': 'Not Selected',
  'Did Not Attend': 'Did Not Attend',
};

/** The spec's chips, always shown. */
export const APPLICATION_FILTERS = toOptions(
  ['all', 'Under Review', 'Interview Scheduled', 'Not Selected'] as const,
  APPLICATION_FILTER_LABELS,
);

/** The interview steps' chips: shown only while some application is in them. */
export const APPLICATION_STEP_FILTERS = toOptions(
  ['Interview Proposed', 'Interviewed', 'Offer Made', 'Hired', 'Did Not Attend'] as const,
  APPLICATION_FILTER_LABELS,
);

export const APPLICATION_SORT_VALUES = ['date-desc', 'date-asc', 'company', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORT_VALUES)[number];
export const DEFAULT_APPLICATION_SORT = 'date-desc' satisfies ApplicationSort;

export const APPLICATION_SORTS = toOptions(APPLICATION_SORT_VALUES, {
  'date-desc': 'Newest First',
  'date-asc': 'Oldest First',
  company: 'Company A-Z',
  status: 'Status',
});

export interface SortableApplication {
  readonly appliedAt: string;
  readonly companyName: string;
  readonly seekerStatus: SeekerApplicationStatus;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });
const time = (iso: string) => new Date(iso).getTime() || 0;

/** Counts per filter chip. */
export function countApplicationsByFilter(
  items: readonly Pick<SortableApplication, 'seekerStatus'>[],
): Record<ApplicationFilter, number> {
  const counts = Object.fromEntries(APPLICATION_FILTER_VALUES.map((f) => [f, 0])) as Record<
    ApplicationFilter,
    number
  >;
  counts.all = items.length;
  for (const item of items) counts[item.seekerStatus] += 1;
  return counts;
}

export function filterApplications<T extends Pick<SortableApplication, 'seekerStatus'>>(
  items: readonly T[],
  filter: ApplicationFilter,
): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.seekerStatus === filter);
}

/** Status order: what needs the seeker first (an offer, times to book, an interview), closed last. */
const SEEKER_STATUS_ORDER: Readonly<Record<SeekerApplicationStatus, number>> = Object.freeze({
  'Offer Made': 0,
  'Interview Proposed': 1,
  'Interview Scheduled': 2,
  Hired: 3,
  Interviewed: 4,
  'Under Review': 5,
  'Not Selected': 6,
  'Did Not Attend': 7,
});

/** Sorts a copy; ties fall back to newest first. */
export function sortApplications<T extends SortableApplication>(
  items: readonly T[],
  sort: ApplicationSort,
): T[] {
  const newest = (a: T, b: T) => time(b.appliedAt) - time(a.appliedAt);
  const compare: Record<ApplicationSort, (a: T, b: T) => number> = {
    'date-desc': newest,
    'date-asc': (a, b) => time(a.appliedAt) - time(b.appliedAt),
    company: (a, b) => byText(a.companyName, b.companyName) || newest(a, b),
    status: (a, b) =>
      SEEKER_STATUS_ORDER[a.seekerStatus] - SEEKER_STATUS_ORDER[b.seekerStatus] || newest(a, b),
  };
  return [...items].sort(compare[sort]);
}

// ---- Hirer: sorting of Applicants --------------------------------------------------------------

export const APPLICANT_SORT_VALUES = [
  'status_priority',
  'date_desc',
  'date_asc',
  'name_asc',
  'name_desc',
  'job_title_asc',
] as const;
export type ApplicantSort = (typeof APPLICANT_SORT_VALUES)[number];
export const DEFAULT_APPLICANT_SORT = 'status_priority' satisfies ApplicantSort;

export const APPLICANT_SORTS = toOptions(APPLICANT_SORT_VALUES, {
  status_priority: 'Status (new first)',
  date_desc: 'Date (newest first)',
  date_asc: 'Date (oldest first)',
  name_asc: 'Name (A-Z)',
  name_desc: 'Name (Z-A)',
  job_title_asc: 'Job title (A-Z)',
});

export interface SortableApplicant {
  readonly name: string;
  readonly jobTitle: string;
  readonly status: ApplicantStatus;
  readonly appliedAt: string;
}

/** New first, then the ones in progress, rejected last. */
const APPLICANT_STATUS_ORDER: Readonly<Record<ApplicantStatus, number>> = Object.freeze({
  new: 0,
  shortlisted: 1,
  interview: 2,
  interviewed: 3,
  offered: 4,
  hired: 5,
  no_show: 6,
  rejected: 7,
});

/** Sorts a copy; ties fall back to newest first. */
export function sortApplicants<T extends SortableApplicant>(items: readonly T[], sort: ApplicantSort): T[] {
  const newest = (a: T, b: T) => time(b.appliedAt) - time(a.appliedAt);
  const compare: Record<ApplicantSort, (a: T, b: T) => number> = {
    status_priority: (a, b) =>
      APPLICANT_STATUS_ORDER[a.status] - APPLICANT_STATUS_ORDER[b.status] || newest(a, b),
    date_desc: newest,
    date_asc: (a, b) => time(a.appliedAt) - time(b.appliedAt),
    name_asc: (a, b) => byText(a.name, b.name) || newest(a, b),
    name_desc: (a, b) => byText(b.name, a.name) || newest(a, b),
    job_title_asc: (a, b) => byText(a.jobTitle, b.jobTitle) || newest(a, b),
  };
  return [...items].sort(compare[sort]);
}

/** A stored sort value, or the default when it is missing or unknown. */
export function parseApplicantSort(value: string | null | undefined): ApplicantSort {
  return (APPLICANT_SORT_VALUES as readonly string[]).includes(value ?? '')
    ? (value as ApplicantSort)
    : DEFAULT_APPLICANT_SORT;
}
