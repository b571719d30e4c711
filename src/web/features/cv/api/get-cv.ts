import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvResponse } from '@shared/contracts/cv';
import { api } from '@web/lib/api-client';
import { cvKeys } from './keys';

export const getCv = () => api<CvResponse>('/api/cv');
export const cvQueryOptions = () => queryOptions({ queryKey: cvKeys.mine, queryFn: getCv });
/** The seeker's CV (null before one is created) and what a new one starts from. */
export const useCv = () => useQuery(cvQueryOptions());
