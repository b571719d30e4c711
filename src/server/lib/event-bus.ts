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
  /** Whether this process hears the bus now (readiness). */
  listening(): boolean;
  publish(event: BusEvent): Promise<void>;
  /** Every event published by any process, this one included. */
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export interface EventBusOptions {
  /** Told, for each event received, how long ago it was published (seconds; clocks may differ a little). */
  onLag?: (event: BusEvent['t'], seconds: number) => void;
}

/** What goes over the wire: the event and when it was published (ms since epoch), for the lag. */
type Envelope = BusEvent & { sentAt?: number };

const seal = (event: BusEvent) => JSON.stringify({ ...event, sentAt: Date.now() } satisfies Envelope);

/** The event of a payload (null when it is not one), telling `onLag` its age. */
function open(payload: string, opts: EventBusOptions): BusEvent | null {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(payload) as Envelope;
  } catch {
    return null;
  }
  const { sentAt, ...event } = envelope;
  if (typeof sentAt === 'number') opts.onLag?.(event.t, (Date.now() - sentAt) / 1000);
  return event as BusEvent;
}

/**
 * The bus over PostgreSQL LISTEN/NOTIFY: the embedded PGlite delivers within the process, a
 * PostgreSQL server to every process connected to it. No other infrastructure is needed.
 */
export function createEventBus(database: Database, opts: EventBusOptions = {}): EventBus {
  const handlers = new Set<(event: BusEvent) => void>();
  let subscribed = false;
  const listening = database.listen(CHANNEL, (payload) => {
    const event = open(payload, opts);
    if (!event) return;
    for (const handler of handlers) handler(event);
  });
  // A failed LISTEN must not crash the process; publishing still works and readiness says so.
  listening.then(() => (subscribed = true)).catch(() => undefined);
  return {
    ready: listening.then(() => undefined),
    listening: () => subscribed && database.listenerConnected(),
    async publish(event) {
      await database.notify(CHANNEL, seal(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      subscribed = false;
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
export function createRedisEventBus(url: string, channel = CHANNEL, opts: EventBusOptions = {}): EventBus {
  const handlers = new Set<(event: BusEvent) => void>();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  subscriber.on('message', (_channel: string, payload: string) => {
    const event = open(payload, opts);
    if (!event) return;
    for (const handler of handlers) handler(event);
  });
  // ioredis re-subscribes by itself after a reconnection.
  let subscribed = false;
  const ready = subscriber.subscribe(channel).then(() => {
    subscribed = true;
  });
  ready.catch(() => undefined);
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  return {
    ready,
    // 'ready' is the connection's state once it is up (and subscribed again after a reconnection).
    listening: () => subscribed && subscriber.status === 'ready',
    async publish(event) {
      await publisher.publish(channel, seal(event));
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
