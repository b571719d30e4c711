import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpcomingInterviews } from '@shared/contracts/interviews';
import { api } from '@web/lib/api-client';
import { interviewKeys } from './keys';

/** Booked interviews in the next days, soonest first (either role). */
export const listUpcomingInterviews = async () =>
  (await api<UpcomingInterviews>('/api/interviews/upcoming')).items;

export const upcomingInterviewsQueryOptions = () =>
  queryOptions({ queryKey: interviewKeys.upcoming(), queryFn: listUpcomingInterviews });

export const useUpcomingInterviews = () => useQuery(upcomingInterviewsQueryOptions());
