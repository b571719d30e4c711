import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { closesAtFor, closingDateOf, defaultClosingDate, latestClosingDate } from '@shared/rules/job-closing';
import { todayInUk } from '@shared/rules/calendar-date';
import { job } from '../../db/schema';
import { getTestApp, type TestUser } from '../../test/app';
import { hirerThroughApi, seekerThroughApi } from '../../test/fixtures';

const COMPLETE = {
  title: 'Kitchen Porter',
  description: 'Keep the kitchen running: washing up, deliveries, cleaning.',
  category: 'Kitchen Porter',
  employmentType: 'Full-time',
  locationCity: 'Manchester',
  locationCountry: 'United Kingdom',
};

const create = (user: TestUser, payload: Record<string, unknown>) =>
  user.inject({ method: 'POST', url: '/api/jobs', payload });

describe('requirements, benefits and closing dates', () => {
  it('keeps requirements (blank lines dropped) and benefits (once each), and shows them to seekers', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app);
    const res = await create(hirer, {
      ...COMPLETE,
      status: 'active',
      requirements: ['  Able to lift 20 kg  ', '', 'Early starts (6 am)'],
      benefits: ['free_meals', 'paid_breaks', 'free_meals'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().job;
    expect(created.requirements).toEqual(['Able to lift 20 kg', 'Early starts (6 am)']);
    expect(created.benefits).toEqual(['free_meals', 'paid_breaks']);

    const seeker = await seekerThroughApi(app);
    const read = await seeker.inject({ method: 'GET', url: `/api/jobs/${created.id}` });
    expect(read.json().job).toMatchObject({ requirements: created.requirements, benefits: created.benefits });

    const edited = await hirer.inject({
      method: 'PATCH',
      url: `/api/jobs/${created.id}`,
      payload: { requirements: [], benefits: ['sick_pay'] },
    });
    expect(edited.json().job).toMatchObject({ requirements: [], benefits: ['sick_pay'] });
  });

  it('refuses benefits off the list, too many or too long requirements', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app);
    const bad = await create(hirer, { ...COMPLETE, status: 'draft', benefits: ['a_yacht'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Please choose benefits from the list');
    const many = await create(hirer, {
      ...COMPLETE,
      status: 'draft',
      requirements: Array(13).fill('Punctual'),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toContain('at most 12 requirements');
    const long = await create(hirer, { ...COMPLETE, status: 'draft', requirements: ['x'.repeat(161)] });
    expect(long.statusCode).toBe(400);
  });

  it('closes a posted job 30 days on by default, or on the date chosen; refuses past and far dates', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app);
    const now = new Date();
    const posted = (await create(hirer, { ...COMPLETE, status: 'active' })).json().job;
    expect(posted.closesAt).toBe(closesAtFor(defaultClosingDate(now)));

    const draft = (await create(hirer, { ...COMPLETE, status: 'draft' })).json().job;
    expect(draft.closesAt).toBeNull();
    const published = (await hirer.inject({ method: 'POST', url: `/api/jobs/${draft.id}/publish` })).json()
      .job;
    expect(closingDateOf(published.closesAt)).toBe(defaultClosingDate(now));

    const chosen = (
      await create(hirer, { ...COMPLETE, status: 'active', closingDate: todayInUk(now) })
    ).json().job;
    expect(chosen.closesAt).toBe(closesAtFor(todayInUk(now)));
    // Extended later by the employer.
    const later = latestClosingDate(now);
    const extended = await hirer.inject({
      method: 'PATCH',
      url: `/api/jobs/${chosen.id}`,
      payload: { closingDate: later },
    });
    expect(extended.json().job.closesAt).toBe(closesAtFor(later));
    // A live job always keeps a closing date: clearing it leaves the one it has.
    const cleared = await hirer.inject({
      method: 'PATCH',
      url: `/api/jobs/${chosen.id}`,
      payload: { closingDate: null },
    });
    expect(cleared.json().job.closesAt).toBe(closesAtFor(later));

    const past = await create(hirer, { ...COMPLETE, status: 'active', closingDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(
      'The closing date has passed: please choose today or a later date',
    );
    const far = await create(hirer, { ...COMPLETE, status: 'active', closingDate: '2099-01-01' });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toBe('Please choose a closing date within 180 days');
    expect(
      (await create(hirer, { ...COMPLETE, status: 'active', closingDate: '31/12/2026' })).statusCode,
    ).toBe(400);
  });

  it('archives a job when its closing date passes, through the job queue, and it leaves the deck', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app);
    const seeker = await seekerThroughApi(app);
    const posted = (
      await create(hirer, { ...COMPLETE, title: 'Closing Soon Porter', status: 'active' })
    ).json().job;
    const other = (await create(hirer, { ...COMPLETE, title: 'Staying Porter', status: 'active' })).json()
      .job;
    const deckTitles = async () =>
      (
        (await seeker.inject({ method: 'GET', url: '/api/feed/jobs?keywords=porter' })).json().cards as {
          titleText: string;
        }[]
      ).map((c) => c.titleText);
    expect(await deckTitles()).toContain('Closing Soon Porter');

    // Its closing instant moves to a second from now (as if the date came), and its run is queued.
    const soon = new Date(Date.now() + 1000);
    await app.database.db.update(job).set({ closesAt: soon }).where(eq(job.id, posted.id));
    await app.services.closing.schedule(soon);

    await expect
      .poll(
        async () =>
          (await app.database.db.select({ status: job.status }).from(job).where(eq(job.id, posted.id)))[0]
            ?.status,
        { timeout: 15_000, interval: 250 },
      )
      .toBe('archived');
    const [row] = await app.database.db
      .select({ archivedAt: job.archivedAt, status: job.status })
      .from(job)
      .where(eq(job.id, other.id));
    expect(row).toMatchObject({ status: 'active', archivedAt: null });
    expect(await deckTitles()).not.toContain('Closing Soon Porter');
    expect(await deckTitles()).toContain('Staying Porter');
  });

  it('archives at start-up what closed while no server ran', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app);
    const posted = (await create(hirer, { ...COMPLETE, status: 'active' })).json().job;
    await app.database.db
      .update(job)
      .set({ closesAt: sql`now() - interval '1 hour'` })
      .where(eq(job.id, posted.id));
    await app.services.closing.resume(app.services.jobs);
    const read = await hirer.inject({ method: 'GET', url: `/api/jobs/${posted.id}` });
    expect(read.json().job).toMatchObject({ status: 'archived' });
    expect(read.json().job.archivedAt).not.toBeNull();
  });
});
