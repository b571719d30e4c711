import type { JobSort, JobList } from '@shared/contracts/jobs';

/** Every query key of the jobs feature (an employer's own jobs). */
export const jobKeys = {
  all: ['jobs'] as const,
  mine: (list: JobList, sort: JobSort) => [...jobKeys.all, 'mine', list, sort] as const,
  one: (id: string) => [...jobKeys.all, 'one', id] as const,
};
