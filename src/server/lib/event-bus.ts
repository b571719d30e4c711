import { Redis } from 'ioredis';
import type { Database } from '../db/client';

const CHANNEL = 'newleaf_events';

/**
 * Events between server processes. Payloads carry ids, never message text or anything personal:
 * each process reads what it delivers from the database (NOTIFY payloads are also capped at 8 KB).
 */
export type BusEvent =
  | { t: 'message'; conversationId: string; messageId: number; userIds: string[] }
  | { t: 'read'; conversationId: string; role: 'seeker' | 'hirer'; lastReadId: number; userIds: string[] }
  | { t: 'typing'; conversationId: string; role: 'seeker' | 'hirer'; userIds: string[] }
  | { t: 'conversation'; conversationId: string; userIds: string[] }
  | { t: 'interview'; interviewId: string; conversationId: string | null; userIds: string[] }
  /** A user's sessions ended (sign-out, password change or reset, deletion): forget them everywhere. */
  | { t: 'sessions-ended'; userId: string }
  | {
      t: 'presence';
      online: boolean;
      /** The conversations the user is in, and who is on the other side of each. */
      targets: { conversationId: string; otherUserId: string; role: 'seeker' | 'hirer' }[];
    };

export interface EventBus {
  /** Resolves once this process listens (events published before may be missed). */
  ready: Promise<void>;
  publish(event: BusEvent): Promise<void>;
  /** Every event published by any process, this one included. */
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * The bus over PostgreSQL LISTEN/NOTIFY: the embedded PGlite delivers within the process, a
 * PostgreSQL server to every process connected to it. No other infrastructure is needed.
 */
export function createEventBus(database: Database): EventBus {
  const handlers = new Set<(event: BusEvent) => void>();
  const listening = database.listen(CHANNEL, (payload) => {
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    for (const handler of handlers) handler(event);
  });
  // A failed LISTEN must not crash the process; publishing still works and tests will notice.
  listening.catch(() => undefined);
  return {
    ready: listening.then(() => undefined),
    async publish(event) {
      await database.notify(CHANNEL, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      const stop = await listening.catch(() => null);
      await stop?.();
    },
  };
}

/**
 * The same bus over Redis pub/sub (when REDIS_URL is set): for deployments that already run
 * Redis, or whose PostgreSQL sits behind a pooler that drops LISTEN.
 */
export function createRedisEventBus(url: string, channel = CHANNEL): EventBus {
  const handlers = new Set<(event: BusEvent) => void>();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  subscriber.on('message', (_channel: string, payload: string) => {
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    for (const handler of handlers) handler(event);
  });
  // ioredis re-subscribes by itself after a reconnection.
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch(() => undefined);
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  return {
    ready,
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
