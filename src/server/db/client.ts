import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import type { QueueConnection } from '../lib/job-queue';

/** What `execute` answers on either driver: node-postgres's QueryResult and PGlite's Results both hold the rows. */
interface DriverQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
interface QueryRows<Row> {
  rows: Row[];
}

/**
 * The query builder over either driver (both build the same SQL; one type keeps the repos simple),
 * with the driver's client: the pg.Pool or the PGlite.
 */
export type Db = PgDatabase<DriverQueryResultHKT, typeof schema> & { $client: pg.Pool | PGlite };
export type DatabaseTarget =
  { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string } | { kind: 'memory' };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by tests and the benchmark). */
  exec(sql: string): Promise<void>;
  /** LISTEN on a channel (the event bus); resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel: every listening process gets the payload (at most ~8 KB). */
  notify(channel: string, payload: string): Promise<void>;
  /** Whether LISTEN's connection is up now (readiness: events are missed while it reconnects). */
  listenerConnected(): boolean;
  /** The embedded database's files as one gzipped tarball, taken consistently while it runs. */
  dumpDataDir?: () => Promise<Blob>;
  /** What the job queue (pg-boss) connects through: its own pool, or this PGlite client. */
  queueConnection(): QueueConnection;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Any fixed number: the advisory lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK = 7_346_001;

/**
 * Several servers starting together against one PostgreSQL database would apply the same
 * migration twice: each waits for a session-level advisory lock, and the ones after the first find
 * nothing left to do. The lock is held on a connection of its own while the migrator uses others.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle connection can be cut by the server (a restart, a terminated backend, a network
    // blip). The pool drops that client and the next query opens a new one, but it also emits
    // 'error', and an 'error' event with no listener ends the Node process.
    pool.on('error', (err) => {
      console.warn(`database: an idle connection was closed (${err.message}); the pool opens a new one`);
    });
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool, () => migratePg(db, { migrationsFolder }));
    const listener = postgresListener(target.url);
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      listen: listener.listen,
      listenerConnected: listener.connected,
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      queueConnection: () => ({ kind: 'postgres', url: target.url }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (target.kind === 'pglite') {
    fs.mkdirSync(path.dirname(target.dir), { recursive: true });
    client = new PGlite(target.dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listenerConnected: () => !client.closed,
    dumpDataDir: () => client.dumpDataDir('gzip'),
    queueConnection: () => ({
      kind: 'pglite',
      executeSql: (text, values) => pgliteQueueSql(client, text, values),
    }),
    close: () => client.close(),
  };
}

/**
 * pg-boss's statements on the shared PGlite client. A parameterless text may hold several
 * statements (BEGIN ... COMMIT), so it goes through exec, and every statement's result is handed
 * back: pg-boss reads rows from more than the last one.
 */
async function pgliteQueueSql(client: PGlite, text: string, values?: unknown[]): Promise<unknown> {
  try {
    if (values && values.length) return await client.query(text, values);
    const results = await client.exec(text);
    return results.length === 1 ? results[0] : results;
  } catch (err) {
    // A block that failed after its BEGIN leaves the one connection in an aborted transaction,
    // which would fail every later query of the app too; a pool would just drop that connection.
    if (client.isInTransaction()) await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/**
 * One dedicated connection per process for LISTEN (a pooled one would lose its subscriptions);
 * it reconnects after a drop and listens again.
 */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (n) => {
        for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
      });
      next.on('error', () => {
        client = null;
        connecting = null;
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
      client = next;
      return next;
    })());

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      const conn = client ?? (await connect());
      if (first) await conn.query(`listen "${channel}"`);
      return async () => {
        set.delete(onPayload);
      };
    },
    connected: () => client !== null && !closed,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
