import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FEED_PAGE_SIZE } from '@shared/contracts/matching';
import { getTestApp, TEST_ORIGIN, cookieHeader } from '../test/app';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_SEEKER_EMAIL, seedDemoDataIfEmpty } from './seed';

async function count(table: string, where = 'true') {
  const { app } = await getTestApp();
  const res = await app.database.db.execute(
    sql.raw(`select count(*)::int as n from "${table}" where ${where}`),
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** The e-mails in the test app's outbox (DATA_DIR/outbox: no SMTP is configured). */
async function outbox() {
  const { dataDir } = await getTestApp();
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function signIn(email: string) {
  const { app } = await getTestApp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = cookieHeader(res.headers['set-cookie']);
  return (opts: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
    app.inject({ ...opts, headers: { origin: TEST_ORIGIN, cookie } });
}

describe('demo data', () => {
  it('seeds a believable world into an empty database, once', async () => {
    const { app } = await getTestApp();
    const mailBefore = await outbox();
    const started = Date.now();
    expect(await seedDemoDataIfEmpty(app)).toBe(true);
    const took = Date.now() - started;
    console.info(`demo seed took ${took} ms`);

    expect(await count('company')).toBe(8);
    expect(await count('company', 'logo_url is not null')).toBe(8);
    expect(await count('job', "status = 'active'")).toBe(40);
    expect(await count('job', 'subject_to_dbs_barring')).toBeGreaterThanOrEqual(3);
    expect(
      await count('job', "salary_currency = 'GBP' and salary_min > 0 and cardinality(required_skills) > 0"),
    ).toBe(40);
    expect(await count('seeker_profile', 'setup_completed_at is not null')).toBe(40);
    expect(await count('seeker_profile', 'profile_image_url is not null')).toBeGreaterThan(30);
    expect(
      await count('seeker_profile', 'cardinality(key_skills) >= 3 and cardinality(work_preferences) > 0'),
    ).toBe(40);
    // Varied disclosure choices: some with a record, some without, some barred, all three sharing choices.
    expect(await count('seeker_disclosure', 'sentence_completed')).toBeGreaterThan(10);
    expect(await count('seeker_disclosure', 'sentence_completed = false')).toBeGreaterThan(5);
    expect(await count('seeker_disclosure', 'on_dbs_barring_list')).toBeGreaterThan(0);
    expect(await count('seeker_disclosure', 'has_disability')).toBeGreaterThan(5);
    for (const choice of ['nobody', 'connected', 'any_employer']) {
      expect(await count('seeker_disclosure', `conviction_sharing = '${choice}'`)).toBeGreaterThan(0);
    }
    expect(await count('employer_swipe', "action <> 'pass'")).toBeGreaterThanOrEqual(3);
    expect(await count('application')).toBeGreaterThan(5);

    // Every account is of the sample world and confirmed, the two demo sign-ins included, and no
    // e-mail was sent (no "Confirm your e-mail" at first start).
    expect(await count('user')).toBe(48);
    expect(await count('user', 'sample and email_verified')).toBe(48);
    expect(
      await count(
        'user',
        `email in ('${DEMO_SEEKER_EMAIL}', '${DEMO_EMPLOYER_EMAIL}') and sample and email_verified`,
      ),
    ).toBe(2);
    expect(await count('account', "provider_id = 'credential' and password is not null")).toBe(48);
    expect(await count('verification')).toBe(0);
    expect(await outbox()).toEqual(mailBefore);

    // Only into an empty database.
    expect(await seedDemoDataIfEmpty(app)).toBe(false);
    expect(await count('company')).toBe(8);

    // The pictures are served like any upload.
    const logo = (
      (await app.database.db.execute(sql`select logo_url from company limit 1`)) as unknown as {
        rows: { logo_url: string }[];
      }
    ).rows[0]!.logo_url;
    const image = await app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/webp');
  });

  it('lets the demo seeker sign in and get a match with an employer who liked them', async () => {
    const { app } = await getTestApp();
    await seedDemoDataIfEmpty(app);
    const seeker = await signIn(DEMO_SEEKER_EMAIL);
    const dashboard = (await seeker({ method: 'GET', url: '/api/dashboard/seeker' })).json();
    expect(dashboard).toMatchObject({ applications: 2, pendingApplications: 1, savedJobs: 2 });
    expect(dashboard.profileCompletion).toBe(100);

    const feed = (await seeker({ method: 'GET', url: '/api/feed/jobs' })).json().cards as {
      id: string;
      subtitleText: string;
      sample: boolean;
    }[];
    expect(feed).toHaveLength(FEED_PAGE_SIZE); // a full page: the demo has more jobs than that
    // Every card of the demo world is labelled "Sample", and so are its job details.
    expect(feed.every((card) => card.sample)).toBe(true);
    const details = (await seeker({ method: 'GET', url: `/api/job-details/${feed[0]!.id}` })).json();
    expect(details.job.sample).toBe(true);
    const highStreetJob = feed.find((card) => card.subtitleText.includes('High Street Co-operative'));
    expect(highStreetJob).toBeDefined();
    const swipe = await seeker({
      method: 'POST',
      url: '/api/swipes',
      payload: { targetId: highStreetJob!.id, targetKind: 'job', action: 'like' },
    });
    expect(swipe.json().isMatch).toBe(true);
  });

  it('lets the demo employer sign in and see applicants and interested people', async () => {
    const { app } = await getTestApp();
    await seedDemoDataIfEmpty(app);
    const employer = await signIn(DEMO_EMPLOYER_EMAIL);
    const figures = (await employer({ method: 'GET', url: '/api/dashboard/hirer' })).json();
    expect(figures).toMatchObject({
      companyName: 'Greenfield Hospitality Group',
      activeJobs: 5,
      totalApplications: 4,
    });
    expect(figures.recentActivity.length).toBeGreaterThan(0);
    const talent = (await employer({ method: 'GET', url: '/api/feed/seekers' })).json().cards as {
      id: string;
      titleText: string;
      sample: boolean;
    }[];
    expect(talent.every((card) => card.sample)).toBe(true);
    expect((await employer({ method: 'GET', url: '/api/company' })).json().company.sample).toBe(true);
    const jordan = talent.find((card) => card.titleText.startsWith('Jordan'));
    expect(jordan).toBeDefined();
    const swipe = await employer({
      method: 'POST',
      url: '/api/swipes',
      payload: { targetId: jordan!.id, targetKind: 'seeker', action: 'like' },
    });
    expect(swipe.json().isMatch).toBe(true);
  });
});
