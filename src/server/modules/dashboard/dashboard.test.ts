import { describe, expect, it } from 'vitest';
import { getTestApp, signUp, type TestUser } from '../../test/app';
import { activityService } from './activity.service';
import { RECENT_ACTIVITY_LIMIT } from '@shared/rules/activity';
import {
  hirerThroughApi,
  insertHirer,
  insertJob,
  insertSeeker,
  postJob,
  seekerThroughApi,
  swipe,
  inviteToInterview,
} from '../../test/fixtures';

const apply = async (seeker: TestUser, jobId: string) =>
  (await seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId } })).json().application
    .id as string;

describe('hirer dashboard', () => {
  it('counts the employer’s own rows', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Greenway Care');
    const rival = await insertHirer(app);
    const a = await insertJob(app, hirer.companyId, { title: 'Care Assistant' });
    const b = await insertJob(app, hirer.companyId, { title: 'Night Carer' });
    await insertJob(app, hirer.companyId, { status: 'draft' });
    await insertJob(app, hirer.companyId, { status: 'archived' });
    const rivalJob = await insertJob(app, rival.companyId);
    const [s1, s2, s3] = [await insertSeeker(app), await insertSeeker(app), await insertSeeker(app)];
    const app1 = await apply(s1, a);
    await apply(s2, a);
    const app3 = await apply(s3, b);
    await apply(s3, rivalJob);
    await hirer.inject({
      method: 'PATCH',
      url: `/api/applicants/${app1}`,
      payload: { status: 'shortlisted' },
    });
    await s3.inject({ method: 'DELETE', url: `/api/applications/${app3}` });

    const res = await hirer.inject({ method: 'GET', url: '/api/dashboard/hirer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Greenway Care',
      activeJobs: 3, // active and drafts: not archived
      totalApplications: 2, // the withdrawn one is gone
      newApplicants: 1,
      unreadMessages: 0,
    });
    const activity = res.json().recentActivity;
    expect(activity).toHaveLength(3);
    expect(activity.every((i: { type: string }) => i.type === 'application')).toBe(true);
    expect(activity[0].createdAt >= activity[2].createdAt).toBe(true);

    const other = (await rival.inject({ method: 'GET', url: '/api/dashboard/hirer' })).json();
    expect(other).toMatchObject({ activeJobs: 1, totalApplications: 1, newApplicants: 1 });
  });

  it('shows the four newest events, of every type, newest first', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const activity = activityService(app.database.db);
    const types = ['application', 'match', 'view', 'message', 'application'] as const;
    for (const [i, type] of types.entries()) {
      await activity.record({ userId: hirer.id, type, title: `Event ${i}`, refId: `ref-${i}` });
      await new Promise((r) => setTimeout(r, 5));
    }
    const items = (await hirer.inject({ method: 'GET', url: '/api/dashboard/hirer' })).json().recentActivity;
    expect(items.map((i: { title: string; type: string }) => [i.title, i.type])).toEqual([
      ['Event 4', 'application'],
      ['Event 3', 'message'],
      ['Event 2', 'view'],
      ['Event 1', 'match'],
    ]);
  });

  it('shows zeros to an employer without a company yet', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const res = await hirer.inject({ method: 'GET', url: '/api/dashboard/hirer' });
    expect(res.json()).toEqual({
      companyName: null,
      contactName: null,
      activeJobs: 0,
      totalApplications: 0,
      newApplicants: 0,
      hires: 0,
      unreadMessages: 0,
      recentActivity: [],
    });
  });

  it('is for hirers only', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await seeker.inject({ method: 'GET', url: '/api/dashboard/hirer' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only hirers can access the hirer dashboard');
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/hirer' })).statusCode).toBe(401);
  });
});

