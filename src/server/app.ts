import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createAuth, type Auth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { sessionPlugin } from './auth/session';
import { SessionCache } from './auth/session-cache';
import { createSignInLimiter } from './auth/sign-in-limits';
import { createMailer, type Mailer } from './lib/mailer';
import { registerNulGuard } from './lib/nul-guard';
import { registerErrorHandler, registerNotFoundHandler } from './lib/error-handler';
import { registerSecurityHeaders } from './lib/security-headers';
import { loadSpaPage } from './lib/spa-page';
import { registerModules } from './modules';
import { createServices, type Services } from './modules/container';
import { MAX_IMAGE_BYTES } from './modules/uploads/image-processing';
import { createEventBus, createRedisEventBus } from './lib/event-bus';
import { createJobQueue } from './lib/job-queue';
import { serveOperatorCommands, type OperatorCommands } from './lib/operator-channel';
import { createMetrics, registerMetrics } from './lib/metrics';
import { createReadiness, type Readiness } from './modules/health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    /** Signed-in users by session cookie, for a few seconds (see SessionCache). */
    sessionCache: SessionCache;
    /** Every domain service, built once (modules/container.ts); for tests and the demo seed. */
    services: Services;
    /** Whether this process can serve now (GET /api/ready). */
    readiness: () => Promise<Readiness>;
  }
}

/** Keys never written to logs: sessions, passwords, and every special-category answer. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
];

/** A caller's request id is kept only when it is a short, safe token (it goes into logs and headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/** WebSocket close code 1012, "service restart": the web app reconnects at once (to another process). */
const SERVICE_RESTART = 1012;

/** The configured auth secret, or one kept in DATA_DIR (made on first start). */
export function loadOrCreateSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A number of proxies as a trust rule: the socket's peer and the hops after it up to that many
 * (Fastify 5 refuses a bare hop count, which would let a direct client claim to be behind one).
 */
