import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent, Message, ParticipantRole } from '@shared/contracts/messaging';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { mayHaveMissed, realtime } from '@web/lib/realtime';
import { getMessages } from '../api/queries';
import { markRead, sendMessage } from '../api/mutations';
import { messagingKeys } from '../api/keys';

/** A message typed here that the server has not confirmed yet. */
export interface PendingMessage {
  clientId: string;
  body: string;
  status: 'sending' | 'failed';
}

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 3000;

const pendingKey = (id: string) => `newleaf.pending.${id}`;
function loadPending(id: string): PendingMessage[] {
  try {
    const raw = sessionStorage.getItem(pendingKey(id));
    const list = raw ? (JSON.parse(raw) as PendingMessage[]) : [];
    // Anything still "sending" when the page went away has to be tried again.
    return list.map((p) => ({ ...p, status: 'failed' as const }));
  } catch {
    return [];
  }
}

function merge(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * One open conversation: the latest page, older pages on demand, live messages, catch-up after a
 * reconnection, sends that survive a dropped connection (kept in this tab and resent with the
 * same client id, so the server stores each once), read receipts and typing.
 */
export function useThread(conversationId: string, myRole: ParticipantRole | undefined) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Message[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>(() => loadPending(conversationId));
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [otherTyping, setOtherTyping] = useState(false);
  const lastId = useRef(0);
  const readSent = useRef(0);
  const typingSentAt = useRef(0);

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
  }, [queryClient]);

  const accept = useCallback((incoming: Message[]) => {
    if (incoming.length === 0) return;
    setMessages((current) => {
      const next = merge(current, incoming);
      lastId.current = next.at(-1)?.id ?? 0;
      return next;
    });
    const confirmed = new Set(incoming.map((m) => m.clientId));
    setPending((current) => current.filter((p) => !confirmed.has(p.clientId)));
  }, []);

  // Keep unconfirmed messages in this tab, so a reload or a dropped connection loses nothing.
  useEffect(() => {
    if (pending.length === 0) sessionStorage.removeItem(pendingKey(conversationId));
    else sessionStorage.setItem(pendingKey(conversationId), JSON.stringify(pending));
  }, [pending, conversationId]);

  const catchUp = useCallback(async () => {
    let after = lastId.current;
    for (;;) {
      const page = await getMessages(conversationId, { after });
      accept(page.items);
      if (!page.hasMore || page.items.length === 0) return;
      after = page.items.at(-1)!.id;
    }
  }, [conversationId, accept]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      setPending((current) =>
        current.map((p) => (p.clientId === item.clientId ? { ...p, status: 'sending' } : p)),
      );
      try {
        const stored = await sendMessage(conversationId, { clientId: item.clientId, body: item.body });
        accept([stored]);
        refreshLists();
      } catch (err) {
        setPending((current) =>
          current.map((p) => (p.clientId === item.clientId ? { ...p, status: 'failed' } : p)),
        );
        // A refusal (closed, too fast, too long) is said; a network failure waits for the retry.
        if (err instanceof ApiError && err.status >= 400) notify.error('Error', errorMessage(err));
      }
    },
    [conversationId, accept, refreshLists],
  );

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const resendFailed = useCallback(() => {
    for (const item of pendingRef.current) if (item.status === 'failed') void deliver(item);
  }, [deliver]);

  // First page.
  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    setMessages([]);
    lastId.current = 0;
    getMessages(conversationId)
      .then((page) => {
        if (cancelled) return;
        accept(page.items);
        setHasMore(page.hasMore);
        setStatus('ready');
        resendFailed();
      })
      .catch(() => !cancelled && setStatus('error'));
    return () => {
      cancelled = true;
    };
  }, [conversationId, accept, resendFailed]);

  // Live: new messages, the other side typing, and catching up after a reconnection.
  useEffect(() => {
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const off = realtime.subscribe((event: LiveEvent) => {
      if (event.type === 'message' && event.message.conversationId === conversationId) {
        accept([event.message]);
        if (event.message.senderRole !== myRole) setOtherTyping(false);
      } else if (
        event.type === 'typing' &&
        event.conversationId === conversationId &&
        event.role !== myRole
      ) {
        setOtherTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
      } else if (event.type === 'hello') {
        if (mayHaveMissed(event)) void catchUp().then(resendFailed, () => undefined);
        else resendFailed();
      }
    });
    const online = () => resendFailed();
    window.addEventListener('online', online);
    return () => {
      off();
      clearTimeout(typingTimer);
      window.removeEventListener('online', online);
    };
  }, [conversationId, myRole, accept, catchUp, resendFailed]);

  // Opening the thread (and each new message while it is on screen) marks it read.
  useEffect(() => {
    const newest = [...messages].reverse().find((m) => m.senderRole !== myRole);
    if (!myRole || !newest || newest.id <= readSent.current || document.visibilityState === 'hidden') return;
    readSent.current = newest.id;
    markRead(conversationId, newest.id).then(refreshLists, () => {
      readSent.current = 0;
    });
  }, [messages, myRole, conversationId, refreshLists]);

  const loadOlder = useCallback(async () => {
    const first = messages[0]?.id;
    if (!first) return;
    const page = await getMessages(conversationId, { before: first });
    accept(page.items);
    setHasMore(page.hasMore);
  }, [messages, conversationId, accept]);

  const send = useCallback(
    (body: string) => {
      const item: PendingMessage = { clientId: newClientId(), body, status: 'sending' };
      setPending((current) => [...current, item]);
      void deliver(item);
    },
    [deliver],
  );

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - typingSentAt.current < TYPING_SENT_EVERY_MS) return;
    typingSentAt.current = now;
    realtime.send({ type: 'typing', conversationId });
  }, [conversationId]);

  return {
    messages,
    pending,
    hasMore,
    status,
    otherTyping,
    loadOlder,
    send,
    retry: deliver,
    typing,
  };
}
