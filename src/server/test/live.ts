import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@shared/contracts/messaging';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { TEST_ORIGIN, type TestUser } from './app';

/** A live connection as a browser tab makes it: the session cookie and our origin. */
export async function connect(base: string, user: TestUser, origin = TEST_ORIGIN) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, {
    headers: { cookie: user.cookie, origin },
  });
  const events: LiveEvent[] = [];
  socket.on('message', (raw) => events.push(JSON.parse(String(raw)) as LiveEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  const next = async <T extends LiveEvent['type']>(type: T, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const i = events.findIndex((e) => e.type === type);
      if (i >= 0) return events.splice(i, 1)[0] as Extract<LiveEvent, { type: T }>;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${type} event within ${timeoutMs} ms (got ${events.map((e) => e.type).join(', ')})`);
  };
  return { socket, events, next };
}

/**
 * What the test file closes after all its tests. Test files may share this module (the server
 * project does not isolate them), so each file's afterAll takes the list's entries out as it runs
 * them: `for (const c of cleanups.splice(0).reverse()) await c()`.
 */
export const cleanups: (() => Promise<void>)[] = [];

/** A second server process's worth of app on the same database (PostgreSQL: its own pool). */
export async function secondApp(
  first: FastifyInstance,
  database: Database,
  redis?: { url: string; channel: string },
): Promise<FastifyInstance> {
  const url = process.env.TEST_DATABASE_URL;
  const db2 = url ? await openDatabase({ kind: 'postgres', url }) : database;
  const config = redis ? { ...first.config, redis } : first.config;
  const app = await buildApp({ config, database: db2, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(async () => {
    await app.close();
    if (db2 !== database) await db2.close();
  });
  return app;
}

export const baseOf = (app: FastifyInstance) => {
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
};
