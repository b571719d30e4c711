import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyUpdateInput } from '@shared/contracts/company';
import { api } from '@web/lib/api-client';

export const updateCompany = async (input: CompanyUpdateInput) =>
  (await api<{ company: Company }>('/api/company', { method: 'PATCH', body: input })).company;

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      qc.setQueryData(['company'], company);
      // Job cards show the company name and logo.
      void qc.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
