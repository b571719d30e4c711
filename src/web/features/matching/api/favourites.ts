import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteTalentResponse, SavedJobsResponse } from '@shared/contracts/saved';
import type { Role } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';

/** One item of a deck's favourites strip (Saved Jobs or Favorite Talent). */
export interface StripItem {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string | null;
  to: string;
}

async function savedJobsStrip(): Promise<StripItem[]> {
  const { items } = await api<SavedJobsResponse>('/api/saved-jobs');
  return items.map(({ job }) => ({
    id: job.id,
    title: job.title,
    subtitle: job.companyName,
    imageUrl: job.companyLogoUrl,
    to: `/seeker-job/${job.id}`,
  }));
}

async function favouriteTalentStrip(): Promise<StripItem[]> {
  const { items } = await api<FavouriteTalentResponse>('/api/favourite-talent');
  return items.map((item) => ({
    id: item.seekerUserId,
    title: item.name,
    subtitle: item.jobTitle ?? '',
    imageUrl: item.profileImageUrl,
    to: `/hirer-candidate/${encodeURIComponent(item.seekerUserId)}`,
  }));
}

export const favouritesQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: ['favourites', role],
    queryFn: role === 'seeker' ? savedJobsStrip : favouriteTalentStrip,
  });

export const useFavouritesStrip = (role: Role) => useQuery(favouritesQueryOptions(role));
