import { queryOptions, useMutation, useQuery, useQueryClient, type QueryMeta } from '@tanstack/react-query';
import type {
  AccessLogResponse,
  SeekerDisclosure,
  Sharing,
  UpdateSharingInput,
} from '@shared/contracts/seeker';
import { api, ApiError } from '@web/lib/api-client';
import { seekerKeys } from './keys';

/** The seeker's own answers and sharing choice, or null before setup is completed. */
export async function getDisclosure(): Promise<SeekerDisclosure | null> {
  try {
    return await api<SeekerDisclosure>('/api/seeker/disclosure');
  } catch (err) {
    if (err instanceof ApiError && err.code === 'PROFILE_NOT_FOUND') return null;
    throw err;
  }
}

export const useDisclosure = (meta?: QueryMeta) =>
  useQuery(queryOptions({ queryKey: seekerKeys.disclosure, queryFn: getDisclosure, staleTime: 0, meta }));

export const getAccessLog = () => api<AccessLogResponse>('/api/seeker/disclosure/access-log');

export const useAccessLog = () =>
  useQuery(queryOptions({ queryKey: seekerKeys.accessLog, queryFn: getAccessLog }));

export const updateSharing = (input: UpdateSharingInput) =>
  api<Sharing>('/api/seeker/disclosure/sharing', { method: 'PUT', body: input });

export function useUpdateSharing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSharing,
    onSuccess: (sharing) => {
      qc.setQueryData<SeekerDisclosure | null>(seekerKeys.disclosure, (old) =>
        old ? { ...old, sharing } : old,
      );
    },
  });
}
