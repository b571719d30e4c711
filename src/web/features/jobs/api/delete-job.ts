import { api } from '@web/lib/api-client';
import { jobPath, useJobMutation } from './use-job-mutation';

/** Drafts only. */
export const deleteJob = (id: string) => api<void>(jobPath(id), { method: 'DELETE' });

export const useDeleteJob = () => useJobMutation(deleteJob);
