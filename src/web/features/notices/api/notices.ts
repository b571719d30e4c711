import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notice } from '@shared/contracts/moderation';
import { api } from '@web/lib/api-client';

const key = ['notices'] as const;

export const listNotices = async () => (await api<{ notices: Notice[] }>('/api/notices')).notices;

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: listNotices, staleTime: 60_000 });

export const useNotices = (enabled: boolean) => useQuery({ ...noticesQueryOptions(), enabled });

export function useMarkNoticeRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/notices/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
