import { describe, expect, it } from 'vitest';
import { getTestApp, signUp, TEST_ORIGIN, cookieHeader } from '../test/app';

describe('sign-up and sign-in', () => {
  it('creates a seeker account with the chosen role and a session', async () => {
    const { app } = await getTestApp();
    const user = await signUp(app, 'seeker', 'ada@example.org');
    const me = await user.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: 'ada@example.org', role: 'seeker', hasProfile: false });
  });

  it('refuses a weak password with the reasons', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'weak@example.org', password: 'abc', role: 'hirer' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().error.message).toContain('Use at least 8 characters.');
  });

  it('refuses an e-mail already used', async () => {
    const { app } = await getTestApp();
    await signUp(app, 'hirer', 'taken@example.org');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'Taken@example.org', password: 'green-leaf-42', role: 'seeker' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'EMAIL_TAKEN', message: 'User with this email already exists' });
  });

  it('refuses a sign-up without a valid role', async () => {
    const { app } = await getTestApp();
    for (const role of [undefined, 'admin', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'norole@example.org', password: 'green-leaf-42', role },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('signs in with the right password only', async () => {
    const { app } = await getTestApp();
    await signUp(app, 'hirer', 'boss@example.org');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'boss@example.org', password: 'wrong-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'boss@example.org', password: 'green-leaf-42' },
    });
    expect(right.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(right.headers['set-cookie']) },
    });
    expect(me.json().user.role).toBe('hirer');
  });
});
