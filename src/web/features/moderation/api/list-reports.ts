import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportSummary } from '@shared/contracts/moderation';
import { api } from '@web/lib/api-client';
import { moderationKeys } from './keys';

export const listReports = async (status: 'open' | 'handled') =>
  (await api<{ reports: ReportSummary[] }>(`/api/moderation/reports?status=${status}`)).reports;

export const reportsQueryOptions = (status: 'open' | 'handled') =>
  queryOptions({ queryKey: moderationKeys.reports(status), queryFn: () => listReports(status) });

export const useReports = (status: 'open' | 'handled') => useQuery(reportsQueryOptions(status));
