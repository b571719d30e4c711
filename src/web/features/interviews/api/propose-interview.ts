import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, ProposeInterviewInput } from '@shared/contracts/interviews';
import { api, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { storeInterview } from './refresh';

/** The employer offers 1–5 times in a conversation about a job. */
export const proposeInterview = async ({
  conversationId,
  input,
}: {
  conversationId: string;
  input: ProposeInterviewInput;
}) =>
  (
    await api<{ interview: Interview }>(
      `/api/conversations/${encodeURIComponent(conversationId)}/interviews`,
      { body: input },
    )
  ).interview;

export function useProposeInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeInterview,
    // The application moves to "Interview Proposed": the dashboards' figures follow.
    meta: { changed: ['application'] },
    onSuccess: (interview) => storeInterview(queryClient, interview),
    onError: (err) => notify.error('Error', errorMessage(err)),
  });
}
