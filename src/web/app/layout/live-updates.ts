import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mayHaveMissed, realtime } from '@web/lib/realtime';
import { messagingKeys } from '@web/features/messaging/api/keys';
import { authKeys } from '@web/features/auth/api/keys';
import { FIGURE_KEYS } from '../data-changes';

/**
 * While someone is signed in, one live connection keeps their lists, unread counts and
 * dashboard figures current (new messages, reads, matches made by the other side).
 */
export function useLiveUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    realtime.start();
    const refresh = (conversationId?: string) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
      if (conversationId)
        void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
      for (const queryKey of FIGURE_KEYS) void queryClient.invalidateQueries({ queryKey });
    };
    const off = realtime.subscribe((event) => {
      if (event.type === 'message') refresh(event.message.conversationId);
      else if (event.type === 'read' || event.type === 'conversation' || event.type === 'presence') {
        refresh(event.conversationId);
      } else if (event.type === 'hello' && mayHaveMissed(event)) refresh();
    });
    // The session ended on the server: ask who is signed in, and the guards send the tab to sign-in.
    const offSession = realtime.onSessionEnded(() => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
    });
    return () => {
      off();
      offSession();
      realtime.stop();
    };
  }, [signedIn, queryClient]);
}
