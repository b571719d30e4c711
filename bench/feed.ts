/**
 * Feed and swipe benchmark (npm run bench:feed).
 *
 * Creates a fresh database on the local PostgreSQL server, seeds it with set-based SQL
 * (50,000 seekers, 10,000 jobs, 1,000,000 swipes), starts the real app on 127.0.0.1 as
 * `npm start` runs it (one server process by default, with npm start's Node flags, which this
 * script's npm command repeats), and measures with autocannon (50 connections, run in a child
 * process): the jobs feed, the seekers feed, and the swipe endpoint, printing p50 / p99 latency
 * and requests per second, the time spent in the app and the server's event loop delay. Each is
 * measured after 5 s of the same load unmeasured, from the same load-generator process, so it
 * shows a running server and a running generator (sessions cached, decks' scans kept, code
 * optimised on both sides) rather than their first seconds. The same feed queries are also timed
 * bare through the driver, in this process. The database is dropped at the end. autocannon asks
 * for no compression, so responses are measured uncompressed; a browser gets a deck
 * brotli-compressed (20 cards, ~7 KB to ~1.5 KB), which costs the server a little more.
 *
 * Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (per endpoint, default 10), BENCH_WARM_SECONDS (default 5), BENCH_CONNECTIONS
 * (default 50), BENCH_WORKERS (server processes sharing the port, as WEB_CONCURRENCY runs them;
 * default 1), BENCH_RANKING (the decks' order, as RANKING sets it: reciprocal, the default, solved
 * once before the loads; or skill). For tuning, BENCH_KEEP_DB=<name> seeds that database once and keeps it for the next
 * runs (vacuum it between runs: each run's swipes pile onto the same 2,000 signed-in seekers),
 * and BENCH_ONLY=<list> (of bare, baseline, jobs, seekers, swipes, hirer-swipes, decks, mixed) runs only
 * those loads.
 *
 * The mixed load serves decks (jobs and seekers feeds in turn) while this process edits one
 * seeker's profile every second and posts or edits a job every 10 s, straight in the database,
 * as other server processes would: the indexes follow through the change log (docs/decisions/0008).
 * It reports deck p99, the event loop's worst delay and the full loads of the indexes after the
 * first (goal 0), beside the same decks served just before with nothing written (its reference:
 * serving both feeds in turn costs more than either alone, writes or not).
 *
 * `-- --scale N` multiplies seekers, companies, jobs and swipes (at 10: 500,000 seekers, 100,000
 * jobs, 10,000,000 swipes) and reports the time to build each index and the resident memory of
 * each process.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { dropDatabase } from './drop-database';
import type { AddressInfo } from 'node:net';
import { SKILL_CATEGORIES } from '@shared/skills/catalogue';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { buildApp } from '../src/server/app';
import { matchingRepo } from '../src/server/modules/matching/matching.repo';
import { createJobsFeed } from '../src/server/modules/matching/feeds/jobs-feed';
import { createSeekersFeed } from '../src/server/modules/matching/feeds/seekers-feed';
import { feedsRepo } from '../src/server/modules/matching/feeds/feeds.repo';
import { createSwipes } from '../src/server/modules/matching/swipe-batches';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 5);
let lastSeed = Date.now() % 2147483647;
const nextSeed = () => (lastSeed = (lastSeed * 48271) % 2147483647);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const scaleAt = process.argv.indexOf('--scale');
const SCALE = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 1;
if (!(SCALE > 0)) throw new Error('--scale takes a positive number');
const SEEKERS = Math.round(50_000 * SCALE);
const COMPANIES = Math.max(10, Math.round(1_000 * SCALE));
const JOBS = COMPANIES * 10;
const SEEKER_SWIPES_EACH = 16; // 800,000 job swipes at scale 1
const COMPANY_SWIPES_EACH = 200; // 200,000 seeker swipes at scale 1
const SESSION_SEEKERS = Math.min(2_000, SEEKERS);
const SESSION_HIRERS = Math.min(500, COMPANIES);
/** The mixed load's writes: a profile edit this often, and a job posted or edited this often. */
const PROFILE_EDIT_MS = 1_000;
const JOB_WRITE_MS = 10_000;
/**
 * The mixed load's goals are the scale's: at 1, deck p99 ≤ 40 ms and the event loop's worst delay
 * ≤ 50 ms; at 10, deck p99 ≤ 50 ms and ≤ 1.5 GB resident per server process (no loop goal there).
 * A scale between takes the stricter, scale 1's.
 */
