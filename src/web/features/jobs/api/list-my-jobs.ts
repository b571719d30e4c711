import { keepPreviousData, queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { Job, JobSort, JobList } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';
import { jobKeys } from './keys';

export const listMyJobs = async (list: JobList, sort: JobSort) =>
  (await api<{ jobs: Job[] }>(`/api/jobs/mine?${new URLSearchParams({ status: list, sort }).toString()}`))
    .jobs;

export const myJobsQueryOptions = (list: JobList, sort: JobSort) =>
  queryOptions({ queryKey: jobKeys.mine(list, sort), queryFn: () => listMyJobs(list, sort) });

export const useMyJobs = (list: JobList, sort: JobSort, meta?: QueryMeta) =>
  useQuery({ ...myJobsQueryOptions(list, sort), placeholderData: keepPreviousData, meta });
