import type { Job, JobCreateInput } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';
import { useJobMutation } from './use-job-mutation';

/** Save as Draft (status draft) or Post Job (status active). */
export const createJob = async (input: JobCreateInput) =>
  (await api<{ job: Job }>('/api/jobs', { method: 'POST', body: input })).job;

export const useCreateJob = () => useJobMutation(createJob);
