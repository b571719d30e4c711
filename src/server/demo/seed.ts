import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { companyCreateSchema } from '@shared/contracts/company';
import { jobCreateSchema } from '@shared/contracts/jobs';
import { EMPTY_HEALTH_DRAFT, EMPTY_LEGAL_DRAFT, completeProfileSchema } from '@shared/contracts/seeker';
import type { SwipeAction } from '@shared/contracts/matching';
import { account, user } from '../db/schema';
import type { SessionUser } from '../auth/session';
import {
  DEMO_COMPANIES,
  DEMO_EMPLOYER_EMAIL,
  DEMO_EMPLOYER_KEY,
  DEMO_PASSWORD,
  DEMO_SEEKERS,
  DEMO_SEEKER_EMAIL,
  DEMO_SEEKER_INDEX,
  HEALTH_PRESETS,
  LEGAL_PRESETS,
  type DemoSeeker,
} from './demo-data';
import { initialsImage, initialsOf } from './images';
import { demoRemovedMarker } from './remove';
import { firstRow } from '../db/rows';

export { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_SEEKER_EMAIL } from './demo-data';

type Role = 'seeker' | 'hirer';

/** Whether the database holds no account at all (the only time demo data is written). */
async function isEmpty(app: FastifyInstance) {
  const { n } = await firstRow<{ n: number }>(app.database.db, sql`select count(*)::int as n from "user"`);
  return n === 0;
}

/**
 * Accounts, all marked `sample` (labelled wherever shown, never e-mailed) and confirmed, written
 * as the rows better-auth writes (a user and its credential account) so that no confirmation
 * e-mail goes out. The two demo sign-ins have the demo password, hashed by better-auth; the other
 * demo people share one hash of a random secret nobody knows (so nobody can sign in as them), and
 * hashing once keeps seeding fast.
 */
