import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { getTestApp, signUp } from '../test/app';

describe('security headers', () => {
  it('every answer carries a strict CSP, nosniff, a referrer policy and a permissions policy; API answers are not cached', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const responses = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await seeker.inject({ method: 'GET', url: '/api/me' }),
      await seeker.inject({ method: 'GET', url: '/api/conversations' }),
      // Errors too: not signed in, a body that fails its contract, no such route.
      await app.inject({ method: 'GET', url: '/api/conversations' }),
      await seeker.inject({ method: 'POST', url: '/api/swipes', payload: { targetKind: 'job' } }),
      await app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 400, 404]);
    for (const res of responses) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("connect-src 'self' ws://localhost:3000");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cache-control']).toBe('no-store');
      // Plain HTTP (tests, local use): no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS when the public address is HTTPS', async () => {
    const { app, database } = await getTestApp();
    const secure = await buildApp({
      config: { ...app.config, publicUrl: 'https://newleaf.example' },
      database,
      logger: false,
    });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(res.headers['content-security-policy'])).toContain(
        "connect-src 'self' wss://newleaf.example",
      );
    } finally {
      await secure.close();
    }
  });
});
