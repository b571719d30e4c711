import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EMPTY_FINAL_DRAFT,
  EMPTY_HEALTH_DRAFT,
  EMPTY_LEGAL_DRAFT,
  type CompleteProfileInput,
  type HealthDraft,
  type LegalDraft,
  type Sharing,
} from '@shared/contracts/seeker';
import type { JobCreateInput } from '@shared/contracts/jobs';
import type { DiscoverCard, SwipeRequest, SwipeResponse } from '@shared/contracts/matching';
import { profileCompletion } from '@shared/rules/seeker-completion';
import { company, job, seekerProfile } from '../db/schema';
import { signUp, type TestUser } from './app';

/**
 * Test data for the server tests, made one of two ways, named so a test says which it uses:
 *
 * - **through the API** (`hirerThroughApi`, `postJob`, `seekerThroughApi`, `swipe`, the feeds): the
 *   public endpoints a user would call, so every rule on the way (validation, completion, feed
 *   stamps, sharing choices) runs as in production. Use these when the test is about behaviour
 *   that depends on those rules.
 * - **as direct rows** (`insertHirer`, `insertJob`, `insertSeeker`, `setSeekerActivity`): rows
 *   written with Drizzle as the owning module stores them, for scene-setting the test is not about
 *   (cheaper, and able to set what no endpoint sets: a draft's dates, a seeker's last activity).
 */

export interface TestHirer extends TestUser {
  companyId: string;
  companyName: string;
}

let n = 0;

// ---- Through the API ------------------------------------------------------------------------

