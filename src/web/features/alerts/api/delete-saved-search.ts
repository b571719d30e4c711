import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@shared/contracts/job-search';
import { api } from '@web/lib/api-client';
import { alertsKeys } from './keys';

export const deleteSavedSearch = (id: string) =>
  api<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_res, id) =>
      qc.setQueryData<SavedSearch[]>(alertsKeys.savedSearches, (list) => list?.filter((s) => s.id !== id)),
  });
}
