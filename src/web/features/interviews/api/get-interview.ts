import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '@shared/contracts/interviews';
import { api } from '@web/lib/api-client';
import { interviewKeys } from './keys';

/** One interview (the two parties only). */
export const getInterview = async (id: string) =>
  (await api<{ interview: Interview }>(`/api/interviews/${encodeURIComponent(id)}`)).interview;

export const interviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: interviewKeys.detail(id), queryFn: () => getInterview(id) });

export const useInterview = (id: string, enabled = true) =>
  useQuery({ ...interviewQueryOptions(id), enabled });
