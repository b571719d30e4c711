import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp, signUp, TEST_ORIGIN, type TestUser } from '../../test/app';

const COMPLETE = {
  title: 'Kitchen Porter',
  description: 'Keep the kitchen running: washing up, deliveries, cleaning.',
  category: 'Kitchen Porter',
  employmentType: 'Full-time',
  experienceLevel: 'entry',
  locationCity: 'Manchester',
  locationCountry: 'United Kingdom',
  salaryMin: 22000,
  salaryMax: 24500,
  requiredSkills: ['food_hygiene', 'teamwork'],
  subjectToDbsBarring: false,
};

async function employer(app: FastifyInstance, companyName = 'Greenway Kitchens'): Promise<TestUser> {
  const user = await signUp(app, 'hirer');
  const res = await user.inject({ method: 'POST', url: '/api/company', payload: { companyName } });
  expect(res.statusCode).toBe(201);
  return user;
}

const createJob = (user: TestUser, payload: Record<string, unknown>) =>
  user.inject({ method: 'POST', url: '/api/jobs', payload });
const readJob = (user: TestUser, id: string) => user.inject({ method: 'GET', url: `/api/jobs/${id}` });
const listJobs = (user: TestUser, query = '') =>
  user.inject({ method: 'GET', url: `/api/jobs/mine${query}` });
const patchJob = (user: TestUser, id: string, payload: Record<string, unknown>) =>
  user.inject({ method: 'PATCH', url: `/api/jobs/${id}`, payload });
const publish = (user: TestUser, id: string) =>
  user.inject({ method: 'POST', url: `/api/jobs/${id}/publish` });
const archive = (user: TestUser, id: string) =>
  user.inject({ method: 'POST', url: `/api/jobs/${id}/archive` });
const remove = (user: TestUser, id: string) => user.inject({ method: 'DELETE', url: `/api/jobs/${id}` });

