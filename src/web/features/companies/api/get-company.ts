import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { Company } from '@shared/contracts/company';
import { api } from '@web/lib/api-client';
import { companyKeys } from './keys';

/** The signed-in employer's company, or null before setup. */
export async function getCompany(): Promise<Company | null> {
  return (await api<{ company: Company | null }>('/api/company')).company;
}

export const companyQueryOptions = () => queryOptions({ queryKey: companyKeys.company, queryFn: getCompany });

export const useCompany = (meta?: QueryMeta) => useQuery({ ...companyQueryOptions(), meta });
