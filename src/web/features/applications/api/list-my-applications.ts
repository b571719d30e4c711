import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { SeekerApplicationsResponse } from '@shared/contracts/applications';
import { api } from '@web/lib/api-client';
import { applicationKeys } from './keys';

export const listMyApplications = async () =>
  (await api<SeekerApplicationsResponse>('/api/applications')).items;

export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine, queryFn: listMyApplications });

export const useMyApplications = (meta?: QueryMeta) => useQuery({ ...myApplicationsQueryOptions(), meta });
