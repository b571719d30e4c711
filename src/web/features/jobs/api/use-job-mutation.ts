import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@shared/contracts/jobs';

export const jobPath = (id: string, action = '') => `/api/jobs/${encodeURIComponent(id)}${action}`;

/** A job mutation that refreshes the lists, the counts and the job itself. */
export function useJobMutation<TVars, TResult extends Job | void>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      if (result) qc.setQueryData(['jobs', 'one', result.id], result);
      // The hirer home figures count jobs too.
      void qc.invalidateQueries({ queryKey: ['hirer-figures'] });
      return qc.invalidateQueries({ queryKey: ['jobs'], refetchType: 'active' });
    },
  });
}
