import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityEvent, favouriteTalent, seekerSwipe, match, savedJob, employerSwipe } from '../../db/schema';
import { getTestApp } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../../test/fixtures';

async function setup() {
  const { app } = await getTestApp();
  const hirer = await hirerThroughApi(app, 'Acme Construction');
  const jobId = await postJob(hirer, { title: 'Site Labourer', requiredSkills: ['cscs_labourer'] });
  const seeker = await seekerThroughApi(app, {
    firstName: 'Priya',
    lastName: 'Shah',
    keySkills: ['cscs_labourer'],
  });
  return { app, db: app.database.db, hirer, jobId, seeker };
}

describe('mutual matches', () => {
  it('seeker first: the employer like completes the pair, answers isMatch, and both sides see the match', async () => {
    const { db, hirer, jobId, seeker } = await setup();

    expect(await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' })).toEqual({
      isMatch: false,
    });
    const done = await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });
    expect(done.isMatch).toBe(true);
    expect(done.match).toMatchObject({
      companyId: hirer.companyId,
      companyName: 'Acme Construction',
      seekerUserId: seeker.id,
      seekerDisplayName: 'Priya Shah',
      jobId,
      jobTitle: 'Site Labourer',
    });

    expect(await db.select().from(match)).toHaveLength(1);
    for (const user of [seeker, hirer]) {
      const res = await user.inject({ method: 'GET', url: '/api/matches' });
      expect(res.statusCode).toBe(200);
      expect(res.json().matches.map((m: { id: string }) => m.id)).toEqual([done.match!.id]);
    }

    const events = await db.select().from(activityEvent).where(eq(activityEvent.type, 'match'));
    expect(events.map((e) => e.userId).sort()).toEqual([seeker.id, hirer.id].sort());
    expect(events.every((e) => e.refId === done.match!.id)).toBe(true);
    expect(events.find((e) => e.userId === seeker.id)!.body).toBe(
      'You matched with Acme Construction for Site Labourer',
    );
    expect(events.find((e) => e.userId === hirer.id)!.body).toBe(
      'You matched with Priya Shah for Site Labourer',
    );
  });

  it('employer first, with the job as context: the seeker like completes the pair', async () => {
    const { db, hirer, jobId, seeker } = await setup();
    expect(
      await swipe(hirer, {
        targetId: seeker.id,
        targetKind: 'seeker',
        action: 'super_like',
        contextJobId: jobId,
      }),
    ).toEqual({ isMatch: false });
    const done = await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    expect(done.isMatch).toBe(true);
    expect(done.match!.jobId).toBe(jobId);
    expect(await db.select().from(match)).toHaveLength(1);
  });

  it('an employer like for another job does not match', async () => {
    const { db, hirer, jobId, seeker } = await setup();
    const otherJob = await postJob(hirer, { title: 'Driver', requiredSkills: ['hgv_class1'] });
    await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like', contextJobId: otherJob });
    expect(await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' })).toEqual({
      isMatch: false,
    });
    expect(await db.select().from(match)).toHaveLength(0);
  });

  it('a pass never matches, from either side', async () => {
    const { db, hirer, jobId, seeker } = await setup();
    await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });
    expect(await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'pass' })).toEqual({
      isMatch: false,
    });

    const { app } = await getTestApp();
    const other = await seekerThroughApi(app, { keySkills: ['cscs_labourer'] });
    await swipe(other, { targetId: jobId, targetKind: 'job', action: 'super_like' });
    expect(await swipe(hirer, { targetId: other.id, targetKind: 'seeker', action: 'pass' })).toEqual({
      isMatch: false,
    });
    expect(await db.select().from(match)).toHaveLength(0);

    // Changing one's mind later still counts: the latest swipe is the one kept.
    expect((await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'super_like' })).isMatch).toBe(
      true,
    );
  });

  it('swipes are idempotent per target: one row, one match, no repeated events', async () => {
    const { db, hirer, jobId, seeker } = await setup();
    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    expect(await db.select().from(seekerSwipe)).toHaveLength(1);

    const first = await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });
    const again = await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });
    const seekerAgain = await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    expect(first.isMatch).toBe(true);
    expect(again).toEqual(first);
    expect(seekerAgain.match!.id).toBe(first.match!.id);
    expect(await db.select().from(employerSwipe)).toHaveLength(1);
    expect(await db.select().from(match)).toHaveLength(1);
    expect(await db.select().from(activityEvent).where(eq(activityEvent.type, 'match'))).toHaveLength(2);
  });

  it('applying counts as the seeker like, in either order', async () => {
    const { app, db, hirer, jobId, seeker } = await setup();
    // Employer first, then the application completes the pair.
    await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });
    const applied = await seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    expect(applied.json().isMatch).toBe(true);
    expect(await db.select().from(match)).toHaveLength(1);

    // Application first, then the employer like completes it.
    const other = await seekerThroughApi(app, { keySkills: ['cscs_labourer'] });
    const res = await other.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });
    expect(res.json().isMatch).toBe(false);
    const done = await swipe(hirer, { targetId: other.id, targetKind: 'seeker', action: 'like' });
    expect(done.isMatch).toBe(true);
    expect(done.match).toMatchObject({ seekerUserId: other.id, jobId });
  });

  it('an employer like without context picks the job the seeker super-liked', async () => {
    const { hirer, jobId, seeker } = await setup();
    const superJob = await postJob(hirer, {
      title: 'Forklift Driver',
      requiredSkills: ['forklift_counterbalance'],
    });
    await swipe(seeker, { targetId: superJob, targetKind: 'job', action: 'super_like' });
    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    const done = await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });
    expect(done.match!.jobId).toBe(superJob);
  });

  it('a like or super_like adds to favourites once; a pass does not', async () => {
    const { app, db, hirer, jobId, seeker } = await setup();
    const other = await seekerThroughApi(app);
    const passedJob = await postJob(hirer, { title: 'Passed' });

    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'super_like' });
    await swipe(seeker, { targetId: passedJob, targetKind: 'job', action: 'pass' });
    await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'super_like' });
    await swipe(hirer, { targetId: other.id, targetKind: 'seeker', action: 'pass' });

    const saved = await db.select().from(savedJob).where(eq(savedJob.seekerUserId, seeker.id));
    expect(saved.map((s) => s.jobId)).toEqual([jobId]);
    const favourites = await db
      .select()
      .from(favouriteTalent)
      .where(and(eq(favouriteTalent.companyId, hirer.companyId)));
    expect(favourites.map((f) => f.seekerUserId)).toEqual([seeker.id]);

    const listed = await seeker.inject({ method: 'GET', url: '/api/saved-jobs' });
    expect(listed.json().items.map((i: { job: { id: string } }) => i.job.id)).toEqual([jobId]);
  });

  it('matches list only the asker’s own', async () => {
    const { app, hirer, jobId, seeker } = await setup();
    const rival = await hirerThroughApi(app, 'Rival');
    const stranger = await seekerThroughApi(app);
    await swipe(seeker, { targetId: jobId, targetKind: 'job', action: 'like' });
    await swipe(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like' });
    for (const user of [rival, stranger]) {
      const res = await user.inject({ method: 'GET', url: '/api/matches' });
      expect(res.statusCode).toBe(200);
      expect(res.json().matches).toEqual([]);
    }
  });

  it('two likes racing from both sides still make exactly one match', async () => {
    const { app, db, hirer } = await setup();
    const jobId = await postJob(hirer, { title: 'Porter', requiredSkills: ['teamwork'] });
    const seekers = [];
    for (let i = 0; i < 8; i += 1) seekers.push(await seekerThroughApi(app, { keySkills: ['teamwork'] }));
    const answers = await Promise.all(
      seekers.flatMap((s) => [
        swipe(s, { targetId: jobId, targetKind: 'job', action: 'like' }),
        swipe(hirer, { targetId: s.id, targetKind: 'seeker', action: 'like' }),
      ]),
    );
    const made = await db.select().from(match);
    expect(made.map((m) => m.seekerUserId).sort()).toEqual(seekers.map((s) => s.id).sort());
    // Of each pair, the later action answers the match (both may, when they overlapped).
    for (const s of seekers) {
      const i = seekers.indexOf(s);
      expect(answers[2 * i]!.isMatch || answers[2 * i + 1]!.isMatch, s.id).toBe(true);
    }
  });
});
