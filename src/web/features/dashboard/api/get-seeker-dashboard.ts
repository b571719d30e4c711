import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { SeekerDashboard } from '@shared/contracts/dashboard';
import { api } from '@web/lib/api-client';
import { dashboardKeys } from './keys';

/** The seeker's figures (applications, pending, saved jobs, messages) and recent activity. */
export const getSeekerDashboard = () => api<SeekerDashboard>('/api/dashboard/seeker');

export const seekerDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.seeker, queryFn: getSeekerDashboard });

export const useSeekerDashboard = (meta?: QueryMeta) => useQuery({ ...seekerDashboardQueryOptions(), meta });
