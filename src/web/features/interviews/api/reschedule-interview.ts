import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, ProposeInterviewInput } from '@shared/contracts/interviews';
import { api, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { interviewKeys } from './keys';
import { storeInterview } from './refresh';

/** New times for an interview: the answer is the new one; the old one is cancelled as rescheduled. */
export const rescheduleInterview = async ({ id, input }: { id: string; input: ProposeInterviewInput }) =>
  (
    await api<{ interview: Interview }>(`/api/interviews/${encodeURIComponent(id)}/reschedule`, {
      body: input,
    })
  ).interview;

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    meta: { changed: ['application'] },
    onSuccess: (interview, { id }) => {
      storeInterview(queryClient, interview);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.detail(id) });
    },
    onError: (err) => notify.error('Error', errorMessage(err)),
  });
}
