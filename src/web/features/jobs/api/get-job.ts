import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { Job } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';
import { jobKeys } from './keys';

export const getJob = async (id: string) =>
  (await api<{ job: Job }>(`/api/jobs/${encodeURIComponent(id)}`)).job;

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.one(id), queryFn: () => getJob(id) });

export const useJob = (id: string, meta?: QueryMeta) => useQuery({ ...jobQueryOptions(id), meta });
