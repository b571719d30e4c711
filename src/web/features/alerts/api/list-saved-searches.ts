import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@shared/contracts/job-search';
import { api } from '@web/lib/api-client';
import { alertsKeys } from './keys';

export const listSavedSearches = async () =>
  (await api<{ searches: SavedSearch[] }>('/api/saved-searches')).searches;

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: alertsKeys.savedSearches, queryFn: listSavedSearches });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
