import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldJob } from '@shared/contracts/moderation';
import { api } from '@web/lib/api-client';
import { moderationKeys } from './keys';

export const listHeldJobs = async () => (await api<{ jobs: HeldJob[] }>('/api/moderation/jobs/held')).jobs;

export const heldJobsQueryOptions = () =>
  queryOptions({ queryKey: moderationKeys.heldJobs(), queryFn: listHeldJobs });

export const useHeldJobs = () => useQuery(heldJobsQueryOptions());
