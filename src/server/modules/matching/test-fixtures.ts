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
import { seekerProfile } from '../../db/schema';
import { signUp, type TestUser } from '../../test/app';

/**
 * Test data for the matching tests, made through the public endpoints (company setup, job
 * posting, seeker setup, sharing choice). Only what no endpoint sets (a seeker's last activity or
 * availability) is written with Drizzle.
 */

export interface Hirer extends TestUser {
  companyId: string;
  companyName: string;
}

export async function hirerWithCompany(
  app: FastifyInstance,
  companyName = 'Greenway Builders',
): Promise<Hirer> {
  const user = await signUp(app, 'hirer');
  const res = await user.inject({ method: 'POST', url: '/api/company', payload: { companyName } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const body = res.json() as { company: { id: string } };
  return { ...user, companyId: body.company.id, companyName };
}

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

/** A seeker who completed setup (so they appear in employers' decks). */
export async function seekerWithProfile(app: FastifyInstance, opts: SeekerOptions = {}): Promise<TestUser> {
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

/** No endpoint sets these: a seeker's last activity and availability. */
export async function setSeekerActivity(
  app: FastifyInstance,
  seekerUserId: string,
  values: { lastActiveAt?: Date; availabilityStatus?: string },
) {
  await app.database.db.update(seekerProfile).set(values).where(eq(seekerProfile.userId, seekerUserId));
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
