import { useMutation } from '@tanstack/react-query';
import type { Message } from '@shared/contracts/messaging';
import { api, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';

/** Chosen here so a resend is stored once (the messages API's client id). */
const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The seeker's "none of these times work" is an ordinary message in the conversation; the thread
 * shows it when its live event comes, as it does for a message sent from another tab.
 */
export const askForOtherTimes = ({ conversationId, body }: { conversationId: string; body: string }) =>
  api<Message>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    body: { clientId: newClientId(), body },
  });

export function useAskForOtherTimes() {
  return useMutation({
    mutationFn: askForOtherTimes,
    onError: (err) => notify.error('Error', errorMessage(err)),
  });
}