describe('seeker dashboard', () => {
  it('counts the seeker’s own applications, pending ones and saved jobs, and the real completion', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Swift Parcels');
    const jobs = [
      await insertJob(app, hirer.companyId, { title: 'Van Driver' }),
      await insertJob(app, hirer.companyId, { title: 'Sorter' }),
      await insertJob(app, hirer.companyId, { title: 'Loader' }),
    ];
    // 8 of the 12 completion fields: both names, job title, headline, skills, city, country, e-mail.
    const seeker = await insertSeeker(app);
    const other = await insertSeeker(app);
    const [a, b] = [await apply(seeker, jobs[0]!), await apply(seeker, jobs[1]!)];
    await apply(other, jobs[2]!);
    await seeker.inject({ method: 'PUT', url: `/api/saved-jobs/${jobs[2]}` });
    await inviteToInterview(hirer, a);

    const res = await seeker.inject({ method: 'GET', url: '/api/dashboard/seeker' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      applications: 2,
      pendingApplications: 1,
      savedJobs: 1,
      messages: 1, // the interview card in the conversation
      profileCompletion: 67, // 8 of 12
    });
    expect(body.recentActivity[0]).toMatchObject({
      type: 'application',
      title: 'Interview proposed',
      refId: a,
    });
    expect(body.recentActivity.map((i: { refId: string }) => i.refId)).toContain(b);

    await hirer.inject({ method: 'PATCH', url: `/api/applicants/${b}`, payload: { status: 'rejected' } });
    const later = (await seeker.inject({ method: 'GET', url: '/api/dashboard/seeker' })).json();
    expect(later.pendingApplications).toBe(0);
  });

  it('shows zero completion without a profile', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await seeker.inject({ method: 'GET', url: '/api/dashboard/seeker' });
    expect(res.json()).toMatchObject({
      applications: 0,
      savedJobs: 0,
      profileCompletion: 0,
      recentActivity: [],
    });
  });

  it('is for seekers only', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    expect((await hirer.inject({ method: 'GET', url: '/api/dashboard/seeker' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/seeker' })).statusCode).toBe(401);
  });
});

describe('one statement per dashboard', () => {
  // The dashboards read other modules' tables in one statement (dashboard.repo.ts); this scene
  // touches every figure, and each must equal what the owning service answers.
  it('gives every figure exactly as the owning services do', async () => {
    const { app } = await getTestApp();
    const s = app.services;
    const hirerA = await hirerThroughApi(app, 'Acorn Builders');
    const hirerB = await hirerThroughApi(app, 'Birch Cafe');
    const jobs = [
      await postJob(hirerA, { title: 'Site Labourer', requiredSkills: ['teamwork'] }),
      await postJob(hirerA, { title: 'Porter', requiredSkills: ['teamwork'] }),
      await postJob(hirerB, { title: 'Barista', requiredSkills: ['teamwork'] }),
    ];
    await postJob(hirerA, { title: 'Draft', status: 'draft' });
    const seekers = [
      await seekerThroughApi(app, { keySkills: ['teamwork'] }),
      await seekerThroughApi(app, { firstName: 'Bea', keySkills: ['teamwork'] }),
    ];
    const [one, two] = seekers as [TestUser, TestUser];
    const applied = [await apply(one, jobs[0]!), await apply(one, jobs[1]!), await apply(two, jobs[0]!)];
    await apply(two, jobs[2]!);
    await hirerA.inject({
      method: 'PATCH',
      url: `/api/applicants/${applied[0]}`,
      payload: { status: 'shortlisted' },
    });
    await inviteToInterview(hirerA, applied[2]!);
    await one.inject({ method: 'DELETE', url: `/api/applications/${applied[1]}` });
    await one.inject({ method: 'PUT', url: `/api/saved-jobs/${jobs[2]}` });
    // Two matches, each with a conversation: the employer writes to one seeker, who reads only the
    // first message; the other seeker writes to the employer.
    const conversationWith = async (seeker: TestUser, jobId: string) => {
      await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
      expect(
        (await swipe(hirerA, { targetKind: 'seeker', targetId: seeker.id, action: 'like' })).isMatch,
      ).toBe(true);
      const list = (await seeker.inject({ method: 'GET', url: '/api/conversations' })).json();
      return list.items[0].id as string;
    };
    let sent = 0;
    const send = async (user: TestUser, conversationId: string, body: string) => {
      const res = await user.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { clientId: `dashboard-${++sent}`, body },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const withTwo = await conversationWith(two, jobs[1]!);
    const first = await send(hirerA, withTwo, 'hello');
    await send(hirerA, withTwo, 'are you free on Monday?');
    await two.inject({
      method: 'POST',
      url: `/api/conversations/${withTwo}/read`,
      payload: { lastMessageId: first },
    });
    await send(one, await conversationWith(one, jobs[0]!), 'thank you for the match');

    for (const seeker of seekers) {
      const shown = (await seeker.inject({ method: 'GET', url: '/api/dashboard/seeker' })).json();
      const counts = await s.applications.countsForSeeker(seeker.id);
      expect(shown).toEqual({
        applications: counts.total,
        pendingApplications: counts.pending,
        savedJobs: await s.saved.countSavedJobs(seeker.id),
        messages: (await s.messaging.unreadCounts({ id: seeker.id, role: 'seeker' })).messages,
        profileCompletion: (await s.seekers.getProfile(seeker.id)).profileCompletionPercentage,
        hired: null, // a hire's celebration is checked in interviews.test.ts
        recentActivity: await s.activity.recent(seeker.id, RECENT_ACTIVITY_LIMIT),
      });
    }
    expect((await two.inject({ method: 'GET', url: '/api/dashboard/seeker' })).json()).toMatchObject({
      applications: 2,
      pendingApplications: 1,
      messages: 2, // one message and the interview card
    });
    for (const hirer of [hirerA, hirerB]) {
      const shown = (await hirer.inject({ method: 'GET', url: '/api/dashboard/hirer' })).json();
      const company = await s.companies.requireCompany(hirer.id);
      const counts = await s.applications.countsForHirer(hirer.id);
      expect(shown).toEqual({
        companyName: company.companyName,
        contactName: company.contactName,
        activeJobs: await s.jobs.countActiveJobs(company.id),
        totalApplications: counts.total,
        newApplicants: counts.fresh,
        hires: counts.hires,
        unreadMessages: (await s.messaging.unreadCounts({ id: hirer.id, role: 'hirer' })).messages,
        recentActivity: await s.activity.recent(hirer.id, RECENT_ACTIVITY_LIMIT),
      });
    }
    expect((await hirerA.inject({ method: 'GET', url: '/api/dashboard/hirer' })).json()).toMatchObject({
      activeJobs: 3,
      totalApplications: 2,
      newApplicants: 0,
      unreadMessages: 1,
    });
  });
});

describe('API documentation', () => {
  it('documents the saved, applications and dashboard endpoints', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/saved-jobs',
      '/api/saved-jobs/{jobId}',
      '/api/favourite-talent',
      '/api/favourite-talent/{seekerUserId}',
      '/api/applications',
      '/api/applications/{id}',
      '/api/applications/{id}/contact',
      '/api/job-details/{jobId}',
      '/api/applicants',
      '/api/applicants/{id}',
      '/api/dashboard/hirer',
      '/api/dashboard/seeker',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
