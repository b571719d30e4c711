import type { Job } from '@shared/contracts/jobs';
import { api } from '@web/lib/api-client';
import { jobPath, useJobMutation } from './use-job-mutation';

/** active -> archived */
export const archiveJob = async (id: string) =>
  (await api<{ job: Job }>(jobPath(id, '/archive'), { method: 'POST' })).job;

export const useArchiveJob = () => useJobMutation(archiveJob);
