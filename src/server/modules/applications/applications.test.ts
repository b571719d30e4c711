import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityEvent, job, seekerDisclosure, employerSwipe } from '../../db/schema';
import { getTestApp, signUp, type TestUser } from '../../test/app';
import { insertHirer, insertJob, insertSeeker, inviteToInterview } from '../../test/fixtures';

const MISSING = '00000000-0000-4000-8000-000000000000';

async function world() {
  const { app } = await getTestApp();
  const hirer = await insertHirer(app, 'Northern Foods Ltd');
  const jobId = await insertJob(app, hirer.companyId, { title: 'Kitchen Porter' });
  const seeker = await insertSeeker(app, { firstName: 'Ada', lastName: 'Khan' });
  return { app, hirer, jobId, seeker };
}

const apply = (user: TestUser, jobId: string) =>
  user.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });

async function eventsOf(userId: string) {
  const { app } = await getTestApp();
  return app.database.db.select().from(activityEvent).where(eq(activityEvent.userId, userId));
}

describe('applying', () => {
  it('creates an application under review and tells the employer', async () => {
    const { hirer, jobId, seeker } = await world();
    const res = await apply(seeker, jobId);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.isMatch).toBe(false);
    expect(body.application).toMatchObject({
      jobId,
      seekerStatus: 'Under Review',
      contact: null,
      job: { id: jobId, title: 'Kitchen Porter', companyName: 'Northern Foods Ltd', status: 'active' },
    });
    expect(body.application).not.toHaveProperty('status');

    const hirerEvents = await eventsOf(hirer.id);
    expect(hirerEvents).toHaveLength(1);
    expect(hirerEvents[0]).toMatchObject({
      type: 'application',
      title: 'New application',
      body: 'Ada Khan applied for Kitchen Porter',
      refId: body.application.id,
    });
    const seekerEvents = await eventsOf(seeker.id);
    expect(seekerEvents.map((e) => e.title)).toEqual(['Application submitted']);
  });

  it('completes a match when the employer liked the seeker first (applying counts as a like)', async () => {
    const { app, hirer, jobId, seeker } = await world();
    await app.database.db
      .insert(employerSwipe)
      .values({ companyId: hirer.companyId, seekerUserId: seeker.id, contextJobId: jobId, action: 'like' });
    const res = await apply(seeker, jobId);
    expect(res.statusCode).toBe(201);
    expect(res.json().isMatch).toBe(true);
  });

  it('does not match when the employer passed on the seeker', async () => {
    const { app, hirer, jobId, seeker } = await world();
    await app.database.db
      .insert(employerSwipe)
      .values({ companyId: hirer.companyId, seekerUserId: seeker.id, contextJobId: jobId, action: 'pass' });
    expect((await apply(seeker, jobId)).json().isMatch).toBe(false);
  });

  it('refuses bad input', async () => {
    const { seeker } = await world();
    for (const payload of [{}, { jobId: 'not-a-uuid' }, { jobId: 42 }]) {
      const res = await seeker.inject({ method: 'POST', url: '/api/applications', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for signed-in seekers only', async () => {
    const { app, hirer, jobId } = await world();
    const asHirer = await apply(hirer, jobId);
    expect(asHirer.statusCode).toBe(403);
    expect(asHirer.json().error).toEqual({
      code: 'FORBIDDEN_ROLE',
      message: 'Only job seekers can apply to jobs',
    });
    const signedOut = await app.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('only accepts active jobs', async () => {
    const { app, hirer, seeker } = await world();
    const draft = await insertJob(app, hirer.companyId, { status: 'draft' });
    const archived = await insertJob(app, hirer.companyId, { status: 'archived' });
    expect((await apply(seeker, MISSING)).statusCode).toBe(404);
    expect((await apply(seeker, draft)).json().error.code).toBe('JOB_NOT_FOUND');
    const closed = await apply(seeker, archived);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This job is no longer accepting applications.');
  });

  it('refuses a role subject to DBS barring to a seeker who is barred, and only them', async () => {
    const { app, hirer } = await world();
    const careJob = await insertJob(app, hirer.companyId, {
      title: 'Care Assistant',
      subjectToDbsBarring: true,
    });
    const barred = await insertSeeker(app);
    const listed = await insertSeeker(app);
    const clear = await insertSeeker(app);
    await app.database.db.insert(seekerDisclosure).values([
      { userId: barred.id, barredFromRegulatedWork: true },
      { userId: listed.id, onDbsBarringList: true },
      { userId: clear.id, barredFromRegulatedWork: false, onDbsBarringList: false },
    ]);
    for (const seeker of [barred, listed]) {
      const res = await apply(seeker, careJob);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toContain('This role is subject to DBS barring.');
    }
    expect((await apply(clear, careJob)).statusCode).toBe(201);
    const otherJob = await insertJob(app, hirer.companyId);
    expect((await apply(barred, otherJob)).statusCode).toBe(201);
  });

  it('needs a completed profile', async () => {
    const { app, jobId } = await world();
    const newcomer = await signUp(app, 'seeker');
    const res = await apply(newcomer, jobId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'PROFILE_NOT_FOUND',
      message: 'Please complete your profile before applying.',
    });
  });

  it('refuses a second application, and allows a new one after withdrawing', async () => {
    const { jobId, seeker } = await world();
    const first = await apply(seeker, jobId);
    const again = await apply(seeker, jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied to this job.');
    const id = first.json().application.id;
    expect((await seeker.inject({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(204);
    const renewed = await apply(seeker, jobId);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().application.id).toBe(id);
  });
});

describe("the seeker's applications", () => {
  it('lists only the own applications, newest first, with job and company', async () => {
    const { app, hirer, jobId, seeker } = await world();
    const second = await insertJob(app, hirer.companyId, { title: 'Delivery Driver' });
    const other = await insertSeeker(app);
    await apply(seeker, jobId);
    await apply(seeker, second);
    await apply(other, jobId);
    const res = await seeker.inject({ method: 'GET', url: '/api/applications' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((a: { job: { title: string } }) => a.job.title)).toEqual([
      'Delivery Driver',
      'Kitchen Porter',
    ]);
    expect(res.json().items[0].job.companyName).toBe('Northern Foods Ltd');
  });

  it('is for seekers only', async () => {
    const { app, hirer } = await world();
    expect((await hirer.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401);
  });

  it('withdraws only the own application', async () => {
    const { app, hirer, jobId, seeker } = await world();
    const id = (await apply(seeker, jobId)).json().application.id;
    const other = await insertSeeker(app);
    expect((await other.inject({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(404);
    expect((await hirer.inject({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(403);
    expect((await seeker.inject({ method: 'DELETE', url: '/api/applications/nope' })).statusCode).toBe(400);
    expect((await seeker.inject({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(204);
    expect((await seeker.inject({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(404);
    expect((await seeker.inject({ method: 'GET', url: '/api/applications' })).json().items).toEqual([]);
    const applicants = await hirer.inject({ method: 'GET', url: '/api/applicants' });
    expect(applicants.json().items).toEqual([]);
  });

  it('keeps a Contact Employer message on the application; both fields are required', async () => {
    const { app, hirer, jobId, seeker } = await world();
    const id = (await apply(seeker, jobId)).json().application.id;
    const url = `/api/applications/${id}/contact`;
    for (const payload of [{ subject: 'Hello', message: '  ' }, { subject: '', message: 'Hi' }, {}]) {
      const res = await seeker.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
    }
    const blank = await seeker.inject({ method: 'POST', url, payload: { subject: ' ', message: 'x' } });
    expect(blank.json().error.message).toContain('Please fill in both subject and message.');

    const other = await insertSeeker(app);
    const payload = { subject: 'Start date', message: 'I can start on Monday.' };
    expect((await other.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
    expect((await hirer.inject({ method: 'POST', url, payload })).statusCode).toBe(403);

    const ok = await seeker.inject({ method: 'POST', url, payload });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().application.contact).toMatchObject(payload);
    const applicants = await hirer.inject({ method: 'GET', url: '/api/applicants' });
    expect(applicants.json().items[0].contact).toMatchObject(payload);
  });
});

describe('Job Details', () => {
  it('shows an active job with saved state and application, and tells the employer once a day', async () => {
    const { hirer, jobId, seeker } = await world();
    const url = `/api/job-details/${jobId}`;
    const before = await seeker.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      saved: false,
      application: null,
      job: {
        id: jobId,
        title: 'Kitchen Porter',
        requiredSkills: ['order_picking'],
        subjectToDbsBarring: false,
      },
    });
    await seeker.inject({ method: 'PUT', url: `/api/saved-jobs/${jobId}` });
    await apply(seeker, jobId);
    const after = (await seeker.inject({ method: 'GET', url })).json();
    expect(after.saved).toBe(true);
    expect(after.application.seekerStatus).toBe('Under Review');
    const views = (await eventsOf(hirer.id)).filter((e) => e.type === 'view');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ refId: jobId, body: 'Job seekers are looking at Kitchen Porter' });
  });

  it("shows the job's requirements, its benefits by their labels and when it closes", async () => {
    const { app, hirer, seeker } = await world();
    const closesAt = new Date('2026-12-27T23:59:00.000Z');
    const jobId = await insertJob(app, hirer.companyId, {
      requirements: ['Able to lift 20 kg', 'Weekend shifts'],
      benefits: ['paid_breaks', 'mentoring'],
      closesAt,
    });
    const res = await seeker.inject({ method: 'GET', url: `/api/job-details/${jobId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({
      requirements: ['Able to lift 20 kg', 'Weekend shifts'],
      benefits: ['Paid breaks', 'A mentor or buddy when you start'],
      closesAt: closesAt.toISOString(),
    });
  });

  it('hides drafts and closed jobs the seeker has no application for', async () => {
    const { app, hirer, jobId, seeker } = await world();
    const draft = await insertJob(app, hirer.companyId, { status: 'draft' });
    const archived = await insertJob(app, hirer.companyId, { status: 'archived' });
    expect((await seeker.inject({ method: 'GET', url: `/api/job-details/${draft}` })).statusCode).toBe(404);
    expect((await seeker.inject({ method: 'GET', url: `/api/job-details/${archived}` })).statusCode).toBe(
      404,
    );
    expect((await seeker.inject({ method: 'GET', url: `/api/job-details/${MISSING}` })).statusCode).toBe(404);
    expect((await seeker.inject({ method: 'GET', url: '/api/job-details/abc' })).statusCode).toBe(400);

    // Applied, then the employer archived the job: the seeker still sees it and the status.
    await apply(seeker, jobId);
    await app.database.db.update(job).set({ status: 'archived' }).where(eq(job.id, jobId));
    const res = await seeker.inject({ method: 'GET', url: `/api/job-details/${jobId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().job.status).toBe('archived');
    expect(res.json().application.seekerStatus).toBe('Under Review');
  });

  it('is for seekers only', async () => {
    const { app, hirer, jobId } = await world();
    expect((await hirer.inject({ method: 'GET', url: `/api/job-details/${jobId}` })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/job-details/${jobId}` })).statusCode).toBe(401);
  });
});

describe('applicants', () => {
  async function applied() {
    const w = await world();
    const second = await insertJob(w.app, w.hirer.companyId, { title: 'Delivery Driver' });
    await insertJob(w.app, w.hirer.companyId, { title: 'Old Draft', status: 'draft' });
    const other = await insertSeeker(w.app, { firstName: 'Ben', lastName: 'Ortiz' });
    const a1 = (await apply(w.seeker, w.jobId)).json().application.id as string;
    const a2 = (await apply(other, second)).json().application.id as string;
    return { ...w, second, other, a1, a2 };
  }

  it("lists applicants to the employer's own jobs, with chips for the active jobs", async () => {
    const { hirer, jobId, second } = await applied();
    const res = await hirer.inject({ method: 'GET', url: '/api/applicants' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((a: { name: string }) => a.name).sort()).toEqual(['Ada Khan', 'Ben Ortiz']);
    expect(body.items.find((a: { name: string }) => a.name === 'Ada Khan')).toMatchObject({
      jobId,
      jobTitle: 'Kitchen Porter',
      status: 'new',
      skills: ['order_picking', 'teamwork'],
    });
    expect(body.jobs.map((j: { title: string }) => j.title).sort()).toEqual([
      'Delivery Driver',
      'Kitchen Porter',
    ]);
    const byJob = await hirer.inject({ method: 'GET', url: `/api/applicants?jobId=${second}` });
    expect(byJob.json().items.map((a: { name: string }) => a.name)).toEqual(['Ben Ortiz']);
  });

  it('never carries a disclosure answer', async () => {
    const { app, hirer, seeker } = await applied();
    await app.database.db.insert(seekerDisclosure).values({
      userId: seeker.id,
      sentenceCompleted: true,
      convictionTypes: ['theft_burglary_robbery'],
      hasDisability: true,
      disabilityTypes: ['mental_health'],
      convictionSharing: 'any_employer',
      healthSharing: 'any_employer',
    });
    const text = (await hirer.inject({ method: 'GET', url: '/api/applicants' })).body;
    for (const word of [
      'sentenceCompleted',
      'conviction',
      'theft_burglary_robbery',
      'Disability',
      'mental_health',
    ]) {
      expect(text).not.toContain(word);
    }
  });

  it('filters new applicants', async () => {
    const { hirer, a1 } = await applied();
    await hirer.inject({ method: 'PATCH', url: `/api/applicants/${a1}`, payload: { status: 'shortlisted' } });
    const res = await hirer.inject({ method: 'GET', url: '/api/applicants?filter=new' });
    expect(res.json().items.map((a: { name: string }) => a.name)).toEqual(['Ben Ortiz']);
    expect((await hirer.inject({ method: 'GET', url: '/api/applicants?filter=old' })).statusCode).toBe(400);
    expect((await hirer.inject({ method: 'GET', url: '/api/applicants?jobId=x' })).statusCode).toBe(400);
  });

  it('shows another employer nothing and lets them change nothing', async () => {
    const { app, a1 } = await applied();
    const rival = await insertHirer(app, 'Rival plc');
    await insertJob(app, rival.companyId);
    const list = await rival.inject({ method: 'GET', url: '/api/applicants' });
    expect(list.json().items).toEqual([]);
    const change = await rival.inject({
      method: 'PATCH',
      url: `/api/applicants/${a1}`,
      payload: { status: 'rejected' },
    });
    expect(change.statusCode).toBe(404);
    const noCompany = await signUp(app, 'hirer');
    expect((await noCompany.inject({ method: 'GET', url: '/api/applicants' })).json()).toEqual({
      items: [],
      jobs: [],
    });
  });

  it('is for hirers only', async () => {
    const { app, seeker, a1 } = await applied();
    const list = await seeker.inject({ method: 'GET', url: '/api/applicants' });
    expect(list.statusCode).toBe(403);
    expect(list.json().error.message).toBe('Only hirers can access applicants');
    const change = await seeker.inject({
      method: 'PATCH',
      url: `/api/applicants/${a1}`,
      payload: { status: 'interview' },
    });
    expect(change.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/applicants' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/applicants/${a1}`, payload: { status: 'interview' } }))
        .statusCode,
    ).toBe(401);
  });

  it('shortlists, invites and rejects; the seeker sees the mapped status and hears of changes', async () => {
    const { hirer, seeker, a1 } = await applied();
    const url = `/api/applicants/${a1}`;
    const seekerStatus = async () =>
      (await seeker.inject({ method: 'GET', url: '/api/applications' })).json().items[0].seekerStatus;
    const news = async () =>
      (await eventsOf(seeker.id)).filter((e) => e.title !== 'Application submitted').map((e) => e.title);

    const shortlisted = await hirer.inject({ method: 'PATCH', url, payload: { status: 'shortlisted' } });
    expect(shortlisted.statusCode).toBe(200);
    expect(shortlisted.json().applicant.status).toBe('shortlisted');
    expect(await seekerStatus()).toBe('Under Review');
    expect(await news()).toEqual([]);

    // Invite: times proposed in the conversation (the status itself is no longer set directly).
    expect((await hirer.inject({ method: 'PATCH', url, payload: { status: 'interview' } })).statusCode).toBe(
      400,
    );
    await inviteToInterview(hirer, a1);
    expect(await seekerStatus()).toBe('Interview Proposed');
    expect(await news()).toEqual(['Interview proposed']);

    // The same status again changes nothing and tells nobody.
    await hirer.inject({ method: 'PATCH', url, payload: { status: 'shortlisted' } });
    await hirer.inject({ method: 'PATCH', url, payload: { status: 'shortlisted' } });
    expect(await news()).toEqual(['Interview proposed', 'Application under review']);

    await hirer.inject({ method: 'PATCH', url, payload: { status: 'rejected' } });
    expect(await seekerStatus()).toBe('Not Selected');
    const events = (await eventsOf(seeker.id)).filter((e) => e.title === 'Application not selected');
    expect(events).toHaveLength(1);
    expect(events[0]!.body).toBe(
      'Northern Foods Ltd has decided not to go ahead with your application for Kitchen Porter.',
    );
  });

  it('refuses unknown statuses and ids', async () => {
    const { hirer, a1 } = await applied();
    for (const payload of [{ status: 'withdrawn' }, { status: 'new' }, {}]) {
      expect(
        (await hirer.inject({ method: 'PATCH', url: `/api/applicants/${a1}`, payload })).statusCode,
      ).toBe(400);
    }
    expect(
      (await hirer.inject({ method: 'PATCH', url: '/api/applicants/1', payload: { status: 'rejected' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await hirer.inject({
          method: 'PATCH',
          url: `/api/applicants/${MISSING}`,
          payload: { status: 'rejected' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('leaves a withdrawn application alone', async () => {
    const { app, hirer, seeker, a1 } = await applied();
    await seeker.inject({ method: 'DELETE', url: `/api/applications/${a1}` });
    const res = await hirer.inject({
      method: 'PATCH',
      url: `/api/applicants/${a1}`,
      payload: { status: 'rejected' },
    });
    expect(res.statusCode).toBe(404);
    const rows = await app.database.db
      .select()
      .from(activityEvent)
      .where(and(eq(activityEvent.userId, seeker.id), eq(activityEvent.refId, a1)));
    expect(rows.map((r) => r.title)).toEqual(['Application submitted']);
  });
});

describe('erasure', () => {
  it("forgets the employer's activity items that name a seeker who leaves", async () => {
    const { app, hirer, jobId, seeker } = await world();
    const other = await insertSeeker(app);
    await apply(seeker, jobId);
    await apply(other, jobId);
    await app.services.applications.forgetSeeker(seeker.id);
    const left = (await eventsOf(hirer.id)).map((e) => e.body);
    expect(left.some((b) => b?.startsWith('Ada Khan'))).toBe(false);
    expect(left).toHaveLength(1);
    expect(await eventsOf(seeker.id)).toEqual([]);
  });
});

describe('deleting a seeker account', () => {
  it('leaves no employer activity that names them: neither applications nor matches', async () => {
    const { app, hirer, jobId, seeker } = await world();
    const other = await insertSeeker(app, { firstName: 'Ben', lastName: 'Ode' });
    for (const s of [seeker, other]) {
      expect((await apply(s, jobId)).statusCode).toBe(201);
      const like = await hirer.inject({
        method: 'POST',
        url: '/api/swipes',
        payload: { targetId: s.id, targetKind: 'seeker', action: 'like' },
      });
      expect(like.json().isMatch).toBe(true);
    }
    const bodies = async () => (await eventsOf(hirer.id)).map((e) => e.body ?? '');
    expect((await bodies()).filter((b) => b.includes('Ada Khan')).length).toBeGreaterThanOrEqual(2);

    const res = await seeker.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    const left = await bodies();
    expect(left.filter((b) => b.includes('Ada Khan'))).toEqual([]);
    expect(left.filter((b) => b.includes('Ben Ode')).length).toBeGreaterThanOrEqual(2);
  });
});