async function newJob(user: TestUser, payload: Record<string, unknown>): Promise<string> {
  const res = await createJob(user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().job.id;
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/jobs', () => {
  it('posts a complete job as active, with its company, GBP salary and timestamps', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const res = await createJob(hirer, { ...COMPLETE, status: 'active' });
    expect(res.statusCode).toBe(201);
    const job = res.json().job;
    expect(job).toMatchObject({
      ...COMPLETE,
      companyName: 'Greenway Kitchens',
      status: 'active',
      salaryCurrency: 'GBP',
      isOwn: true,
      archivedAt: null,
    });
    expect(Date.parse(job.createdAt)).not.toBeNaN();
    expect(Date.parse(job.publishedAt)).not.toBeNaN();
  });

  it('saves a draft with only a title; missing fields read null', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const res = await createJob(hirer, { title: 'Barista', status: 'draft' });
    expect(res.statusCode).toBe(201);
    expect(res.json().job).toMatchObject({
      title: 'Barista',
      status: 'draft',
      description: null,
      category: null,
      employmentType: null,
      requiredSkills: [],
      subjectToDbsBarring: false,
      publishedAt: null,
    });
  });

  it("refuses Post Job without title, description, category and employment type (spec's message)", async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    for (const field of ['description', 'category', 'employmentType'] as const) {
      const res = await createJob(hirer, { ...COMPLETE, [field]: '', status: 'active' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please fill in all required fields.',
      });
    }
    const noTitle = await createJob(hirer, { ...COMPLETE, title: '  ', status: 'draft' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toContain('Please provide a job title');
    expect((await listJobs(hirer)).json().jobs).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const cases: Record<string, unknown>[] = [
      { ...COMPLETE, status: 'archived' },
      { ...COMPLETE },
      { ...COMPLETE, status: 'active', category: 'Astronaut' },
      { ...COMPLETE, status: 'active', employmentType: 'Forever' },
      { ...COMPLETE, status: 'active', experienceLevel: 'god' },
      { ...COMPLETE, status: 'active', locationCountry: 'Atlantis' },
      { ...COMPLETE, status: 'active', requiredSkills: ['juggling'] },
      { ...COMPLETE, status: 'active', requiredSkills: Array.from({ length: 31 }, () => 'teamwork') },
      { ...COMPLETE, status: 'active', requiredSkills: 'teamwork' },
      { ...COMPLETE, status: 'active', salaryMin: 40000, salaryMax: 30000 },
      { ...COMPLETE, status: 'active', salaryMin: -5 },
      { ...COMPLETE, status: 'active', salaryMax: 9_000_000 },
      { ...COMPLETE, status: 'active', salaryMin: '25k' },
      { ...COMPLETE, status: 'active', subjectToDbsBarring: 'yes' },
      { ...COMPLETE, status: 'active', title: 'x'.repeat(121) },
    ];
    for (const payload of cases) {
      const res = await createJob(hirer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs the hirer role and a company profile', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const wrongRole = await createJob(seeker, { ...COMPLETE, status: 'active' });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().error).toEqual({
      code: 'FORBIDDEN_ROLE',
      message: 'Only hirers can create job postings',
    });
    const noCompany = await signUp(app, 'hirer');
    const res = await createJob(noCompany, { ...COMPLETE, status: 'active' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'COMPANY_NOT_FOUND', message: 'Company profile not found' });
    const anon = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { origin: TEST_ORIGIN },
      payload: { ...COMPLETE, status: 'active' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/jobs/mine and /api/jobs/counts', () => {
  it('lists own jobs by exact status and counts jobs not archived as Active Jobs', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const a = await newJob(hirer, { ...COMPLETE, title: 'Active one', status: 'active' });
    await newJob(hirer, { ...COMPLETE, title: 'Active two', status: 'active' });
    await newJob(hirer, { title: 'Draft one', status: 'draft' });
    expect((await archive(hirer, a)).statusCode).toBe(200);

    const titles = async (status: string) =>
      (await listJobs(hirer, `?status=${status}`)).json().jobs.map((j: { title: string }) => j.title);
    expect(await titles('active')).toEqual(['Active two']);
    expect(await titles('draft')).toEqual(['Draft one']);
    expect(await titles('archived')).toEqual(['Active one']);
    expect((await listJobs(hirer)).json().jobs).toHaveLength(3);

    const counts = await hirer.inject({ method: 'GET', url: '/api/jobs/counts' });
    expect(counts.json()).toEqual({ active: 1, draft: 1, archived: 1, notArchived: 2 });
  });

  it('sorts by each of the six options', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const make = async (title: string, status: 'draft' | 'active', city: string | null) =>
      newJob(hirer, { ...COMPLETE, title, status, locationCity: city });
    await make('banana packer', 'active', 'York');
    await make('Apple picker', 'draft', null);
    const c = await make('Cherry sorter', 'active', 'Bath');
    await archive(hirer, c);
    const order = async (sort: string) =>
      (await listJobs(hirer, `?sort=${sort}`)).json().jobs.map((j: { title: string }) => j.title);
    expect(await order('date_desc')).toEqual(['Cherry sorter', 'Apple picker', 'banana packer']);
    expect(await order('date_asc')).toEqual(['banana packer', 'Apple picker', 'Cherry sorter']);
    expect(await order('title_asc')).toEqual(['Apple picker', 'banana packer', 'Cherry sorter']);
    expect(await order('title_desc')).toEqual(['Cherry sorter', 'banana packer', 'Apple picker']);
    expect(await order('status_priority')).toEqual(['banana packer', 'Apple picker', 'Cherry sorter']);
    expect(await order('location_asc')).toEqual(['Cherry sorter', 'banana packer', 'Apple picker']);
    // Newest first is the default.
    expect((await listJobs(hirer)).json().jobs[0].title).toBe('Cherry sorter');
  });

  it('refuses a bad status or sort, seekers, and signed-out visitors', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    expect((await listJobs(hirer, '?status=deleted')).statusCode).toBe(400);
    expect((await listJobs(hirer, '?sort=random')).statusCode).toBe(400);
    const seeker = await signUp(app, 'seeker');
    for (const url of ['/api/jobs/mine', '/api/jobs/counts']) {
      const res = await seeker.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN_ROLE',
        message: 'Only hirers can access their job postings',
      });
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const noCompany = await signUp(app, 'hirer');
    expect((await listJobs(noCompany)).json().error.message).toBe('Company profile not found');
  });
});