/** An employer account with a company made through company setup (POST /api/company). */
export async function hirerThroughApi(
  app: FastifyInstance,
  companyName = 'Greenway Builders',
): Promise<TestHirer> {
  const user = await signUp(app, 'hirer');
  const res = await user.inject({ method: 'POST', url: '/api/company', payload: { companyName } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const body = res.json() as { company: { id: string } };
  return { ...user, companyId: body.company.id, companyName };
}

/** A job posted by the employer (POST /api/jobs, active unless `status` says otherwise); its id. */
export async function postJob(
  hirer: TestUser,
  job: Partial<JobCreateInput> & { title: string; requiredSkills?: string[] },
): Promise<string> {
  const res = await hirer.inject({
    method: 'POST',
    url: '/api/jobs',
    payload: {
      description: 'A friendly team in Manchester.',
      category: 'General Labour',
      employmentType: 'Full-time',
      locationCity: 'Manchester',
      locationCountry: 'United Kingdom',
      salaryMin: 24000,
      salaryMax: 28000,
      status: 'active',
      ...job,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { job: { id: string } }).job.id;
}

export interface SeekerOptions {
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  keySkills?: string[];
  legal?: Partial<LegalDraft>;
  health?: Partial<HealthDraft>;
  sharing?: Partial<Sharing>;
}

/**
 * A seeker who completed setup through POST /api/seeker/profile/complete (so they appear in
 * employers' decks), and chose `sharing` through PUT /api/seeker/disclosure/sharing if given.
 */
export async function seekerThroughApi(app: FastifyInstance, opts: SeekerOptions = {}): Promise<TestUser> {
  const user = await signUp(app, 'seeker');
  const body: CompleteProfileInput = {
    personal: {
      firstName: opts.firstName ?? 'Sam',
      lastName: opts.lastName ?? 'Taylor',
      jobTitle: opts.jobTitle ?? 'Labourer',
      headline: 'Reliable and keen to learn',
    },
    skills: {
      keySkills: (opts.keySkills ?? []) as CompleteProfileInput['skills']['keySkills'],
      jobInterests: [],
    },
    legal: { ...EMPTY_LEGAL_DRAFT, ...opts.legal },
    health: { ...EMPTY_HEALTH_DRAFT, ...opts.health },
    final: { ...EMPTY_FINAL_DRAFT, workPreferences: ['full_time'] },
  };
  const res = await user.inject({ method: 'POST', url: '/api/seeker/profile/complete', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  if (opts.sharing) {
    const shared = await user.inject({
      method: 'PUT',
      url: '/api/seeker/disclosure/sharing',
      payload: opts.sharing,
    });
    expect(shared.statusCode, shared.body).toBe(200);
  }
  return user;
}

export async function swipe(user: TestUser, body: SwipeRequest): Promise<SwipeResponse> {
  const res = await user.inject({ method: 'POST', url: '/api/swipes', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SwipeResponse;
}

export async function jobsFeed(seeker: TestUser): Promise<DiscoverCard[]> {
  const res = await seeker.inject({ method: 'GET', url: '/api/feed/jobs' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { cards: DiscoverCard[] }).cards;
}

export async function seekersFeed(hirer: TestUser, contextJobId?: string): Promise<DiscoverCard[]> {
  const url = contextJobId ? `/api/feed/seekers?contextJobId=${contextJobId}` : '/api/feed/seekers';
  const res = await hirer.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { cards: DiscoverCard[] }).cards;
}

// ---- As direct rows ---------------------------------------------------------------------------

/** An employer account (signed up) whose company row is inserted directly. */
export async function insertHirer(app: FastifyInstance, companyName = `Acme ${++n} Ltd`): Promise<TestHirer> {
  const user = await signUp(app, 'hirer');
  const [row] = await app.database.db
    .insert(company)
    .values({ userId: user.id, companyName, industry: 'Retail', locationCity: 'Leeds' })
    .returning({ id: company.id });
  return { ...user, companyId: row!.id, companyName };
}

/** A job row of the company (active unless `values.status` says otherwise); its id. */
export async function insertJob(
  app: FastifyInstance,
  companyId: string,
  values: Partial<typeof job.$inferInsert> = {},
): Promise<string> {
  const status = values.status ?? 'active';
  const [row] = await app.database.db
    .insert(job)
    .values({
      companyId,
      title: `Warehouse Operative ${++n}`,
      description: 'Picking and packing orders.',
      category: 'Warehouse Operative',
      employmentType: 'Full-time',
      locationCity: 'Leeds',
      locationCountry: 'United Kingdom',
      salaryMin: 24000,
      salaryMax: 27000,
      requiredSkills: ['order_picking'],
      publishedAt: status === 'draft' ? null : new Date(),
      ...values,
      status,
    })
    .returning({ id: job.id });
  return row!.id;
}

/** A seeker account (signed up) whose completed profile row is inserted directly. */
export async function insertSeeker(
  app: FastifyInstance,
  values: Partial<typeof seekerProfile.$inferInsert> = {},
): Promise<TestUser> {
  const user = await signUp(app, 'seeker');
  const profile = {
    userId: user.id,
    firstName: 'Sam',
    lastName: `Taylor${++n}`,
    email: user.email,
    jobTitle: 'Warehouse Operative',
    headline: 'Reliable and ready to work',
    keySkills: ['order_picking', 'teamwork'],
    locationCity: 'Leeds',
    locationCountry: 'United Kingdom',
    setupCompletedAt: new Date(),
    ...values,
  };
  // Stored as the seekers module stores it: the 12-field completion of the profile.
  const profileCompletionPercentage = profileCompletion({
    ...profile,
    profilePictureUrl: profile.profileImageUrl,
    phone: profile.phoneNumber,
  });
  await app.database.db.insert(seekerProfile).values({ ...profile, profileCompletionPercentage });
  return user;
}

/** What no endpoint sets, written to the seeker's profile row: last activity and availability. */
export async function setSeekerActivity(
  app: FastifyInstance,
  seekerUserId: string,
  values: { lastActiveAt?: Date; availabilityStatus?: string },
) {
  await app.database.db.update(seekerProfile).set(values).where(eq(seekerProfile.userId, seekerUserId));
}

/**
 * Invite to interview as the applicants list does: open the conversation for the application and
 * propose one time two days ahead. Answers the interview's id.
 */
export async function inviteToInterview(hirer: TestUser, applicationId: string): Promise<string> {
  const opened = await hirer.inject({
    method: 'POST',
    url: '/api/conversations/open',
    payload: { applicationId },
  });
  expect(opened.statusCode, opened.body).toBeLessThan(300);
  const { id } = opened.json() as { id: string };
  const res = await hirer.inject({
    method: 'POST',
    url: `/api/conversations/${id}/interviews`,
    payload: {
      slots: [{ startsAt: new Date(Date.now() + 48 * 3_600_000).toISOString(), minutes: 30 }],
      kind: 'phone',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { interview: { id: string } }).interview.id;
}
