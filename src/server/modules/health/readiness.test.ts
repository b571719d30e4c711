import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createEventBus } from '../../lib/event-bus';
import { getTestApp } from '../../test/app';
import { ownApp } from '../../test/own-app';
import { createReadiness } from './readiness';

const allOk = { database: 'ok', migrations: 'ok', eventBus: 'ok', feedIndexes: 'ok' };

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  // As `npm start` builds it: the deck indexes load at start (once it listens; not here).
  ({ app, database } = await ownApp({}, { warmFeeds: true }));
});
afterAll(async () => {
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
});

describe('GET /api/ready', () => {
  it('answers 503 naming the deck indexes until they are loaded, then 200, without sign-in', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'not ready',
      checks: { ...allOk, feedIndexes: 'failing' },
      failing: ['feedIndexes'],
    });

    await app.services.matching.warmFeeds();
    const after = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ready', checks: allOk, failing: [] });
    expect(after.headers['cache-control']).toBe('no-store');
    // The liveness check is unchanged.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('does not wait for deck indexes in a process that loads them on demand', async () => {
    const { app: onDemand } = await getTestApp();
    const res = await onDemand.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json()).toMatchObject({ status: 'ready', checks: { feedIndexes: 'ok' } });
  });

  it('is in the OpenAPI document with a summary', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { summary?: string; responses?: Record<string, unknown> } }>;
    };
    const ready = doc.paths['/api/ready']?.get;
    expect(ready?.summary).toMatch(/readiness/i);
    expect(Object.keys(ready?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });

  it('fails the migrations check when the database lacks this build’s newest migration', async () => {
    const bus = createEventBus(database);
    await bus.ready;
    const check = createReadiness({
      database,
      bus,
      feedsLoaded: () => true,
      newestMigration: Number.MAX_SAFE_INTEGER,
    });
    expect(await check()).toEqual({
      ready: false,
      checks: { ...allOk, migrations: 'failing' },
      failing: ['migrations'],
    });
    // A bus that no longer listens fails its check too.
    await bus.close();
    expect((await check()).failing).toEqual(['migrations', 'eventBus']);
  });

  it('answers 503 naming the database when it is down (and nothing else about it)', async () => {
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    // The embedded database's LISTEN ends with it.
    expect(res.json()).toEqual({
      status: 'not ready',
      checks: { database: 'failing', migrations: 'failing', eventBus: 'failing', feedIndexes: 'ok' },
      failing: ['database', 'migrations', 'eventBus'],
    });
  });
});
