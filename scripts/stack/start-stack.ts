import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { createStackDatabase } from './database';
import { freePort } from './free-port';
import { startMailSink } from './mail-sink';
import { startNginx } from './nginx';
import { ensureRedis } from './redis';
import { startS3 } from './s3';
import { serverProcess, type ServerName, type ServerProcess } from './server-process';
import { buildWebIfStale } from './web-build';

export type { ServerName } from './server-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** How long a stopping server may take (its SHUTDOWN_TIMEOUT_SECONDS is 10) before it is killed. */
const STOP_GRACE_MS = 12_000;

export interface StackOptions {
  /** Extra settings for both servers (e.g. a looser sign-up limit for tests). */
  serverEnv?: Record<string, string>;
  /** A server that dies is started again after this long (default 10 s). */
  restartDelayMs?: number;
  /** Aborted while starting (Ctrl-C): what has started is stopped and startStack rejects. */
  signal?: AbortSignal;
}

/** What a test in another process needs to reach the stack (plain data, no functions). */
export interface StackInfo {
  /** The https address of the proxy: what users open. */
  url: string;
  servers: Record<ServerName, { url: string; pidFile: string; logFile: string; dataDir: string }>;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
  /** A folder whose outbox/ holds every e-mail either server sent. */
  mailDir: string;
  databaseUrl: string;
  /** Sent as `Authorization: Bearer …` to a server's /metrics. */
  metricsToken: string;
}

/** Names a few settings the servers inherit from this process; the rest are the stack's own. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY'];

/**
 * The shape of a real deployment on one machine: s3rver with a bucket, a fresh PostgreSQL
 * database, Redis, two NewLeaf server processes sharing them, an SMTP sink for their mail, and
 * nginx in front as the TLS reverse proxy. `stop()` ends it all and drops the database.
 */
export async function startStack(options: StackOptions = {}) {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-stack-'));
  const cleanups: (() => Promise<unknown>)[] = [async () => fs.rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: Error) => console.error(`stopping the stack: ${err.message}`));
    }
  };
  // Checked before each step of starting (each one's cleanup is known by then), so Ctrl-C does
  // not wait for the whole start.
  const carryOn = () => options.signal?.throwIfAborted();
  try {
    buildWebIfStale(root);

    carryOn();
    const s3 = await startS3(path.join(dir, 's3'));
    cleanups.push(s3.stop);
    carryOn();
    const database = await createStackDatabase();
    cleanups.push(database.drop);
    carryOn();
    const redis = await ensureRedis(dir);
    cleanups.push(redis.stop);
    const mailDir = path.join(dir, 'mail');
    carryOn();
    const mail = await startMailSink(path.join(mailDir, 'outbox'));
    cleanups.push(mail.stop);

    const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const url = `https://localhost:${proxyPort}`;
    const vapid = webpush.generateVAPIDKeys();
    const metricsToken = crypto.randomBytes(24).toString('hex');
    const inherited = Object.fromEntries(
      INHERITED.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
    );
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      // Only letters and _: another stack on the same Redis hears none of this one's events.
      REDIS_CHANNEL: `newleaf_stack_${[...crypto.randomBytes(8)].map((n) => String.fromCharCode(97 + (n % 26))).join('')}`,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      // Every server must sign sessions, and pushes, with the same keys.
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      METRICS_TOKEN: metricsToken,
      SMTP_URL: mail.url,
      DEMO_DATA: 'off',
      WEB_DIR: path.join(root, 'dist/web'),
      LOG_LEVEL: 'info',
      ...options.serverEnv,
    };
    const servers = {} as Record<ServerName, ServerProcess>;
    // One at a time: the first applies the migrations before the second starts.
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ] as const) {
      const dataDir = path.join(dir, `server-${name}`);
      fs.mkdirSync(dataDir);
      const server = serverProcess({
        name,
        root,
        port,
        dataDir,
        env,
        restartDelayMs: options.restartDelayMs ?? 10_000,
      });
      servers[name] = server;
      cleanups.push(() => server.stop(STOP_GRACE_MS));
      carryOn();
      await server.start();
    }
    carryOn();
    await Promise.all([servers.a.waitReady(), servers.b.waitReady()]);

    carryOn();
    const nginx = await startNginx(path.join(dir, 'nginx'), proxyPort, { a: portA, b: portB });
    cleanups.push(nginx.stop);

    const info: StackInfo = {
      url,
      servers: {
        a: {
          url: servers.a.url,
          pidFile: servers.a.pidFile,
          logFile: servers.a.logFile,
          dataDir: servers.a.dataDir,
        },
        b: {
          url: servers.b.url,
          pidFile: servers.b.pidFile,
          logFile: servers.b.logFile,
          dataDir: servers.b.dataDir,
        },
      },
      s3: s3.settings,
      mailDir,
      databaseUrl: database.url,
      metricsToken,
    };
    return {
      ...info,
      info,
      dir,
      accessLog: nginx.accessLog,
      startedInMs: Date.now() - started,
      /** Ends one server at once (SIGKILL); it is started again after the restart delay. */
      kill: (name: ServerName) => servers[name].kill(),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
