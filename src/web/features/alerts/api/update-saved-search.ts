import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchUpdate } from '@shared/contracts/job-search';
import { api } from '@web/lib/api-client';
import { alertsKeys } from './keys';

export const updateSavedSearch = async ({ id, ...changes }: SavedSearchUpdate & { id: string }) =>
  (
    await api<{ search: SavedSearch }>(`/api/saved-searches/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: changes,
    })
  ).search;

/** Changes a saved search (each control sends only its own field); the list takes the answer. */
export function useUpdateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: (saved) =>
      qc.setQueryData<SavedSearch[]>(alertsKeys.savedSearches, (list) =>
        list?.map((search) => (search.id === saved.id ? saved : search)),
      ),
  });
}
