import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ConversationSummary } from '@shared/contracts/messaging';
import type { SeekerApplication } from '@shared/contracts/applications';
import type { SavedJob } from '@shared/contracts/saved';
import { cookieHeader, getTestApp, TEST_ORIGIN, type TestUser } from '../test/app';
import { hirerThroughApi, jobsFeed, postJob, seekerThroughApi, seekersFeed, swipe } from '../test/fixtures';
import {
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  DEMO_SEEKER_EMAIL,
  seedDemoData,
  seedDemoDataIfEmpty,
} from './seed';
import { demoRemovedMarker, demoRemoveCommand, removeSampleWorld } from './remove';

async function value<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T> {
  const res = (await app.database.db.execute(query)) as unknown as { rows: { v: T }[] };
  return res.rows[0]!.v;
}

const count = (app: FastifyInstance, query: ReturnType<typeof sql>) =>
  value<number>(app, sql`select count(*)::int as v from (${query}) x`);

async function signIn(app: FastifyInstance, email: string): Promise<TestUser & { status: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: DEMO_PASSWORD },
  });
  const cookie = cookieHeader(res.headers['set-cookie']);
  const id = res.statusCode === 200 ? (res.json() as { user: { id: string } }).user.id : '';
  return {
    status: res.statusCode,
    id,
    email,
    cookie,
    inject: (opts) => app.inject({ ...opts, headers: { origin: TEST_ORIGIN, cookie } } as never),
  };
}

async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const done = await res;
  expect(done.statusCode, done.body).toBeLessThan(300);
  return JSON.parse(done.body || '{}') as Record<string, unknown>;
}

/** The conversation of a match (opened as the app opens it). */
async function conversationOf(user: TestUser, matchId: string): Promise<string> {
  return (await ok(user.inject({ method: 'POST', url: '/api/conversations/open', payload: { matchId } })))
    .id as string;
}

afterEach(async () => {
  const { app } = await getTestApp();
  fs.rmSync(demoRemovedMarker(app.config), { force: true });
});

