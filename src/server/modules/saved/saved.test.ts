import { describe, expect, it } from 'vitest';
import { seekerDisclosure } from '../../db/schema';
import { getTestApp, signUp } from '../../test/app';
import { insertHirer, insertJob, insertSeeker } from '../../test/fixtures';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('saved jobs', () => {
  it('saves and removes a job idempotently, and lists saved jobs newest first with their company', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Harbour Hotels');
    const first = await insertJob(app, hirer.companyId, {
      title: 'Night Porter',
      salaryMin: 23000,
      salaryMax: 25000,
    });
    const second = await insertJob(app, hirer.companyId, { title: 'Breakfast Chef' });
    const seeker = await insertSeeker(app);

    for (const jobId of [first, first, second]) {
      const res = await seeker.inject({ method: 'PUT', url: `/api/saved-jobs/${jobId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: true });
    }
    const list = await seeker.inject({ method: 'GET', url: '/api/saved-jobs' });
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items.map((i: { job: { title: string } }) => i.job.title)).toEqual([
      'Breakfast Chef',
      'Night Porter',
    ]);
    expect(items[1].job).toMatchObject({
      companyName: 'Harbour Hotels',
      salaryMin: 23000,
      salaryMax: 25000,
      salaryCurrency: 'GBP',
      employmentType: 'Full-time',
    });

    for (let i = 0; i < 2; i++) {
      const res = await seeker.inject({ method: 'DELETE', url: `/api/saved-jobs/${first}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: false });
    }
    const after = await seeker.inject({ method: 'GET', url: '/api/saved-jobs' });
    expect(after.json().items.map((i: { job: { id: string } }) => i.job.id)).toEqual([second]);
  });

  it('keeps each seeker’s list to themselves', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const jobId = await insertJob(app, hirer.companyId);
    const a = await insertSeeker(app);
    const b = await insertSeeker(app);
    await a.inject({ method: 'PUT', url: `/api/saved-jobs/${jobId}` });
    expect((await b.inject({ method: 'GET', url: '/api/saved-jobs' })).json().items).toEqual([]);
  });

  it('only saves jobs that are open', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const draft = await insertJob(app, hirer.companyId, { status: 'draft' });
    const archived = await insertJob(app, hirer.companyId, { status: 'archived' });
    const seeker = await insertSeeker(app);
    for (const id of [draft, archived, MISSING]) {
      const res = await seeker.inject({ method: 'PUT', url: `/api/saved-jobs/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('JOB_NOT_FOUND');
    }
    expect((await seeker.inject({ method: 'PUT', url: '/api/saved-jobs/123' })).statusCode).toBe(400);
    expect((await seeker.inject({ method: 'DELETE', url: '/api/saved-jobs/123' })).statusCode).toBe(400);
  });

  it('is for signed-in seekers only', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const jobId = await insertJob(app, hirer.companyId);
    for (const [method, url] of [
      ['GET', '/api/saved-jobs'],
      ['PUT', `/api/saved-jobs/${jobId}`],
      ['DELETE', `/api/saved-jobs/${jobId}`],
    ] as const) {
      const wrongRole = await hirer.inject({ method, url });
      expect(wrongRole.statusCode).toBe(403);
      expect(wrongRole.json().error.message).toBe('Only job seekers can save jobs');
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('favourite talent', () => {
  it('adds and removes seekers idempotently, per company, without any disclosure answer', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const rival = await insertHirer(app);
    const ada = await insertSeeker(app, {
      firstName: 'Ada',
      lastName: 'Khan',
      keySkills: ['food_hygiene'],
    });
    const ben = await insertSeeker(app, { firstName: 'Ben', lastName: 'Ortiz' });
    await app.database.db.insert(seekerDisclosure).values({
      userId: ada.id,
      sentenceCompleted: true,
      hasDisability: true,
      convictionSharing: 'any_employer',
    });

    for (const id of [ada.id, ada.id, ben.id]) {
      const res = await hirer.inject({ method: 'PUT', url: `/api/favourite-talent/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favourite: true });
    }
    const list = await hirer.inject({ method: 'GET', url: '/api/favourite-talent' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { name: string }) => i.name)).toEqual(['Ben Ortiz', 'Ada Khan']);
    expect(list.json().items[1]).toMatchObject({ seekerUserId: ada.id, skills: ['food_hygiene'] });
    expect(list.body).not.toMatch(/sentenceCompleted|hasDisability|conviction/i);
    expect((await rival.inject({ method: 'GET', url: '/api/favourite-talent' })).json().items).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const res = await hirer.inject({ method: 'DELETE', url: `/api/favourite-talent/${ada.id}` });
      expect(res.json()).toEqual({ favourite: false });
    }
    const after = await hirer.inject({ method: 'GET', url: '/api/favourite-talent' });
    expect(after.json().items.map((i: { name: string }) => i.name)).toEqual(['Ben Ortiz']);
  });

  it('only keeps seekers with a profile', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const newcomer = await signUp(app, 'seeker');
    const other = await insertHirer(app);
    for (const id of [newcomer.id, other.id, 'nobody']) {
      const res = await hirer.inject({ method: 'PUT', url: `/api/favourite-talent/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Candidate not found');
    }
  });

  it('needs a company profile', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const res = await hirer.inject({ method: 'GET', url: '/api/favourite-talent' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('COMPANY_NOT_FOUND');
  });

  it('is for signed-in hirers only', async () => {
    const { app } = await getTestApp();
    const seeker = await insertSeeker(app);
    for (const [method, url] of [
      ['GET', '/api/favourite-talent'],
      ['PUT', `/api/favourite-talent/${seeker.id}`],
      ['DELETE', `/api/favourite-talent/${seeker.id}`],
    ] as const) {
      const wrongRole = await seeker.inject({ method, url });
      expect(wrongRole.statusCode).toBe(403);
      expect(wrongRole.json().error.message).toBe('Only hirers can keep favourite talent');
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
