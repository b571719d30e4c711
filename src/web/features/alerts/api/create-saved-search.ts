import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchCreate } from '@shared/contracts/job-search';
import { api } from '@web/lib/api-client';
import { alertsKeys } from './keys';

export const createSavedSearch = async (input: SavedSearchCreate) =>
  (await api<{ search: SavedSearch }>('/api/saved-searches', { body: input })).search;

export function useCreateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKeys.savedSearches }),
  });
}
