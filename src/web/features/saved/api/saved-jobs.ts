import { queryOptions, useMutation, useQuery, useQueryClient, type QueryMeta } from '@tanstack/react-query';
import type { SavedJobsResponse } from '@shared/contracts/saved';
import { api } from '@web/lib/api-client';
import { savedKeys } from './keys';

export const listSavedJobs = async () => (await api<SavedJobsResponse>('/api/saved-jobs')).items;

export const savedJobsQueryOptions = () => queryOptions({ queryKey: savedKeys.jobs, queryFn: listSavedJobs });

export const useSavedJobs = (meta?: QueryMeta) => useQuery({ ...savedJobsQueryOptions(), meta });

const path = (jobId: string) => `/api/saved-jobs/${encodeURIComponent(jobId)}`;

export const setJobSaved = ({ jobId, saved }: { jobId: string; saved: boolean }) =>
  api<{ saved: boolean }>(path(jobId), { method: saved ? 'PUT' : 'DELETE' });

/**
 * Saves or removes a job; the saved list (also the job deck's strip) follows, and through
 * meta.changed Job Details and the dashboard figures.
 */
export function useSetJobSaved() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setJobSaved,
    meta: { changed: ['job-saved'] },
    onSuccess: () => qc.invalidateQueries({ queryKey: savedKeys.jobs }),
  });
}
