import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@shared/contracts/company';
import { ApiError, api } from '@web/lib/api-client';
import { companyKeys } from './keys';

/** The signed-in employer's company, or null before setup. */
export async function getCompany(): Promise<Company | null> {
  try {
    return (await api<{ company: Company }>('/api/company')).company;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'COMPANY_NOT_FOUND') return null;
    throw err;
  }
}

export const companyQueryOptions = () => queryOptions({ queryKey: companyKeys.company, queryFn: getCompany });

export const useCompany = () => useQuery(companyQueryOptions());
