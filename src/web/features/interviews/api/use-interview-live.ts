import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mayHaveMissed, realtime } from '@web/lib/realtime';
import { interviewKeys } from './keys';

/**
 * Keeps interview cards and the upcoming list current: every change (proposed, booked,
 * cancelled, acknowledged, outcome) is told to both parties as an `interview` event. After a
 * reconnection that may have missed events, everything is read again.
 */
export function useInterviewLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe((event) => {
        if (event.type === 'interview') {
          if (event.conversationId)
            void queryClient.invalidateQueries({
              queryKey: interviewKeys.conversation(event.conversationId),
            });
          void queryClient.invalidateQueries({ queryKey: interviewKeys.detail(event.interviewId) });
          void queryClient.invalidateQueries({ queryKey: interviewKeys.upcoming() });
        } else if (event.type === 'hello' && mayHaveMissed(event)) {
          void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
        }
      }),
    [queryClient],
  );
}
