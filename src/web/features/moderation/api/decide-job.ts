import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDecision } from '@shared/contracts/moderation';
import { api } from '@web/lib/api-client';
import { moderationKeys } from './keys';

export const decideJob = ({ id, decision }: { id: string; decision: JobDecision }) =>
  api<void>(`/api/moderation/jobs/${encodeURIComponent(id)}/decision`, { method: 'POST', body: decision });

export function useDecideJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideJob,
    onSuccess: () => qc.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
