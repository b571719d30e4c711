import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachHistory, CoachThread } from '@shared/contracts/coach';
import { api } from '@web/lib/api-client';
import { coachKeys } from './keys';

export const getCoachHistory = (thread: CoachThread, before?: number) =>
  api<CoachHistory>(`/api/coach/${thread}/messages${before ? `?before=${before}` : ''}`);

export const coachHistoryQueryOptions = (thread: CoachThread) =>
  queryOptions({ queryKey: coachKeys.history(thread), queryFn: () => getCoachHistory(thread) });

/** The newest page of a thread; older pages are fetched by the chat as the seeker asks. */
export const useCoachHistory = (thread: CoachThread) => useQuery(coachHistoryQueryOptions(thread));
