/**
 * `npm run soak`: load and a hard kill, then a count of what was kept.
 *
 * Starts the real server (`src/server/main.ts`) as a child process, runs 200 virtual users for 60 s
 * (seekers: decks, swipes, applications, profile edits, dashboards; employers: post jobs, talent
 * decks, swipes), kills the server with SIGKILL halfway through and starts it again at once. It
 * prints requests, answers by status (network errors apart), p50/p99, the 5xx outside the kill
 * window, and compares every write a client saw acknowledged with the database afterwards.
 * Run 1: the embedded database. Run 2: PostgreSQL with WEB_CONCURRENCY=2 (a fresh database on the
 * local server, dropped afterwards).
 *
 * The accounts exist before the clock starts (sign-up, the e-mail confirmation link from the
 * outbox, company or profile setup: not measured), as people who already use NewLeaf; each user
 * has an address of their own (X-Forwarded-For, with TRUST_PROXY on), as phones do. In the
 * measured minute users arrive over SOAK_RAMP_SECONDS, one in SOAK_SIGN_IN_EVERY signs in again
 * on arrival (the others are still signed in: sessions last a week), and everyone pauses
 * SOAK_THINK_MS (±50 %) between actions, as people reading a card or typing do. Latency
 * percentiles are given overall and outside the kill window (requests started while the server
 * was down or starting again wait for it by design); the goal is judged on the latter. Sign-ins
 * are also given apart, beside the cost of one password hash measured in the same run.
 *
 * Environment: SOAK_USERS (200), SOAK_SECONDS (60), SOAK_RAMP_SECONDS (10), SOAK_THINK_MS (1000),
 * SOAK_SIGN_IN_EVERY (10),
 * SOAK_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), SOAK_ONLY (embedded | postgres),
 * SOAK_NODE_ARGS (extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 *
 * On a machine shared with other work, the figures measure the other work (README, decision 0010):
 * give the soak and the PostgreSQL server the processor first, e.g. `chrt -r 10 npm run soak`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { hashPassword } from 'better-auth/crypto';
import { EMPTY_FINAL_DRAFT, EMPTY_HEALTH_DRAFT, EMPTY_LEGAL_DRAFT } from '@shared/contracts/seeker';

const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const RAMP_SECONDS = Number(process.env.SOAK_RAMP_SECONDS ?? 10);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const SIGN_IN_EVERY = Number(process.env.SOAK_SIGN_IN_EVERY ?? 10);
const PASSWORD = 'green-leaf-42';
const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
const ADMIN_URL = process.env.SOAK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.SOAK_ONLY;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>): ChildProcess {
  // npm start's Node flags (package.json), so the server runs as it does in production.
  return spawn(
    process.execPath,
    [
      '--max-semi-space-size=64',
      '--heap-growing-percent=100',
      ...(process.env.SOAK_NODE_ARGS?.split(' ') ?? []),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
}

async function waitReady(base: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Stats {
  latencies: number[];
  /** Latencies of requests started outside the kill window. */
  steadyLatencies: number[];
  byStatus: Map<string, number>;
  fiveXxOutsideKill: string[];
  /** Latencies of the sign-ins in the measured minute (each hashes a password on purpose). */
  signIns: number[];
  /** Every measured request: when it started (ms after the clock), what it was, how long it took. */
  samples: { at: number; route: string; ms: number; steady: boolean }[];
}

/** A virtual user: their address and, once signed in, their session cookie. */
interface Who {
  ip: string;
  cookie: string;
}

interface Acked {
  swipes: { seekerId: string; jobId: string }[];
  applications: string[];
  jobs: string[];
  /** Per seeker: the last headline acknowledged, and every one sent after it (which may or may not have landed). */
  headlines: Map<string, { acked: string | null; sentAfter: string[]; at?: number }>;
}

