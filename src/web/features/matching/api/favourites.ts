import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteTalentResponse } from '@shared/contracts/saved';
import { api } from '@web/lib/api-client';
import { matchingKeys } from './keys';

/** One item of a deck's favourites strip (Saved Jobs or Favorite Talent). */
export interface StripItem {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string | null;
  to: string;
  /** An invented example of the demo data (shown with a "Sample" label). */
  sample: boolean;
}

async function favouriteTalentStrip(): Promise<StripItem[]> {
  const { items } = await api<FavouriteTalentResponse>('/api/favourite-talent');
  return items.map((item) => ({
    id: item.seekerUserId,
    title: item.name,
    subtitle: item.jobTitle ?? '',
    imageUrl: item.profileImageUrl,
    to: `/hirer-candidate/${encodeURIComponent(item.seekerUserId)}`,
    sample: item.sample,
  }));
}

/** The employer's Favorite Talent strip (a seeker's Saved Jobs strip shows the saved feature's list). */
export const favouriteTalentQueryOptions = () =>
  queryOptions({ queryKey: matchingKeys.favouriteTalent, queryFn: favouriteTalentStrip });

export const useFavouriteTalentStrip = () => useQuery(favouriteTalentQueryOptions());
