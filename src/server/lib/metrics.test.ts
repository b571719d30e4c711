import fs from 'node:fs';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { TEST_ORIGIN, signUp } from '../test/app';
import { ownApp } from '../test/own-app';
import { bearerMatches } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name, labels, value: Number(value) };
    });
}

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await ownApp({ METRICS_TOKEN: TOKEN }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const scrape = async (on = app) => {
  const res = await on.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return { text: res.body, all: samples(res.body), type: res.headers['content-type'] };
};
const value = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('/metrics', () => {
  it('answers only a caller with the token (401 otherwise), and does not exist without one', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      'Bearer ',
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      expect(res.body).not.toContain(TOKEN);
    }
    const { type } = await scrape();
    expect(type).toContain('text/plain');

    const untokened = await ownApp({}, { database });
    try {
      const res = await untokened.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await untokened.app.close();
    }
  });

  it('compares the token whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it('names requests, sockets, the bus, the decks, the queue, e-mails and crisis routings, with no personal data in a label', async () => {
    const seeker = await signUp(app, 'seeker', 'metrics.person@example.org');
    // Routes with ids and an address in the path are labelled by their pattern.
    const jobId = crypto.randomUUID();
    await seeker.inject({ method: 'GET', url: `/api/jobs/${jobId}` });
    await app.inject({ method: 'GET', url: '/api/no-such/metrics.person@example.org' });

    const socket = await app.injectWS('/api/ws', { headers: { cookie: seeker.cookie, origin: TEST_ORIGIN } });
    await app.services.matching.warmFeeds();
    await app.services.coach.send(seeker.id, 'coach', "I don't want to be alive anymore");
    await app.mailer.send({ to: 'someone.real@example.org', subject: 'Hello', text: 'Hello' });
    // The outbox cannot be written: the e-mail fails.
    fs.rmSync(app.config.mail.outboxDir, { recursive: true, force: true });
    fs.writeFileSync(app.config.mail.outboxDir, '');
    await expect(app.mailer.send({ to: 'other@example.org', subject: 'Hi', text: 'Hi' })).rejects.toThrow();
    fs.rmSync(app.config.mail.outboxDir);
    // Publishing on the bus: this process hears its own events.
    app.sessionCache.onForget?.(crypto.randomUUID());
    await expect
      .poll(async () =>
        value((await scrape()).all, 'newleaf_event_bus_delivery_lag_seconds_count', {
          event: 'sessions-ended',
        }),
      )
      .toBeGreaterThan(0);

    const { text, all } = await scrape();
    socket.terminate();

    const names = new Set(all.map((s) => s.name));
    for (const name of [
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_count',
      'newleaf_websocket_connections',
      'newleaf_event_bus_delivery_lag_seconds_bucket',
      'newleaf_feed_index_age_seconds',
      'newleaf_feed_index_size',
      'newleaf_emails_sent_total',
      'newleaf_emails_failed_total',
      'newleaf_coach_crisis_routings_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    // pg-boss has no queue running in this app yet: the gauge is declared, with no samples.
    expect(text).toContain('# TYPE newleaf_job_queue_depth gauge');

    expect(value(all, 'http_request_duration_seconds_count', { route: '/api/jobs/:id', method: 'GET' })).toBe(
      1,
    );
    expect(value(all, 'http_request_duration_seconds_count', { route: 'unmatched', method: 'GET' })).toBe(1);
    expect(
      value(all, 'http_request_duration_seconds_count', {
        route: '/api/auth/sign-up/email',
        method: 'POST',
        status_code: '200',
      }),
    ).toBeGreaterThan(0);
    expect(value(all, 'newleaf_websocket_connections')).toBe(1);
    expect(value(all, 'newleaf_feed_index_size', { feed: 'jobs' })).toBe(0);
    expect(value(all, 'newleaf_feed_index_size', { feed: 'seekers' })).toBe(0);
    expect(value(all, 'newleaf_feed_index_age_seconds', { feed: 'jobs' })).toBeGreaterThanOrEqual(0);
    expect(value(all, 'newleaf_coach_crisis_routings_total', { kind: 'suicide' })).toBe(1);
    expect(value(all, 'newleaf_emails_sent_total')).toBeGreaterThanOrEqual(1);
    expect(value(all, 'newleaf_emails_failed_total')).toBe(1);

    const labelValues = all.flatMap((s) => Object.values(s.labels));
    expect(labelValues.filter((v) => UUID.test(v) || v.includes('@'))).toEqual([]);
    expect(text).not.toContain(jobId);
    expect(text).not.toContain('example.org');

    // Each app keeps its own figures (tests build several in one process).
    const other = await ownApp({ METRICS_TOKEN: TOKEN }, { database });
    try {
      const theirs = (await scrape(other.app)).all;
      expect(value(theirs, 'newleaf_coach_crisis_routings_total', { kind: 'suicide' })).toBeUndefined();
      expect(value(theirs, 'newleaf_websocket_connections')).toBe(0);
    } finally {
      await other.app.close();
    }
  });
});
