import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ConversationList } from '@shared/contracts/messaging';
import {
  MODERATION_MESSAGES,
  type AuditEntry,
  type HeldJob,
  type Notice,
  type ReportDetail,
  type ReportSummary,
} from '@shared/contracts/moderation';
import type { Job } from '@shared/contracts/jobs';
import { getTestApp, signUp, TEST_ORIGIN, type TestUser } from '../../test/app';
import { hirerThroughApi, jobsFeed, postJob, seekerThroughApi, swipe } from '../../test/fixtures';
import { baseOf, cleanups, connect, secondApp } from '../../test/live';
import { moderatorCommand } from './moderator-role';

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function moderator(app: FastifyInstance): Promise<TestUser> {
  const user = await signUp(app, 'seeker');
  expect(await moderatorCommand(app.database, ['grant', user.email])).toContain('is a moderator');
  return user;
}

/** A seeker and an employer matched on a job, talking; the seeker reports the employer. */
async function reportedEmployer(app: FastifyInstance) {
  const hirer = await hirerThroughApi(app, 'Shady Ltd');
  const jobId = await postJob(hirer, { title: 'Night Porter', requiredSkills: ['teamwork'] });
  const seeker = await seekerThroughApi(app, { firstName: 'Ana', lastName: 'Ruiz', keySkills: ['teamwork'] });
  await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
  await swipe(hirer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
  const list = (await seeker.inject({ method: 'GET', url: '/api/conversations' })).json() as ConversationList;
  const conversationId = list.items[0]!.id;
  const sent = await hirer.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    payload: { clientId: 'msg-1-abcdef', body: 'Send me £50 for the uniform first' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const report = await seeker.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/report`,
    payload: { reason: 'scam_or_fraud', details: 'Asked me for money' },
  });
  expect(report.statusCode, report.body).toBe(201);
  return { hirer, seeker, jobId, conversationId, reportId: (report.json() as { id: string }).id };
}

const notices = async (user: TestUser) =>
  ((await user.inject({ method: 'GET', url: '/api/notices' })).json() as { notices: Notice[] }).notices;

const audit = async (mod: TestUser) =>
  ((await mod.inject({ method: 'GET', url: '/api/moderation/audit' })).json() as { entries: AuditEntry[] })
    .entries;

const MODERATION_GETS = ['/api/moderation/reports', '/api/moderation/jobs/held', '/api/moderation/audit'];

describe('moderation desk', () => {
  it('only moderators reach it; the role is granted and revoked from the command line', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const hirer = await signUp(app, 'hirer');
    for (const url of MODERATION_GETS) {
      expect((await app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(
        401,
      );
      for (const user of [seeker, hirer]) {
        const res = await user.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe(MODERATION_MESSAGES.notModerator);
      }
    }
    expect((await seeker.inject({ method: 'GET', url: '/api/me' })).json().user.moderator).toBe(false);
    await moderatorCommand(app.database, ['grant', seeker.email.toUpperCase()]);
    expect((await seeker.inject({ method: 'GET', url: '/api/me' })).json().user.moderator).toBe(true);
    expect((await seeker.inject({ method: 'GET', url: MODERATION_GETS[0]! })).statusCode).toBe(200);
    expect(await moderatorCommand(app.database, ['list'])).toContain(seeker.email);
    await moderatorCommand(app.database, ['revoke', seeker.email]);
    expect((await seeker.inject({ method: 'GET', url: MODERATION_GETS[0]! })).statusCode).toBe(403);
    await expect(moderatorCommand(app.database, ['grant', 'nobody@example.org'])).rejects.toThrow(
      'sign up with it first',
    );
    await expect(moderatorCommand(app.database, ['promote'])).rejects.toThrow('Usage');
  });

  it('a report shows its evidence to moderators, every view is logged, and a warning reaches the reported side', async () => {
    const { app } = await getTestApp();
    const mod = await moderator(app);
    const { hirer, seeker, reportId } = await reportedEmployer(app);

    const queue = (await mod.inject({ method: 'GET', url: '/api/moderation/reports' })).json() as {
      reports: ReportSummary[];
    };
    const summary = queue.reports.find((r) => r.id === reportId)!;
    expect(summary).toMatchObject({
      reason: 'scam_or_fraud',
      status: 'open',
      reporter: { name: 'Ana Ruiz', role: 'seeker', userId: seeker.id },
      reported: { name: 'Shady Ltd', role: 'hirer', userId: hirer.id, suspended: false },
    });
    const detail = (await mod.inject({ method: 'GET', url: `/api/moderation/reports/${reportId}` })).json()
      .report as ReportDetail;
    expect(detail.details).toBe('Asked me for money');
    expect(detail.evidence.map((m) => m.body)).toEqual(['Send me £50 for the uniform first']);
    expect(detail.reportedJobs.map((j) => j.title)).toEqual(['Night Porter']);
    expect(
      (await audit(mod)).filter((e) => e.action === 'view_report' && e.targetId === reportId),
    ).toHaveLength(1);

    // Bad input: 4xx with the contract's message, nothing done.
    const blank = await mod.inject({
      method: 'POST',
      url: `/api/moderation/reports/${reportId}/actions`,
      payload: { action: 'warn', reason: 'x', message: 'hi' },
    });
    expect(blank.statusCode).toBe(400);
    expect(await notices(hirer)).toEqual([]);

    const warn = await mod.inject({
      method: 'POST',
      url: `/api/moderation/reports/${reportId}/actions`,
      payload: {
        action: 'warn',
        reason: 'Asked for money',
        message: 'Never ask applicants to pay for anything.',
      },
    });
    expect(warn.statusCode, warn.body).toBe(204);
    expect((await notices(hirer)).map((n) => n.body)).toEqual([
      'A warning from the NewLeaf team: Never ask applicants to pay for anything.',
    ]);
    // The reporter is told once, without detail; a second action does not tell them again.
    expect((await notices(seeker)).map((n) => n.body)).toEqual([MODERATION_MESSAGES.reportHandled]);
    await mod.inject({
      method: 'POST',
      url: `/api/moderation/reports/${reportId}/actions`,
      payload: { action: 'close_conversation', reason: 'Scam attempt' },
    });
    const seekerNotices = await notices(seeker);
    expect(seekerNotices).toHaveLength(1);
    const read = await seeker.inject({ method: 'POST', url: `/api/notices/${seekerNotices[0]!.id}/read` });
    expect(read.statusCode).toBe(204);
    expect(await notices(seeker)).toEqual([]);
    // Nobody marks another's notice read.
    const other = await hirer.inject({ method: 'POST', url: `/api/notices/${seekerNotices[0]!.id}/read` });
    expect(other.statusCode).toBe(404);

    const list = (
      await seeker.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    expect(list.items[0]!.closed).toBe('moderator_closed');
    const handled = (
      await mod.inject({ method: 'GET', url: '/api/moderation/reports?status=handled' })
    ).json().reports as ReportSummary[];
    expect(handled.find((r) => r.id === reportId)?.status).toBe('actioned');
    const log = await audit(mod);
    expect(
      log.filter((e) => e.targetId === hirer.id).map((e) => [e.action, e.reason, e.moderatorEmail]),
    ).toEqual([['warn', 'Asked for money', mod.email]]);
    expect(log.some((e) => e.action === 'close_conversation')).toBe(true);
  });

  it('suspending an account ends its sessions and live connections in every process, refuses its sign-in and takes its jobs off the decks', async () => {
    const { app, database } = await getTestApp();
    const other = await secondApp(app, database);
    const mod = await moderator(app);
    const { hirer, reportId, jobId } = await reportedEmployer(app);
    const bystander = await seekerThroughApi(app, { keySkills: ['teamwork'] });
    expect((await jobsFeed(bystander)).some((c) => c.id === jobId)).toBe(true);

    // The employer is connected to the other process, and that process knows the session.
    const tab = await connect(baseOf(other), hirer);
    await tab.next('hello');
    const closed = new Promise<number>((resolve) => tab.socket.once('close', (code) => resolve(code)));
    expect(
      (await other.inject({ method: 'GET', url: '/api/me', headers: { cookie: hirer.cookie } })).json().user
        ?.id,
    ).toBe(hirer.id);

    const res = await mod.inject({
      method: 'POST',
      url: `/api/moderation/reports/${reportId}/actions`,
      payload: { action: 'suspend', reason: 'Repeated scam attempts' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await closed).toBe(4001);
    expect((await hirer.inject({ method: 'GET', url: '/api/me' })).json().user).toBeNull();
    const deadline = Date.now() + 2000;
    let stillIn = true;
    while (stillIn && Date.now() < deadline) {
      const me = await other.inject({ method: 'GET', url: '/api/me', headers: { cookie: hirer.cookie } });
      stillIn = me.json().user !== null;
    }
    expect(stillIn).toBe(false);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: hirer.email, password: 'green-leaf-42' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.body).toContain('suspended');
    expect((await jobsFeed(bystander)).some((c) => c.id === jobId)).toBe(false);
    const detail = (await mod.inject({ method: 'GET', url: `/api/moderation/reports/${reportId}` })).json()
      .report as ReportDetail;
    expect(detail.reported.suspended).toBe(true);
  });

  it('a job ad with signs of a scam is held with the reason, hidden, then approved; another is rejected; a live one is taken down', async () => {
    const { app } = await getTestApp();
    const mod = await moderator(app);
    const hirer = await hirerThroughApi(app, 'Quick Cash Ltd');
    const seeker = await seekerThroughApi(app, { keySkills: ['teamwork'] });
    const heldId = await postJob(hirer, {
      title: 'Warehouse Operative',
      requiredSkills: ['teamwork'],
      description: 'Friendly team. WhatsApp me on 07700 900123 to start tomorrow.',
    });
    const held = (await hirer.inject({ method: 'GET', url: `/api/jobs/${heldId}` })).json().job as Job;
    expect(held.status).toBe('held');
    expect(held.moderationNote).toMatch(/Held for a check/);
    // Not live: not on the deck, not readable by others, listed with the employer's drafts.
    expect((await jobsFeed(seeker)).some((c) => c.id === heldId)).toBe(false);
    expect((await seeker.inject({ method: 'GET', url: `/api/jobs/${heldId}` })).statusCode).toBe(404);
    const drafts = (await hirer.inject({ method: 'GET', url: '/api/jobs/mine?status=draft' })).json()
      .jobs as Job[];
    expect(drafts.map((j) => j.id)).toContain(heldId);

    const queue = (await mod.inject({ method: 'GET', url: '/api/moderation/jobs/held' })).json()
      .jobs as HeldJob[];
    const entry = queue.find((h) => h.job.id === heldId)!;
    expect(entry.findings.map((f) => f.sign)).toContain('off_platform_contact');

    const approve = await mod.inject({
      method: 'POST',
      url: `/api/moderation/jobs/${heldId}/decision`,
      payload: { decision: 'approve', reason: 'Number is the company switchboard' },
    });
    expect(approve.statusCode, approve.body).toBe(204);
    expect((await jobsFeed(seeker)).some((c) => c.id === heldId)).toBe(true);
    // Deciding twice: a clear refusal.
    const again = await mod.inject({
      method: 'POST',
      url: `/api/moderation/jobs/${heldId}/decision`,
      payload: { decision: 'reject', reason: 'Changed my mind' },
    });
    expect(again.statusCode).toBe(409);

    const take = await mod.inject({
      method: 'POST',
      url: `/api/moderation/jobs/${heldId}/decision`,
      payload: { decision: 'take_down', reason: 'Reported as a scam by applicants' },
    });
    expect(take.statusCode).toBe(204);
    const removed = (await hirer.inject({ method: 'GET', url: `/api/jobs/${heldId}` })).json().job as Job;
    expect(removed).toMatchObject({
      status: 'removed',
      moderationNote: expect.stringContaining('Reported as a scam'),
    });
    expect((await jobsFeed(seeker)).some((c) => c.id === heldId)).toBe(false);
    const edit = await hirer.inject({
      method: 'PATCH',
      url: `/api/jobs/${heldId}`,
      payload: { title: 'Again' },
    });
    expect(edit.statusCode).toBe(409);

    const feeId = await postJob(hirer, {
      title: 'Cleaner',
      description: 'You must pay a £40 registration fee before your first shift.',
    });
    await mod.inject({
      method: 'POST',
      url: `/api/moderation/jobs/${feeId}/decision`,
      payload: { decision: 'reject', reason: 'Charging applicants is not allowed' },
    });
    const archived = (await hirer.inject({ method: 'GET', url: '/api/jobs/mine?status=archived' })).json()
      .jobs as Job[];
    expect(archived.find((j) => j.id === feeId)?.status).toBe('rejected');
    const told = (await notices(hirer)).map((n) => n.body);
    expect(told).toEqual([
      'Your job "Warehouse Operative" was checked by the NewLeaf team and is now live.',
      'Your job "Warehouse Operative": Taken down by the NewLeaf team: Reported as a scam by applicants',
      'Your job "Cleaner": Not published by the NewLeaf team: Charging applicants is not allowed',
    ]);
    const actions = (await audit(mod)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['approve_job', 'take_down_job', 'reject_job']));

    // An ordinary ad goes live at once; editing a live one to add a personal address holds it.
    const fineId = await postJob(hirer, {
      title: 'Kitchen Porter',
      description: 'Meals on shift. Apply here.',
    });
    expect((await hirer.inject({ method: 'GET', url: `/api/jobs/${fineId}` })).json().job.status).toBe(
      'active',
    );
    const edited = await hirer.inject({
      method: 'PATCH',
      url: `/api/jobs/${fineId}`,
      payload: { description: 'Email your CV to quickcash.jobs@gmail.com' },
    });
    expect(edited.json().job.status).toBe('held');
  });
});
