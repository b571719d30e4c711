import type { FastifyInstance } from 'fastify';
import { company, job, seekerProfile } from '../../db/schema';
import { signUp, type TestUser } from '../../test/app';
import { profileCompletion } from '@shared/rules/seeker-completion';

/** Test data for the applications, saved and dashboard tests: rows as the other modules store them. */

export interface TestHirer extends TestUser {
  companyId: string;
  companyName: string;
}

let n = 0;

export async function hirerWithCompany(
  app: FastifyInstance,
  companyName = `Acme ${++n} Ltd`,
): Promise<TestHirer> {
  const user = await signUp(app, 'hirer');
  const [row] = await app.database.db
    .insert(company)
    .values({ userId: user.id, companyName, industry: 'Retail', locationCity: 'Leeds' })
    .returning({ id: company.id });
  return { ...user, companyId: row!.id, companyName };
}

export async function jobOf(
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

export async function seekerWithProfile(
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