const AT_TEN = SCALE >= 10;
const TARGET_MIXED_P99_MS = AT_TEN ? 50 : 40;
const TARGET_LOOP_DELAY_MAX_MS = AT_TEN ? undefined : 50;
const TARGET_RSS_MB = 1_536;
const TARGET_FEED_P99_MS = 30;
const TARGET_SWIPES_PER_SECOND = 2_000;

const ORIGIN = 'http://127.0.0.1';
const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (phase: string) => !ONLY || ONLY.includes(phase);
const count = (n: number) => n.toLocaleString('en-GB');
const SKIPPED: LoadResult = {
  p50: NaN,
  p90: NaN,
  p97_5: NaN,
  p99: NaN,
  max: NaN,
  requestsPerSecond: NaN,
  non2xx: 0,
  errors: 0,
  total: 0,
};
// Shared with the server processes (see serveWorker).
const secret = process.env.BENCH_SECRET ?? crypto.randomBytes(32).toString('hex');
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
/** The decks' order, as RANKING sets it for `npm start` (default: the app's, reciprocal). */
const RANKING = process.env.BENCH_RANKING ?? 'reciprocal';

function benchConfig(url: string, dataDir: string) {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: secret,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    RANKING,
  });
}

/** Where a process's resident memory is (MB): V8's heap by space, and memory outside it. */
function memoryParts() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace(/_space$/, ''), s.space_size]),
  );
  const mb = (n: number) => Math.round(n / 2 ** 20);
  return {
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    newSpace: mb(spaces.new ?? 0),
    oldSpace: mb(spaces.old ?? 0),
    largeObjects: mb(spaces.large_object ?? 0),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
  };
}

/** A server process of the benchmark (as WEB_CONCURRENCY runs them): listens, then says where. */
async function serveWorker() {
  const { url, dataDir } = JSON.parse(process.env.BENCH_WORKER!) as { url: string; dataDir: string };
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({ config: benchConfig(url, dataDir), database, logger: false });
  // Time in the app per request (from Fastify's start of the request to the response's end), so
  // the report can tell the server's share of the latency from the load generator's and the OS's.
  let times: number[] = [];
  // How late the event loop ran its timers: a long task (ranking, GC, a reload) delays everyone.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  app.addHook('onResponse', async (_req, reply) => {
    times.push(reply.elapsedTime);
  });
  process.on('message', (message: string) => {
    if (message === 'reset') {
      times = [];
      loopDelay.reset();
    }
    if (message === 'report') {
      process.send!({
        times,
        loopDelayP99: loopDelay.percentile(99) / 1e6,
        loopDelayMax: loopDelay.max / 1e6,
        feeds: app.services.matching.feedStats(),
        rss: process.memoryUsage().rss,
        memory: memoryParts(),
      });
    }
    // A clean exit (not a kill), so `node --cpu-prof` can write the server's profile.
    // Its connections closed before it exits, so dropping the database after cannot kill one in use.
    if (message === 'stop') {
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The decks' indexes are loaded at start, as `npm start` loads them (main.ts), and before the
  // loads begin: otherwise the first deck request of a load builds its index (at scale 10 the
  // seekers index took 6–9 s, longer than the unmeasured 5 s, so the build fell in the figures).
  await app.services.matching.warmFeeds();
  // And the congestion-aware order solved once (then every few minutes, as main.ts runs it).
  await app.services.matching.refreshMarket();
  process.send!({
    port: (app.server.address() as AddressInfo).port,
    market: app.services.matching.marketStats(),
  });
}

type FeedStats = ReturnType<Awaited<ReturnType<typeof buildApp>>['services']['matching']['feedStats']>;

interface WorkerReport {
  times: number[];
  loopDelayP99: number;
  loopDelayMax: number;
  feeds: FeedStats;
  rss: number;
  memory: ReturnType<typeof memoryParts>;
}
interface AppTimes {
  times: number[];
  loopDelayP99: number;
  loopDelayMax: number;
  /** Per server process. */
  feeds: FeedStats[];
  rss: number[];
  memory: ReturnType<typeof memoryParts>[];
}

/** Starts the server processes; they share one port (node:cluster). */
async function startWorkers(url: string, dataDir: string) {
  const workers = Array.from({ length: WORKERS }, () =>
    cluster.fork({ BENCH_WORKER: JSON.stringify({ url, dataDir }), BENCH_SECRET: secret }),
  );
  const ports = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<number>((resolve, reject) => {
          worker.once('message', (message: { port: number; market: unknown }) => {
            log(
              `Server process ready; deck ranking ${RANKING}, market batch ${JSON.stringify(message.market)}`,
            );
            resolve(message.port);
          });
          worker.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
        }),
    ),
  );
  /** Times in the app (ms) since the last call, from every server process, and the worst loop delay. */
  const appTimes = async (): Promise<AppTimes> => {
    const reports = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<WorkerReport>((resolve) => {
            worker.once('message', resolve);
            worker.send('report');
          }),
      ),
    );
    workers.forEach((worker) => worker.send('reset'));
    return {
      times: reports.flatMap((r) => r.times).sort((a, b) => a - b),
      loopDelayP99: Math.max(...reports.map((r) => r.loopDelayP99)),
      loopDelayMax: Math.max(...reports.map((r) => r.loopDelayMax)),
      feeds: reports.map((r) => r.feeds),
      rss: reports.map((r) => r.rss),
      memory: reports.map((r) => r.memory),
    };
  };
  /** Stops the server processes and waits for them to exit (killed after 10 s). */
  const stop = () =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(() => worker.kill(), 10_000);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.send('stop');
          }),
      ),
    );
  return { port: ports[0]!, appTimes, stop };
}

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

