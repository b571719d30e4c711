import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, InterviewOutcomeInput } from '@shared/contracts/interviews';
import { api, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { storeInterview } from './refresh';

/** The employer records how it went, once the interview's time has come. */
export const recordOutcome = async ({ id, input }: { id: string; input: InterviewOutcomeInput }) =>
  (
    await api<{ interview: Interview }>(`/api/interviews/${encodeURIComponent(id)}/outcome`, {
      body: input,
    })
  ).interview;

export function useRecordOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutcome,
    // "Hired" with closeJob archives the job as well.
    meta: {
      changed: (_data: unknown, { input }: { input: InterviewOutcomeInput }) =>
        input.closeJob ? ['application', 'job'] : ['application'],
    },
    onSuccess: (interview) => storeInterview(queryClient, interview),
    onError: (err) => notify.error('Error', errorMessage(err)),
  });
}
