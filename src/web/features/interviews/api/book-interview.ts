import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookInterviewInput, Interview } from '@shared/contracts/interviews';
import { api, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { storeInterview } from './refresh';

/** The seeker books one of the offered times, with any adjustments they ask for. */
export const bookInterview = async ({ id, input }: { id: string; input: BookInterviewInput }) =>
  (await api<{ interview: Interview }>(`/api/interviews/${encodeURIComponent(id)}/book`, { body: input }))
    .interview;

export function useBookInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookInterview,
    meta: { changed: ['application'] },
    onSuccess: (interview) => storeInterview(queryClient, interview),
    onError: (err) => notify.error('Error', errorMessage(err)),
  });
}
