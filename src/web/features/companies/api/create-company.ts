import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyCreateInput } from '@shared/contracts/company';
import { api } from '@web/lib/api-client';
import { companyKeys } from './keys';

export const createCompany = async (input: CompanyCreateInput) =>
  (await api<{ company: Company }>('/api/company', { method: 'POST', body: input })).company;

export function useCreateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    // The account now has a profile.
    meta: { changed: ['profile-created'] },
    onSuccess: (company) => qc.setQueryData(companyKeys.company, company),
  });
}
