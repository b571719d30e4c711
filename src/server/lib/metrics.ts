import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from './errors';
import type { QueueDepth } from './job-queue';

/** A deck index as the metrics see it: null fields until it is first loaded. */
export interface FeedIndexState {
  /** When it was last loaded whole or brought up to date from the change log (ms since epoch). */
  updatedAt: number | null;
  /** Cards it holds (active jobs, or looking seekers). */
  size: number | null;
}

/** What the gauges read when scraped; given once the services exist (see `watch`). */
export interface MetricSources {
  openSockets(): number;
  feedIndexes(): { jobs: FeedIndexState; seekers: FeedIndexState };
  queueDepth(): Promise<QueueDepth[]>;
}

/** Label values are fixed words or route patterns: never ids, addresses or anything typed by a user. */
export function createMetrics() {
  // One registry per app: tests build several apps in one process.
  const register = new Registry();
  collectDefaultMetrics({ register });
  let sources: MetricSources | undefined;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  new Gauge({
    name: 'newleaf_websocket_connections',
    help: 'Open live-update WebSockets in this process',
    registers: [register],
    collect() {
      this.set(sources?.openSockets() ?? 0);
    },
  });
  const busLag = new Histogram({
    name: 'newleaf_event_bus_delivery_lag_seconds',
    help: 'Time from publishing an event on the bus to this process receiving it, by event type',
    labelNames: ['event'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  /** A gauge per deck index (jobs, seekers) of what `read` gives; none before the index loads. */
  const feedGauge = (name: string, help: string, read: (index: FeedIndexState) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['feed'] as const,
      registers: [register],
      collect() {
        this.reset();
        const indexes = sources?.feedIndexes();
        for (const feed of ['jobs', 'seekers'] as const) {
          const value = indexes ? read(indexes[feed]) : null;
          if (value != null) this.set({ feed }, value);
        }
      },
    });
  feedGauge(
    'newleaf_feed_index_age_seconds',
    'Seconds since a deck index was last loaded or brought up to date from the change log',
    ({ updatedAt }) => (updatedAt == null ? null : Math.max(0, (Date.now() - updatedAt) / 1000)),
  );
  feedGauge(
    'newleaf_feed_index_size',
    'Cards held by a deck index (active jobs, looking seekers)',
    ({ size }) => size,
  );
  new Gauge({
    name: 'newleaf_job_queue_depth',
    help: 'Jobs in the durable queue by queue and state (pg-boss counts, refreshed about once a minute)',
    labelNames: ['queue', 'state'] as const,
    registers: [register],
    async collect() {
      this.reset();
      // A scrape still answers when the queue cannot be read.
      const depths = (await sources?.queueDepth().catch(() => [])) ?? [];
      for (const { queue, ready, deferred, active } of depths) {
        this.set({ queue, state: 'ready' }, ready);
        this.set({ queue, state: 'deferred' }, deferred);
        this.set({ queue, state: 'active' }, active);
      }
    },
  });
  const emailsSent = new Counter({
    name: 'newleaf_emails_sent_total',
    help: 'E-mails handed to the SMTP server or written to the outbox',
    registers: [register],
  });
  const emailsFailed = new Counter({
    name: 'newleaf_emails_failed_total',
    help: 'E-mails that could not be sent (the SMTP server or the outbox refused them)',
    registers: [register],
  });
  const crisisRoutings = new Counter({
    name: 'newleaf_coach_crisis_routings_total',
    help: 'Coach and AI chat messages answered with crisis help, by kind of risk',
    labelNames: ['kind'] as const,
    registers: [register],
  });

  return {
    register,
    /** Where the gauges read from, once the services are built. */
    watch(next: MetricSources) {
      sources = next;
    },
    observeRequest(labels: { route: string; method: string; status_code: number }, seconds: number) {
      httpDuration.observe({ ...labels, status_code: String(labels.status_code) }, seconds);
    },
    observeBusLag(event: string, seconds: number) {
      busLag.observe({ event }, Math.max(0, seconds));
    },
    countEmail(outcome: 'sent' | 'failed') {
      (outcome === 'sent' ? emailsSent : emailsFailed).inc();
    },
    countCrisisRouting(kind: string) {
      crisisRoutings.inc({ kind });
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

/**
 * The route pattern a request matched (`/api/jobs/:id`, never the path with its ids); the built
 * web app's hashed files count as one, and paths no route matched as `unmatched`.
 */
export function routeLabel(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (!pattern) return 'unmatched';
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  // Equal-length digests, so timingSafeEqual never throws and the time says nothing of the token.
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * Times every request, and serves the registry at /metrics when a token is configured (only to a
 * caller sending it; the route does not exist otherwise).
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined) {
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(
      { route: routeLabel(req), method: req.method, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'A valid metrics token is needed');
    }
    reply.header('cache-control', 'no-store').type(metrics.register.contentType);
    return metrics.register.metrics();
  });
}
