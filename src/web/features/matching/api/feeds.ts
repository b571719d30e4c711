import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoverFeedResponse } from '@shared/contracts/matching';
import { api } from '@web/lib/api-client';

export const feedKeys = {
  jobs: ['feed', 'jobs'] as const,
  seekers: (contextJobId?: string) => ['feed', 'seekers', contextJobId ?? 'all'] as const,
};

export const getJobsFeed = async () => (await api<DiscoverFeedResponse>('/api/feed/jobs')).cards;

export const getSeekersFeed = async (contextJobId?: string) =>
  (
    await api<DiscoverFeedResponse>(
      contextJobId
        ? `/api/feed/seekers?contextJobId=${encodeURIComponent(contextJobId)}`
        : '/api/feed/seekers',
    )
  ).cards;

/** A deck is loaded once per visit; it is not refetched behind the user's back while swiping. */
const deckDefaults = { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, retry: 1 } as const;

export const jobsFeedQueryOptions = () =>
  queryOptions({ queryKey: feedKeys.jobs, queryFn: getJobsFeed, ...deckDefaults });

export const seekersFeedQueryOptions = (contextJobId?: string) =>
  queryOptions({
    queryKey: feedKeys.seekers(contextJobId),
    queryFn: () => getSeekersFeed(contextJobId),
    ...deckDefaults,
  });

export const useJobsFeed = () => useQuery(jobsFeedQueryOptions());
export const useSeekersFeed = (contextJobId?: string) => useQuery(seekersFeedQueryOptions(contextJobId));
