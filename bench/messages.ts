/**
 * `npm run bench:messages`: live delivery across server processes.
 *
 * Makes a fresh database on the local PostgreSQL server with 500 employers and 500 seekers in 500
 * conversations (one each), starts two server processes on it (as WEB_CONCURRENCY runs them, but
 * on two ports), connects every seeker to the first and every employer to the second (so each
 * message crosses processes through LISTEN/NOTIFY), then sends 200 messages a second for 30
 * seconds over HTTP, each from one side of a conversation. It prints the time from the send to the
 * other side's socket (p50 / p99 / max), the messages lost (sent but never delivered), the send
 * answer's own p99 (the reference: what the API costs without the bus), and each server process's
 * CPU. The database is dropped afterwards.
 *
 * Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_PAIRS (500), BENCH_RATE (messages per second, 200), BENCH_SECONDS (30).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import WebSocket from 'ws';
import type { LiveEvent } from '@shared/contracts/messaging';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { buildApp } from '../src/server/app';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ORIGIN = 'http://127.0.0.1';
const secret = process.env.BENCH_SECRET ?? crypto.randomBytes(32).toString('hex');

const config = (url: string, dataDir: string) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: secret,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    // No e-mails during the run: everyone is connected anyway.
    MESSAGE_EMAIL_CHECK_SECONDS: '3600',
  });

/** A server process: listens on a port of its own, reports its CPU time when asked. */
async function serveWorker() {
  const { url, dataDir } = JSON.parse(process.env.BENCH_WORKER!) as { url: string; dataDir: string };
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({ config: config(url, dataDir), database, logger: false });
  let cpuStart = process.cpuUsage();
  process.on('message', (message: string) => {
    if (message === 'reset') cpuStart = process.cpuUsage();
    if (message === 'report') {
      const used = process.cpuUsage(cpuStart);
      process.send!({ cpuMs: (used.user + used.system) / 1000 });
    }
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ port: (app.server.address() as AddressInfo).port });
}

