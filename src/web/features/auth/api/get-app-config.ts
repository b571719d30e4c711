import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: () => api<PublicConfig>('/api/app-config'),
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
