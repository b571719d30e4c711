import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { TEST_ORIGIN } from './test/app';
import { ownApp } from './test/own-app';
import { requestIdFor } from './app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: FastifyInstance;
let database: Database;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
  });
  ({ app, database } = await ownApp({}, { logStream }));
  app.get('/test/boom', async () => {
    throw new Error('connection to 10.0.0.7 refused: secret internals');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request ids', () => {
  it('keeps a short safe id from the caller, else makes one', () => {
    expect(requestIdFor('lb-3f2a.9_X')).toBe('lb-3f2a.9_X');
    for (const unsafe of ['has space', 'a'.repeat(65), '<script>', '', 'ä', undefined, ['a', 'b']]) {
      expect(requestIdFor(unsafe)).toMatch(UUID);
    }
  });

  it('are echoed in x-request-id and carried by every log line of the request', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(given.headers['x-request-id']).toBe('edge-42');
    const made = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'no good!' },
    });
    expect(made.headers['x-request-id']).toMatch(UUID);

    const lines = logLines.filter((l) => l.reqId === 'edge-42');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(logLines.filter((l) => l.reqId === made.headers['x-request-id'])).toHaveLength(2);
  });

  it('are in every error body; a 500 says only "Something went wrong" and its reference', async () => {
    const notFound = await app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'x-request-id': 'r-404' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ error: { code: 'NOT_FOUND' }, requestId: 'r-404' });

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/client-events/not-found',
      headers: { 'x-request-id': 'r-400' },
      payload: { path: 5 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' }, requestId: 'r-400' });

    const failed = await app.inject({ method: 'GET', url: '/test/boom' });
    const id = failed.headers['x-request-id'] as string;
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      error: { code: 'INTERNAL', message: `Something went wrong. Reference: ${id}` },
      requestId: id,
    });
    expect(failed.body).not.toContain('secret');
    // The log line with the cause carries the same id.
    const logged = logLines.find((l) => l.reqId === id && l.msg === 'unexpected error');
    expect(JSON.stringify(logged)).toContain('secret internals');
  });
});

describe('the client address behind a proxy', () => {
  const signUpFrom = (on: FastifyInstance, forwardedFor: string, n: number) =>
    on.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: { email: `proxied-${n}-${Date.now()}@example.org`, password: 'green-leaf-42', role: 'seeker' },
      remoteAddress: '10.20.30.40',
    });

  it('with TRUST_PROXY off, ignores X-Forwarded-For: one socket is one client for the per-IP limits', async () => {
    const direct = await ownApp({ SIGN_UPS_PER_IP_PER_MINUTE: '1', TRUST_PROXY: 'false' }, { database });
    try {
      expect((await signUpFrom(direct.app, '203.0.113.1', 1)).statusCode).toBe(200);
      expect((await signUpFrom(direct.app, '203.0.113.2', 2)).statusCode).toBe(429);
    } finally {
      await direct.app.close();
    }
  });

  it('with TRUST_PROXY on, takes the client from X-Forwarded-For: two clients behind one proxy', async () => {
    const proxied = await ownApp({ SIGN_UPS_PER_IP_PER_MINUTE: '1', TRUST_PROXY: 'true' }, { database });
    try {
      expect((await signUpFrom(proxied.app, '203.0.113.1', 3)).statusCode).toBe(200);
      expect((await signUpFrom(proxied.app, '203.0.113.2', 4)).statusCode).toBe(200);
      expect((await signUpFrom(proxied.app, '203.0.113.2', 5)).statusCode).toBe(429);
    } finally {
      await proxied.app.close();
    }
  });

  it('with TRUST_PROXY on, a client cannot choose its address by writing X-Forwarded-For itself', async () => {
    const proxied = await ownApp({ SIGN_UPS_PER_IP_PER_MINUTE: '1', TRUST_PROXY: 'true' }, { database });
    try {
      // The proxy appends the address it saw; what the client sent comes before it.
      expect((await signUpFrom(proxied.app, '198.51.100.1, 203.0.113.7', 6)).statusCode).toBe(200);
      expect((await signUpFrom(proxied.app, '198.51.100.2, 203.0.113.7', 7)).statusCode).toBe(429);
    } finally {
      await proxied.app.close();
    }
  });
});
