import { toOptions } from '../options/option';

// ---- Statuses ----------------------------------------------------------------------------------

/** What an employer sets on an application (a withdrawn application is gone from every list). */
export const APPLICANT_STATUS_VALUES = ['new', 'shortlisted', 'interview', 'rejected'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUS_VALUES)[number];

/** What the seeker sees. Shortlisting is the employer's own step: the seeker still sees Under Review. */
export const SEEKER_APPLICATION_STATUS_VALUES = [
  'Under Review',
  'Interview Scheduled',
  'Not Selected',
] as const;
export type SeekerApplicationStatus = (typeof SEEKER_APPLICATION_STATUS_VALUES)[number];

const SEEKER_STATUS_BY_APPLICANT_STATUS: Readonly<Record<ApplicantStatus, SeekerApplicationStatus>> =
  Object.freeze({
    new: 'Under Review',
    shortlisted: 'Under Review',
    interview: 'Interview Scheduled',
    rejected: 'Not Selected',
  });

/** new or shortlisted → Under Review, interview → Interview Scheduled, rejected → Not Selected. */
export function seekerApplicationStatus(status: ApplicantStatus): SeekerApplicationStatus {
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
  rejected: 'Rejected',
});

/** '3 pending'. */
export function pendingBadge(count: number): string {
  return `${count} pending`;
}

// ---- Seeker: filters and sorting of My Applications ---------------------------------------------

export const APPLICATION_FILTER_VALUES = ['all', ...SEEKER_APPLICATION_STATUS_VALUES] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTER_VALUES)[number];
export const DEFAULT_APPLICATION_FILTER = 'all' satisfies ApplicationFilter;

export const APPLICATION_FILTERS = toOptions(APPLICATION_FILTER_VALUES, {
  all: 'All Applications',
  'Under Review': 'Under Review',
  'Interview Scheduled': 'Interview Scheduled',
  'Not Selected': 'Not Selected',
});

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
  const counts: Record<ApplicationFilter, number> = {
    all: items.length,
    'Under Review': 0,
    'Interview Scheduled': 0,
    'Not Selected': 0,
  };
  for (const item of items) counts[item.seekerStatus] += 1;
  return counts;
}

export function filterApplications<T extends Pick<SortableApplication, 'seekerStatus'>>(
  items: readonly T[],
  filter: ApplicationFilter,
): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.seekerStatus === filter);
}

/** Status order: Interview Scheduled, Under Review, Not Selected (what needs the seeker first). */
const SEEKER_STATUS_ORDER: Readonly<Record<SeekerApplicationStatus, number>> = Object.freeze({
  'Interview Scheduled': 0,
  'Under Review': 1,
  'Not Selected': 2,
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
  rejected: 3,
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
