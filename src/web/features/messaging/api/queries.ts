import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation, ConversationList, MessagesPage, UnreadCounts } from '@shared/contracts/messaging';
import { api } from '@web/lib/api-client';
import { messagingKeys } from './keys';

export const listConversations = (search: string) =>
  api<ConversationList>(`/api/conversations${search ? `?search=${encodeURIComponent(search)}` : ''}`);

export const conversationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: messagingKeys.list(search),
    queryFn: () => listConversations(search),
    placeholderData: keepPreviousData,
  });
export const useConversations = (search: string) => useQuery(conversationsQueryOptions(search));

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unread(),
    queryFn: () => api<UnreadCounts>('/api/conversations/unread'),
    staleTime: 30_000,
  });
/** Unread messages for the menu badge (kept fresh by live events). */
export const useUnreadCounts = (enabled = true) => useQuery({ ...unreadQueryOptions(), enabled });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: () => api<Conversation>(`/api/conversations/${id}`),
  });
export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));

export const getMessages = (id: string, query: { before?: number; after?: number } = {}) => {
  const params = new URLSearchParams();
  if (query.before !== undefined) params.set('before', String(query.before));
  if (query.after !== undefined) params.set('after', String(query.after));
  const qs = params.toString();
  return api<MessagesPage>(`/api/conversations/${id}/messages${qs ? `?${qs}` : ''}`);
};
