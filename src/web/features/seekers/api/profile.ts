import { queryOptions, useMutation, useQuery, useQueryClient, type QueryMeta } from '@tanstack/react-query';
import type { SeekerProfile, UpdateSeekerProfileInput } from '@shared/contracts/seeker';
import { api, ApiError } from '@web/lib/api-client';
import { seekerKeys } from './keys';

/** The seeker's own profile, or null before setup is completed (404 PROFILE_NOT_FOUND). */
export async function getProfile(): Promise<SeekerProfile | null> {
  try {
    return await api<SeekerProfile>('/api/seeker/profile');
  } catch (err) {
    if (err instanceof ApiError && err.code === 'PROFILE_NOT_FOUND') return null;
    throw err;
  }
}

export const profileQueryOptions = () => queryOptions({ queryKey: seekerKeys.profile, queryFn: getProfile });

export const useProfile = (meta?: QueryMeta) => useQuery({ ...profileQueryOptions(), meta });

export const updateProfile = (input: UpdateSeekerProfileInput) =>
  api<SeekerProfile>('/api/seeker/profile', { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      qc.setQueryData(seekerKeys.profile, profile);
      void qc.invalidateQueries({ queryKey: seekerKeys.drafts });
    },
  });
}
