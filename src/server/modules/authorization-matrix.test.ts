import { describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { getTestApp, signUp, TEST_ORIGIN, type TestUser } from '../test/app';
import { moderatorCommand } from './moderation/moderator-role';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../test/fixtures';

/**
 * Who may do what, for every operation in the OpenAPI document: anonymous, seeker A, seeker B,
 * employer A, employer B and a moderator, with path parameters pointing at seeker A's and employer A's things
 * (A's draft job, A's application, their conversation, A's CV). Any 2xx for someone the table does
 * not allow fails, and so does any 5xx. An operation missing from the table fails the test, so a
 * new endpoint cannot be added without deciding who may call it.
 */

type Actor = 'anonymous' | 'seekerA' | 'seekerB' | 'employerA' | 'employerB' | 'moderator';
const ANY: Actor[] = ['anonymous', 'seekerA', 'seekerB', 'employerA', 'employerB', 'moderator'];
const SIGNED_IN: Actor[] = ['seekerA', 'seekerB', 'employerA', 'employerB', 'moderator'];
/** The moderator's own account is a seeker's (with no profile), granted the role. */
const SEEKERS: Actor[] = ['seekerA', 'seekerB', 'moderator'];
const MODERATORS: Actor[] = ['moderator'];
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const EMPLOYERS: Actor[] = ['employerA', 'employerB'];
const PAIR_A: Actor[] = ['seekerA', 'employerA'];

interface World {
  seekerA: TestUser;
  jobA: string;
  draftA: string;
  applicationA: string;
  conversationA: string;
  interviewA: string;
  savedSearchA: string;
}

interface Rule {
  allowed: Actor[];
  path?: (w: World) => string;
  body?: (w: World) => unknown;
  /** Changes the world for the others (deletes, blocks): only the actors not allowed are tried. */
  destructive?: boolean;
  /** The sample request is refused even for those allowed (e.g. no file sent), so only refusals are checked. */
  mayRefuseAll?: boolean;
}

const SAMPLE_RECORD = {
  dateOfBirth: '1990-01-01',
  convictions: [{ date: '2015-01-01', sentences: [{ type: 'fine' }] }],
};

const RULES: Record<string, Rule> = {
  // Accounts and sessions (better-auth behind our wrappers): open to anyone by nature; samples
  // that cannot succeed (a wrong password, an unknown token) check only that nothing breaks.
  // Four spend allowances shared by every test of the run (sign-ups and failed sign-ins per IP,
  // mails per address and IP): marked destructive, so nobody is tried here; auth-flows.test.ts
  // and email-verification.test.ts call them.
  'POST /api/auth/sign-up/email': { allowed: ANY, destructive: true },
  'POST /api/auth/sign-in/email': { allowed: ANY, destructive: true },
  'POST /api/auth/request-password-reset': { allowed: ANY, destructive: true },
  'GET /api/auth/reset-password/{token}': {
    allowed: ANY,
    mayRefuseAll: true,
    path: () => '/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password',
  },
  'POST /api/auth/reset-password': {
    allowed: ANY,
    mayRefuseAll: true,
    body: () => ({ token: 'not-a-token', newPassword: 'green-leaf-43' }),
  },
  'POST /api/auth/sign-in/social': {
    allowed: ANY,
    mayRefuseAll: true,
    body: () => ({ provider: 'google', role: 'seeker' }),
  },
  // Ends the caller's own session: only refusals could be checked, and there are none.
  'POST /api/auth/sign-out': { allowed: ANY, destructive: true, body: () => ({}) },
  'GET /api/auth/get-session': { allowed: ANY },
  'POST /api/auth/send-verification-email': { allowed: ANY, destructive: true },
  'GET /api/auth/verify-email': {
    allowed: ANY,
    mayRefuseAll: true,
    path: () => '/api/auth/verify-email?token=not-a-token',
  },
  'GET /api/health': { allowed: ANY },
  'GET /api/ready': { allowed: ANY },
  'GET /api/app-config': { allowed: ANY },
  'POST /api/client-events/not-found': { allowed: ANY, body: () => ({ path: '/nowhere' }) },
  'GET /api/me': { allowed: ANY },
  // Notices from the team (their own), and the moderation desk (moderators only).
  'GET /api/notices': { allowed: SIGNED_IN },
  'POST /api/notices/{id}/read': {
    allowed: SIGNED_IN,
    mayRefuseAll: true,
    path: () => `/api/notices/${NO_SUCH_ID}/read`,
  },
  'GET /api/moderation/reports': { allowed: MODERATORS },
  'GET /api/moderation/reports/{id}': {
    allowed: MODERATORS,
    mayRefuseAll: true,
    path: () => `/api/moderation/reports/${NO_SUCH_ID}`,
  },
  'POST /api/moderation/reports/{id}/actions': {
    allowed: MODERATORS,
    mayRefuseAll: true,
    path: () => `/api/moderation/reports/${NO_SUCH_ID}/actions`,
    body: () => ({ action: 'dismiss', reason: 'Not a breach' }),
  },
  'GET /api/moderation/jobs/held': { allowed: MODERATORS },
  'POST /api/moderation/jobs/{id}/decision': {
    allowed: MODERATORS,
    mayRefuseAll: true,
    path: () => `/api/moderation/jobs/${NO_SUCH_ID}/decision`,
    body: () => ({ decision: 'approve', reason: 'Looks fine' }),
  },
  'GET /api/moderation/audit': { allowed: MODERATORS },
  'GET /api/seeker/export': { allowed: SEEKERS },
  'GET /api/employer/export': { allowed: EMPLOYERS },
  'DELETE /api/employer/account': {
    allowed: EMPLOYERS,
    destructive: true,
    body: () => ({ confirm: 'DELETE' }),
  },
  'DELETE /api/seeker/account': { allowed: SEEKERS, destructive: true, body: () => ({ confirm: 'DELETE' }) },
  // Multipart only: the JSON sample is refused for everyone, so only refusals are checked.
  'POST /api/uploads/image': { allowed: SIGNED_IN, mayRefuseAll: true },
  'GET /api/seeker/drafts': { allowed: SEEKERS },
  'PUT /api/seeker/drafts': {
    allowed: SEEKERS,
    body: () => ({ step: 'personal', data: { firstName: 'X', lastName: 'Y', jobTitle: '', headline: '' } }),
  },
  // Both seekers completed setup already (and the sample has no body).
  'POST /api/seeker/profile/complete': { allowed: SEEKERS, mayRefuseAll: true },
  'GET /api/seeker/profile': { allowed: SEEKERS },
  'PATCH /api/seeker/profile': { allowed: SEEKERS, body: () => ({ headline: 'Ready to work' }) },
  'GET /api/seeker/disclosure': { allowed: SEEKERS },
  'PUT /api/seeker/record-check': { allowed: SEEKERS, body: () => SAMPLE_RECORD },
  'DELETE /api/seeker/record-check': { allowed: SEEKERS },
  'PUT /api/seeker/disclosure/sharing': {
    allowed: SEEKERS,
    body: () => ({ convictionSharing: 'connected' }),
  },
  'GET /api/seeker/disclosure/access-log': { allowed: SEEKERS },
  // Both employers have their one company already (409).
  'POST /api/company': {
    allowed: EMPLOYERS,
    body: () => ({ companyName: 'Another Co' }),
    mayRefuseAll: true,
  },
  'GET /api/company': { allowed: EMPLOYERS },
  'PATCH /api/company': { allowed: EMPLOYERS, body: () => ({ description: 'We hire fairly.' }) },
  'POST /api/jobs': {
    allowed: EMPLOYERS,
    body: () => ({
      title: 'Porter',
      description: 'A friendly team.',
      category: 'General Labour',
      employmentType: 'Full-time',
      locationCity: 'Leeds',
      locationCountry: 'United Kingdom',
      status: 'draft',
    }),
  },
  'GET /api/jobs/mine': { allowed: EMPLOYERS },
  'GET /api/jobs/counts': { allowed: EMPLOYERS },
  'GET /api/jobs/{id}': { allowed: ['employerA'], path: (w) => `/api/jobs/${w.draftA}` },
  'PATCH /api/jobs/{id}': {
    allowed: ['employerA'],
    path: (w) => `/api/jobs/${w.draftA}`,
    body: () => ({ title: 'Taken over' }),
  },
  'DELETE /api/jobs/{id}': {
    allowed: ['employerA'],
    path: (w) => `/api/jobs/${w.draftA}`,
    destructive: true,
  },
  'POST /api/jobs/{id}/publish': {
    allowed: ['employerA'],
    path: (w) => `/api/jobs/${w.draftA}/publish`,
    destructive: true,
  },
  'POST /api/jobs/{id}/archive': {
    allowed: ['employerA'],
    path: (w) => `/api/jobs/${w.jobA}/archive`,
    destructive: true,
  },
  'GET /api/feed/jobs': { allowed: SEEKERS },
  'GET /api/feed/seekers': { allowed: EMPLOYERS },
  'POST /api/swipes': {
    allowed: SEEKERS,
    body: (w) => ({ targetKind: 'job', targetId: w.jobA, action: 'pass' }),
    destructive: true,
  },
  'GET /api/matches': { allowed: SIGNED_IN },
  'GET /api/candidates/{seekerUserId}': {
    allowed: EMPLOYERS,
    path: (w) => `/api/candidates/${w.seekerA.id}`,
  },
  'GET /api/saved-jobs': { allowed: SEEKERS },
  'PUT /api/saved-jobs/{jobId}': { allowed: SEEKERS, path: (w) => `/api/saved-jobs/${w.jobA}` },
  'DELETE /api/saved-jobs/{jobId}': { allowed: SEEKERS, path: (w) => `/api/saved-jobs/${w.jobA}` },
  'GET /api/favourite-talent': { allowed: EMPLOYERS },
  'PUT /api/favourite-talent/{seekerUserId}': {
    allowed: EMPLOYERS,
    path: (w) => `/api/favourite-talent/${w.seekerA.id}`,
  },
  'DELETE /api/favourite-talent/{seekerUserId}': {
    allowed: EMPLOYERS,
    path: (w) => `/api/favourite-talent/${w.seekerA.id}`,
  },
  'POST /api/applications': { allowed: SEEKERS, body: (w) => ({ jobId: w.jobA }), destructive: true },
  'GET /api/applications': { allowed: SEEKERS },
  'PUT /api/applications/{id}/cv': {
    allowed: ['seekerA'],
    path: (w) => `/api/applications/${w.applicationA}/cv`,
    body: () => ({ attached: true }),
  },
  'DELETE /api/applications/{id}': {
    allowed: ['seekerA'],
    path: (w) => `/api/applications/${w.applicationA}`,
    destructive: true,
  },
  'POST /api/applications/{id}/contact': {
    allowed: ['seekerA'],
    path: (w) => `/api/applications/${w.applicationA}/contact`,
    body: () => ({ subject: 'Hello', message: 'A question about the shifts' }),
  },
  'GET /api/job-details/{jobId}': { allowed: SEEKERS, path: (w) => `/api/job-details/${w.jobA}` },
  'GET /api/applicants': { allowed: EMPLOYERS },
  'PATCH /api/applicants/{id}': {
    allowed: ['employerA'],
    path: (w) => `/api/applicants/${w.applicationA}`,
    body: () => ({ status: 'shortlisted' }),
  },
  // Interviews: the two parties of the conversation only; a proposed (not booked) interview, so
  // the steps that need a booking are refused for everyone here (interviews.test.ts takes them).
  'POST /api/conversations/{id}/interviews': {
    allowed: ['employerA'],
    path: (w) => `/api/conversations/${w.conversationA}/interviews`,
    body: () => ({
      slots: [{ startsAt: new Date(Date.now() + 86_400_000).toISOString(), minutes: 30 }],
      kind: 'phone',
    }),
    destructive: true,
  },
  'GET /api/conversations/{id}/interviews': {
    allowed: PAIR_A,
    path: (w) => `/api/conversations/${w.conversationA}/interviews`,
  },
  'GET /api/interviews/upcoming': { allowed: SIGNED_IN },
  'GET /api/interviews/{id}': { allowed: PAIR_A, path: (w) => `/api/interviews/${w.interviewA}` },
  'POST /api/interviews/{id}/book': {
    allowed: ['seekerA'],
    path: (w) => `/api/interviews/${w.interviewA}/book`,
    body: () => ({ slotId: 'any' }),
    destructive: true,
  },
  'POST /api/interviews/{id}/cancel': {
    allowed: PAIR_A,
    path: (w) => `/api/interviews/${w.interviewA}/cancel`,
    body: () => ({ reason: 'Cannot make it' }),
    destructive: true,
  },
  'POST /api/interviews/{id}/reschedule': {
    allowed: ['employerA'],
    path: (w) => `/api/interviews/${w.interviewA}/reschedule`,
    body: () => ({
      slots: [{ startsAt: new Date(Date.now() + 86_400_000).toISOString(), minutes: 30 }],
      kind: 'phone',
    }),
    destructive: true,
  },
  'POST /api/interviews/{id}/acknowledge': {
    allowed: ['employerA'],
    path: (w) => `/api/interviews/${w.interviewA}/acknowledge`,
    mayRefuseAll: true,
  },
  'POST /api/interviews/{id}/outcome': {
    allowed: ['employerA'],
    path: (w) => `/api/interviews/${w.interviewA}/outcome`,
    body: () => ({ outcome: 'interviewed' }),
    mayRefuseAll: true,
  },
  'GET /api/interviews/{id}/invite.ics': {
    allowed: PAIR_A,
    path: (w) => `/api/interviews/${w.interviewA}/invite.ics`,
    mayRefuseAll: true,
  },
  'GET /api/dashboard/hirer': { allowed: EMPLOYERS },
  'GET /api/dashboard/seeker': { allowed: SEEKERS },
  'GET /api/notifications/settings': { allowed: SIGNED_IN },
  'PUT /api/notifications/settings': { allowed: SIGNED_IN, body: () => ({ messageEmails: true }) },
  // The secret in the link names the account; a made-up one changes nothing.
  'GET /api/notifications/unsubscribe': {
    allowed: [],
    path: () => '/api/notifications/unsubscribe?token=not-a-real-token-123',
  },
  'GET /api/conversations': { allowed: SIGNED_IN },
  'GET /api/conversations/unread': { allowed: SIGNED_IN },
  // Employers open a conversation with an applicant or a match (seekers use Contact Employer).
  'POST /api/conversations/open': {
    allowed: ['employerA'],
    body: (w) => ({ applicationId: w.applicationA }),
  },
  'GET /api/conversations/{id}': { allowed: PAIR_A, path: (w) => `/api/conversations/${w.conversationA}` },
  'GET /api/conversations/{id}/messages': {
    allowed: PAIR_A,
    path: (w) => `/api/conversations/${w.conversationA}/messages`,
  },
  'POST /api/conversations/{id}/messages': {
    allowed: PAIR_A,
    path: (w) => `/api/conversations/${w.conversationA}/messages`,
    body: () => ({ clientId: `c-${Math.random().toString(36).slice(2)}`, body: 'Hello there' }),
  },
  'POST /api/conversations/{id}/read': {
    allowed: PAIR_A,
    path: (w) => `/api/conversations/${w.conversationA}/read`,
    body: () => ({ lastMessageId: 0 }),
  },
  'POST /api/conversations/{id}/block': {
    allowed: PAIR_A,
    path: (w) => `/api/conversations/${w.conversationA}/block`,
    destructive: true,
  },
  'DELETE /api/conversations/{id}/block': {
    allowed: PAIR_A,
    path: (w) => `/api/conversations/${w.conversationA}/block`,
    destructive: true,
  },
  'POST /api/conversations/{id}/report': {
    allowed: PAIR_A,
    path: (w) => `/api/conversations/${w.conversationA}/report`,
    body: () => ({ reason: 'harassment' }),
    destructive: true,
  },
  'GET /api/coach/settings': { allowed: SEEKERS },
  'PUT /api/coach/settings': { allowed: SEEKERS, body: () => ({ useDisclosure: false }) },
  'GET /api/coach/{thread}/messages': { allowed: SEEKERS, path: () => '/api/coach/coach/messages' },
  'POST /api/coach/{thread}/messages': {
    allowed: SEEKERS,
    path: () => '/api/coach/coach/messages',
    body: () => ({ content: 'Hello' }),
  },
  'DELETE /api/coach/{thread}/messages': { allowed: SEEKERS, path: () => '/api/coach/chat/messages' },
  'POST /api/tools/spent-check': { allowed: ANY, body: () => SAMPLE_RECORD },
  'GET /api/cv': { allowed: SEEKERS },
  'PUT /api/cv': { allowed: SEEKERS, body: () => ({ data: {}, step: 0 }), destructive: true },
  'GET /api/cv/download/{format}': { allowed: SEEKERS, path: () => '/api/cv/download/txt' },
  'POST /api/cv/suggest': {
    allowed: SEEKERS,
    body: () => ({ field: 'achievement', text: 'helped customers' }),
  },
  'GET /api/candidates/{seekerUserId}/cv': {
    allowed: ['employerA'],
    path: (w) => `/api/candidates/${w.seekerA.id}/cv`,
  },
  // Job alerts: saved searches and push devices are the seeker's own.
  'GET /api/saved-searches': { allowed: SEEKERS },
  'POST /api/saved-searches': {
    allowed: SEEKERS,
    body: () => ({
      name: 'Porter in Leeds',
      criteria: { keywords: 'porter' },
      emailFrequency: 'off',
      push: false,
    }),
  },
  'PATCH /api/saved-searches/{id}': {
    allowed: ['seekerA'],
    path: (w) => `/api/saved-searches/${w.savedSearchA}`,
    body: () => ({ push: false }),
  },
  'DELETE /api/saved-searches/{id}': {
    allowed: ['seekerA'],
    path: (w) => `/api/saved-searches/${w.savedSearchA}`,
    destructive: true,
  },
  // The secret in a digest's link names the search; a made-up one changes nothing.
  'GET /api/saved-searches/unsubscribe': {
    allowed: [],
    path: () => '/api/saved-searches/unsubscribe?token=not-a-real-token-123',
  },
  'POST /api/saved-searches/unsubscribe': {
    allowed: [],
    path: () => '/api/saved-searches/unsubscribe?token=not-a-real-token-123',
  },
  'GET /api/push/key': { allowed: ANY },
  'POST /api/push/subscriptions': {
    allowed: SEEKERS,
    body: () => ({
      endpoint: 'https://push.example.org/send/matrix',
      keys: { p256dh: 'BOr7y2N0Gp4Bwhh6ZC8tq9ScxnkyWCDwAqHP5C8dcDnH', auth: 'c2VjcmV0LWF1dGg' },
    }),
  },
  'DELETE /api/push/subscriptions': {
    allowed: SEEKERS,
    body: () => ({ endpoint: 'https://push.example.org/send/matrix' }),
  },
};

function operations(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

async function world(app: FastifyInstance) {
  const employerA = await hirerThroughApi(app, 'Employer A');
  const employerB = await hirerThroughApi(app, 'Employer B');
  const jobA = await postJob(employerA, { title: 'Warehouse Operative' });
  const draftA = await postJob(employerA, { title: 'Draft role', status: 'draft' } as never);
  await postJob(employerB, { title: 'Other role' });
  const seekerA = await seekerThroughApi(app, { firstName: 'Seeker', lastName: 'A' });
  const seekerB = await seekerThroughApi(app, { firstName: 'Seeker', lastName: 'B' });
  await seekerA.inject({
    method: 'PUT',
    url: '/api/cv',
    payload: { data: { personalInfo: { fullName: 'Seeker A' } }, step: 5 },
  });
  const applied = await seekerA.inject({
    method: 'POST',
    url: '/api/applications',
    payload: { jobId: jobA, attachCv: true },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  await swipe(employerA, { targetKind: 'seeker', targetId: seekerA.id, action: 'like', contextJobId: jobA });
  // The match opened their conversation.
  const list = await seekerA.inject({ method: 'GET', url: '/api/conversations' });
  const [conversation] = list.json().items as { id: string }[];
  expect(conversation, list.body).toBeDefined();
  const proposed = await employerA.inject({
    method: 'POST',
    url: `/api/conversations/${conversation!.id}/interviews`,
    payload: {
      slots: [{ startsAt: new Date(Date.now() + 86_400_000).toISOString(), minutes: 30 }],
      kind: 'phone',
    },
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const saved = await seekerA.inject({
    method: 'POST',
    url: '/api/saved-searches',
    payload: {
      name: 'Warehouse work',
      criteria: { keywords: 'warehouse' },
      emailFrequency: 'off',
      push: false,
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const moderator = await signUp(app, 'seeker');
  await moderatorCommand(app.database, ['grant', moderator.email]);
  const w: World = {
    seekerA,
    jobA,
    draftA,
    applicationA: applied.json().application.id,
    conversationA: conversation!.id,
    interviewA: proposed.json().interview.id,
    savedSearchA: saved.json().search.id,
  };
  return {
    w,
    users: { seekerA, seekerB, employerA, employerB, moderator } as Record<
      Exclude<Actor, 'anonymous'>,
      TestUser
    >,
  };
}

describe('authorization matrix', () => {
  it('has a rule for every operation in the OpenAPI document', async () => {
    const { app } = await getTestApp();
    const ops = operations(app);
    expect(
      ops.filter((op) => !(op in RULES)),
      'operations without a rule',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((op) => !ops.includes(op)),
      'rules for no operation',
    ).toEqual([]);
  });

  it('gives no one a 2xx the table does not allow, and never a 5xx', async () => {
    const { app } = await getTestApp();
    const { w, users } = await world(app);
    const failures: string[] = [];
    const nobodyServed: string[] = [];
    let requests = 0;
    for (const op of operations(app)) {
      let served = false;
      const rule = RULES[op]!;
      const [method, template] = op.split(' ') as [InjectOptions['method'], string];
      const url = rule.path ? rule.path(w) : template;
      for (const actor of ANY) {
        const allowed = rule.allowed.includes(actor);
        if (allowed && rule.destructive) continue;
        const options: InjectOptions = {
          method,
          url,
          headers: { origin: TEST_ORIGIN },
          ...(rule.body ? { payload: rule.body(w) as object } : {}),
        };
        const res = actor === 'anonymous' ? await app.inject(options) : await users[actor].inject(options);
        requests += 1;
        if (res.statusCode >= 500)
          failures.push(`${op} as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode < 300 && !allowed)
          failures.push(`${op} as ${actor}: unexpected ${res.statusCode}`);
        else if (res.statusCode < 300) served = true;
      }
      if (!served && rule.allowed.length > 0 && !rule.destructive && !rule.mayRefuseAll)
        nobodyServed.push(op);
    }
    expect(requests).toBeGreaterThan(250);
    expect(failures).toEqual([]);
    // The table's requests are real ones: someone allowed is served (a wrong path would 404 for all).
    expect(nobodyServed).toEqual([]);
  });
});
