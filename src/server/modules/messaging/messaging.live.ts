import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientEvent, LiveEvent } from '@shared/contracts/messaging';
import type { SessionUser } from '../../auth/session-user';
import type { BusEvent, EventBus } from '../../lib/event-bus';
import type { MessagingService } from './messaging.service';

const HEARTBEAT_MS = 30_000;
/** A presence event names at most this many conversations (NOTIFY payloads are small). */
const PRESENCE_TARGETS = 100;
/** How long each user's latest event is remembered for `hello`'s `quietMs`. */
const QUIET_HORIZON_MS = 10 * 60_000;

/**
 * The WebSocket connections of this process, by user, fed by the event bus: a message sent
 * through any process reaches every tab of both participants wherever they are connected.
 */
export function createLiveHub(deps: { bus: EventBus; messaging: MessagingService; log: FastifyBaseLogger }) {
  const { bus, messaging, log } = deps;
  const instanceId = crypto.randomUUID();
  const sockets = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();
  /** For each socket: whether the session that opened it still lives. */
  const sessionLives = new WeakMap<WebSocket, () => Promise<boolean>>();

  const send = (socket: WebSocket, event: LiveEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const sendTo = (userId: string, event: LiveEvent) => {
    for (const socket of sockets.get(userId) ?? []) send(socket, event);
  };
  const local = (userIds: string[]) => userIds.filter((id) => sockets.has(id));

  async function deliver(event: BusEvent) {
    switch (event.t) {
      case 'message': {
        const targets = local(event.userIds);
        if (targets.length === 0) return;
        const message = await messaging.messageById(event.messageId);
        if (message) for (const id of targets) sendTo(id, { type: 'message', message });
        return;
      }
      case 'read':
        for (const id of local(event.userIds)) {
          sendTo(id, {
            type: 'read',
            conversationId: event.conversationId,
            readerRole: event.role,
            lastReadId: event.lastReadId,
          });
        }
        return;
      case 'typing':
        for (const id of local(event.userIds)) {
          sendTo(id, { type: 'typing', conversationId: event.conversationId, role: event.role });
        }
        return;
      case 'conversation':
        for (const id of local(event.userIds))
          sendTo(id, { type: 'conversation', conversationId: event.conversationId });
        return;
      case 'interview':
        for (const id of local(event.userIds)) {
          sendTo(id, {
            type: 'interview',
            conversationId: event.conversationId,
            interviewId: event.interviewId,
          });
        }
        return;
      case 'sessions-ended':
        // A tab whose session ended stops hearing; the user's other tabs and devices stay connected.
        for (const socket of sockets.get(event.userId) ?? []) {
          const lives = sessionLives.get(socket);
          void (lives ? lives() : Promise.resolve(false))
            .catch(() => false)
            .then((ok) => {
              if (!ok) socket.close(4001, 'session ended');
            });
        }
        return;
      case 'presence':
        for (const target of event.targets) {
          if (!sockets.has(target.otherUserId)) continue;
          sendTo(target.otherUserId, {
            type: 'presence',
            conversationId: target.conversationId,
            role: target.role,
            online: event.online,
          });
        }
    }
  }

  // When each user last had an event that changes what their screens show, so a connecting tab
  // can be told it missed nothing (hello's quietMs). Recorded on arrival, before delivery looks
  // for sockets: an event either reaches a socket or was recorded before that socket was added.
  let listeningSince: number | null = null;
  // (Never listening: quietMs stays 0, so every tab catches up as before.)
  bus.ready.then(() => (listeningSince = Date.now())).catch(() => undefined);
  const lastEventAt = new Map<string, number>();
  function recordEvent(event: BusEvent) {
    const now = Date.now();
    if (
      event.t === 'message' ||
      event.t === 'read' ||
      event.t === 'conversation' ||
      event.t === 'interview'
    ) {
      for (const id of event.userIds) lastEventAt.set(id, now);
    } else if (event.t === 'presence') {
      for (const target of event.targets) lastEventAt.set(target.otherUserId, now);
    }
  }
  function quietMs(userId: string) {
    if (listeningSince === null) return 0;
    const now = Date.now();
    // No entry: none within the horizon (entries are dropped only once older than it).
    const last = lastEventAt.get(userId) ?? now - QUIET_HORIZON_MS;
    return now - Math.max(last, listeningSince);
  }

  const unsubscribe = bus.subscribe((event) => {
    recordEvent(event);
    deliver(event).catch((err) => log.warn({ err }, 'live delivery failed'));
  });

  async function announcePresence(userId: string, online: boolean) {
    const counterparts = await messaging.presence.counterparts(userId);
    if (counterparts.length === 0) return;
    await bus.publish({
      t: 'presence',
      online,
      targets: counterparts.slice(0, PRESENCE_TARGETS),
    });
  }

  // Dead connections (a phone that lost signal) are found by ping/pong; the presence rows of
  // live ones are kept fresh so "online" expires on its own if this process dies.
  const heartbeat = setInterval(() => {
    for (const set of sockets.values()) {
      for (const socket of set) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }
    messaging.presence.heartbeat(instanceId, [...sockets.keys()]).catch(() => undefined);
    const forgotten = Date.now() - QUIET_HORIZON_MS;
    for (const [userId, at] of lastEventAt) if (at < forgotten) lastEventAt.delete(userId);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async connect(user: SessionUser, socket: WebSocket, stillSignedIn?: () => Promise<boolean>) {
      alive.add(socket);
      if (stillSignedIn) sessionLives.set(socket, stillSignedIn);
      socket.on('pong', () => alive.add(socket));
      let set = sockets.get(user.id);
      const first = !set;
      if (!set) sockets.set(user.id, (set = new Set()));
      set.add(socket);

      socket.on('message', (raw) => {
        alive.add(socket);
        let event: ClientEvent | null = null;
        try {
          event = JSON.parse(String(raw)) as ClientEvent;
        } catch {
          return;
        }
        if (event?.type === 'ping') send(socket, { type: 'pong' });
        else if (event?.type === 'typing' && typeof event.conversationId === 'string') {
          messaging.typing(user, event.conversationId).catch(() => undefined);
        }
      });
      socket.on('close', () => {
        set.delete(socket);
        if (set.size > 0) return;
        sockets.delete(user.id);
        void (async () => {
          await messaging.presence.change(user.id, instanceId, -1);
          await announcePresence(user.id, false);
        })().catch((err) => log.warn({ err }, 'presence update failed'));
      });

      send(socket, { type: 'hello', userId: user.id, quietMs: quietMs(user.id) });
      if (first) {
        await messaging.presence.change(user.id, instanceId, 1);
        await announcePresence(user.id, true);
      }
    },

    /** Users with an open connection to this process (notifications skip them). */
    isConnectedHere: (userId: string) => sockets.has(userId),

    /** Open connections in this process (the metrics). */
    openSockets() {
      let open = 0;
      for (const set of sockets.values()) open += set.size;
      return open;
    },

    async close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const set of sockets.values()) for (const socket of set) socket.terminate();
      sockets.clear();
      await messaging.presence.clearInstance(instanceId).catch(() => undefined);
    },
  };
}
