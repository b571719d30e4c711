import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '@shared/contracts/interviews';
import { api } from '@web/lib/api-client';
import { interviewKeys } from './keys';

/** The conversation's interviews, oldest first (both parties). */
export const listConversationInterviews = async (conversationId: string) =>
  (await api<{ items: Interview[] }>(`/api/conversations/${encodeURIComponent(conversationId)}/interviews`))
    .items;

export const conversationInterviewsQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: interviewKeys.conversation(conversationId),
    queryFn: () => listConversationInterviews(conversationId),
  });

export const useConversationInterviews = (conversationId: string) =>
  useQuery(conversationInterviewsQueryOptions(conversationId));
