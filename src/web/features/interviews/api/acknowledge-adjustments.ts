import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview } from '@shared/contracts/interviews';
import { api, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { storeInterview } from './refresh';

/** The employer confirms they have read the seeker's adjustment request. */
export const acknowledgeAdjustments = async (id: string) =>
  (
    await api<{ interview: Interview }>(`/api/interviews/${encodeURIComponent(id)}/acknowledge`, {
      method: 'POST',
    })
  ).interview;

export function useAcknowledgeAdjustments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAdjustments,
    onSuccess: (interview) => storeInterview(queryClient, interview),
    onError: (err) => notify.error('Error', errorMessage(err)),
  });
}