describe('GET /api/jobs/:id', () => {
  it('shows a draft to its company only; an active job to anyone signed in', async () => {
    const { app } = await getTestApp();
    const owner = await employer(app);
    const other = await employer(app, 'Other Co');
    const seeker = await signUp(app, 'seeker');
    const draft = await newJob(owner, { title: 'Secret draft', status: 'draft' });
    const active = await newJob(owner, { ...COMPLETE, status: 'active' });

    expect((await readJob(owner, draft)).json().job).toMatchObject({ title: 'Secret draft', isOwn: true });
    for (const user of [other, seeker]) {
      const res = await readJob(user, draft);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'JOB_NOT_FOUND', message: 'Job not found' });
      const visible = await readJob(user, active);
      expect(visible.statusCode).toBe(200);
      expect(visible.json().job).toMatchObject({ title: 'Kitchen Porter', isOwn: false });
    }
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${active}` })).statusCode).toBe(401);
  });

  it('hides archived jobs from others and answers 404 / 400 for unknown or malformed ids', async () => {
    const { app } = await getTestApp();
    const owner = await employer(app);
    const seeker = await signUp(app, 'seeker');
    const id = await newJob(owner, { ...COMPLETE, status: 'active' });
    await archive(owner, id);
    expect((await readJob(seeker, id)).statusCode).toBe(404);
    expect((await readJob(owner, id)).json().job.status).toBe('archived');
    expect((await readJob(owner, MISSING_ID)).statusCode).toBe(404);
    expect((await readJob(owner, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PATCH /api/jobs/:id', () => {
  it('edits a draft field by field; blank clears', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const id = await newJob(hirer, { title: 'Barista', status: 'draft', locationCity: 'Leeds' });
    const res = await patchJob(hirer, id, {
      description: 'Make coffee',
      category: 'Barista & Café Work',
      requiredSkills: ['barista'],
      subjectToDbsBarring: true,
      locationCity: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({
      title: 'Barista',
      description: 'Make coffee',
      category: 'Barista & Café Work',
      requiredSkills: ['barista'],
      subjectToDbsBarring: true,
      locationCity: null,
      status: 'draft',
    });
  });

  it('keeps a posted job complete, salaries ordered, and the status unchanged', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const id = await newJob(hirer, { ...COMPLETE, status: 'active' });
    const blank = await patchJob(hirer, id, { description: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please fill in all required fields.');
    const inverted = await patchJob(hirer, id, { salaryMin: 30000 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.message).toBe('The minimum salary cannot be more than the maximum');
    const sneaky = await patchJob(hirer, id, { status: 'draft', title: 'Head Porter' });
    expect(sneaky.json().job).toMatchObject({ title: 'Head Porter', status: 'active' });
    expect((await patchJob(hirer, id, { category: 'Nope' })).statusCode).toBe(400);
  });
});

describe('status transitions', () => {
  it('publishes a complete draft (draft -> active) with publishedAt', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const id = await newJob(hirer, { title: 'Cleaner', status: 'draft' });
    const incomplete = await publish(hirer, id);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.message).toBe('Please fill in all required fields.');
    await patchJob(hirer, id, { description: 'Offices', category: 'Cleaning', employmentType: 'Part-time' });
    const res = await publish(hirer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().job.status).toBe('active');
    expect(res.json().job.publishedAt).not.toBeNull();
    const again = await publish(hirer, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'INVALID_STATE', message: 'Only drafts can be published' });
  });

  it('archives active jobs only (active -> archived) with archivedAt', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const draft = await newJob(hirer, { title: 'Draft', status: 'draft' });
    const active = await newJob(hirer, { ...COMPLETE, status: 'active' });
    expect((await archive(hirer, draft)).statusCode).toBe(409);
    const res = await archive(hirer, active);
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ status: 'archived' });
    expect(res.json().job.archivedAt).not.toBeNull();
    const again = await archive(hirer, active);
    expect(again.json().error).toEqual({
      code: 'INVALID_STATE',
      message: 'Only active jobs can be archived',
    });
    expect((await publish(hirer, active)).statusCode).toBe(409);
  });

  it('deletes drafts only', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const draft = await newJob(hirer, { title: 'Draft', status: 'draft' });
    const active = await newJob(hirer, { ...COMPLETE, status: 'active' });
    const refused = await remove(hirer, active);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'INVALID_STATE', message: 'Only drafts can be deleted' });
    expect((await remove(hirer, draft)).statusCode).toBe(204);
    expect((await readJob(hirer, draft)).statusCode).toBe(404);
    expect((await remove(hirer, draft)).statusCode).toBe(404);
    expect((await readJob(hirer, active)).statusCode).toBe(200);
  });
});

describe("another employer's jobs", () => {
  it('cannot be read as drafts, edited, published, archived or deleted', async () => {
    const { app } = await getTestApp();
    const owner = await employer(app, 'Owner Ltd');
    const intruder = await employer(app, 'Intruder Ltd');
    const draft = await newJob(owner, { ...COMPLETE, title: 'Owner draft', status: 'draft' });
    const active = await newJob(owner, { ...COMPLETE, title: 'Owner active', status: 'active' });

    expect((await readJob(intruder, draft)).statusCode).toBe(404);
    for (const id of [draft, active]) {
      const attempts = [
        await patchJob(intruder, id, { title: 'Hijacked' }),
        await publish(intruder, id),
        await archive(intruder, id),
        await remove(intruder, id),
      ];
      for (const res of attempts) {
        expect([403, 404], res.body).toContain(res.statusCode);
        if (id === draft) expect(res.json().error.code).toBe('JOB_NOT_FOUND');
        else expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    const after = (await listJobs(owner)).json().jobs;
    expect(after.map((j: { title: string; status: string }) => [j.title, j.status]).sort()).toEqual([
      ['Owner active', 'active'],
      ['Owner draft', 'draft'],
    ]);
    expect((await listJobs(intruder)).json().jobs).toEqual([]);
  });

  it('seekers cannot change any job', async () => {
    const { app } = await getTestApp();
    const owner = await employer(app);
    const seeker = await signUp(app, 'seeker');
    const id = await newJob(owner, { ...COMPLETE, status: 'active' });
    for (const res of [
      await patchJob(seeker, id, { title: 'X' }),
      await publish(seeker, id),
      await archive(seeker, id),
      await remove(seeker, id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only hirers can access their job postings');
    }
  });

  it('signed-out visitors are refused everywhere', async () => {
    const { app } = await getTestApp();
    const owner = await employer(app);
    const id = await newJob(owner, { ...COMPLETE, status: 'active' });
    for (const [method, url] of [
      ['PATCH', `/api/jobs/${id}`],
      ['POST', `/api/jobs/${id}/publish`],
      ['POST', `/api/jobs/${id}/archive`],
      ['DELETE', `/api/jobs/${id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: { origin: TEST_ORIGIN }, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("two employers' lists and counts never mix", async () => {
    const { app } = await getTestApp();
    const a = await employer(app, 'Alpha');
    const b = await employer(app, 'Beta');
    await newJob(a, { ...COMPLETE, title: 'Alpha job', status: 'active' });
    await newJob(a, { title: 'Alpha draft', status: 'draft' });
    await newJob(b, { ...COMPLETE, title: 'Beta job', status: 'active' });
    const listA = (await listJobs(a)).json().jobs;
    const listB = (await listJobs(b)).json().jobs;
    expect(listA.map((j: { title: string }) => j.title).sort()).toEqual(['Alpha draft', 'Alpha job']);
    expect(listB.map((j: { companyName: string; title: string }) => [j.companyName, j.title])).toEqual([
      ['Beta', 'Beta job'],
    ]);
    expect((await a.inject({ method: 'GET', url: '/api/jobs/counts' })).json().notArchived).toBe(2);
    expect((await b.inject({ method: 'GET', url: '/api/jobs/counts' })).json().notArchived).toBe(1);
  });
});

describe('service functions for other modules', () => {
  it('getActiveJob answers active jobs only; countActiveJobs counts jobs not archived', async () => {
    const { app } = await getTestApp();
    const hirer = await employer(app);
    const draft = await newJob(hirer, { title: 'Draft', status: 'draft' });
    const active = await newJob(hirer, { ...COMPLETE, status: 'active' });
    const gone = await newJob(hirer, { ...COMPLETE, status: 'active' });
    await archive(hirer, gone);
    const service = app.services.jobs;
    expect(await service.getActiveJob(draft)).toBeNull();
    expect(await service.getActiveJob(gone)).toBeNull();
    expect((await service.getActiveJob(active))?.title).toBe('Kitchen Porter');
    const companyId = (await readJob(hirer, active)).json().job.companyId;
    expect(await service.countActiveJobs(companyId)).toBe(2);
  });
});

describe('API documentation', () => {
  it('documents the company and job endpoints', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/company',
      '/api/jobs',
      '/api/jobs/mine',
      '/api/jobs/counts',
      '/api/jobs/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
