import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import type {
  Applicant,
  ApplicantsQuery,
  ApplicantsResponse,
  UpdateApplicantInput,
} from '@shared/contracts/applications';
import { api } from '@web/lib/api-client';
import { applicationKeys } from './keys';

export const listApplicants = (query: ApplicantsQuery) => {
  const params = new URLSearchParams();
  if (query.jobId) params.set('jobId', query.jobId);
  if (query.filter) params.set('filter', query.filter);
  const qs = params.toString();
  return api<ApplicantsResponse>(`/api/applicants${qs ? `?${qs}` : ''}`);
};

export const applicantsQueryOptions = (query: ApplicantsQuery) =>
  queryOptions({ queryKey: applicationKeys.applicantList(query), queryFn: () => listApplicants(query) });

export const useApplicants = (query: ApplicantsQuery, meta?: QueryMeta) =>
  useQuery({ ...applicantsQueryOptions(query), placeholderData: keepPreviousData, meta });

export const updateApplicant = async ({ id, status }: UpdateApplicantInput & { id: string }) =>
  (
    await api<{ applicant: Applicant }>(`/api/applicants/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { status },
    })
  ).applicant;

export function useUpdateApplicant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateApplicant,
    meta: { changed: ['application'] },
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationKeys.applicants }),
  });
}
