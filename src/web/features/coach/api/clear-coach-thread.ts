import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachThread } from '@shared/contracts/coach';
import { api } from '@web/lib/api-client';
import { coachKeys } from './keys';

export const clearCoachThread = (thread: CoachThread) =>
  api<void>(`/api/coach/${thread}/messages`, { method: 'DELETE' });

export const useClearCoachThread = (thread: CoachThread) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => clearCoachThread(thread),
    onSuccess: () => client.invalidateQueries({ queryKey: coachKeys.history(thread) }),
  });
};
