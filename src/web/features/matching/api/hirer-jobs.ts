import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobList } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';

/** The employer's active jobs: the talent deck can rank candidates for one of them. */
export const activeJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['matching', 'active-jobs'],
    queryFn: async () => (await api<JobList>('/api/jobs/mine?status=active')).jobs,
  });

export const useActiveJobs = () => useQuery(activeJobsQueryOptions());