function trustedHops(setting: AppConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built web app from this folder (omitted in API tests). */
  webDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to check what is never logged). */
  logStream?: NodeJS.WritableStream;
  /** Load the decks' indexes once the server listens (the product's own start). */
  warmFeeds?: boolean;
  /**
   * With the embedded database, run these operator commands (`npm run backup`, `moderator`,
   * `alerts`…) in this process, which holds the database, with its services (lib/operator-channel.ts).
   */
  operatorCommands?: OperatorCommands;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, redact: REDACT, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Every log line of a request carries its id (reqId), and the response says it (x-request-id).
    genReqId: (req) => requestIdFor(req.headers['x-request-id']),
    // Closing (graceful-shutdown.ts): idle keep-alive connections end at once, requests in flight
    // finish, and a new request on an open connection is answered 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const metrics = createMetrics();
  const mailer = createMailer(config.mail, app.log, database.db, (outcome) => metrics.countEmail(outcome));
  const sessionCache = new SessionCache();
  const auth = createAuth({
    db: database.db,
    config,
    secret: loadOrCreateSecret(config),
    mailer,
    sessionCache,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('sessionCache', sessionCache);

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerNulGuard(app);
  registerMetrics(app, metrics, config.metricsToken);
  // Responses over 1 KB go out compressed (brotli or gzip, as the client accepts): a deck of
  // cards is ~18 KB of JSON, ~3 KB compressed, for phones on slow networks. Request bodies are
  // not decompressed (nothing we accept needs it).
  // Brotli quality 3: a deck in ~70 µs (quality 4, the plugin's default, takes ~120 µs for 3% less).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
    globalDecompression: false,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  // Closing: each answer ends its connection (an idle keep-alive one would hold the server open
  // until its timeout), and, before the plugin's own preClose (which gives no code), each live tab
  // is told to reconnect.
  let closing = false;
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const client of app.websocketServer.clients) client.close(SERVICE_RESTART, 'service restart');
  });
  await app.register(websocket);
  await app.register(swagger, {
    openapi: { info: { title: 'NewLeaf API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(sessionPlugin, { auth, cache: sessionCache });

  await app.register(authRoutes, { auth, limiter: createSignInLimiter(database.db, config.signInLimits) });
  const onLag = (event: string, seconds: number) => metrics.observeBusLag(event, seconds);
  const bus = config.redis
    ? createRedisEventBus(config.redis.url, config.redis.channel, { onLag })
    : createEventBus(database, { onLag });
  await bus.ready;
  // Sessions that end in one process end in every process at once, not after the cache's TTL.
  sessionCache.onForget = (userId) => {
    bus.publish({ t: 'sessions-ended', userId }).catch((err: unknown) => {
      app.log.warn({ err }, 'could not tell other processes that sessions ended');
    });
  };
  const stopListening = bus.subscribe((event) => {
    if (event.t === 'sessions-ended') sessionCache.forgetUserHere(event.userId);
  });
  const queue = createJobQueue(database.queueConnection(), { log: app.log });
  const services = createServices({
    db: database.db,
    config,
    mailer,
    sessionCache,
    bus,
    queue,
    log: app.log,
    onCrisisRouting: (kind) => metrics.countCrisisRouting(kind),
  });
  app.decorate('services', services);
  const feedIndexes = () => services.matching.feedIndexes();
  metrics.watch({
    openSockets: () => services.liveHub.openSockets(),
    feedIndexes,
    queueDepth: () => queue.depth(),
  });
  app.decorate(
    'readiness',
    createReadiness({
      database,
      bus,
      // Only a process that loads its deck indexes at start waits for them (tests load them on demand).
      feedsLoaded: () => {
        const { jobs, seekers } = feedIndexes();
        return !opts.warmFeeds || (jobs.updatedAt !== null && seekers.updatedAt !== null);
      },
    }),
  );
  app.addHook('onClose', async () => {
    stopListening();
    sessionCache.onForget = undefined;
    await services.liveHub.close();
    services.notifier.close();
    await services.reminders.stop();
    await services.closing.stop();
    await services.alertsQueue.stop();
    await queue.stop();
    await bus.close();
  });
  await registerModules(app, services, { webDir: opts.webDir });
  registerNotFoundHandler(app, {
    spaFallback: opts.webDir ? loadSpaPage(opts.webDir) : undefined,
    leadImage: async (req, reads) => {
      const user = await req.currentUser();
      return user ? services.matching.leadImage(user, reads) : null;
    },
    viewerRole: async (req) => (await req.currentUser())?.role ?? null,
  });
  if (opts.operatorCommands && database.kind === 'pglite') {
    const stop = serveOperatorCommands(config, database, opts.operatorCommands, app.log, services);
    app.addHook('onClose', async () => stop());
  }
  if (opts.warmFeeds) {
    let stopMarket = () => {};
    app.addHook('onClose', async () => stopMarket());
    // The decks' indexes load as the server starts listening rather than with the first deck
    // requests (they follow the change log from then on: docs/decisions/0008).
    app.addHook('onListen', async () => {
      services.matching
        .warmFeeds()
        .then(() => {
          // Congestion-aware ranking (when on) is solved from the loaded indexes, then in batches.
          stopMarket = services.matching.startMarket(config.ranking.batchMs, (err) =>
            app.log.warn({ err }, 'deck ranking batch failed'),
          );
        })
        .catch((err: unknown) => app.log.warn({ err }, 'feed indexes not loaded at start'));
    });
  }
  // Reminders of bookings ahead wait in the queue: its worker runs when there are some.
  await services.reminders.startIfBookings(services.interviews.bookingsAhead);
  // Jobs whose closing date passed while no server ran are archived now; the rest are queued.
  await services.closing.resume(services.jobs);
  // Job alert digests run hourly through the queue while some saved search has e-mail on.
  await services.alerts.resumeDigests();

  if (opts.webDir) await serveWeb(app, opts.webDir);
  return app;
}

async function serveWeb(app: FastifyInstance, webDir: string) {
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite names assets by content hash, so they never change; the HTML always revalidates.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
}

export const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));
