import type { Message, OpenConversationInput, ReportInput } from '@shared/contracts/messaging';
import { api } from '@web/lib/api-client';

export const openConversation = (input: OpenConversationInput) =>
  api<{ id: string }>('/api/conversations/open', { body: input });

export const sendMessage = (id: string, input: { clientId: string; body: string }) =>
  api<Message>(`/api/conversations/${id}/messages`, { body: input });

export const markRead = (id: string, lastMessageId: number) =>
  api<{ lastReadId: number }>(`/api/conversations/${id}/read`, { body: { lastMessageId } });

export const blockConversation = (id: string) =>
  api<void>(`/api/conversations/${id}/block`, { method: 'POST' });
export const unblockConversation = (id: string) =>
  api<void>(`/api/conversations/${id}/block`, { method: 'DELETE' });
export const reportConversation = (id: string, input: ReportInput) =>
  api<{ id: string }>(`/api/conversations/${id}/report`, { body: input });
