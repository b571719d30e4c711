import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { disclosureAccessLog } from '../../db/schema';
import { getTestApp, type TestUser } from '../../test/app';
import type { SeekerOptions } from '../../test/fixtures';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../../test/fixtures';

const ANSWERS: SeekerOptions = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  keySkills: ['cscs_labourer', 'teamwork'],
  legal: {
    sentenceCompleted: true,
    convictionTypes: ['theft_burglary_robbery'],
    convictionStatus: 'unspent',
  },
  health: { hasDisability: true, disabilityTypes: ['mobility_physical_access'] },
};

async function view(hirer: TestUser, seekerUserId: string) {
  const res = await hirer.inject({ method: 'GET', url: `/api/candidates/${seekerUserId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().candidate;
}

async function logFor(seekerUserId: string) {
  const { app } = await getTestApp();
  return app.database.db
    .select()
    .from(disclosureAccessLog)
    .where(eq(disclosureAccessLog.seekerUserId, seekerUserId));
}

describe('candidate profile (View More)', () => {
  it('shows the profile and its best match; disclosure only once connected (default choice), logging each view', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Acme');
    const jobId = await postJob(hirer, {
      title: 'Labourer',
      requiredSkills: ['cscs_labourer', 'bricklaying'],
    });
    const seeker = await seekerThroughApi(app, ANSWERS);

    const before = await view(hirer, seeker.id);
    expect(before).toMatchObject({
      seekerUserId: seeker.id,
      displayName: 'Jo Bloggs',
      keySkills: ['cscs_labourer', 'teamwork'],
      skillMatchPercentage: 50,
      connected: false,
      matchId: null,
      isFavourite: false,
      conviction: null,
      health: null,
    });
    expect(await logFor(seeker.id)).toHaveLength(0);

    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    const done = await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });

    const after = await view(hirer, seeker.id);
    expect(after).toMatchObject({ connected: true, matchId: done.match!.id, isFavourite: true });
    expect(after.conviction).toMatchObject({ sentenceCompleted: true, convictionStatus: 'unspent' });
    expect(after.health).toMatchObject({ hasDisability: true });
    await view(hirer, seeker.id);

    const log = await logFor(seeker.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ viewerUserId: hirer.id, companyId: hirer.companyId, companyName: 'Acme' });
    expect([...log[0]!.sections].sort()).toEqual(['conviction', 'health']);

    // The seeker reads the same entries on /seeker-disclosure.
    const seen = await seeker.inject({ method: 'GET', url: '/api/seeker/disclosure/access-log' });
    expect(seen.json().items).toHaveLength(2);
  });

  it('an application connects the seeker to the employer', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Acme');
    const jobId = await postJob(hirer, { title: 'Labourer' });
    const seeker = await seekerThroughApi(app, ANSWERS);
    await seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });
    const candidate = await view(hirer, seeker.id);
    expect(candidate.connected).toBe(true);
    expect(candidate.conviction).not.toBeNull();
  });

  it('follows each sharing choice per section: nobody, connected, any employer', async () => {
    const { app } = await getTestApp();
    const stranger = await hirerThroughApi(app, 'Stranger Ltd');
    const partner = await hirerThroughApi(app, 'Partner Ltd');
    const jobId = await postJob(partner, { title: 'Porter' });
    const seeker = await seekerThroughApi(app, {
      ...ANSWERS,
      sharing: { convictionSharing: 'nobody', healthSharing: 'any_employer' },
    });
    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    await swipe(partner, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });

    const toStranger = await view(stranger, seeker.id);
    expect(toStranger.conviction).toBeNull();
    expect(toStranger.health).toMatchObject({ hasDisability: true });
    const toPartner = await view(partner, seeker.id);
    expect(toPartner.conviction).toBeNull();
    expect(toPartner.health).not.toBeNull();

    const log = await logFor(seeker.id);
    expect(log.map((l) => [l.companyName, l.sections])).toEqual([
      ['Stranger Ltd', ['health']],
      ['Partner Ltd', ['health']],
    ]);

    await seeker.inject({
      method: 'PUT',
      url: '/api/seeker/disclosure/sharing',
      payload: { convictionSharing: 'connected', healthSharing: 'nobody' },
    });
    expect((await view(stranger, seeker.id)).conviction).toBeNull();
    const partnerNow = await view(partner, seeker.id);
    expect(partnerNow.conviction).not.toBeNull();
    expect(partnerNow.health).toBeNull();
    expect(await logFor(seeker.id)).toHaveLength(3);
  });

  it('is only for hirers with a company, about seekers who completed setup', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app);
    const seeker = await seekerThroughApi(app);
    const res = await hirer.inject({ method: 'GET', url: '/api/candidates/unknown-user' });
    expect(res.statusCode).toBe(404);
    const asSeeker = await seeker.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` });
    expect(asSeeker.statusCode).toBe(403);
  });
});
