import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EMAIL_NOT_VERIFIED_MESSAGE, EMAIL_VERIFIED_PATH } from '@shared/contracts/auth';
import { getTestApp, signUp, TEST_ORIGIN, type TestUser } from '../test/app';

/** The newest e-mail in the outbox sent to `to`, with quoted-printable undone. */
function newestMailTo(dataDir: string, to: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const raw = fs
      .readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (raw.includes(`To: ${to}`)) return raw;
  }
  return null;
}

const verifyLinkIn = (mail: string) => mail.match(/http:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0];

async function unverifiedHirer(app: FastifyInstance, email: string) {
  const hirer = await signUp(app, 'hirer', email, undefined, { verified: false });
  const company = await hirer.inject({
    method: 'POST',
    url: '/api/company',
    payload: { companyName: 'Fresh Co' },
  });
  expect(company.statusCode, company.body).toBe(201);
  return hirer;
}

const JOB = {
  title: 'Warehouse Operative',
  description: 'Picking and packing in a friendly team.',
  category: 'General Labour',
  employmentType: 'Full-time',
  locationCity: 'Leeds',
  locationCountry: 'United Kingdom',
  salaryMin: 23000,
  salaryMax: 25000,
};

const me = async (user: TestUser) => (await user.inject({ method: 'GET', url: '/api/me' })).json().user;

describe('e-mail verification', () => {
  it('mails a link on sign-up; until it is followed an employer saves drafts but cannot publish', async () => {
    const { app, dataDir } = await getTestApp();
    const hirer = await unverifiedHirer(app, 'new-boss@example.org');
    const mail = newestMailTo(dataDir, 'new-boss@example.org');
    expect(mail).toContain('Subject: Confirm your e-mail address for NewLeaf');
    const link = verifyLinkIn(mail!);
    expect(new URL(link).searchParams.get('callbackURL')).toBe(EMAIL_VERIFIED_PATH);
    expect(await me(hirer)).toMatchObject({ emailVerified: false });

    // Straight to live: refused with the reason. A draft is fine, but publishing it is refused too.
    const live = await hirer.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...JOB, status: 'active' },
    });
    expect(live.statusCode).toBe(403);
    expect(live.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_MESSAGE });
    const draft = await hirer.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...JOB, status: 'draft' },
    });
    expect(draft.statusCode).toBe(201);
    const jobId = draft.json().job.id as string;
    const publish = () => hirer.inject({ method: 'POST', url: `/api/jobs/${jobId}/publish` });
    expect((await publish()).statusCode).toBe(403);
    // Nothing went live on the way.
    const counts = (await hirer.inject({ method: 'GET', url: '/api/jobs/counts' })).json();
    expect(counts).toMatchObject({ active: 0, draft: 1 });

    // Following the link confirms the address and lands on the web's confirmation screen.
    const follow = await app.inject({ method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(EMAIL_VERIFIED_PATH);
    // The session already open sees it at once (the session cache forgot the old user).
    expect(await me(hirer)).toMatchObject({ emailVerified: true });
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().job.status).toBe('active');
  });

  it('says so when the link is broken, and sends a new one on request (limited)', async () => {
    const { app, dataDir } = await getTestApp();
    const seeker = await signUp(app, 'seeker', 'again@example.org', undefined, { verified: false });
    const broken = await app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_PATH)}`,
    });
    expect(broken.statusCode).toBe(302);
    expect(broken.headers.location).toMatch(/^\/email-verified\?error=/);
    expect(await me(seeker)).toMatchObject({ emailVerified: false });

    const mailsTo = () =>
      fs
        .readdirSync(path.join(dataDir, 'outbox'))
        .filter((f) =>
          fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8').includes('To: again@example.org'),
        ).length;
    expect(mailsTo()).toBe(1);
    // From an address of its own: the limit is per IP, and other tests of the run (the bad-input
    // fuzz of every documented route) spend the shared one's allowance.
    const resend = () =>
      seeker.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: 'again@example.org', callbackURL: EMAIL_VERIFIED_PATH },
        remoteAddress: '203.0.113.77',
      });
    expect((await resend()).statusCode).toBe(200);
    expect(mailsTo()).toBe(2);
    const second = verifyLinkIn(newestMailTo(dataDir, 'again@example.org')!);
    // The new link confirms.
    expect((await app.inject({ method: 'GET', url: second.replace(TEST_ORIGIN, '') })).statusCode).toBe(302);
    expect(await me(seeker)).toMatchObject({ emailVerified: true });

    // A flood of resends is limited.
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await resend()).statusCode);
    expect(statuses).toContain(429);
  });
});
