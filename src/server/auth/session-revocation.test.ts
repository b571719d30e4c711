import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { cookieHeader, getTestApp, signUp, TEST_ORIGIN } from '../test/app';

/**
 * A session ended in one server process ends in every other at once: each process caches
 * sessions for up to 30 s, and the event bus tells the others to forget them. Two app instances
 * on the same database, each with its own pool and listener (on PostgreSQL).
 */

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function otherProcess(first: FastifyInstance, database: Database) {
  const url = process.env.TEST_DATABASE_URL;
  const db2 = url ? await openDatabase({ kind: 'postgres', url }) : database;
  const app = await buildApp({ config: first.config, database: db2, logger: false });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    if (db2 !== database) await db2.close();
  });
  return app;
}

const me = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie, origin: TEST_ORIGIN } })).json()
    .user as {
    id: string;
  } | null;

/** How long until the other process stops answering for the cookie (fails after 5 s; the cache keeps 30 s). */
async function msUntilSignedOut(app: FastifyInstance, cookie: string) {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if ((await me(app, cookie)) === null) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the other process still accepts the session after 5 s');
}

describe('session revocation across processes', () => {
  it('sign-out in one process ends the session in the other at once', async () => {
    const { app, database } = await getTestApp();
    const other = await otherProcess(app, database);
    const user = await signUp(app, 'seeker');
    expect((await me(other, user.cookie))?.id).toBe(user.id); // now cached in the other process
    expect(other.sessionCache.size).toBeGreaterThan(0);
    const out = await user.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect(await msUntilSignedOut(other, user.cookie)).toBeLessThan(2000);
  });

  it('a password change that signs out other devices ends them in every process', async () => {
    const { app, database } = await getTestApp();
    const other = await otherProcess(app, database);
    const user = await signUp(app, 'seeker');
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: 'green-leaf-42' },
    });
    const secondCookie = cookieHeader(second.headers['set-cookie']);
    expect((await me(other, secondCookie))?.id).toBe(user.id);
    const changed = await user.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: 'green-leaf-42',
        newPassword: 'brand-new-leaf-77',
        revokeOtherSessions: true,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await msUntilSignedOut(other, secondCookie)).toBeLessThan(2000);
  });

  it('deleting the account ends its sessions in every process', async () => {
    const { app, database } = await getTestApp();
    const other = await otherProcess(app, database);
    const user = await signUp(app, 'seeker');
    expect((await me(other, user.cookie))?.id).toBe(user.id);
    const gone = await user.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(gone.statusCode).toBe(204);
    expect(await msUntilSignedOut(other, user.cookie)).toBeLessThan(2000);
  });
});
