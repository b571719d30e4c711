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
import { registerErrorHandler } from './lib/error-handler';
import { registerSecurityHeaders } from './lib/security-headers';
import { loadAppShell } from './lib/app-shell';
import { registerModules } from './modules';
import { createServices, type Services } from './modules/container';
import { MAX_IMAGE_BYTES } from './modules/uploads/image-processing';
import { createEventBus, createRedisEventBus } from './lib/event-bus';
import { createJobQueue } from './lib/job-queue';

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

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built web app from this folder (omitted in API tests). */
  webDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to check what is never logged). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, redact: REDACT, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer(config.mail, app.log, database.db);
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

  registerErrorHandler(app, {
    spaFallback: opts.webDir ? loadAppShell(opts.webDir) : undefined,
    // Asked only once the app serves pages, when the session and services below are in place.
    leadImage: async (req, reads) => {
      const user = await req.currentUser();
      return user ? app.services.matching.leadImage(user, reads) : null;
    },
    viewerRole: async (req) => (await req.currentUser())?.role ?? null,
  });
  registerSecurityHeaders(app, config);
  registerNulGuard(app);
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
  await app.register(websocket);
  await app.register(swagger, {
    openapi: { info: { title: 'NewLeaf API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(sessionPlugin, { auth, cache: sessionCache });

  await app.register(authRoutes, { auth, limiter: createSignInLimiter(database.db, config.signInLimits) });
  const bus = config.redis
    ? createRedisEventBus(config.redis.url, config.redis.channel)
    : createEventBus(database);
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
  });
  app.decorate('services', services);
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
