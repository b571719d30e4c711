import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDetail } from '@shared/contracts/moderation';
import { api } from '@web/lib/api-client';
import { moderationKeys } from './keys';

/** One report with its evidence (the server logs the view). */
export const getReport = async (id: string) =>
  (await api<{ report: ReportDetail }>(`/api/moderation/reports/${encodeURIComponent(id)}`)).report;

export const reportQueryOptions = (id: string) =>
  queryOptions({ queryKey: moderationKeys.report(id), queryFn: () => getReport(id) });

export const useReport = (id: string) => useQuery(reportQueryOptions(id));
