import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction } from '@shared/contracts/moderation';
import { api } from '@web/lib/api-client';
import { moderationKeys } from './keys';

export const actOnReport = ({ id, action }: { id: string; action: ReportAction }) =>
  api<void>(`/api/moderation/reports/${encodeURIComponent(id)}/actions`, { method: 'POST', body: action });

export function useActOnReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSuccess: () => qc.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
