import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getTestApp, signUp, TEST_ORIGIN } from '../test/app';
import { user } from '../db/schema';
import { createMailer } from './mailer';

const message = (to: string) => ({ to, subject: 'Hello', text: 'A test message', link: 'http://x/y' });

describe('mailer', () => {
  it('sends nothing to an account of the sample world, and logs the skip without the address', async () => {
    const { app } = await getTestApp();
    await app.database.db.insert(user).values([
      {
        id: 'sample-1',
        email: 'jordan.sample@people.newleaf.test',
        name: 'Jordan',
        role: 'seeker',
        sample: true,
      },
      { id: 'real-1', email: 'real.person@example.org', name: 'Real', role: 'seeker' },
    ]);
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-outbox-'));
    const logged: unknown[][] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ from: 'NewLeaf <no-reply@newleaf.test>', outboxDir }, log, app.database.db);

    await mailer.send(message('jordan.sample@people.newleaf.test'));
    await mailer.send(message('Jordan.Sample@People.Newleaf.test'));
    const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []);
    expect(outbox()).toEqual([]);
    expect(logged).toHaveLength(2);
    expect(JSON.stringify(logged)).not.toMatch(/jordan/i);

    // A real account, and an address of no account, get their mail.
    await mailer.send(message('real.person@example.org'));
    await mailer.send(message('someone@example.org'));
    expect(outbox()).toHaveLength(2);
  });

  it("is the app's mailer: an auth e-mail to a sample account is not sent, to a real one it is", async () => {
    const { app, dataDir } = await getTestApp();
    await signUp(app, 'seeker', 'real-reset@example.org');
    const sample = await signUp(app, 'seeker', 'sample-reset@example.org');
    await app.database.db.update(user).set({ sample: true }).where(eq(user.id, sample.id));
    const outbox = path.join(dataDir, 'outbox');
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0);
    const askReset = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email },
        remoteAddress: '10.9.9.9',
      });
    const before = mails();
    expect((await askReset('sample-reset@example.org')).statusCode).toBe(200);
    expect(mails()).toBe(before);
    expect((await askReset('real-reset@example.org')).statusCode).toBe(200);
    expect(mails()).toBe(before + 1);
  });
});
