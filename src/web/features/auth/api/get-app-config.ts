import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { authKeys } from './keys';

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.appConfig,
    queryFn: () => api<PublicConfig>('/api/app-config'),
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
