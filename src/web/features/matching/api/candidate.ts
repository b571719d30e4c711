import { queryOptions, useMutation, useQuery, useQueryClient, type QueryMeta } from '@tanstack/react-query';
import type { CandidateProfileResponse } from '@shared/contracts/matching';
import { api } from '@web/lib/api-client';
import { matchingKeys } from './keys';

export const getCandidate = async (seekerUserId: string) =>
  (await api<CandidateProfileResponse>(`/api/candidates/${encodeURIComponent(seekerUserId)}`)).candidate;

/** Each load shows the disclosure again (and logs it), so it is not cached across visits. */
export const candidateQueryOptions = (seekerUserId: string) =>
  queryOptions({
    queryKey: matchingKeys.candidate(seekerUserId),
    queryFn: () => getCandidate(seekerUserId),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useCandidate = (seekerUserId: string, meta?: QueryMeta) =>
  useQuery({ ...candidateQueryOptions(seekerUserId), meta });

export const setFavouriteTalent = ({
  seekerUserId,
  favourite,
}: {
  seekerUserId: string;
  favourite: boolean;
}) =>
  api<{ favourite: boolean }>(`/api/favourite-talent/${encodeURIComponent(seekerUserId)}`, {
    method: favourite ? 'PUT' : 'DELETE',
  });

/** Adds or removes a favourite; the candidate page and the Favorite Talent strip follow. */
export function useSetFavouriteTalent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setFavouriteTalent,
    onSuccess: (res, { seekerUserId }) => {
      qc.setQueryData(
        matchingKeys.candidate(seekerUserId),
        (old: CandidateProfileResponse['candidate'] | undefined) =>
          old ? { ...old, isFavourite: res.favourite } : old,
      );
      return qc.invalidateQueries({ queryKey: matchingKeys.favouriteTalent });
    },
  });
}