function accountMaker(app: FastifyInstance) {
  let sharedHash: Promise<string> | undefined;
  async function insert(role: Role, email: string, name: string, passwordHash: string): Promise<SessionUser> {
    const id = crypto.randomBytes(16).toString('hex');
    const createdAt = new Date();
    await app.database.db
      .insert(user)
      .values({ id, email, name, role, emailVerified: true, sample: true, createdAt });
    await app.database.db.insert(account).values({
      id: crypto.randomBytes(16).toString('hex'),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    return { id, email, role, createdAt, emailVerified: true };
  }
  return {
    async signIn(role: Role, email: string, name: string): Promise<SessionUser> {
      const ctx = await app.auth.$context;
      return insert(role, email, name, await ctx.password.hash(DEMO_PASSWORD));
    },
    async character(role: Role, email: string, name: string): Promise<SessionUser> {
      sharedHash ??= app.auth.$context.then((ctx) =>
        ctx.password.hash(crypto.randomBytes(24).toString('base64url')),
      );
      return insert(role, email, name, await sharedHash);
    },
  };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

function setupInput(s: DemoSeeker, profileImageUrl: string | null) {
  return completeProfileSchema.parse({
    personal: { firstName: s.first, lastName: s.last, jobTitle: s.jobTitle, headline: s.headline },
    skills: { keySkills: s.skills, jobInterests: s.interests },
    legal: { ...EMPTY_LEGAL_DRAFT, ...LEGAL_PRESETS[s.legal] },
    health: { ...EMPTY_HEALTH_DRAFT, ...HEALTH_PRESETS[s.health] },
    final: {
      profileImageUrl,
      hasDrivingLicence: s.licence,
      workPreferences: s.prefs,
      openToRelocation: s.relocate,
    },
  });
}

/**
 * Seeds a believable UK demo world into an empty database: 8 employers with 5 jobs each, 40
 * people with completed profiles and varied disclosure choices, pictures drawn locally, and some
 * interest already shown, so the demo seeker and the demo employer can each get a match.
 */
export async function seedDemoData(app: FastifyInstance) {
  const started = Date.now();
  const accounts = accountMaker(app);
  const uploads = app.services.uploads;
  const companies = app.services.companies;
  const jobs = app.services.jobs;
  const seekers = app.services.seekers;

  // ---- employers, logos and jobs ----
  const employers = new Map<string, { user: SessionUser; jobIds: Map<string, string> }>();
  for (const c of DEMO_COMPANIES) {
    const name = `${c.companyName} hiring team`;
    const hirer =
      c.key === DEMO_EMPLOYER_KEY
        ? await accounts.signIn('hirer', DEMO_EMPLOYER_EMAIL, name)
        : await accounts.character('hirer', `hiring@${c.key}.newleaf.test`, name);
    await companies.create(
      hirer.id,
      companyCreateSchema.parse({
        companyName: c.companyName,
        industry: c.industry,
        companySize: c.companySize,
        websiteUrl: c.websiteUrl,
        description: c.description,
        locationCity: c.city,
        locationCountry: 'United Kingdom',
        preferredSkills: c.preferredSkills,
        fairChance: c.fairChance ?? [],
      }),
    );
    const logo = await uploads.storeImage({
      ownerUserId: hirer.id,
      kind: 'company-logo',
      data: await initialsImage({ initials: initialsOf(c.companyName), colour: c.colour, shape: 'tile' }),
    });
    await companies.update(hirer.id, { logoUrl: logo.url });
    const jobIds = new Map<string, string>();
    for (const j of c.jobs) {
      const created = await jobs.create(
        hirer,
        jobCreateSchema.parse({
          title: j.title,
          description: j.about,
          category: j.category,
          employmentType: j.employmentType,
          experienceLevel: j.experienceLevel,
          locationCity: j.city ?? c.city,
          locationCountry: 'United Kingdom',
          salaryMin: j.salary[0],
          salaryMax: j.salary[1],
          requiredSkills: j.skills,
          subjectToDbsBarring: j.dbs ?? false,
          requirements: j.needs ?? [],
          benefits: c.benefits,
          status: 'active',
        }),
      );
      jobIds.set(j.title, created.id);
    }
    employers.set(c.key, { user: hirer, jobIds });
  }

  // ---- people looking for work ----
  const people: SessionUser[] = [];
  for (const [i, s] of DEMO_SEEKERS.entries()) {
    const name = `${s.first} ${s.last}`;
    const seeker =
      i === DEMO_SEEKER_INDEX
        ? await accounts.signIn('seeker', DEMO_SEEKER_EMAIL, name)
        : await accounts.character('seeker', `${slug(s.first)}.${slug(s.last)}@people.newleaf.test`, name);
    // Most people add a photo; a few do not, so the initials fallback shows too.
    const photo =
      i % 7 === 3
        ? null
        : (
            await uploads.storeImage({
              ownerUserId: seeker.id,
              kind: 'profile-photo',
              data: await initialsImage({ initials: initialsOf(name), index: i, shape: 'circle' }),
            })
          ).url;
    await seekers.completeSetup(seeker.id, setupInput(s, photo));
    await seekers.updateProfile(seeker.id, {
      bio: s.bio,
      phoneNumber: `07700 900${String(100 + i).padStart(3, '0')}`,
      locationCity: s.city,
      locationCountry: 'United Kingdom',
    });
    await seekers.updateSharing(seeker.id, { convictionSharing: s.sharing[0], healthSharing: s.sharing[1] });
    people.push(seeker);
  }

  // ---- interest already shown ----
  const person = (first: string) => people[DEMO_SEEKERS.findIndex((s) => s.first === first)]!;
  const job = (company: string, title: string) => employers.get(company)!.jobIds.get(title)!;
  const employer = (company: string) => employers.get(company)!.user;
  const matching = app.services.matching;
  const applications = app.services.applications;
  const demoSeeker = people[DEMO_SEEKER_INDEX]!;

  // Three employers like the demo seeker: liking one of their jobs (or applying) makes a match.
  const likes: [string, SwipeAction, string | undefined][] = [
    ['riverside', 'super_like', job('riverside', 'Care Home Cook')],
    ['highstreet', 'like', undefined],
    ['cleansweep', 'like', undefined],
  ];
  for (const [company, action, contextJobId] of likes) {
    await matching.swipe(employer(company), {
      targetId: demoSeeker.id,
      targetKind: 'seeker',
      action,
      contextJobId,
    });
  }
  // People who like the demo employer's jobs: liking them back in Discover Talent makes a match.
  const fans: [string, string, SwipeAction][] = [
    ['Jordan', 'Kitchen Porter', 'like'],
    ['Priya', 'Barista', 'super_like'],
    ['Grace', 'Hotel Housekeeper', 'like'],
  ];
  for (const [first, title, action] of fans) {
    await matching.swipe(person(first), {
      targetId: job(DEMO_EMPLOYER_KEY, title),
      targetKind: 'job',
      action,
    });
  }
  // Applications, some already moved on by the employer.
  const applied: [SessionUser, string, string, ('shortlisted' | 'interview' | 'rejected')?][] = [
    [person('Tyrone'), DEMO_EMPLOYER_KEY, 'Commis Chef'],
    [person('Ruby'), DEMO_EMPLOYER_KEY, 'Front of House Supervisor', 'shortlisted'],
    [person('Hannah'), DEMO_EMPLOYER_KEY, 'Front of House Supervisor', 'interview'],
    [demoSeeker, DEMO_EMPLOYER_KEY, 'Commis Chef'],
    [demoSeeker, 'pennine', 'Packing Operative', 'interview'],
    [person('Daniel'), 'northgate', 'Counterbalance Forklift Driver', 'shortlisted'],
    [person('Marcus'), 'northgate', 'HGV Class 1 Driver', 'interview'],
    [person('Megan'), 'riverside', 'Care Assistant'],
    [person('Tomasz'), 'brickwell', 'Groundworker', 'rejected'],
    [person('Kieran'), 'bytebridge', 'IT Support Technician', 'shortlisted'],
  ];
  for (const [seeker, company, title, status] of applied) {
    const { application } = await applications.apply(seeker, job(company, title));
    if (status) await applications.updateApplicant(employer(company).id, application.id, status);
  }
  const saved = app.services.saved;
  await saved.saveJob(demoSeeker.id, job('riverside', 'Care Home Cook'));
  await saved.saveJob(demoSeeker.id, job(DEMO_EMPLOYER_KEY, 'Barista'));

  const counts = {
    companies: employers.size,
    jobs: [...employers.values()].reduce((n, e) => n + e.jobIds.size, 0),
    seekers: people.length,
    ms: Date.now() - started,
  };
  app.log.info(counts, `demo data seeded: sign in as ${DEMO_SEEKER_EMAIL} or ${DEMO_EMPLOYER_EMAIL}`);
  return counts;
}

/**
 * Called on start when DEMO_DATA is on (the default with the embedded database). Not after
 * `npm run demo:remove` took the sample world out of this installation (demoRemovedMarker).
 */
export async function seedDemoDataIfEmpty(app: FastifyInstance): Promise<boolean> {
  if (fs.existsSync(demoRemovedMarker(app.config))) return false;
  if (!(await isEmpty(app))) return false;
  await seedDemoData(app);
  return true;
}