function adminUrlFor(database: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

// ---- Seed -----------------------------------------------------------------------------------

async function seed(database: Database) {
  const sql = (text: string) => database.exec(text);
  const literal = (list: readonly string[]) =>
    `ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
  const soft = SKILL_CATEGORIES.find((c) => c.id === 'soft_skills')!;
  const primary = SKILL_CATEGORIES.filter((c) => c.id !== 'soft_skills');

  await sql(`create temporary table bench_cat (cat int primary key, skills text[] not null);
    insert into bench_cat values ${primary.map((c, i) => `(${i}, ${literal(c.skills.map((s) => s.id))})`).join(', ')};
    create temporary table bench_soft as select ${literal(soft.skills.map((s) => s.id))} as skills;`);
  const categories = primary.length;

  await timed(`users (${count(SEEKERS)} seekers, ${count(COMPANIES)} employers)`, () =>
    sql(`insert into "user" (id, name, email, role, email_verified)
      select 'bs-' || g, 'Seeker ' || g, 'seeker' || g || '@bench.newleaf.test', 'seeker', true
      from generate_series(1, ${SEEKERS}) g;
      insert into "user" (id, name, email, role, email_verified)
      select 'bh-' || g, 'Employer ' || g, 'employer' || g || '@bench.newleaf.test', 'hirer', true
      from generate_series(1, ${COMPANIES}) g;`),
  );

  // Seekers: 3-6 skills of one trade, 1-2 soft skills, and for one in six a second trade.
  await timed('seeker profiles and disclosures', () =>
    sql(`insert into seeker_profile (user_id, first_name, last_name, job_title, headline, location_city,
        location_country, key_skills, work_preferences, availability_status, profile_completion_percentage,
        setup_completed_at, last_active_at)
      select 'bs-' || g,
        (array['Sam','Alex','Priya','Jordan','Chris','Aisha','Tom','Megan','Liam','Zara'])[1 + g % 10],
        (array['Taylor','Khan','Smith','Jones','Patel','Brown','Wilson','Evans','Hughes','Ali'])[1 + (g / 10) % 10],
        'Labourer', 'Reliable and keen to learn',
        (array['Manchester','Leeds','Birmingham','Bristol','Glasgow','Cardiff','London','Leicester'])[1 + g % 8],
        'United Kingdom',
        array(select s from unnest(c.skills) s order by md5(s || g) limit 3 + g % 4)
          || array(select s from unnest((select skills from bench_soft)) s order by md5(s || g) limit 1 + g % 2)
          || case when g % 6 = 0 then array(select s from unnest(c2.skills) s order by md5(s || g) limit 2) else '{}' end,
        array['full_time'],
        case when g % 10 = 0 then 'not_looking' else 'actively_looking' end,
        85,
        case when g % 50 = 0 then null else now() - interval '40 days' end,
        now() - (g % 43200) * interval '1 minute'
      from generate_series(1, ${SEEKERS}) g
      join bench_cat c on c.cat = g % ${categories}
      join bench_cat c2 on c2.cat = (g / ${categories}) % ${categories};
      insert into seeker_disclosure (user_id, sentence_completed, on_dbs_barring_list, barred_from_regulated_work,
        has_disability)
      select 'bs-' || g, true, g % 40 = 0, g % 60 = 0, g % 7 = 0
      from generate_series(1, ${SEEKERS}) g where g % 4 = 0;`),
  );

  // Employers: companies (1,000 at scale 1) of one trade each, 10 jobs each (9 active), 2-4 trade skills and
  // for half of them a soft skill; one in ten is subject to DBS barring.
  await timed('companies and jobs', () =>
    sql(`insert into company (user_id, company_name, industry, location_city, location_country)
      select 'bh-' || g, 'Bench Employer ' || g, 'Construction', 'Manchester', 'United Kingdom'
      from generate_series(1, ${COMPANIES}) g;
      create temporary table bench_company as
        select row_number() over (order by user_id) as n, id from company;
      insert into job (company_id, title, description, category, employment_type, location_city, location_country,
        salary_min, salary_max, required_skills, subject_to_dbs_barring, status, created_at, published_at)
      select bc.id, 'Job ' || g, 'A job', 'General Labour', 'Full-time', 'Manchester', 'United Kingdom',
        22000 + (g % 10) * 1000, 26000 + (g % 10) * 1000,
        array(select s from unnest(c.skills) s order by md5(s || g) limit 2 + (g / ${COMPANIES}) % 3)
          || case when (g / ${COMPANIES}) % 2 = 0 then array(select s from unnest((select skills from bench_soft)) s order by md5(s || g) limit 1) else '{}' end,
        (g / ${COMPANIES}) % 10 = 3,
        case when (g / ${COMPANIES}) % 10 = 0 then 'archived' else 'active' end,
        now() - (g % 86400) * interval '1 minute',
        now() - (g % 86400) * interval '1 minute'
      from generate_series(1, ${JOBS}) g
      join bench_company bc on bc.n = 1 + (g % ${COMPANIES})
      join bench_cat c on c.cat = bc.n % ${categories};`),
  );

  await timed(
    `${count(SEEKERS * SEEKER_SWIPES_EACH + COMPANIES * COMPANY_SWIPES_EACH)} swipes and ${count(SEEKERS)} applications`,
    () =>
      sql(`create temporary table bench_job as select row_number() over (order by id) - 1 as n, id from job;
      insert into seeker_swipe (seeker_user_id, job_id, action, created_at)
      select 'bs-' || s, bj.id,
        case when (s + k) % 20 = 0 then 'super_like' when (s + k) % 4 = 0 then 'like' else 'pass' end,
        now() - ((s * 7 + k) % 10000) * interval '1 minute'
      from generate_series(1, ${SEEKERS}) s
      cross join generate_series(0, ${SEEKER_SWIPES_EACH - 1}) k
      join bench_job bj on bj.n = (s::bigint * 7919 + k * 4729) % ${JOBS};
      insert into employer_swipe (company_id, seeker_user_id, action, created_at)
      select bc.id, 'bs-' || (1 + (c::bigint * 7919 + k * 4729) % ${SEEKERS}),
        case when (c + k) % 20 = 0 then 'super_like' when (c + k) % 3 = 0 then 'like' else 'pass' end,
        now() - ((c * 13 + k) % 10000) * interval '1 minute'
      from generate_series(1, ${COMPANIES}) c
      cross join generate_series(0, ${COMPANY_SWIPES_EACH - 1}) k
      join bench_company bc on bc.n = c;
      insert into application (job_id, seeker_user_id, status)
      select bj.id, 'bs-' || s, 'new'
      from generate_series(1, ${SEEKERS}) s
      join bench_job bj on bj.n = (s::bigint * 104723 + 17) % ${JOBS}
      on conflict do nothing;`),
  );

  // Sessions for the accounts the load uses, made directly (no password hashing in the loop).
  await timed('sessions', () =>
    sql(`insert into session (id, token, user_id, expires_at)
      select 'bench-session-s' || g, 'bench-token-s' || g, 'bs-' || g, now() + interval '7 days'
      from generate_series(1, ${SESSION_SEEKERS}) g;
      insert into session (id, token, user_id, expires_at)
      select 'bench-session-h' || g, 'bench-token-h' || g, 'bh-' || g, now() + interval '7 days'
      from generate_series(1, ${SESSION_HIRERS}) g;`),
  );
  // Vacuum also flushes the GIN indexes' pending lists, as autovacuum would on a live server.
  await timed('vacuum analyze', () => sql('vacuum analyze'));
}

/** The session cookie better-auth expects: the token, a dot and its HMAC-SHA256 (base64). */
function sessionCookie(cookieName: string, token: string) {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
}

// ---- Measuring ------------------------------------------------------------------------------

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function bare(label: string, samples: number, run: (i: number) => Promise<unknown>) {
  if (!runs('bare')) return { p50: NaN, p99: NaN, perSecond: NaN };
  for (let i = 0; i < 20; i += 1) await run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await run(i + 20);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  // Throughput through the pool with the benchmark's concurrency.
  let next = 0;
  const until = performance.now() + 3000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await run(samples + 20 + next++);
        done += 1;
      }
    }),
  );
  const line = {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    perSecond: done / 3,
  };
  log(
    `  ${label.padEnd(34)} sequential p50 ${line.p50.toFixed(2)} ms, p99 ${line.p99.toFixed(2)} ms; ` +
      `${CONNECTIONS} concurrent ${line.perSecond.toFixed(0)} queries/s`,
  );
  return line;
}

interface LoadResult {
  /** Time in the app (see serveWorker). */
  appP50?: number;
  appP99?: number;
  /** The server's event loop delay (ms), worst process. */
  loopDelayP99?: number;
  loopDelayMax?: number;
  /** Resident memory and V8 heap (MB) of the largest server process at the end of the load. */
  rssAfter?: number;
  heapAfter?: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  total: number;
}

/** Times in the app (ms) since the previous call (set once the server processes run). */
let appTimes: () => Promise<AppTimes> = async () => ({
  times: [],
  loopDelayP99: NaN,
  loopDelayMax: NaN,
  feeds: [],
  rss: [],
  memory: [],
});

/**
 * Measures one endpoint for SECONDS, after WARM_SECONDS of the same load unmeasured (the app's
 * caches and JIT, and the load generator's own: both run in one generator process).
 */

async function load(
  kind: string,
  workerData: Record<string, unknown>,
  phase = {
    get: 'baseline',
    'jobs-feed': 'jobs',
    'seekers-feed': 'seekers',
    swipe: 'swipes',
    decks: 'mixed',
  }[kind] ?? 'hirer-swipes',
): Promise<LoadResult> {
  if (!runs(phase)) return SKIPPED;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-worker.mjs', import.meta.url)), [], { execArgv: [] });
    child.on('message', (message: LoadResult | { warm: true }) => {
      if ('warm' in message) {
        // Warmed up: the app's times start now.
        void appTimes().then(() => child.send('measure'));
      } else resolve(message);
    });
    child.once('error', reject);
    child.once('exit', (code) => code && reject(new Error(`load generator exited with ${code}`)));
    child.send({
      kind,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmSeconds: WARM_SECONDS,
      origin: ORIGIN,
      seed: nextSeed(),
      ...workerData,
    });
  });
  const inApp = await appTimes();
  return inApp.times.length
    ? {
        ...result,
        appP50: percentile(inApp.times, 50),
        appP99: percentile(inApp.times, 99),
        loopDelayP99: inApp.loopDelayP99,
        loopDelayMax: inApp.loopDelayMax,
        rssAfter: Math.max(...inApp.rss),
        heapAfter: Math.max(...inApp.memory.map((m) => m.heapTotal)),
      }
    : result;
}

/** The largest resident memory of any server process at the end of any load so far (bytes). */
let largestRss = 0;

function report(label: string, r: LoadResult, target: string) {
  largestRss = Math.max(largestRss, r.rssAfter ?? 0);
  log(
    `  ${label.padEnd(34)} p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.requestsPerSecond.toFixed(0)} req/s ` +
      `(p90 ${r.p90.toFixed(0)}, p97.5 ${r.p97_5.toFixed(0)}, max ${r.max.toFixed(0)} ms; ` +
      `in the app p50 ${r.appP50?.toFixed(1) ?? '-'}, p99 ${r.appP99?.toFixed(1) ?? '-'} ms; ` +
      `loop delay p99 ${r.loopDelayP99?.toFixed(0) ?? '-'}, max ${r.loopDelayMax?.toFixed(0) ?? '-'} ms) ` +
      `(${r.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors; ` +
      `after it ${r.rssAfter ? (r.rssAfter / 2 ** 20).toFixed(0) : '-'} MB resident, heap ${r.heapAfter ?? '-'} MB) — target ${target}`,
  );
}

// ---- Mixed load's writes --------------------------------------------------------------------

/**
 * Edits one looking seeker's profile every PROFILE_EDIT_MS (skills and headline) and, every
 * JOB_WRITE_MS, posts a job or edits one (in turn), straight in the database as another server
 * process would; stop() ends it and says how many of each were made.
 */
function startWrites(pool: pg.Pool, hirers: string[]) {
  let profiles = 0;
  let jobs = 0;
  let failed: unknown;
  const write = (fn: () => Promise<unknown>) => () => void fn().catch((err) => (failed ??= err));
  const profile = setInterval(
    write(async () => {
      const n = ++profiles;
      // Seekers whose number is not a multiple of 10 are looking (see seed).
      let g = 1 + ((n * 7919) % SEEKERS);
      if (g % 10 === 0) g -= 1;
      const seeker = `bs-${g}`;
      await pool.query(
        `update seeker_profile set headline = 'Edited ' || $2::int,
           key_skills = array(select s from unnest(key_skills) s order by md5(s || $2::int) limit greatest(1, cardinality(key_skills) - 1))
         where user_id = $1`,
        [seeker, n],
      );
    }),
    PROFILE_EDIT_MS,
  );
  const job = setInterval(
    write(async () => {
      const n = ++jobs;
      const hirer = hirers[n % hirers.length]!;
      if (n % 2 === 1) {
        await pool.query(
          `insert into job (company_id, title, description, category, employment_type, location_city, location_country,
             salary_min, salary_max, required_skills, status, published_at)
           select c.id, 'Mixed ' || $2::int, 'A job', 'General Labour', 'Full-time', 'Leeds', 'United Kingdom', 24000, 28000,
             coalesce((select required_skills from job where company_id = c.id limit 1), '{}'), 'active', now()
           from company c where c.user_id = $1`,
          [hirer, n],
        );
      } else {
        await pool.query(
          `update job set title = 'Edited ' || $2::int, salary_max = salary_max + 1
           where id = (select j.id from job j join company c on c.id = j.company_id
                       where c.user_id = $1 and j.status = 'active' limit 1)`,
          [hirer, n],
        );
      }
    }),
    JOB_WRITE_MS,
  );
  return {
    async stop() {
      clearInterval(profile);
      clearInterval(job);
      if (failed) throw failed;
      return { profiles, jobs };
    },
  };
}

// ---- Main -----------------------------------------------------------------------------------

async function main() {
  const keep = process.env.BENCH_KEEP_DB;
  if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error('BENCH_KEEP_DB: use a plain database name');
  const dbName = keep ?? `newleaf_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount === 1;
  if (!exists) await admin.query(`create database ${dbName}`);
  log(`Benchmark database ${dbName} ${exists ? 'reused' : 'created'} on ${new URL(ADMIN_URL).host}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-bench-'));
  let database: Database | undefined;
  let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
  try {
    const url = adminUrlFor(dbName);
    database = await openDatabase({ kind: 'postgres', url });
    if (!exists) {
      log('Seeding:');
      await timed('total seed', () => seed(database!));
    }

    if (process.env.BENCH_ONLY_SEED) return;
    // This process keeps an app of its own (not listening) for the checks below and the bare
    // figures; the load goes to WORKERS server processes, as `WEB_CONCURRENCY` runs them.
    const app = await buildApp({ config: benchConfig(url, dataDir), database, logger: false });
    workers = await startWorkers(url, dataDir);
    appTimes = workers.appTimes;
    const base = `http://127.0.0.1:${workers.port}`;

    // The cookie name comes from a real sign-up, so the directly made sessions use the same one.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: {
        email: `probe-${Date.now()}@bench.newleaf.test`,
        password: 'green-leaf-42-bench',
        role: 'seeker',
      },
    });
    const cookieName = String(signUp.headers['set-cookie']).split('=')[0]!;
    const seekerCookies = Array.from({ length: SESSION_SEEKERS }, (_, i) =>
      sessionCookie(cookieName, `bench-token-s${i + 1}`),
    );
    const hirerCookies = Array.from({ length: SESSION_HIRERS }, (_, i) =>
      sessionCookie(cookieName, `bench-token-h${i + 1}`),
    );
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: seekerCookies[0]!, origin: ORIGIN },
    });
    if (me.json().user?.id !== 'bs-1') throw new Error(`session cookie not accepted: ${me.body}`);

    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const activeJobs = (
      await pool.query<{ id: string }>(`select id from job where status = 'active'`)
    ).rows.map((r) => r.id);
    const hirers = (
      await pool.query<{ user_id: string }>(
        `select user_id from company order by user_id limit ${SESSION_HIRERS}`,
      )
    ).rows.map((r) => r.user_id);

    const repo = matchingRepo(database.db, createSwipes(database.db));
    const rankJobs = createJobsFeed(feedsRepo(database.db));
    // The first deck loads the index: its time is the index's build (statement, cards and lists).
    let started = performance.now();
    const sample = (await rankJobs('bs-1')).cards;
    const jobsIndexMs = performance.now() - started;
    log(`\nSample: seeker bs-1 gets ${sample.length} cards, top match ${sample[0]?.skillMatchPercentage}%`);
    const rankSeekers = createSeekersFeed(feedsRepo(database.db));
    started = performance.now();
    const sampleSeekers = (await rankSeekers(hirers[0]!, null))?.cards ?? [];
    const seekersIndexMs = performance.now() - started;
    log(
      `Index build (first deck, in this process): jobs ${jobsIndexMs.toFixed(0)} ms, seekers ${seekersIndexMs.toFixed(0)} ms; ` +
        `resident memory ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
    );
    log(
      `Sample: company 1 gets ${sampleSeekers.length} cards, top match ${sampleSeekers[0]?.skillMatchPercentage}%`,
    );

    log('\nBare queries through the driver:');
    // The jobs feed is one statement plus ranking in memory (see matching/feeds/jobs-feed.ts).
    const bareJobs = await bare('jobs feed (statement + ranking)', 300, (i) =>
      rankJobs(`bs-${1 + ((i * 37) % SEEKERS)}`),
    );
    // How much of the seekers' skill lists the rankings walked (they stop once a page is certain).
    const walk = rankJobs.ranking();
    if (runs('bare')) {
      log(
        `  ranking walked ${count(Math.round(walk.walked / walk.decks))} of ${count(Math.round(walk.listed / walk.decks))} ` +
          `skill-list entries per deck (${((100 * walk.walked) / walk.listed).toFixed(1)} %); ` +
          `stopped early in ${count(walk.stoppedEarly)} of ${count(walk.decks)} decks`,
      );
    }
    // So is the seekers feed (seekers-feed.ts).
    const bareSeekers = await bare('seekers feed (statement + ranking)', 300, (i) =>
      rankSeekers(hirers[(i * 7) % hirers.length]!, null),
    );
    // A swipe is one function call: swipe, favourite and match (drizzle/0002_swipe_functions.sql).
    const bareSwipe = await bare('swipe statement (like)', 300, async (i) => {
      const seeker = `bs-${1 + ((i * 7919) % SEEKERS)}`;
      const job = activeJobs[(i * 104729) % activeJobs.length]!;
      await repo.seekerSwipe(seeker, job, 'like');
    });

    log(
      `\nHTTP with autocannon (${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_SECONDS} s unmeasured, ` +
        `${WORKERS} server process${WORKERS === 1 ? '' : 'es'}):`,
    );
    // The floor: a signed-in request that does almost nothing (session check and one indexed query).
    const baseline = await load('get', { url: `${base}/api/matches`, cookies: seekerCookies });
    report('GET /api/matches (baseline)', baseline, 'reference');
    const jobsFeed = await load('jobs-feed', { url: `${base}/api/feed/jobs`, cookies: seekerCookies });
    report('GET /api/feed/jobs', jobsFeed, `p99 ≤ ${TARGET_FEED_P99_MS} ms`);
    const seekersFeed = await load('seekers-feed', {
      url: `${base}/api/feed/seekers`,
      cookies: hirerCookies,
    });
    report('GET /api/feed/seekers', seekersFeed, `p99 ≤ ${TARGET_FEED_P99_MS} ms`);
    const swipes = await load('swipe', {
      url: `${base}/api/swipes`,
      cookies: seekerCookies,
      jobIds: activeJobs,
    });
    report('POST /api/swipes (seekers)', swipes, `≥ ${TARGET_SWIPES_PER_SECOND} req/s`);
    const hirerSwipes = await load('hirer-swipe', {
      url: `${base}/api/swipes`,
      cookies: hirerCookies,
      seekerIds: Array.from({ length: SEEKERS }, (_, i) => `bs-${i + 1}`).filter(
        (_, i) => (i + 1) % 50 !== 0,
      ),
    });
    report('POST /api/swipes (employers)', hirerSwipes, `≥ ${TARGET_SWIPES_PER_SECOND} req/s`);

    // The mixed load's reference: the same decks, nothing written meanwhile.
    const decks = await load('decks', { url: base, cookies: seekerCookies, hirerCookies }, 'decks');
    report('GET decks, no writes', decks, 'reference');
    // The mixed load: decks while profiles and jobs change (see the header).
    const writer = runs('mixed') ? startWrites(pool, hirers) : undefined;
    const mixed = await load('decks', {
      url: base,
      cookies: seekerCookies,
      hirerCookies,
    });
    const writes = await writer?.stop();
    report('GET decks, with writes (mixed)', mixed, `p99 ≤ ${TARGET_MIXED_P99_MS} ms`);
    const after = await appTimes();
    largestRss = Math.max(largestRss, ...after.rss);
    // The first load of each index in each process is its start; any other is a full reload.
    const reloads = after.feeds.reduce(
      (sum, f) => sum + Math.max(0, f.jobs.fullLoads - 1) + Math.max(0, f.seekers.fullLoads - 1),
      0,
    );
    const catchUps = after.feeds.reduce((sum, f) => sum + f.jobs.catchUps + f.seekers.catchUps, 0);
    const rebuilds = after.feeds.reduce((sum, f) => sum + f.jobs.rebuilds + f.seekers.rebuilds, 0);
    if (writes) {
      log(
        `  writes during the mixed load: ${writes.profiles} profile edits, ${writes.jobs} jobs posted or edited; ` +
          `full loads after start ${reloads} (goal 0), change-log catch-ups ${catchUps}, ` +
          `rebuilds in memory ${rebuilds}`,
      );
    }
    log(
      `  resident memory per server process: ${after.rss.map((rss) => `${(rss / 2 ** 20).toFixed(0)} MB`).join(', ')}`,
    );
    for (const parts of after.memory) {
      log(
        `    of which V8 heap ${parts.heapTotal} MB (used ${parts.heapUsed}; new space ${parts.newSpace}, old ${parts.oldSpace}, ` +
          `large objects ${parts.largeObjects}), external ${parts.external} MB (array buffers ${parts.arrayBuffers})`,
      );
    }

    const counts = (
      await pool.query<{ swipes: number; matches: number }>(
        `select (select count(*) from seeker_swipe)::int + (select count(*) from employer_swipe)::int as swipes,
                (select count(*) from match)::int as matches`,
      )
    ).rows[0]!;
    log(`\nAfter the run: ${counts.swipes} swipes, ${counts.matches} matches in the database.`);

    const ok = (b: boolean) => (b ? 'met' : 'NOT met');
    log('\nSummary:');
    log(`  jobs feed p99 ${jobsFeed.p99.toFixed(1)} ms (${ok(jobsFeed.p99 <= TARGET_FEED_P99_MS)})`);
    log(`  seekers feed p99 ${seekersFeed.p99.toFixed(1)} ms (${ok(seekersFeed.p99 <= TARGET_FEED_P99_MS)})`);
    log(
      `  swipes ${swipes.requestsPerSecond.toFixed(0)} req/s seekers, ${hirerSwipes.requestsPerSecond.toFixed(0)} req/s employers ` +
        `(${ok(Math.min(swipes.requestsPerSecond, hirerSwipes.requestsPerSecond) >= TARGET_SWIPES_PER_SECOND)})`,
    );
    if (writes) {
      log(
        `  mixed: deck p99 ${mixed.p99.toFixed(1)} ms (≤ ${TARGET_MIXED_P99_MS}: ${ok(mixed.p99 <= TARGET_MIXED_P99_MS)}), ` +
          `loop delay max ${mixed.loopDelayMax?.toFixed(0)} ms ` +
          (TARGET_LOOP_DELAY_MAX_MS === undefined
            ? '(no goal at this scale), '
            : `(≤ ${TARGET_LOOP_DELAY_MAX_MS}: ${ok((mixed.loopDelayMax ?? Infinity) <= TARGET_LOOP_DELAY_MAX_MS)}), `) +
          `full loads after start ${reloads} (${ok(reloads === 0)})` +
          (decks === SKIPPED ? '' : `; the same decks without writes p99 ${decks.p99.toFixed(1)} ms`),
      );
    }
    log(
      `  scale ${SCALE}: ${count(SEEKERS)} seekers, ${count(JOBS)} jobs; index build jobs ${jobsIndexMs.toFixed(0)} ms, ` +
        `seekers ${seekersIndexMs.toFixed(0)} ms; resident memory per server process ` +
        `${after.rss.map((rss) => `${(rss / 2 ** 20).toFixed(0)} MB`).join(', ')} at the end, ` +
        `largest after any load ${(largestRss / 2 ** 20).toFixed(0)} MB ` +
        `(≤ ${TARGET_RSS_MB} MB: ${ok(largestRss / 2 ** 20 <= TARGET_RSS_MB)})`,
    );
    log(
      `  bare: jobs feed p50 ${bareJobs.p50.toFixed(2)} ms, seekers feed p50 ${bareSeekers.p50.toFixed(2)} ms, ` +
        `swipe p50 ${bareSwipe.p50.toFixed(2)} ms`,
    );
    await pool.end();
    await app.close();
  } finally {
    await workers?.stop();
    await database?.close().catch(() => undefined);
    if (!keep) await dropDatabase(admin, dbName);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    log(`Benchmark database ${dbName} ${keep ? 'kept' : 'dropped'}.`);
  }
}

if (cluster.isWorker) {
  serveWorker().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
