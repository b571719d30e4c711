import type { Applicant, JobSummary, SeekerApplication } from '@shared/contracts/applications';
import { seekerApplicationStatus, type ApplicantStatus } from '@shared/rules/applications';
import { formatPersonName } from '@shared/rules/format';
import type { ApplicantRow, InterviewBriefRow, SeekerApplicationRow } from './applications.repo';

type JobSummaryRow = SeekerApplicationRow['job'];

export function toJobSummary(row: JobSummaryRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    companyLogoUrl: row.companyLogoUrl,
    locationCity: row.locationCity,
    locationCountry: row.locationCountry,
    employmentType: row.employmentType,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    status: row.status,
    postedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    sample: row.sample,
  };
}

const contactOf = (row: { contactSubject: string | null; contactMessage: string | null; updatedAt: Date }) =>
  row.contactSubject && row.contactMessage
    ? { subject: row.contactSubject, message: row.contactMessage, sentAt: row.updatedAt.toISOString() }
    : null;

const briefOf = (row: InterviewBriefRow | null) =>
  row
    ? {
        id: row.id,
        status: row.status,
        startsAt: row.startsAt ? new Date(row.startsAt).toISOString() : null,
        minutes: row.minutes,
        conversationId: row.conversationId,
      }
    : null;

/** Rows never hold 'withdrawn' here: the repo leaves withdrawn applications out. */
export const liveStatus = (status: string) => status as ApplicantStatus;

export function toSeekerApplication(row: SeekerApplicationRow): SeekerApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    seekerStatus: seekerApplicationStatus(liveStatus(row.status), row.interview?.status ?? null),
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    contact: contactOf(row),
    cvAttached: row.cvAttached,
    cvSentAt: row.cvSentAt?.toISOString() ?? null,
    interview: briefOf(row.interview),
    job: toJobSummary(row.job),
  };
}

/** The seeker's name as employers see it: first and last, or 'Job Seeker' (or the fallback given). */
export function displayName(
  row: { firstName: string | null; lastName: string | null } | undefined,
  fallback?: string,
) {
  return formatPersonName(row?.firstName, row?.lastName, fallback);
}

export function toApplicant(row: ApplicantRow): Applicant {
  return {
    id: row.id,
    seekerUserId: row.seekerUserId,
    name: displayName(row),
    profileImageUrl: row.profileImageUrl,
    headline: row.headline,
    seekerJobTitle: row.seekerJobTitle,
    locationCity: row.locationCity,
    skills: row.keySkills ?? [],
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    status: liveStatus(row.status),
    appliedAt: row.createdAt.toISOString(),
    contact: contactOf(row),
    cvAttached: row.cvAttached,
    interview: briefOf(row.interview),
    sample: row.sample,
  };
}
