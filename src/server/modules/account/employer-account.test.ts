import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, inArray, sql } from 'drizzle-orm';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { getTestApp, type TestUser } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../../test/fixtures';
import {
  application,
  company,
  conversation,
  favouriteTalent,
  job,
  match,
  message,
  employerSwipe,
  session,
  upload,
  user,
} from '../../db/schema';

async function uploadLogo(hirer: TestUser) {
  const boundary = '----newleaf' + Math.random().toString(16).slice(2);
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#166534' } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncompany-logo\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await hirer.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const url = (res.json() as { url: string }).url;
  const saved = await hirer.inject({ method: 'PATCH', url: '/api/company', payload: { logoUrl: url } });
  expect(saved.statusCode, saved.body).toBe(200);
  return url;
}

/** An employer with a logo, two jobs, an applicant they shortlisted, a match with messages, a favourite and a pass. */
async function busyEmployer() {
  const { app } = await getTestApp();
  const hirer = await hirerThroughApi(app, 'Leaving Ltd');
  const logoUrl = await uploadLogo(hirer);
  const jobA = await postJob(hirer, { title: 'Baker' });
  await postJob(hirer, { title: 'Draft role', status: 'draft' } as never);
  const applicant = await seekerThroughApi(app, { firstName: 'Ada' });
  const applied = await applicant.inject({
    method: 'POST',
    url: '/api/applications',
    payload: { jobId: jobA },
  });
  const applicationId = applied.json().application.id as string;
  await hirer.inject({
    method: 'PATCH',
    url: `/api/applicants/${applicationId}`,
    payload: { status: 'shortlisted' },
  });
  await swipe(hirer, { targetKind: 'seeker', targetId: applicant.id, action: 'like', contextJobId: jobA });
  const other = await seekerThroughApi(app, { firstName: 'Ben' });
  await swipe(hirer, { targetKind: 'seeker', targetId: other.id, action: 'pass', contextJobId: jobA });
  await hirer.inject({ method: 'PUT', url: `/api/favourite-talent/${other.id}` });
  const [conv] = (await applicant.inject({ method: 'GET', url: '/api/conversations' })).json().items as {
    id: string;
  }[];
  for (const [who, body] of [
    [hirer, 'Hello Ada, can you start Monday?'],
    [applicant, 'Yes, thank you!'],
  ] as const) {
    const sent = await who.inject({
      method: 'POST',
      url: `/api/conversations/${conv!.id}/messages`,
      payload: { clientId: `c-${Math.random().toString(36).slice(2)}`, body },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
  }
  return { app, hirer, applicant, conversationId: conv!.id, logoUrl };
}

describe('employer data export', () => {
  it('holds the company, jobs, swipes, favourites, applicants with their statuses, matches and messages', async () => {
    const { hirer } = await busyEmployer();
    const res = await hirer.inject({ method: 'GET', url: '/api/employer/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newleaf-company-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ email: hirer.email, role: 'hirer' });
    expect(data.company).toMatchObject({ company_name: 'Leaving Ltd' });
    expect(data.jobs.map((j: { title: string }) => j.title).sort()).toEqual(['Baker', 'Draft role']);
    expect(data.applicationsReceived).toMatchObject([{ job_title: 'Baker', status: 'shortlisted' }]);
    expect(data.talentSwipes.map((s: { action: string }) => s.action).sort()).toEqual(['like', 'pass']);
    // The like added Ada to the favourites (as likes do), and Ben was added by hand.
    expect(data.favourites).toHaveLength(2);
    expect(data.matches).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello Ada, can you start Monday?',
      'Yes, thank you!',
    ]);
  });

  it('is for employers only', async () => {
    const { applicant } = await busyEmployer();
    expect((await applicant.inject({ method: 'GET', url: '/api/employer/export' })).statusCode).toBe(403);
  });
});

describe('employer account deletion', () => {
  it('leaves nothing of theirs, closes conversations for the seeker and removes the logo file', async () => {
    const { app, hirer, applicant, conversationId, logoUrl } = await busyEmployer();
    const db = app.database.db;
    const [own] = await db.select().from(company).where(eq(company.userId, hirer.id));
    const jobIds = (await db.select({ id: job.id }).from(job).where(eq(job.companyId, own!.id))).map(
      (j) => j.id,
    );
    const storage = app.config.storage;
    const logoFile = storage.kind === 'disk' ? path.join(storage.dir, logoUrl.split('/').pop()!) : null;
    if (logoFile) expect(fs.existsSync(logoFile)).toBe(true);

    expect(
      (await hirer.inject({ method: 'DELETE', url: '/api/employer/account', payload: { confirm: 'yes' } }))
        .statusCode,
    ).toBe(400);
    const gone = await hirer.inject({
      method: 'DELETE',
      url: '/api/employer/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(gone.statusCode).toBe(204);

    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(await count(db.select().from(user).where(eq(user.id, hirer.id)))).toBe(0);
    expect(await count(db.select().from(session).where(eq(session.userId, hirer.id)))).toBe(0);
    expect(await count(db.select().from(company).where(eq(company.id, own!.id)))).toBe(0);
    expect(await count(db.select().from(job).where(inArray(job.id, jobIds)))).toBe(0);
    expect(await count(db.select().from(application).where(inArray(application.jobId, jobIds)))).toBe(0);
    expect(await count(db.select().from(employerSwipe).where(eq(employerSwipe.companyId, own!.id)))).toBe(0);
    expect(await count(db.select().from(favouriteTalent).where(eq(favouriteTalent.companyId, own!.id)))).toBe(
      0,
    );
    expect(await count(db.select().from(match).where(eq(match.companyId, own!.id)))).toBe(0);
    expect(await count(db.select().from(message).where(eq(message.senderUserId, hirer.id)))).toBe(0);
    expect(await count(db.select().from(upload).where(eq(upload.ownerUserId, hirer.id)))).toBe(0);
    expect(
      await count(
        db
          .select()
          .from(company)
          .where(sql`${company.companyName} = 'Leaving Ltd'`),
      ),
    ).toBe(0);
    if (logoFile) expect(fs.existsSync(logoFile)).toBe(false);

    // The seeker keeps the conversation and their own message, closed.
    const [kept] = await db.select().from(conversation).where(eq(conversation.id, conversationId));
    expect(kept).toMatchObject({ companyId: null, closed: 'hirer_left' });
    const view = (
      await applicant.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(view).toMatchObject({ closed: 'hirer_left', otherName: 'This employer has left NewLeaf' });
    const messages = (
      await applicant.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages` })
    ).json();
    expect(messages.items.map((m: { body: string }) => m.body)).toEqual(['Yes, thank you!']);
    // The session ended with the account.
    expect((await hirer.inject({ method: 'GET', url: '/api/me' })).json().user).toBeNull();
  });
});
