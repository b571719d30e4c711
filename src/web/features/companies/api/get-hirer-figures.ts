import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { HirerDashboard } from '@shared/contracts/dashboard';
import { api } from '@web/lib/api-client';
import { companyKeys } from './keys';

/**
 * The figures of the hirer welcome page and dashboard (company name, Active Jobs = jobs not
 * archived, applicants, unread messages, recent activity), all counted on the server.
 */
export const getHirerFigures = () => api<HirerDashboard>('/api/dashboard/hirer');

export const hirerFiguresQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.hirerFigures, queryFn: getHirerFigures });

export const useHirerFigures = (meta?: QueryMeta) => useQuery({ ...hirerFiguresQueryOptions(), meta });
