import { describe, expect, it } from 'vitest';
import { match } from '../../db/schema';
import { getTestApp } from '../../test/app';
import { createSwipes } from './swipe-batches';
import { hirerThroughApi, postJob, seekerThroughApi } from '../../test/fixtures';

/** Swipes made in the same turn of the event loop share one statement (see swipe-batches.ts). */
describe('swipes arriving together', () => {
  it('are answered each in its own right, and complete pairs in either order within the batch', async () => {
    const { app } = await getTestApp();
    const db = app.database.db;
    const hirer = await hirerThroughApi(app, 'Batch Builders');
    const jobId = await postJob(hirer, { title: 'Porter', requiredSkills: ['teamwork'] });
    const seekers = [];
    for (let i = 0; i < 4; i += 1) seekers.push(await seekerThroughApi(app, { keySkills: ['teamwork'] }));
    const swipes = createSwipes(db);
    // Employer first for seekers 0 and 1, in an earlier batch.
    await Promise.all(
      seekers.slice(0, 2).map((s) =>
        swipes.employerSwipe({
          hirerUserId: hirer.id,
          seekerUserId: s.id,
          action: 'like',
          contextJobId: null,
        }),
      ),
    );
    // One batch: likes of seekers 0-3 and a pass of seeker 3 on an unknown job.
    const seekerAnswers = await Promise.all([
      ...seekers.map((s) => swipes.seekerSwipe({ seekerUserId: s.id, jobId, action: 'like' })),
      swipes.seekerSwipe({
        seekerUserId: seekers[3]!.id,
        jobId: '00000000-0000-4000-8000-000000000000',
        action: 'pass',
      }),
    ]);
    expect(seekerAnswers.map((a) => [a.job_found, a.created])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [true, false],
      [false, false],
    ]);
    // Then employer likes for seekers 2 and 3, and a pass, in one batch: 2 and 3 now match.
    const employerAnswers = await Promise.all(
      seekers.slice(1).map((s, i) =>
        swipes.employerSwipe({
          hirerUserId: hirer.id,
          seekerUserId: s.id,
          action: i === 0 ? 'pass' : 'like',
          contextJobId: null,
        }),
      ),
    );
    expect(employerAnswers.map((a) => [a.company_ok, a.seeker_ok, a.created])).toEqual([
      [true, true, false],
      [true, true, true],
      [true, true, true],
    ]);
    const made = await db.select().from(match);
    expect(made.map((m) => m.seekerUserId).sort()).toEqual(seekers.map((s) => s.id).sort());
  });

  it('one swipe that fails does not fail the others made with it', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Batch Builders');
    const jobId = await postJob(hirer, { title: 'Porter', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, { keySkills: ['teamwork'] });
    const swipes = createSwipes(app.database.db);
    // A swipe by an account that does not exist breaks the batch's statement (foreign key), so
    // each swipe runs alone: only that one fails.
    const settled = await Promise.allSettled([
      swipes.seekerSwipe({ seekerUserId: seeker.id, jobId, action: 'like' }),
      swipes.seekerSwipe({ seekerUserId: 'no-such-account', jobId, action: 'like' }),
      swipes.seekerSwipe({ seekerUserId: seeker.id, jobId, action: 'super_like' }),
    ]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const row = await app.database.db.query.seekerSwipe.findFirst();
    expect(row?.action).toBe('super_like');
  });
});
