import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyUpdateInput } from '@shared/contracts/company';
import { api } from '@web/lib/api-client';
import { companyKeys } from './keys';

export const updateCompany = async (input: CompanyUpdateInput) =>
  (await api<{ company: Company }>('/api/company', { method: 'PATCH', body: input })).company;

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    // Job cards show the company name and logo.
    meta: { changed: ['company'] },
    onSuccess: (company) => qc.setQueryData(companyKeys.company, company),
  });
}
