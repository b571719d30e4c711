/** A job's statuses and the employer's three lists of them (no zod: list screens import these). */

/**
 * A job's status. `held`: published with signs of a scam or an illegal ad, waiting for a
 * moderator; `rejected` by one, or `removed` (taken down) after it was live.
 */
export const JOB_STATUS_VALUES = ['active', 'draft', 'archived', 'held', 'rejected', 'removed'] as const;
export type JobStatus = (typeof JOB_STATUS_VALUES)[number];

/** The employer's three lists (the spec's tabs): held jobs are listed with drafts, refused ones with archived. */
export const JOB_LIST_VALUES = ['active', 'draft', 'archived'] as const;
export type JobList = (typeof JOB_LIST_VALUES)[number];
export const JOB_LIST_STATUSES: Record<JobList, readonly JobStatus[]> = {
  active: ['active'],
  draft: ['draft', 'held'],
  archived: ['archived', 'rejected', 'removed'],
};
/** The list a job of this status is shown in. */
export const listOf = (status: JobStatus): JobList =>
  JOB_LIST_VALUES.find((list) => JOB_LIST_STATUSES[list].includes(status)) ?? 'archived';
