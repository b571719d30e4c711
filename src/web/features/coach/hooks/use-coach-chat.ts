import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COACH_REPLY_DELAY_MS, type CoachMessage, type CoachThread } from '@shared/contracts/coach';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { getCoachHistory, useCoachHistory } from '../api/get-coach-history';
import { sendCoachMessage } from '../api/send-coach-message';
import { coachKeys } from '../api/keys';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A coach or AI chat thread: the stored history (older pages on request), the seeker's message
 * shown at once, a typing indicator for at least the spec's second, then the reply, growing as a
 * model streams it.
 */
export function useCoachChat(thread: CoachThread) {
  const history = useCoachHistory(thread);
  const client = useQueryClient();
  const [older, setOlder] = useState<CoachMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [sent, setSent] = useState<CoachMessage[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const busy = useRef(false);

  // A fresh history (after a clear, or on another visit) replaces what this screen added.
  useEffect(() => {
    setOlder([]);
    setOlderHasMore(null);
    setSent([]);
  }, [history.data]);

  const messages = useMemo(
    () => [...older, ...(history.data?.messages ?? []), ...sent],
    [older, history.data, sent],
  );
  const hasMore = olderHasMore ?? history.data?.hasMore ?? false;

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    try {
      const page = await getCoachHistory(thread, first.id);
      setOlder((list) => [...page.messages, ...list]);
      setOlderHasMore(page.hasMore);
    } catch (err) {
      notify.error('Error', errorMessage(err));
    }
  }, [messages, thread]);

  /** Sends a message; false when nothing was sent (blank, or the coach is still answering). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || busy.current) return false;
      busy.current = true;
      setPending(content);
      setTyping(true);
      const ready = sleep(COACH_REPLY_DELAY_MS);
      let failed = false;
      try {
        await sendCoachMessage(thread, content, (event) => {
          if (event.type === 'user') {
            setPending(null);
            setSent((list) => [...list, event.message]);
            return;
          }
          // Applied in order, none before the typing indicator has shown for its second.
          void ready.then(() => {
            if (event.type === 'delta') {
              setTyping(false);
              setStreaming((text) => (text ?? '') + event.text);
            } else if (event.type === 'reset') {
              setStreaming(null);
              setTyping(true);
            } else if (event.type === 'done') {
              setStreaming(null);
              setSent((list) => [...list, event.message]);
            }
          });
        });
        await ready;
      } catch (err) {
        failed = true;
        notify.error('Error', errorMessage(err));
      } finally {
        setPending(null);
        setTyping(false);
        setStreaming(null);
        busy.current = false;
      }
      return !failed;
    },
    [thread],
  );

  const reset = useCallback(() => {
    setOlder([]);
    setSent([]);
    void client.invalidateQueries({ queryKey: coachKeys.history(thread) });
  }, [client, thread]);

  return {
    status: history.status,
    engine: history.data?.engine ?? null,
    messages,
    hasMore,
    loadOlder,
    pending,
    typing,
    streaming,
    send,
    reset,
  };
}
