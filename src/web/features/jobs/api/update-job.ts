import type { Job, JobUpdateInput } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';
import { jobPath, useJobMutation } from './use-job-mutation';

export const updateJob = async ({ id, input }: { id: string; input: JobUpdateInput }) =>
  (await api<{ job: Job }>(jobPath(id), { method: 'PATCH', body: input })).job;

export const useUpdateJob = () => useJobMutation(updateJob);
