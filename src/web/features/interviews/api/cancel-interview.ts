import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelInterviewInput, Interview } from '@shared/contracts/interviews';
import { api, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { storeInterview } from './refresh';

/** Either side cancels, with a reason the other side sees. */
export const cancelInterview = async ({ id, input }: { id: string; input: CancelInterviewInput }) =>
  (await api<{ interview: Interview }>(`/api/interviews/${encodeURIComponent(id)}/cancel`, { body: input }))
    .interview;

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    meta: { changed: ['application'] },
    onSuccess: (interview) => storeInterview(queryClient, interview),
    onError: (err) => notify.error('Error', errorMessage(err)),
  });
}