const log = (message: string) => process.stdout.write(`${message}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

function cookieFor(token: string) {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `newleaf.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    insert into "user" (id, name, email, role, email_verified)
      select 'ms-' || g, 'Seeker ' || g, 'mseeker' || g || '@bench.newleaf.test', 'seeker', true
      from generate_series(1, ${PAIRS}) g;
    insert into "user" (id, name, email, role, email_verified)
      select 'mh-' || g, 'Employer ' || g, 'memployer' || g || '@bench.newleaf.test', 'hirer', true
      from generate_series(1, ${PAIRS}) g;
    insert into seeker_profile (user_id, first_name, last_name, setup_completed_at)
      select 'ms-' || g, 'Sam', 'Bench' || g, now() from generate_series(1, ${PAIRS}) g;
    insert into company (user_id, company_name) select 'mh-' || g, 'Bench Employer ' || g from generate_series(1, ${PAIRS}) g;
    insert into conversation (company_id, seeker_user_id, job_title)
      select c.id, 'ms-' || substring(c.user_id from 4), 'Bench job' from company c;
    insert into session (id, token, user_id, expires_at)
      select 'msess-' || u.id, 'mtoken-' || u.id, u.id, now() + interval '1 day' from "user" u
      where u.id like 'ms-%' or u.id like 'mh-%';`);
  const { rows } = await client.query<{ id: string; seeker: string; hirer: string }>(
    `select c.id, c.seeker_user_id as seeker, co.user_id as hirer from conversation c join company co on co.id = c.company_id order by c.id`,
  );
  await client.end();
  return rows;
}

async function main() {
  const dbName = `newleaf_bench_msgs_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-bench-msgs-'));
  const workers: ReturnType<typeof cluster.fork>[] = [];
  try {
    log(
      `Messages bench: ${PAIRS} conversations, ${PAIRS * 2} connected users, ${RATE} messages/s for ${SECONDS} s`,
    );
    log(
      `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await (await openDatabase({ kind: 'postgres', url: url.toString() })).close(); // migrations
    const conversations = await seed(url.toString());

    for (let i = 0; i < 2; i++) {
      workers.push(
        cluster.fork({
          BENCH_WORKER: JSON.stringify({ url: url.toString(), dataDir }),
          BENCH_SECRET: secret,
        }),
      );
    }
    const ports = await Promise.all(
      workers.map(
        (w) =>
          new Promise<number>((resolve, reject) => {
            w.once('message', (m: { port: number }) => resolve(m.port));
            w.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
          }),
      ),
    );
    const [seekerPort, hirerPort] = ports as [number, number];

    // Every user connected: seekers to process 1, employers to process 2.
    const sentAt = new Map<string, number>();
    const delivered: number[] = [];
    const deliveredIds = new Set<string>();
    const connect = (userId: string, port: number) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
          headers: { cookie: cookieFor(`mtoken-${userId}`), origin: ORIGIN },
        });
        socket.on('message', (raw) => {
          const event = JSON.parse(String(raw)) as LiveEvent;
          if (event.type !== 'message' || !event.message.clientId) return;
          const started = sentAt.get(event.message.clientId);
          // Only the recipient's delivery counts (the sender's own socket hears it too).
          const key = `${event.message.clientId}`;
          if (started === undefined || deliveredIds.has(key)) return;
          if (event.message.senderRole === (userId.startsWith('ms-') ? 'seeker' : 'hirer')) return;
          deliveredIds.add(key);
          delivered.push(performance.now() - started);
        });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    const started = performance.now();
    const sockets: WebSocket[] = [];
    for (let i = 0; i < conversations.length; i += 50) {
      const batch = conversations.slice(i, i + 50);
      sockets.push(
        ...(await Promise.all(
          batch.flatMap((c) => [connect(c.seeker, seekerPort), connect(c.hirer, hirerPort)]),
        )),
      );
    }
    log(`connected ${sockets.length} sockets in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const post = (port: number, userId: string, conversationId: string, body: object) =>
      new Promise<number>((resolve) => {
        const data = JSON.stringify(body);
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: `/api/conversations/${conversationId}/messages`,
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(data),
              cookie: cookieFor(`mtoken-${userId}`),
              origin: ORIGIN,
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(0));
        req.end(data);
      });

    workers.forEach((w) => w.send('reset'));
    const total = RATE * SECONDS;
    const sendTimes: number[] = [];
    const statuses = new Map<number, number>();
    const inFlight: Promise<void>[] = [];
    const loadStart = performance.now();
    for (let n = 0; n < total; n++) {
      const due = loadStart + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const c = conversations[n % conversations.length]!;
      // Each lap of the conversations, the other side writes.
      const fromSeeker = Math.floor(n / conversations.length) % 2 === 0;
      const clientId = `bench-${n}-${crypto.randomBytes(4).toString('hex')}`;
      const t0 = performance.now();
      sentAt.set(clientId, t0);
      inFlight.push(
        post(fromSeeker ? seekerPort : hirerPort, fromSeeker ? c.seeker : c.hirer, c.id, {
          clientId,
          body: `Bench message ${n}`,
        }).then((status) => {
          sendTimes.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 201) sentAt.delete(clientId);
        }),
      );
    }
    await Promise.all(inFlight);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    // Grace for the last deliveries.
    await new Promise((r) => setTimeout(r, 3000));
    const cpu = await Promise.all(
      workers.map(
        (w) =>
          new Promise<number>((resolve) => {
            w.once('message', (m: { cpuMs: number }) => resolve(m.cpuMs));
            w.send('report');
          }),
      ),
    );

    const ok = statuses.get(201) ?? 0;
    const lost = [...sentAt.keys()].filter((id) => !deliveredIds.has(id)).length;
    delivered.sort((a, b) => a - b);
    sendTimes.sort((a, b) => a - b);
    log(
      `\nsent ${total} in ${loadSeconds.toFixed(1)} s (${(total / loadSeconds).toFixed(0)}/s); answers: ${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}`,
    );
    log(`delivered to the other side's socket: ${deliveredIds.size} of ${ok}; lost: ${lost}`);
    log(
      `delivery (send → other socket)  p50 ${percentile(delivered, 50).toFixed(1)} ms  p99 ${percentile(delivered, 99).toFixed(1)} ms  max ${delivered.at(-1)?.toFixed(1)} ms`,
    );
    log(
      `reference: send answer (HTTP)    p50 ${percentile(sendTimes, 50).toFixed(1)} ms  p99 ${percentile(sendTimes, 99).toFixed(1)} ms`,
    );
    log(
      `server CPU during the load: ${cpu.map((ms, i) => `process ${i + 1} ${((ms / 1000 / loadSeconds) * 100).toFixed(0)} %`).join(', ')} of one core`,
    );
    for (const s of sockets) s.close();
    agent.destroy();
    process.exitCode = lost === 0 ? 0 : 1;
  } finally {
    for (const w of workers) w.send('stop');
    await new Promise((r) => setTimeout(r, 1500));
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (cluster.isWorker) await serveWorker();
else await main();