describe('removing the sample world', () => {
  it('removes every sample account with what real users did with it, and keeps real data', async () => {
    const { app } = await getTestApp();
    await seedDemoData(app);
    const sampleJob = (company: string) =>
      value<string>(
        app,
        sql`select j.id as v from job j join company c on c.id = j.company_id
            where c.company_name = ${company} order by j.title limit 1`,
      );

    // A real employer with a job, and a real seeker.
    const employer = await hirerThroughApi(app, 'Real Bakery Ltd');
    const realJob = await postJob(employer, { title: 'Real Baker', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, {
      firstName: 'Real',
      lastName: 'Person',
      keySkills: ['teamwork'],
    });

    // The decks label the sample world, and only it.
    const jobCards = await jobsFeed(seeker);
    expect(jobCards.some((c) => c.sample)).toBe(true);
    expect(jobCards.find((c) => c.id === realJob)?.sample).toBe(false);
    const talent = await seekersFeed(employer);
    expect(talent.some((c) => c.sample)).toBe(true);
    expect(talent.find((c) => c.id === seeker.id)?.sample).toBe(false);

    // The real seeker with the sample world: a match and messages with the demo employer, an
    // application it moved on, a saved job, a like.
    const demoEmployer = await signIn(app, DEMO_EMPLOYER_EMAIL);
    expect(demoEmployer.status).toBe(200);
    await swipe(demoEmployer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
    const greenfieldJob = await sampleJob('Greenfield Hospitality Group');
    const sampleMatch = await swipe(seeker, { targetKind: 'job', targetId: greenfieldJob, action: 'like' });
    expect(sampleMatch.isMatch).toBe(true);
    await ok(
      seeker.inject({
        method: 'POST',
        url: `/api/conversations/${await conversationOf(seeker, sampleMatch.match!.id)}/messages`,
        payload: { clientId: 'real-to-sample-1', body: 'Hello Greenfield' },
      }),
    );
    const pennineJob = await sampleJob('Pennine Manufacturing');
    const applied = await ok(
      seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId: pennineJob } }),
    );
    const applicationId = (applied.application as { id: string }).id;
    await ok(
      seeker.inject({ method: 'PUT', url: `/api/saved-jobs/${await sampleJob('Riverside Care Homes')}` }),
    );
    const conversationsOfSeeker = (await ok(seeker.inject({ method: 'GET', url: '/api/conversations' })))
      .items as ConversationSummary[];
    expect(conversationsOfSeeker.map((c) => c.sample)).toEqual([true]);

    // The real employer with the sample world: a match and messages with the demo seeker, and a
    // liked (favourite) sample seeker.
    const demoSeeker = await signIn(app, DEMO_SEEKER_EMAIL);
    expect(demoSeeker.status).toBe(200);
    await swipe(demoSeeker, { targetKind: 'job', targetId: realJob, action: 'like' });
    const withDemoSeeker = await swipe(employer, {
      targetKind: 'seeker',
      targetId: demoSeeker.id,
      action: 'like',
    });
    expect(withDemoSeeker.isMatch).toBe(true);
    await ok(
      demoSeeker.inject({
        method: 'POST',
        url: `/api/conversations/${await conversationOf(demoSeeker, withDemoSeeker.match!.id)}/messages`,
        payload: { clientId: 'sample-to-real-1', body: 'Hello from the demo' },
      }),
    );
    const otherSample = talent.find((c) => c.sample && c.id !== demoSeeker.id)!;
    await swipe(employer, { targetKind: 'seeker', targetId: otherSample.id, action: 'super_like' });

    // Real with real: a match, a message and an application stay.
    await swipe(employer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
    const realMatch = await swipe(seeker, { targetKind: 'job', targetId: realJob, action: 'like' });
    expect(realMatch.isMatch).toBe(true);
    const realConversation = await conversationOf(seeker, realMatch.match!.id);
    await ok(
      seeker.inject({
        method: 'POST',
        url: `/api/conversations/${realConversation}/messages`,
        payload: { clientId: 'real-to-real-1', body: 'Hello Real Bakery' },
      }),
    );
    await ok(seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId: realJob } }));
    await ok(seeker.inject({ method: 'PUT', url: `/api/saved-jobs/${realJob}` }));
    // Its (sample) employer moves the real seeker's application on: an item on the seeker's dashboard.
    const pennineHirer = await value<string>(
      app,
      sql`select user_id as v from company where company_name = 'Pennine Manufacturing'`,
    );
    await app.services.applications.updateApplicant(pennineHirer, applicationId, 'shortlisted');
    const applicationItems = sql`select 1 from activity_event where ref_id = ${applicationId}`;
    expect(await count(app, applicationItems)).toBeGreaterThan(0);

    const logos = await value<string[]>(
      app,
      sql`select array_agg(logo_url) as v from company where user_id in (select id from "user" where sample)`,
    );
    expect((await app.inject({ method: 'GET', url: logos[0]! })).statusCode).toBe(200);
    // Counted before: what the removal must report.
    const expected = {
      applications: await count(
        app,
        sql`select 1 from application a join job j on j.id = a.job_id join company c on c.id = j.company_id
            join "user" s on s.id = a.seeker_user_id join "user" h on h.id = c.user_id where s.sample or h.sample`,
      ),
      savedJobs: await count(
        app,
        sql`select 1 from saved_job sj join job j on j.id = sj.job_id join company c on c.id = j.company_id
            join "user" s on s.id = sj.seeker_user_id join "user" h on h.id = c.user_id where s.sample or h.sample`,
      ),
      images: await count(
        app,
        sql`select 1 from upload up join "user" u on u.id = up.owner_user_id where u.sample`,
      ),
    };

    // Remove (as the operator command does).
    const printed = await demoRemoveCommand(app.config)(app.database, []);
    expect(printed).toContain('48 sample accounts');

    // Nothing of the sample world is left.
    expect(await count(app, sql`select 1 from "user" where sample`)).toBe(0);
    expect(await count(app, sql`select 1 from company`)).toBe(1);
    expect(await count(app, sql`select 1 from job`)).toBe(1);
    expect(await count(app, sql`select 1 from seeker_profile`)).toBe(1);
    expect(await count(app, applicationItems)).toBe(0);
    expect((await app.inject({ method: 'GET', url: logos[0]! })).statusCode).toBe(404);
    expect((await signIn(app, DEMO_SEEKER_EMAIL)).status).toBe(401);

    // The real seeker's own data, and only that, is left.
    const mine = (await ok(seeker.inject({ method: 'GET', url: '/api/applications' })))
      .items as SeekerApplication[];
    expect(mine.map((a) => [a.jobId, a.job.sample])).toEqual([[realJob, false]]);
    const saved = (await ok(seeker.inject({ method: 'GET', url: '/api/saved-jobs' }))).items as SavedJob[];
    expect(saved.map((s) => s.job.id)).toEqual([realJob]);
    const seekerConversations = (await ok(seeker.inject({ method: 'GET', url: '/api/conversations' })))
      .items as ConversationSummary[];
    expect(seekerConversations.map((c) => [c.id, c.otherName, c.sample])).toEqual([
      [realConversation, 'Real Bakery Ltd', false],
    ]);
    const messages = (await ok(
      seeker.inject({ method: 'GET', url: `/api/conversations/${realConversation}/messages` }),
    )) as { items: { body: string }[] };
    expect(messages.items.map((m) => m.body)).toEqual(['Hello Real Bakery']);
    const seekerMatches = (await ok(seeker.inject({ method: 'GET', url: '/api/matches' }))).matches as {
      id: string;
    }[];
    expect(seekerMatches.map((m) => m.id)).toEqual([realMatch.match!.id]);
    expect(await ok(seeker.inject({ method: 'GET', url: '/api/seeker/profile' }))).toMatchObject({
      firstName: 'Real',
      lastName: 'Person',
    });

    // The real employer's too.
    const company = (await ok(employer.inject({ method: 'GET', url: '/api/company' }))).company;
    expect(company).toMatchObject({ companyName: 'Real Bakery Ltd', sample: false });
    const employerConversations = (await ok(employer.inject({ method: 'GET', url: '/api/conversations' })))
      .items as ConversationSummary[];
    expect(employerConversations.map((c) => c.id)).toEqual([realConversation]);
    const favourites = (await ok(employer.inject({ method: 'GET', url: '/api/favourite-talent' }))).items as {
      seekerUserId: string;
    }[];
    expect(favourites.map((f) => f.seekerUserId)).toEqual([seeker.id]);
    const applicants = (await ok(employer.inject({ method: 'GET', url: '/api/applicants' }))).items as {
      seekerUserId: string;
    }[];
    expect(applicants.map((a) => a.seekerUserId)).toEqual([seeker.id]);

    // The decks of this (running) process drop the sample cards at their next read.
    expect((await jobsFeed(seeker)).filter((c) => c.sample)).toEqual([]);
    expect((await seekersFeed(employer)).map((c) => c.id)).not.toContain(otherSample.id);
    expect((await seekersFeed(employer)).filter((c) => c.sample)).toEqual([]);

    // What went, by kind.
    expect(printed).toContain(`${expected.applications} applications`);
    expect(printed).toMatch(/\b8 companies/);
    expect(printed).toMatch(/\b40 jobs/);
    expect(printed).toMatch(/\b40 job seeker profiles/);
    expect(printed).toMatch(/\b2 conversations/);
    expect(printed).toMatch(/\b2 messages/);
    expect(printed).toMatch(new RegExp(`\\b${expected.savedJobs} saved jobs`));
    expect(printed).toMatch(new RegExp(`\\b${expected.images} pictures`));

    // Not seeded again into this installation, even once empty; a second run removes nothing.
    expect(fs.existsSync(demoRemovedMarker(app.config))).toBe(true);
    expect(await demoRemoveCommand(app.config)(app.database, [])).toBe(
      'No sample data found: nothing removed.',
    );
  });

  it('reports each kind it removed', async () => {
    const { app } = await getTestApp();
    await seedDemoData(app);
    const removed = await removeSampleWorld(app.config, app.database);
    expect(removed).toMatchObject({
      accounts: 48,
      companies: 8,
      jobs: 40,
      seekerProfiles: 40,
      conversations: 0,
      messages: 0,
      savedJobs: 5, // the demo seeker's two, and the jobs three people liked
      favourites: 3, // the three employers' likes of the demo seeker
      images: 8 + 34, // every logo, and the photos of all but six people
    });
    expect(removed.applications).toBe(10);
    expect(removed.swipes).toBeGreaterThanOrEqual(6);
    expect(await count(app, sql`select 1 from "user"`)).toBe(0);
    // An installation emptied this way stays empty at the next start.
    expect(await seedDemoDataIfEmpty(app)).toBe(false);
  });
});
