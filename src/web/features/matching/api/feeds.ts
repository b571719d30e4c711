import { useCallback, useMemo } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import type { DiscoverCard, DiscoverFeedResponse } from '@shared/contracts/matching';
import type { JobSearch } from '@shared/contracts/job-search';
import { searchToQuery } from '@shared/rules/job-search-query';
import { api } from '@web/lib/api-client';
import { deckOfPages, type DeckPaging } from '../deck-pages';
import { matchingKeys } from './keys';

/** The search's query string for the feed ('' for none, so the plain deck's path stays the same). */
const feedQuery = (search: JobSearch) => new URLSearchParams(searchToQuery(search)).toString();

export const getJobsFeed = async (search: JobSearch = {}) => {
  const query = feedQuery(search);
  return (await api<DiscoverFeedResponse>(`/api/feed/jobs${query ? `?${query}` : ''}`)).cards;
};

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

/**
 * A swipe deck's pages. The feed has no cursor (each GET answers the top cards not swiped yet), so
 * the page param only counts pages; there is a next page while the last one came full and brought
 * new cards (deckOfPages).
 */
const deckQueryOptions = (queryKey: readonly unknown[], getPage: () => Promise<DiscoverCard[]>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: () => getPage(),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, param) => (deckOfPages(pages).hasMore ? param + 1 : undefined),
    ...deckDefaults,
  });

/** The job deck of a search (keywords, category, place, type, benefits, fair-chance only). */
export const jobsDeckQueryOptions = (search: JobSearch = {}) =>
  deckQueryOptions(matchingKeys.jobsFeed(feedQuery(search)), () => getJobsFeed(search));

/** The talent deck, for all the employer's active jobs or for one. */
export const seekersDeckQueryOptions = (contextJobId?: string) =>
  deckQueryOptions(matchingKeys.seekersFeed(contextJobId), () => getSeekersFeed(contextJobId));

function useDeckFeed(options: ReturnType<typeof deckQueryOptions>, meta?: QueryMeta) {
  const queryClient = useQueryClient();
  const { queryKey } = options;
  const query = useInfiniteQuery({ ...options, meta });
  const { data, fetchNextPage } = query;
  const cards = useMemo(() => deckOfPages(data?.pages ?? []).cards, [data]);
  // A failed page ends the deck early (the caught-up state offers refresh).
  const paging: DeckPaging = {
    hasMore: query.hasNextPage && !query.isFetchNextPageError,
    fetching: query.isFetchingNextPage,
  };
  const fetchMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  // Refetching an infinite query would fetch every page again: reset to a fresh first page instead.
  const refresh = () => void queryClient.resetQueries({ queryKey, exact: true });
  return {
    cards,
    isPending: query.isPending,
    /** The first page failed; a later page failing only ends the deck. */
    isError: query.isError && !query.isFetchNextPageError,
    /** The first page is loading again (not a page in the background). */
    isRefreshing: query.isFetching && !query.isFetchingNextPage,
    paging,
    fetchMore,
    refresh,
  };
}

/** `meta.errorToast`: the screen's toast when the first page fails (a later page only ends the deck). */
export const useJobsDeck = (search: JobSearch = {}, meta?: QueryMeta) =>
  useDeckFeed(jobsDeckQueryOptions(search), meta);

export const useSeekersDeck = (contextJobId?: string, meta?: QueryMeta) =>
  useDeckFeed(seekersDeckQueryOptions(contextJobId), meta);
