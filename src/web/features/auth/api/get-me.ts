import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { authKeys } from './keys';

export const getMe = () => api<Me>('/api/me');

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(meQueryOptions());
