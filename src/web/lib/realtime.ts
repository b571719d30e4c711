import type { ClientEvent, LiveEvent } from '@shared/contracts/messaging';
import { forgetEarly } from './early-requests';

type Listener = (event: LiveEvent) => void;

/**
 * Whether a tab hearing this `hello` may have missed events, so its screens should fetch their
 * data again. Every request this page made started after the page did, so when the server has
 * known nothing new for this user for longer than the page has existed, all its data already
 * holds everything (network delays only make this test stricter). On a first load that saves
 * fetching lists, unread counts and figures again just after they came.
 */
export const mayHaveMissed = (hello: Extract<LiveEvent, { type: 'hello' }>) =>
  hello.quietMs < performance.now();

const PING_MS = 25_000;
/** The close code the server uses when the connection's session has ended. */
const SESSION_ENDED = 4001;
/** 1012 "service restart": that server process is stopping; another one answers straight away. */
const SERVICE_RESTART = 1012;
/** Tabs told to reconnect together spread their reconnections over this long. */
const RESTART_SPREAD_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/** A pause under a second, different per tab, so a restarting server's tabs do not all arrive at once. */
const restartDelay = () => Math.floor(Math.random() * RESTART_SPREAD_MS);

/**
 * One WebSocket per signed-in tab (/api/ws). It reconnects with growing pauses (1 s, 2 s, 4 s …
 * 30 s), or within a second when its server process is restarting, and says `hello` again after
 * each reconnection, so screens catch up on what they missed (see mayHaveMissed).
 */
function createRealtime() {
  const listeners = new Set<Listener>();
  const sessionListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let wanted = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const emit = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };

  function open() {
    clearTimeout(retry);
    if (!wanted || socket) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onmessage = (raw) => {
      try {
        const event = JSON.parse(String(raw.data)) as LiveEvent;
        if (event.type === 'hello') attempt = 0;
        // Something changed since the page's early reads started: they are not answers any more.
        if (event.type !== 'hello' || mayHaveMissed(event)) forgetEarly();
        emit(event);
      } catch {
        // not ours
      }
    };
    ws.onopen = () => {
      clearInterval(ping);
      ping = setInterval(() => send({ type: 'ping' }), PING_MS);
    };
    ws.onclose = (closed) => {
      clearInterval(ping);
      socket = null;
      // The server ended this session (signed out elsewhere, password changed, suspended).
      if (closed.code === SESSION_ENDED) for (const listener of sessionListeners) listener();
      if (!wanted) return;
      if (closed.code === SERVICE_RESTART) {
        retry = setTimeout(open, restartDelay());
        return;
      }
      const delay = Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS);
      attempt += 1;
      retry = setTimeout(open, delay);
    };
  }

  function send(event: ClientEvent) {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
  }

  if (typeof window !== 'undefined') {
    // Back online: try at once instead of waiting for the next pause.
    window.addEventListener('online', () => {
      attempt = 0;
      open();
    });
  }

  return {
    start() {
      wanted = true;
      open();
    },
    stop() {
      wanted = false;
      clearTimeout(retry);
      socket?.close();
      socket = null;
    },
    send,
    /** Told when the server closes the connection because the session ended. */
    onSessionEnded(listener: () => void) {
      sessionListeners.add(listener);
      return () => {
        sessionListeners.delete(listener);
      };
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const realtime = createRealtime();
