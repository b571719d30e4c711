import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Job, JobSort, JobStatus } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';
import { jobKeys } from './keys';

export const listMyJobs = async (status: JobStatus, sort: JobSort) =>
  (await api<{ jobs: Job[] }>(`/api/jobs/mine?${new URLSearchParams({ status, sort }).toString()}`)).jobs;

export const myJobsQueryOptions = (status: JobStatus, sort: JobSort) =>
  queryOptions({ queryKey: jobKeys.mine(status, sort), queryFn: () => listMyJobs(status, sort) });

export const useMyJobs = (status: JobStatus, sort: JobSort) =>
  useQuery({ ...myJobsQueryOptions(status, sort), placeholderData: keepPreviousData });
