import crypto from 'node:crypto';
import { PgBoss, type ConstructorOptions, type JobResult } from 'pg-boss';

/** Where the queue's tables live: the PostgreSQL server (pg-boss's own pool), or the embedded PGlite client. */
export type QueueConnection =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; executeSql(text: string, values?: unknown[]): Promise<unknown> };

export interface JobQueue {
  /** Starts the queue (once, however often it is called). */
  start(): Promise<void>;
  /** Graceful: stops fetching and waits briefly for running handlers; nothing when never started. */
  stop(): Promise<void>;
  /**
   * Runs `name` at `startAfter` (or now) once. A job with a singletonKey is queued at most once per
   * queue and key while its row is kept (until 7 days after it completes): a second send answers null.
   */
  send(
    name: string,
    data: object,
    opts?: { startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /** Runs `handler` for each job of `name` (creating the queue if missing); a throw retries the job. */
  work(name: string, handler: (data: any) => Promise<void>): Promise<void>;
  /**
   * Jobs waiting per queue, from the counts pg-boss keeps on its queue rows (refreshed by its
   * monitor about once a minute, so reading them costs one small query); none before the queue starts.
   */
  depth(): Promise<QueueDepth[]>;
}

export interface QueueDepth {
  queue: string;
  /** Due now. */
  ready: number;
  /** Waiting for their start time (e.g. reminders ahead). */
  deferred: number;
  active: number;
}

export interface JobQueueOptions {
  /** How often each worker looks for due jobs (pg-boss's minimum is 0.5). */
  pollSeconds?: number;
  log?: { warn(obj: object, msg: string): void };
}

const SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 10_000;

// Reminder e-mails fail when the mail server is down: retry a few times, backing off, not at once.
const QUEUE_DEFAULTS = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;

export function createJobQueue(connection: QueueConnection, opts: JobQueueOptions = {}): JobQueue {
  const pollSeconds = opts.pollSeconds ?? 2;
  const log = opts.log ?? { warn: (obj: object, msg: string) => console.warn(msg, obj) };
  const common: ConstructorOptions = {
    schema: SCHEMA,
    // No cron schedules are used; their timekeeper would only poll.
    schedule: false,
  };
  const boss =
    connection.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: connection.url, max: 4 })
      : new PgBoss({
          ...common,
          backend: 'pglite',
          db: {
            executeSql: connection.executeSql as (
              text: string,
              values?: unknown[],
            ) => Promise<{ rows: any[] }>,
          },
        });
  // An 'error' event with no listener would end the process; pg-boss keeps polling after one.
  boss.on('error', (err) => log.warn({ err }, 'job queue: error'));
  boss.on('warning', (warning) => log.warn({ warning }, `job queue: ${warning.message}`));

  let starting: Promise<void> | null = null;
  const created = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let pending = created.get(name);
    if (!pending) {
      // createQueue leaves an existing queue as it is.
      pending = boss.createQueue(name, QUEUE_DEFAULTS);
      pending.catch(() => created.delete(name));
      created.set(name, pending);
    }
    return pending;
  };

  return {
    // Several parts start the queue when they first need it: it starts once, and stops only if started.
    start() {
      return (starting ??= boss.start().then(() => undefined));
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
    async send(name, data, sendOpts = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        ...(sendOpts.startAfter ? { startAfter: sendOpts.startAfter } : {}),
        // pg-boss enforces singletonKey only under stricter queue policies, which would also hold
        // back unkeyed jobs; an id derived from the key makes a repeat a primary-key conflict instead.
        ...(sendOpts.singletonKey
          ? { singletonKey: sendOpts.singletonKey, id: keyedId(name, sendOpts.singletonKey) }
          : {}),
      });
    },
    async depth() {
      if (!starting) return [];
      await starting;
      const queues = await boss.getQueues();
      return queues.map((q) => ({
        queue: q.name,
        ready: Number(q.readyCount),
        deferred: Number(q.deferredCount),
        active: Number(q.activeCount),
      }));
    },
    async work(name, handler) {
      await ensureQueue(name);
      // Up to 10 due jobs a fetch, fetching again at once while batches come back full (one job a
      // poll would drain a backlog at one per poll interval), each settled on its own so one
      // failure retries only itself.
      const options = {
        pollingIntervalSeconds: pollSeconds,
        batchSize: 10,
        burstWhenBatchFull: true,
        perJobResults: true,
      } as const;
      await boss.work(name, options, async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await handler(job.data);
            results.push({ id: job.id, status: 'completed' });
          } catch (err) {
            log.warn({ err, queue: name, jobId: job.id }, 'job queue: a job failed; pg-boss retries it');
            results.push({
              id: job.id,
              status: 'failed',
              output: { message: String((err as Error)?.message ?? err) },
            });
          }
        }
        return results;
      });
    },
  };
}

/** A UUID (version 8, name-based) fixed by the queue and key. */
function keyedId(name: string, key: string): string {
  const b = crypto.createHash('sha256').update(`${name}\n${key}`).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x80;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
