import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoverCard, DiscoverFeedResponse } from '@shared/contracts/matching';
import { ApiError, api } from '@web/lib/api-client';
import { dashboardKeys } from './keys';

/** Profiles the welcome page previews. */
export const TOP_TALENT_COUNT = 3;

/** The first profiles of the employer's real seekers feed (none before the company exists). */
export async function getTopTalent(): Promise<DiscoverCard[]> {
  try {
    const { cards } = await api<DiscoverFeedResponse>('/api/feed/seekers');
    return cards.slice(0, TOP_TALENT_COUNT);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'COMPANY_NOT_FOUND') return [];
    throw err;
  }
}

export const topTalentQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.topTalent, queryFn: getTopTalent, staleTime: 60_000 });

export const useTopTalent = () => useQuery(topTalentQueryOptions());
