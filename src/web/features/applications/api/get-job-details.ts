import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { JobDetails } from '@shared/contracts/applications';
import { api } from '@web/lib/api-client';
import { applicationKeys } from './keys';

export const getJobDetails = (jobId: string) =>
  api<JobDetails>(`/api/job-details/${encodeURIComponent(jobId)}`);

export const jobDetailsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: applicationKeys.jobDetails(jobId), queryFn: () => getJobDetails(jobId) });

export const useJobDetails = (jobId: string, meta?: QueryMeta) =>
  useQuery({ ...jobDetailsQueryOptions(jobId), meta });
