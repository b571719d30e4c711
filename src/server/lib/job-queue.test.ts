import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { getTestApp } from '../test/app';
import { createJobQueue, type JobQueue, type QueueConnection } from './job-queue';

const url = process.env.TEST_DATABASE_URL;
const POLL = 0.5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

// Queues and databases a test opened, closed after it whatever happened.
let opened: JobQueue[] = [];
const warnings: string[] = [];

afterEach(async () => {
  for (const queue of opened) await queue.stop().catch(() => undefined);
  opened = [];
  warnings.length = 0;
});

// The worker's shared database when it is PGlite, else one of this file's own: a new one costs
// many seconds of migrations.
let ownPglite: Promise<Database> | undefined;
async function pgliteDatabase() {
  const shared = (await getTestApp()).database;
  if (shared.kind === 'pglite') return shared;
  return (ownPglite ??= openDatabase({ kind: 'memory' }));
}
afterAll(async () => {
  await (await ownPglite)?.close();
});

async function startQueue(connection: QueueConnection) {
  const queue = createJobQueue(connection, {
    pollSeconds: POLL,
    log: { warn: (_obj, msg) => warnings.push(msg) },
  });
  await queue.start();
  opened.push(queue);
  return queue;
}

// Unique per run: the PostgreSQL test database keeps its pgboss schema between runs.
const queueName = (what: string) =>
  `test-${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('the job queue on PGlite', () => {
  it('runs a job once, not before its startAfter; a singletonKey is queued once', async () => {
    const database = await pgliteDatabase();
    const queue = await startQueue(database.queueConnection());
    const name = queueName('later');
    const runs: { at: number; data: unknown }[] = [];
    await queue.work(name, async (data) => {
      runs.push({ at: Date.now(), data });
    });

    const startAfter = new Date(Date.now() + 1000);
    expect(await queue.send(name, { n: 1 }, { startAfter })).toEqual(expect.any(String));
    await sleep(500);
    expect(runs).toEqual([]);
    await until('the job', () => runs.length > 0);
    expect(runs[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime());
    expect(runs[0]!.data).toEqual({ n: 1 });

    const keyed = queueName('keyed');
    const first = await queue.send(
      keyed,
      { n: 2 },
      { singletonKey: 'interview-1', startAfter: new Date(Date.now() + 60_000) },
    );
    const second = await queue.send(
      keyed,
      { n: 3 },
      { singletonKey: 'interview-1', startAfter: new Date(Date.now() + 60_000) },
    );
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();

    await sleep(POLL * 2000 + 200);
    expect(runs).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('logs a failing job and retries only it, not the others fetched with it', async () => {
    const database = await pgliteDatabase();
    const connection = database.queueConnection();
    const queue = await startQueue(connection);
    const name = queueName('failing');
    const done: number[] = [];
    await queue.send(name, { n: 1 });
    await queue.send(name, { n: 2 });
    await queue.work(name, async (data: { n: number }) => {
      if (data.n === 1) throw new Error('mail server down');
      done.push(data.n);
    });
    await until('the jobs', () => done.length > 0 && warnings.length > 0);
    expect(done).toEqual([2]);
    expect(warnings).toEqual(['job queue: a job failed; pg-boss retries it']);
    if (connection.kind !== 'pglite') throw new Error('PGlite expected');
    const { rows } = (await connection.executeSql(
      `select data->>'n' as n, state from pgboss.job where name = $1 order by 1`,
      [name],
    )) as { rows: { n: string; state: string }[] };
    expect(rows).toEqual([
      { n: '1', state: 'retry' },
      { n: '2', state: 'completed' },
    ]);
  });

  it('tells the depth of each queue once started (for the metrics), and nothing before', async () => {
    const database = await pgliteDatabase();
    const queue = createJobQueue(database.queueConnection(), { pollSeconds: POLL });
    opened.push(queue);
    expect(await queue.depth()).toEqual([]);
    await queue.start();
    const name = queueName('depth');
    await queue.send(name, { n: 1 }, { startAfter: new Date(Date.now() + 60_000) });
    const depth = (await queue.depth()).find((q) => q.queue === name);
    // pg-boss's counts are refreshed by its monitor: numbers, whatever they are now.
    expect(depth).toEqual({
      queue: name,
      ready: expect.any(Number),
      deferred: expect.any(Number),
      active: expect.any(Number),
    });
  });

  it('leaves the shared PGlite connection usable after a failed BEGIN ... COMMIT block', async () => {
    const database = await pgliteDatabase();
    const connection = database.queueConnection();
    if (connection.kind !== 'pglite') throw new Error('PGlite expected');
    await expect(connection.executeSql('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow('division by zero');
    const { rows } = (await connection.executeSql('SELECT $1::int AS ok', [1])) as { rows: { ok: number }[] };
    expect(rows).toEqual([{ ok: 1 }]);
    await database.exec('SELECT 1');
  });

  it('keeps a job queued across a restart: a new queue instance on the database runs it once', async () => {
    // The same client stands for the reopened database: the job has to live in its tables, not
    // in the stopped instance. (Copying or migrating a data directory for a reopen costs 10-20 s.)
    const database = await pgliteDatabase();
    const name = queueName('durable');
    const before: unknown[] = [];
    const after: unknown[] = [];

    const queue1 = await startQueue(database.queueConnection());
    await queue1.work(name, async (data) => {
      before.push(data);
    });
    const startAfter = new Date(Date.now() + 1500);
    await queue1.send(name, { reminder: 'interview-7' }, { startAfter });
    await queue1.stop();
    expect(before).toEqual([]);

    const queue2 = await startQueue(database.queueConnection());
    await queue2.work(name, async (data) => {
      after.push(data);
    });
    await until('the job after the restart', () => after.length > 0);
    expect(Date.now()).toBeGreaterThanOrEqual(startAfter.getTime());
    await sleep(POLL * 2000 + 200);
    expect(after).toEqual([{ reminder: 'interview-7' }]);
    expect(before).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe.skipIf(!url)('the job queue on PostgreSQL', () => {
  const names: string[] = [];

  afterEach(async () => {
    // Leaves the shared test database's pgboss schema as it found it.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const name of names.splice(0)) {
        await admin.query('delete from pgboss.job where name = $1', [name]);
        await admin.query('delete from pgboss.queue where name = $1', [name]);
      }
    } finally {
      await admin.end();
    }
  });

  it('two processes working one queue handle each of 20 jobs exactly once', async () => {
    const connection: QueueConnection = { kind: 'postgres', url: url! };
    const a = await startQueue(connection);
    const b = await startQueue(connection);
    const name = queueName('shared');
    names.push(name);
    const handled: { by: string; i: number }[] = [];
    const handler = (by: string) => async (data: { i: number }) => {
      handled.push({ by, i: data.i });
      await sleep(20);
    };
    await a.work(name, handler('a'));
    await b.work(name, handler('b'));

    for (let i = 0; i < 20; i++) await (i % 2 ? a : b).send(name, { i });
    await until('20 jobs', () => handled.length >= 20);
    await sleep(POLL * 2000 + 200);
    expect(handled).toHaveLength(20);
    expect(new Set(handled.map((h) => h.i)).size).toBe(20);
    expect(warnings).toEqual([]);
  });

  it('queues a singletonKey once, whichever process sends it', async () => {
    const connection: QueueConnection = { kind: 'postgres', url: url! };
    const a = await startQueue(connection);
    const b = await startQueue(connection);
    const name = queueName('single');
    names.push(name);
    const startAfter = new Date(Date.now() + 60_000);
    const first = await a.send(name, { n: 1 }, { singletonKey: 'interview-9:24h', startAfter });
    const second = await b.send(name, { n: 2 }, { singletonKey: 'interview-9:24h', startAfter });
    const other = await b.send(name, { n: 3 }, { singletonKey: 'interview-9:1h', startAfter });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query('select data from pgboss.job where name = $1 order by data', [name]);
      expect(rows.map((r) => r.data)).toEqual([{ n: 1 }, { n: 3 }]);
    } finally {
      await admin.end();
    }
  });
});
