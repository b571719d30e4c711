import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@shared/contracts/jobs';
import { jobKeys } from './keys';

export const jobPath = (id: string, action = '') => `/api/jobs/${encodeURIComponent(id)}${action}`;

/** A job mutation that refreshes the lists, the counts and the job itself. */
export function useJobMutation<TVars, TResult extends Job | void>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The hirer home figures count jobs too.
    meta: { changed: ['job'] },
    onSuccess: (result) => {
      if (result) qc.setQueryData(jobKeys.one(result.id), result);
      return qc.invalidateQueries({ queryKey: jobKeys.all, refetchType: 'active' });
    },
  });
}
