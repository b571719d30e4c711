import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedJobsResponse } from '@shared/contracts/saved';
import { api } from '@web/lib/api-client';

export const savedJobsKey = ['saved-jobs'] as const;

export const listSavedJobs = async () => (await api<SavedJobsResponse>('/api/saved-jobs')).items;

export const savedJobsQueryOptions = () => queryOptions({ queryKey: savedJobsKey, queryFn: listSavedJobs });

export const useSavedJobs = () => useQuery(savedJobsQueryOptions());

const path = (jobId: string) => `/api/saved-jobs/${encodeURIComponent(jobId)}`;

export const setJobSaved = ({ jobId, saved }: { jobId: string; saved: boolean }) =>
  api<{ saved: boolean }>(path(jobId), { method: saved ? 'PUT' : 'DELETE' });

/** Saves or removes a job; the saved list, Job Details and the dashboard figures follow. */
export function useSetJobSaved() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setJobSaved,
    onSuccess: (_res, { jobId }) => {
      void qc.invalidateQueries({ queryKey: ['job-details', jobId] });
      void qc.invalidateQueries({ queryKey: ['seeker-dashboard'] });
      // The decks' Saved Jobs strip reads the same list.
      void qc.invalidateQueries({ queryKey: ['favourites'] });
      return qc.invalidateQueries({ queryKey: savedJobsKey });
    },
  });
}
