import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyCreateInput } from '@shared/contracts/company';
import { api } from '@web/lib/api-client';

export const createCompany = async (input: CompanyCreateInput) =>
  (await api<{ company: Company }>('/api/company', { method: 'POST', body: input })).company;

export function useCreateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      qc.setQueryData(['company'], company);
      // The account now has a profile.
      void qc.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
