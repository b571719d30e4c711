import type { Job } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';
import { jobPath, useJobMutation } from './use-job-mutation';

/** draft -> active */
export const publishJob = async (id: string) =>
  (await api<{ job: Job }>(jobPath(id, '/publish'), { method: 'POST' })).job;

export const usePublishJob = () => useJobMutation(publishJob);
