import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getTestApp, signUp, TEST_ORIGIN, cookieHeader } from '../test/app';

const post = async (url: string, payload: unknown, extra: { ip?: string; cookie?: string } = {}) => {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    payload: payload as object,
    remoteAddress: extra.ip ?? '10.9.0.1',
  });
};

describe('auth endpoints answer bad input with a 4xx and a message', () => {
  const endpoints = [
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
    '/api/auth/sign-in/social',
  ];

  it.each(endpoints)('%s never answers 5xx to arbitrary JSON', async (url) => {
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const res = await post(url, body === undefined ? {} : { value: body }, {
          ip: `10.20.${++ip % 250}.1`,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().error.message).toBe('string');
      }),
      { numRuns: 25 },
    );
  });

  it('rejects a body that is not JSON', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('says which e-mail problem it found', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'not-an-email',
      password: 'green-leaf-42',
      role: 'seeker',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid email address');
  });
});

describe('failed sign-ins are rate limited', () => {
  it('per account: after 5 failures even the right password gets 429 with a clear message', async () => {
    const { app } = await getTestApp();
    await signUp(app, 'seeker', 'target@example.org');
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: 'target@example.org', password: 'wrong-guess-1' },
        { ip: `10.30.0.${i + 1}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/sign-in/email',
      { email: 'target@example.org', password: 'green-leaf-42' },
      { ip: '10.30.1.1' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(blocked.json().error.message).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers['retry-after']).toBe('900');
  });

  it('per client IP: 20 failures across accounts block that IP only', async () => {
    const { app } = await getTestApp();
    await signUp(app, 'hirer', 'victim@example.org');
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: `nobody${i}@example.org`, password: 'x-guess-1' },
        { ip: '10.40.0.1' },
      );
      expect(res.statusCode).toBe(401);
    }
    const fromSameIp = await post(
      '/api/auth/sign-in/email',
      { email: 'victim@example.org', password: 'green-leaf-42' },
      { ip: '10.40.0.1' },
    );
    expect(fromSameIp.statusCode).toBe(429);
    const fromOtherIp = await post(
      '/api/auth/sign-in/email',
      { email: 'victim@example.org', password: 'green-leaf-42' },
      { ip: '10.40.0.2' },
    );
    expect(fromOtherIp.statusCode).toBe(200);
  });

  it('a client cannot spoof its address with X-Forwarded-For (no trusted proxy)', async () => {
    const { app } = await getTestApp();
    for (let i = 0; i < 20; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `192.0.2.${i}` },
        payload: { email: `ghost${i}@example.org`, password: 'x-guess-1' },
        remoteAddress: '10.50.0.1',
      });
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '192.0.2.200' },
      payload: { email: 'ghost-last@example.org', password: 'x-guess-1' },
      remoteAddress: '10.50.0.1',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('the role is fixed at sign-up', () => {
  it('cannot be changed through update-user', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await seeker.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { role: 'hirer' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const me = await seeker.inject({ method: 'GET', url: '/api/me' });
    expect(me.json().user.role).toBe('seeker');
  });

  it('ignores a role header sent by the client', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-newleaf-signup-role': 'hirer' },
      payload: { email: 'sneaky@example.org', password: 'green-leaf-42', role: 'seeker' },
      remoteAddress: '10.60.0.1',
    });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(res.headers['set-cookie']) },
    });
    expect(me.json().user.role).toBe('seeker');
  });
});

describe('password reset and sign-out', () => {
  it('mails a link that sets a new password; old password and old sessions stop working', async () => {
    const { app, dataDir } = await getTestApp();
    const user = await signUp(app, 'seeker', 'reset-me@example.org');
    // Signed in (and so remembered by the session cache) before the reset.
    expect((await user.inject({ method: 'GET', url: '/api/me' })).json().user.id).toBe(user.id);
    const outbox = path.join(dataDir, 'outbox');
    const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    const asked = await post('/api/auth/request-password-reset', { email: 'reset-me@example.org' });
    expect(asked.statusCode).toBe(200);
    const files = fs.readdirSync(outbox).sort();
    expect(files.length).toBe(before + 1);
    const mail = fs
      .readFileSync(path.join(outbox, files[files.length - 1]!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(mail).toContain('To: reset-me@example.org');
    const link = mail.match(/http:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0];

    const follow = await app.inject({ method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(follow.statusCode).toBe(302);
    const token = new URL(follow.headers.location as string, TEST_ORIGIN).searchParams.get('token');
    expect(token).toBeTruthy();

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'fresh-start-2026' });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, newPassword: 'another-one-2026' });
    expect(again.statusCode).toBe(400);

    expect(
      (await post('/api/auth/sign-in/email', { email: 'reset-me@example.org', password: 'green-leaf-42' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/sign-in/email', { email: 'reset-me@example.org', password: 'fresh-start-2026' }))
        .statusCode,
    ).toBe(200);
    const oldSession = await user.inject({ method: 'GET', url: '/api/me' });
    expect(oldSession.json().user).toBeNull();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const { dataDir } = await getTestApp();
    const outbox = path.join(dataDir, 'outbox');
    const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    const res = await post('/api/auth/request-password-reset', { email: 'nobody-here@example.org' });
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0).toBe(before);
  });

  it('sign-out ends the session on the server', async () => {
    const { app } = await getTestApp();
    const user = await signUp(app, 'hirer');
    expect((await user.inject({ method: 'GET', url: '/api/me' })).json().user.id).toBe(user.id);
    const out = await user.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    const me = await user.inject({ method: 'GET', url: '/api/me' });
    expect(me.json().user).toBeNull();
  });

  it('refuses social sign-in with a provider that is not configured', async () => {
    const res = await post('/api/auth/sign-in/social', { provider: 'linkedin', role: 'seeker' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/not set up/);
  });
});

describe('system endpoints', () => {
  it('health reports the database kind', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('app-config gives help details and which social providers work', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json()).toMatchObject({
      // No made-up contacts: only the crisis line until the operator sets theirs.
      help: { phone: null, email: null, hours: null, crisisLine: '116 123 (Samaritans, 24/7)' },
      socialProviders: { google: false, linkedin: false },
    });
  });

  it('unknown API paths answer 404 JSON, and /api/me is null when signed out', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/api/me' })).json()).toEqual({ user: null });
  });

  it('logs a not-found visit and validates it', async () => {
    const ok = await post('/api/client-events/not-found', { path: '/nowhere' });
    expect(ok.statusCode).toBe(204);
    const bad = await post('/api/client-events/not-found', { path: 'x'.repeat(600) });
    expect(bad.statusCode).toBe(400);
  });

  it('publishes an OpenAPI document', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/me']).toBeDefined();
  });
});
