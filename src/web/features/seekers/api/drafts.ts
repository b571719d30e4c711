import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveDraftInput, WizardDrafts, WizardStep } from '@shared/contracts/seeker';
import { api } from '@web/lib/api-client';
import { seekerKeys } from './keys';

export const getDrafts = () => api<WizardDrafts>('/api/seeker/drafts');

/**
 * Every wizard step's form state. Fetched once on entering the wizard; afterwards the cache holds
 * what each step last saved (or queued to save), so step 4 can send the whole profile.
 */
export const draftsQueryOptions = () =>
  queryOptions({ queryKey: seekerKeys.drafts, queryFn: getDrafts, staleTime: Infinity });

export const useDrafts = () => useQuery(draftsQueryOptions());

export const saveDraft = (input: SaveDraftInput) =>
  api<{ step: WizardStep; updatedAt: string }>('/api/seeker/drafts', { method: 'PUT', body: input });
