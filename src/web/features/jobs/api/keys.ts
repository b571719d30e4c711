import type { JobSort, JobStatus } from '@shared/contracts/jobs';

/** Every query key of the jobs feature (an employer's own jobs). */
export const jobKeys = {
  all: ['jobs'] as const,
  mine: (status: JobStatus, sort: JobSort) => [...jobKeys.all, 'mine', status, sort] as const,
  one: (id: string) => [...jobKeys.all, 'one', id] as const,
};