async function run(
  label: string,
  env: Record<string, string>,
  verify: (acked: Acked) => Promise<{ lost: string[] }>,
  /** A bare commit through the driver, beside the app's writes (PostgreSQL only: PGlite has one owner). */
  bareCommit?: () => Promise<void>,
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fullEnv = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DEMO_DATA: 'on',
    PUBLIC_URL: base,
    TRUST_PROXY: 'true',
    ...env,
  };
  let server = startServer(fullEnv);
  await waitReady(base);
  const stats: Stats = {
    latencies: [],
    steadyLatencies: [],
    byStatus: new Map(),
    fiveXxOutsideKill: [],
    signIns: [],
    samples: [],
  };
  let clockStart = 0;
  // Setting the accounts up is not measured; the clock starts with the users' minute.
  let measuring = false;
  const acked: Acked = { swipes: [], applications: [], jobs: [], headlines: new Map() };
  let killWindow: { from: number; to: number | null } | null = null;
  const inKillWindow = (t: number) =>
    killWindow !== null && t >= killWindow.from - 50 && (killWindow.to === null || t <= killWindow.to + 1000);

  async function call(who: Who, method: string, url: string, body?: unknown) {
    const started = Date.now();
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          origin: base,
          cookie: who.cookie,
          'x-forwarded-for': who.ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (measuring) {
        stats.latencies.push(Date.now() - started);
        if (!inKillWindow(started)) stats.steadyLatencies.push(Date.now() - started);
        if (url === '/api/auth/sign-in/email' && res.status === 200) stats.signIns.push(Date.now() - started);
        stats.samples.push({
          at: started - clockStart,
          route: `${method} ${url}`,
          ms: Date.now() - started,
          steady: !inKillWindow(started),
        });
        stats.byStatus.set(String(res.status), (stats.byStatus.get(String(res.status)) ?? 0) + 1);
        if (res.status >= 500 && !inKillWindow(started))
          stats.fiveXxOutsideKill.push(`${method} ${url} ${res.status}`);
      }
      if (process.env.SOAK_DEBUG && res.status >= 400)
        console.log(method, url, res.status, text.slice(0, 200));
      return {
        status: res.status,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        setCookie: res.headers.getSetCookie(),
      };
    } catch {
      if (measuring) stats.byStatus.set('network error', (stats.byStatus.get('network error') ?? 0) + 1);
      // The server is down (the kill): wait a little, as a phone would, before the next try.
      await new Promise((r) => setTimeout(r, 250));
      return { status: 0, json: {}, setCookie: [] as string[] };
    }
  }

  /** Follows the confirmation link in the outbox (the server writes mail there without SMTP). */
  async function confirmEmail(email: string): Promise<boolean> {
    const outbox = path.join(env.DATA_DIR!, 'outbox');
    if (!fs.existsSync(outbox)) return false;
    for (const file of fs.readdirSync(outbox)) {
      const raw = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.includes(`To: ${email}`)) continue;
      const link = raw.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      if (!link) continue;
      const res = await fetch(link, { redirect: 'manual' }).catch(() => null);
      return res?.status === 302;
    }
    return false;
  }

  const sessionOf = (setCookie: string[]) => setCookie.map((c) => c.split(';')[0]).join('; ');

  /** Before the clock: the account, its confirmed address, and the company or the profile. */
  async function prepare(i: number) {
    const role = i % 5 === 0 ? 'hirer' : 'seeker';
    const email = `soak-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${i}-${Date.now()}@example.org`;
    const who: Who = { ip: `10.${(i >> 8) & 255}.${i & 255}.7`, cookie: '' };
    for (let tries = 0; !who.cookie; tries += 1) {
      if (tries === 20) throw new Error(`could not sign up ${email}`);
      const up = await call(who, 'POST', '/api/auth/sign-up/email', { email, password: PASSWORD, role });
      if (up.status === 200) who.cookie = sessionOf(up.setCookie);
    }
    if (role === 'hirer') {
      // Jobs go live only from a confirmed address: follow the link mailed at sign-up.
      while (!(await confirmEmail(email))) await new Promise((r) => setTimeout(r, 100));
      const made = await call(who, 'POST', '/api/company', { companyName: `Soak Co ${i}` });
      if (made.status !== 201 && made.status !== 200)
        throw new Error(`company setup answered ${made.status}`);
      return { i, role, email, who, me: null };
    }
    const done = await call(who, 'POST', '/api/seeker/profile/complete', {
      personal: { firstName: 'Soak', lastName: `Seeker ${i}`, jobTitle: 'Labourer', headline: 'Ready' },
      skills: { keySkills: ['teamwork'], jobInterests: [] },
      legal: EMPTY_LEGAL_DRAFT,
      health: EMPTY_HEALTH_DRAFT,
      final: EMPTY_FINAL_DRAFT,
    });
    if (done.status !== 200) throw new Error(`profile setup answered ${done.status}`);
    const me = (await call(who, 'GET', '/api/me')).json.user as { id: string };
    return { i, role, email, who, me: me.id };
  }

  const prepared: Awaited<ReturnType<typeof prepare>>[] = [];
  const setupStarted = Date.now();
  for (let next = 0; next < USERS;) {
    const batch = Array.from({ length: Math.min(8, USERS - next) }, (_, k) => prepare(next + k));
    prepared.push(...(await Promise.all(batch)));
    next += batch.length;
  }
  console.log(
    `\n(${USERS} accounts set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s, not measured)`,
  );

  measuring = true;
  clockStart = Date.now();
  const endAt = Date.now() + SECONDS * 1000;
  const running = () => Date.now() < endAt;

  async function virtualUser({ i, role, email, who, me }: (typeof prepared)[number]) {
    // People arrive over the ramp, not all in the same second; a few sign in again.
    await new Promise((r) => setTimeout(r, (i * RAMP_SECONDS * 1000) / USERS));
    if (i % SIGN_IN_EVERY === 0) {
      const fresh: Who = { ip: who.ip, cookie: '' };
      while (running() && !fresh.cookie) {
        const inn = await call(fresh, 'POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
        if (inn.status === 200) fresh.cookie = sessionOf(inn.setCookie);
      }
      who.cookie = fresh.cookie || who.cookie;
    }
    let n = 0;
    if (role === 'hirer') {
      while (running()) {
        if (n++ % 5 === 0) {
          const job = await call(who, 'POST', '/api/jobs', {
            title: `Soak job ${i}-${n}`,
            description: 'A job posted by the soak test.',
            category: 'General Labour',
            employmentType: 'Full-time',
            locationCity: 'Leeds',
            locationCountry: 'United Kingdom',
            requiredSkills: ['teamwork'],
            status: 'active',
          });
          if (job.status === 201) acked.jobs.push((job.json.job as { id: string }).id);
          await think();
        }
        const feed = await call(who, 'GET', '/api/feed/seekers');
        const card = (feed.json.cards as { id: string }[] | undefined)?.[0];
        await think();
        if (card)
          await call(who, 'POST', '/api/swipes', {
            targetKind: 'seeker',
            targetId: card.id,
            action: n % 2 ? 'like' : 'pass',
          });
        await think();
        await call(who, 'GET', '/api/dashboard/hirer');
        await think();
      }
      return;
    }
    while (running() && me) {
      n += 1;
      const feed = await call(who, 'GET', '/api/feed/jobs');
      const cards = (feed.json.cards as { id: string }[] | undefined) ?? [];
      const card = cards[0];
      await think();
      if (card) {
        if (n % 4 === 0) {
          const applied = await call(who, 'POST', '/api/applications', { jobId: card.id });
          if (applied.status === 201)
            acked.applications.push((applied.json.application as { id: string }).id);
        } else {
          const swiped = await call(who, 'POST', '/api/swipes', {
            targetKind: 'job',
            targetId: card.id,
            action: n % 3 ? 'like' : 'pass',
          });
          if (swiped.status === 200) acked.swipes.push({ seekerId: me, jobId: card.id });
        }
      }
      if (n % 3 === 0) {
        const headline = `Soak headline ${i}-${n}`;
        const entry = acked.headlines.get(me) ?? { acked: null, sentAfter: [] };
        entry.sentAfter.push(headline);
        acked.headlines.set(me, entry);
        const edited = await call(who, 'PATCH', '/api/seeker/profile', { headline });
        if (edited.status === 200)
          acked.headlines.set(me, { acked: headline, sentAfter: [], at: Date.now() });
        await think();
      }
      await call(who, 'GET', '/api/dashboard/seeker');
      await think();
    }
  }

  const users = prepared.map((user) => virtualUser(user));
  // References from the same minute, ten a second: the baseline endpoint (GET /api/health, one
  // `select 1`) and, on PostgreSQL, a one-row insert committed through the bare driver, so a tail
  // the app shares with the machine (processor, disk flushes) shows beside the app's own figures.
  const references = { health: [] as number[], commit: [] as number[] };
  const probing = (async () => {
    while (running()) {
      const at = Date.now();
      if (!inKillWindow(at)) {
        const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(15_000) }).catch(
          () => null,
        );
        if (ok?.ok && !inKillWindow(at)) references.health.push(Date.now() - at);
        if (bareCommit) {
          const t = Date.now();
          await bareCommit();
          references.commit.push(Date.now() - t);
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  // Halfway: SIGKILL the server (its whole process group: the workers too) and start it again.
  await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
  killWindow = { from: Date.now(), to: null };
  process.kill(-server.pid!, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 200));
  server = startServer(fullEnv);
  await waitReady(base);
  killWindow.to = Date.now();
  await Promise.all([...users, probing]);
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const { lost } = await verify(acked);
  const sorted = stats.latencies.sort((a, b) => a - b);
  const steady = stats.steadyLatencies.sort((a, b) => a - b);
  const pctOf = (list: number[], p: number) =>
    list[Math.min(list.length - 1, Math.floor((list.length * p) / 100))] ?? 0;
  const pct = (p: number) => pctOf(sorted, p);
  const writes =
    acked.swipes.length +
    acked.applications.length +
    acked.jobs.length +
    [...acked.headlines.values()].filter((h) => h.acked).length;
  console.log(`\n== ${label} ==`);
  console.log(
    `requests: ${sorted.length + (stats.byStatus.get('network error') ?? 0)} in ${SECONDS} s by ${USERS} users`,
  );
  console.log(
    `answers: ${[...stats.byStatus]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  console.log(`latency, all requests: p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
  console.log(
    `latency outside the kill window (${steady.length} requests): p50 ${pctOf(steady, 50)} ms, p99 ${pctOf(steady, 99)} ms`,
  );
  const refLine = (name: string, list: number[]) => {
    list.sort((a, b) => a - b);
    return `${name} (${list.length}): p50 ${pctOf(list, 50)} ms, p99 ${pctOf(list, 99)} ms`;
  };
  console.log(
    `references outside the kill window: ${refLine('GET /api/health', references.health)}` +
      (bareCommit ? `; ${refLine('bare one-row insert and commit through pg', references.commit)}` : ''),
  );
  const signIns = stats.signIns.sort((a, b) => a - b);
  const hashMs: number[] = [];
  for (let k = 0; k < 5; k += 1) {
    const t = performance.now();
    await hashPassword(PASSWORD);
    hashMs.push(performance.now() - t);
  }
  console.log(
    `sign-ins (${signIns.length}): p50 ${pctOf(signIns, 50)} ms, p99 ${pctOf(signIns, 99)} ms; ` +
      `reference: one password hash on the idle generator ${Math.round(hashMs.sort((a, b) => a - b)[2]!)} ms`,
  );
  console.log(
    `kill window: ${killWindow.to! - killWindow.from} ms (SIGKILL at ${new Date(killWindow.from).toISOString()} to ready again)`,
  );
  console.log(
    `5xx outside the kill window: ${stats.fiveXxOutsideKill.length}${stats.fiveXxOutsideKill.length ? ` (${stats.fiveXxOutsideKill.slice(0, 5).join('; ')})` : ''}`,
  );
  printWhereTheTailIs(stats.samples, pctOf, killWindow.from - clockStart, killWindow.to! - clockStart);
  console.log(
    `acknowledged writes checked: ${writes}; lost: ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join('; ')})` : ''}`,
  );
  return { lost: lost.length, fiveXx: stats.fiveXxOutsideKill.length, p99: pctOf(steady, 99) };
}

/**
 * Where the slow requests are, outside the kill window: p50/p99 by endpoint, and p99 by 5-second
 * slice of the minute (so a tail that follows the restart, or the ramp, shows as such).
 */
function printWhereTheTailIs(
  samples: Stats['samples'],
  pctOf: (list: number[], p: number) => number,
  killFrom: number,
  readyAt: number,
) {
  const steady = samples.filter((s) => s.steady);
  const byRoute = new Map<string, number[]>();
  for (const s of steady) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s.ms]);
  console.log('outside the kill window, by endpoint:');
  for (const [route, list] of [...byRoute].sort((a, b) => b[1].length - a[1].length)) {
    list.sort((a, b) => a - b);
    console.log(
      `  ${route.padEnd(34)} ${String(list.length).padStart(6)} requests, p50 ${pctOf(list, 50)} ms, p99 ${pctOf(list, 99)} ms, max ${list.at(-1)} ms`,
    );
  }
  const slices = new Map<number, number[]>();
  for (const s of steady) {
    const slice = Math.floor(s.at / 5000);
    slices.set(slice, [...(slices.get(slice) ?? []), s.ms]);
  }
  console.log(
    `by 5 s slice (kill at ${(killFrom / 1000).toFixed(1)} s, ready again at ${(readyAt / 1000).toFixed(1)} s):`,
  );
  for (const [slice, list] of [...slices].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a - b);
    console.log(
      `  ${String(slice * 5).padStart(3)}–${String(slice * 5 + 5).padEnd(3)} s ${String(list.length).padStart(6)} requests, p50 ${pctOf(list, 50)} ms, p99 ${pctOf(list, 99)} ms`,
    );
  }
}

/** The acknowledged writes not found in the database. */
async function lostWrites(
  query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
  acked: Acked,
) {
  const lost: string[] = [];
  const swipeKeys = new Set(
    (await query('select seeker_user_id, job_id::text as job_id from seeker_swipe', [])).map(
      (r) => `${r.seeker_user_id}:${r.job_id}`,
    ),
  );
  for (const s of acked.swipes)
    if (!swipeKeys.has(`${s.seekerId}:${s.jobId}`)) lost.push(`swipe ${s.seekerId} → ${s.jobId}`);
  const apps = new Set((await query('select id::text as id from application', [])).map((r) => r.id));
  for (const id of acked.applications) if (!apps.has(id)) lost.push(`application ${id}`);
  const jobs = new Set((await query('select id::text as id from job', [])).map((r) => r.id));
  for (const id of acked.jobs) if (!jobs.has(id)) lost.push(`job ${id}`);
  const headlines = new Map(
    (await query('select user_id, headline from seeker_profile', [])).map((r) => [r.user_id, r.headline]),
  );
  for (const [userId, h] of acked.headlines) {
    if (!h.acked) continue;
    const stored = headlines.get(userId);
    if (stored !== h.acked && !h.sentAfter.includes(String(stored)))
      lost.push(
        `headline of ${userId}: ${String(stored)} instead of ${h.acked} (acknowledged at ${h.at ? new Date(h.at).toISOString() : '?'})`,
      );
  }
  return { lost };
}

const results: Record<string, { lost: number; fiveXx: number; p99: number }> = {};

if (ONLY !== 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-soak-'));
  results.embedded = await run('embedded database', { DATA_DIR: dataDir }, async (acked) => {
    const db = new PGlite(path.join(dataDir, 'db'));
    await db.waitReady;
    const out = await lostWrites(
      async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows,
      acked,
    );
    await db.close();
    return out;
  });
}

if (ONLY !== 'embedded') {
  const name = `newleaf_soak_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const probe = new pg.Client({ connectionString: url.toString() });
  await probe.connect();
  await probe.query(
    'create table soak_probe (id bigserial primary key, at timestamptz not null default now())',
  );
  try {
    results.postgres = await run(
      'PostgreSQL, WEB_CONCURRENCY=2',
      {
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-soak-pg-')),
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
      },
      async (acked) => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const out = await lostWrites(async (sql, params) => (await client.query(sql, params)).rows, acked);
        await client.end();
        return out;
      },
      async () => {
        await probe.query('insert into soak_probe default values');
      },
    );
  } finally {
    await probe.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const failed = Object.entries(results).filter(([, r]) => r.lost > 0 || r.fiveXx > 0 || r.p99 > 200);
console.log(
  `\nGoals: 0 acknowledged writes lost, 0 5xx outside the kill window, p99 outside it ≤ 200 ms: ${failed.length ? `missed by ${failed.map(([k]) => k).join(', ')}` : 'met'}`,
);
process.exit(failed.length ? 1 : 0);
