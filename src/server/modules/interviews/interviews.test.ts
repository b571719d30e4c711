import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import nodeIcal from 'node-ical';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { ConversationList, MessagesPage } from '@shared/contracts/messaging';
import { type Interview } from '@shared/contracts/interviews';
import { INTERVIEW_MESSAGES as M } from '@shared/options/interviews';
import type { SeekerApplication } from '@shared/contracts/applications';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { buildApp } from '../../app';
import { getTestApp, signUp, TEST_ORIGIN, type TestUser } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../../test/fixtures';
import { cleanups, secondApp } from '../../test/live';
import { mailsSince, outboxNow } from '../../test/outbox';

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An employer and a seeker matched on a job, with their conversation. */
async function matched(app: FastifyInstance, companyName = 'Interview Ltd') {
  const hirer = await hirerThroughApi(app, companyName);
  const jobId = await postJob(hirer, { title: 'Warehouse Operative', requiredSkills: ['teamwork'] });
  const seeker = await seekerThroughApi(app, {
    firstName: 'Sam',
    lastName: 'Okafor',
    keySkills: ['teamwork'],
  });
  await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
  await swipe(hirer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
  const list = (await seeker.inject({ method: 'GET', url: '/api/conversations' })).json() as ConversationList;
  return { hirer, seeker, jobId, conversationId: list.items[0]!.id };
}

const propose = (hirer: TestUser, conversationId: string, body: object) =>
  hirer.inject({ method: 'POST', url: `/api/conversations/${conversationId}/interviews`, payload: body });

async function proposed(hirer: TestUser, conversationId: string, hours = [48, 72]) {
  const res = await propose(hirer, conversationId, {
    slots: hours.map((h) => ({ startsAt: inHours(h), minutes: 30 })),
    kind: 'in_person',
    location: '1 Dock Road, Salford M5 3AB',
    note: 'Ask for Priya at reception.',
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { interview: Interview }).interview;
}

const act = (user: TestUser, id: string, what: string, payload?: object) =>
  user.inject({ method: 'POST', url: `/api/interviews/${id}/${what}`, ...(payload ? { payload } : {}) });
const bodyOf = (res: { json(): unknown }) => (res.json() as { interview: Interview }).interview;
const myApplications = async (seeker: TestUser) =>
  (
    (await seeker.inject({ method: 'GET', url: '/api/applications' })).json() as {
      items: SeekerApplication[];
    }
  ).items;

/** On the PostgreSQL run, a fresh database next to the test one (dropped after the file). */
async function ownPostgresDatabase(): Promise<string | undefined> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) return undefined;
  const name = `newleaf_restart_${Date.now()}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.unshift(async () => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const own = new URL(shared);
  own.pathname = `/${name}`;
  return own.toString();
}

function parseIcs(text: string) {
  const parsed = nodeIcal.sync.parseICS(text);
  const event = Object.values(parsed).find((v) => v?.type === 'VEVENT') as nodeIcal.VEvent;
  return { event, method: /^METHOD:(.+)$/m.exec(text)?.[1]?.trim() };
}

describe('proposing an interview', () => {
  it('posts a card in the conversation and moves the application to Interview Proposed', async () => {
    const { app } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const interview = await proposed(hirer, conversationId);
    expect(interview).toMatchObject({
      status: 'proposed',
      kind: 'in_person',
      myRole: 'hirer',
      seekerName: 'Sam Okafor',
    });
    expect(interview.slots).toHaveLength(2);

    const messages = (
      await seeker.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages` })
    ).json() as MessagesPage;
    const card = messages.items.find((m) => m.interviewId === interview.id);
    expect(card?.body).toBe('Interview proposed for Warehouse Operative: 2 times to choose from.');
    // The match without an application became one, and the seeker sees the step.
    const [application] = await myApplications(seeker);
    expect(application).toMatchObject({
      seekerStatus: 'Interview Proposed',
      interview: { id: interview.id, status: 'proposed' },
    });
    const seen = await seeker.inject({ method: 'GET', url: `/api/interviews/${interview.id}` });
    expect(bodyOf(seen).myRole).toBe('seeker');
  });

  it('refuses bad times with a clear message, and a second live interview', async () => {
    const { app } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const slot = { startsAt: inHours(24), minutes: 30 };
    const cases: [object, string][] = [
      [{ slots: [], kind: 'phone' }, M.slotsMin],
      [
        {
          slots: Array.from({ length: 6 }, (_, i) => ({ startsAt: inHours(24 + i), minutes: 30 })),
          kind: 'phone',
        },
        M.slotsMax,
      ],
      [{ slots: [{ startsAt: inHours(-1), minutes: 30 }], kind: 'phone' }, M.slotPast],
      [{ slots: [{ startsAt: inHours(24 * 400), minutes: 30 }], kind: 'phone' }, M.slotTooFar],
      [{ slots: [{ ...slot, minutes: 20 }], kind: 'phone' }, M.slotLength],
      [{ slots: [slot, slot], kind: 'phone' }, M.slotTwice],
      [{ slots: [slot], kind: 'in_person' }, M.addressRequired],
      [{ slots: [slot], kind: 'video', location: 'zoom' }, M.linkRequired],
    ];
    for (const [body, message] of cases) {
      const res = await propose(hirer, conversationId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await propose(seeker, conversationId, { slots: [slot], kind: 'phone' })).statusCode).toBe(403);
    await proposed(hirer, conversationId);
    const again = await propose(hirer, conversationId, { slots: [slot], kind: 'phone' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyLive);
  });

  it('only the two parties see or act on an interview', async () => {
    const { app } = await getTestApp();
    const { hirer, conversationId } = await matched(app);
    const interview = await proposed(hirer, conversationId);
    const otherHirer = await hirerThroughApi(app, 'Other Co');
    const otherSeeker = await signUp(app, 'seeker');
    for (const outsider of [otherHirer, otherSeeker]) {
      expect(
        (await outsider.inject({ method: 'GET', url: `/api/interviews/${interview.id}` })).statusCode,
      ).toBe(404);
      expect((await act(outsider, interview.id, 'cancel', { reason: 'not mine' })).statusCode).toBe(404);
      expect(
        (await outsider.inject({ method: 'GET', url: `/api/interviews/${interview.id}/invite.ics` }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await propose(outsider, conversationId, {
            slots: [{ startsAt: inHours(30), minutes: 30 }],
            kind: 'phone',
          })
        ).statusCode,
      ).toBe(404);
    }
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/interviews/${interview.id}`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('booking', () => {
  it('books one time once, with adjustments only that employer sees and acknowledges; e-mails both with an invite', async () => {
    const { app, dataDir } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app, 'Booking Ltd');
    const interview = await proposed(hirer, conversationId);
    const slot = interview.slots[1]!;
    expect((await act(hirer, interview.id, 'book', { slotId: slot.id })).statusCode).toBe(403);
    expect((await act(seeker, interview.id, 'book', { slotId: 'nope' })).statusCode).toBe(400);

    const before = outboxNow(dataDir);
    const res = await act(seeker, interview.id, 'book', {
      slotId: slot.id,
      adjustments: ['step_free', 'extra_time'],
      adjustmentNote: 'I use a wheelchair.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const booked = bodyOf(res);
    expect(booked).toMatchObject({
      status: 'booked',
      booked: { id: slot.id, startsAt: slot.startsAt },
      sequence: 1,
    });
    expect(booked.adjustments).toEqual({
      items: ['step_free', 'extra_time'],
      note: 'I use a wheelchair.',
      acknowledgedAt: null,
    });
    expect((await act(seeker, interview.id, 'book', { slotId: slot.id })).statusCode).toBe(409);
    expect((await myApplications(seeker))[0]?.seekerStatus).toBe('Interview Scheduled');

    // Both sides get a confirmation with their own calendar file; neither file names the other's e-mail.
    const mails = mailsSince(dataDir, before).filter((m) => m.includes('Subject: Interview booked'));
    expect(mails).toHaveLength(2);
    for (const [mail, me, other] of [
      [mails.find((m) => m.includes(`To: ${seeker.email}`)), seeker, hirer],
      [mails.find((m) => m.includes(`To: ${hirer.email}`)), hirer, seeker],
    ] as const) {
      expect(mail).toContain('Content-Type: text/calendar');
      expect(mail).toContain('method=REQUEST');
      expect(mail).not.toContain(other.email);
      expect(mail, me.email).toBeDefined();
    }

    // Acknowledged by the employer; the seeker sees it; the seeker cannot acknowledge.
    expect((await act(seeker, interview.id, 'acknowledge')).statusCode).toBe(403);
    const ack = await act(hirer, interview.id, 'acknowledge');
    expect(ack.statusCode, ack.body).toBe(200);
    const seen = bodyOf(await seeker.inject({ method: 'GET', url: `/api/interviews/${interview.id}` }));
    expect(seen.adjustments?.acknowledgedAt).not.toBeNull();
    expect((await act(hirer, interview.id, 'acknowledge')).statusCode).toBe(409);

    // Upcoming (within 7 days) on both sides.
    for (const user of [seeker, hirer]) {
      const upcoming = (await user.inject({ method: 'GET', url: '/api/interviews/upcoming' })).json() as {
        items: Interview[];
      };
      expect(upcoming.items.map((i) => i.id)).toEqual([interview.id]);
    }

    // The invite downloaded from the card parses back as sent.
    const ics = await seeker.inject({ method: 'GET', url: `/api/interviews/${interview.id}/invite.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const { event, method } = parseIcs(ics.body);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(`interview-${interview.id}@newleaf`);
    expect(Number(event.sequence)).toBe(1);
    expect(new Date(event.start as Date).toISOString()).toBe(slot.startsAt);
    expect(new Date(event.end as Date).toISOString()).toBe(slot.endsAt);
    expect(ics.body).toContain('DTSTART;TZID=Europe/London:');
  });

  it('cannot book a time that has passed', async () => {
    const { app } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const res = await propose(hirer, conversationId, {
      slots: [{ startsAt: new Date(Date.now() + 1500).toISOString(), minutes: 15 }],
      kind: 'phone',
    });
    const interview = bodyOf(res);
    await sleep(1700);
    const late = await act(seeker, interview.id, 'book', { slotId: interview.slots[0]!.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(M.slotPassed);
  });
});

describe('cancelling and rescheduling', () => {
  it('cancel needs a reason, tells the other side, sends CANCEL, and puts the application back under review', async () => {
    const { app, dataDir } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const interview = await proposed(hirer, conversationId);
    await act(seeker, interview.id, 'book', { slotId: interview.slots[0]!.id });
    expect((await act(seeker, interview.id, 'cancel', { reason: '' })).statusCode).toBe(400);
    const before = outboxNow(dataDir);
    const res = await act(seeker, interview.id, 'cancel', { reason: 'I got a job elsewhere' });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'seeker',
      cancelReason: 'I got a job elsewhere',
      sequence: 2,
    });
    expect((await act(hirer, interview.id, 'cancel', { reason: 'again' })).statusCode).toBe(409);
    const cancelMails = mailsSince(dataDir, before).filter((m) => m.includes('Subject: Interview cancelled'));
    expect(cancelMails).toHaveLength(2);
    expect(cancelMails[0]).toContain('method=CANCEL');
    const { event, method } = parseIcs(
      (await hirer.inject({ method: 'GET', url: `/api/interviews/${interview.id}/invite.ics` })).body,
    );
    expect(method).toBe('CANCEL');
    expect(Number(event.sequence)).toBe(2);
    expect((await myApplications(seeker))[0]).toMatchObject({
      seekerStatus: 'Under Review',
      interview: null,
    });
    const messages = (
      await hirer.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages` })
    ).json() as MessagesPage;
    expect(messages.items.at(-1)?.body).toBe("I've cancelled the interview. Reason: I got a job elsewhere");
  });

  it('reschedule cancels the booking and proposes new times; only the employer can', async () => {
    const { app } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const first = await proposed(hirer, conversationId);
    await act(seeker, first.id, 'book', { slotId: first.slots[0]!.id });
    const body = {
      slots: [{ startsAt: inHours(100), minutes: 45 }],
      kind: 'video',
      location: 'https://meet.example.com/abc',
    };
    expect((await act(seeker, first.id, 'reschedule', body)).statusCode).toBe(403);
    const res = await act(hirer, first.id, 'reschedule', body);
    expect(res.statusCode, res.body).toBe(200);
    const second = bodyOf(res);
    expect(second).toMatchObject({
      status: 'proposed',
      kind: 'video',
      location: 'https://meet.example.com/abc',
    });
    const old = bodyOf(await seeker.inject({ method: 'GET', url: `/api/interviews/${first.id}` }));
    expect(old).toMatchObject({ status: 'cancelled', rescheduled: true, cancelledBy: 'hirer', sequence: 2 });
    const list = (
      await seeker.inject({ method: 'GET', url: `/api/conversations/${conversationId}/interviews` })
    ).json() as { items: Interview[] };
    expect(list.items.map((i) => i.status)).toEqual(['cancelled', 'proposed']);
    expect((await myApplications(seeker))[0]?.seekerStatus).toBe('Interview Proposed');
  });
});

describe('the outcome', () => {
  it('is recorded once the time has come; hired closes the job and tells the others kindly', async () => {
    const { app } = await getTestApp();
    const { hirer, seeker, jobId, conversationId } = await matched(app);
    // A second candidate who applied to the same job.
    const other = await seekerThroughApi(app, {
      firstName: 'Lee',
      lastName: 'Chan',
      keySkills: ['teamwork'],
    });
    expect(
      (await other.inject({ method: 'POST', url: '/api/applications', payload: { jobId } })).statusCode,
    ).toBe(201);

    const soon = bodyOf(
      await propose(hirer, conversationId, {
        slots: [{ startsAt: new Date(Date.now() + 1200).toISOString(), minutes: 30 }],
        kind: 'phone',
      }),
    );
    await act(seeker, soon.id, 'book', { slotId: soon.slots[0]!.id });
    const early = await act(hirer, soon.id, 'outcome', { outcome: 'hired' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(M.tooEarlyForOutcome);
    await sleep(1400);
    expect((await act(seeker, soon.id, 'outcome', { outcome: 'hired' })).statusCode).toBe(403);
    const res = await act(hirer, soon.id, 'outcome', { outcome: 'hired', closeJob: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res).outcome).toBe('hired');

    expect((await myApplications(seeker))[0]?.seekerStatus).toBe('Hired');
    expect((await myApplications(other))[0]?.seekerStatus).toBe('Not Selected');
    const job = (await hirer.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json() as {
      job: { status: string };
    };
    expect(job.job.status).toBe('archived');
    const hirerDash = (await hirer.inject({ method: 'GET', url: '/api/dashboard/hirer' })).json();
    expect(hirerDash.hires).toBe(1);
    const seekerDash = (await seeker.inject({ method: 'GET', url: '/api/dashboard/seeker' })).json();
    expect(seekerDash.hired).toMatchObject({ jobTitle: 'Warehouse Operative', companyName: 'Interview Ltd' });
    const otherDash = (await other.inject({ method: 'GET', url: '/api/dashboard/seeker' })).json();
    expect(JSON.stringify(otherDash.recentActivity)).toContain(
      'has filled the position of Warehouse Operative',
    );
  });

  it('after the outcome the interview is held, and a next round can be proposed', async () => {
    const { app } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const first = bodyOf(
      await propose(hirer, conversationId, {
        slots: [{ startsAt: new Date(Date.now() + 1200).toISOString(), minutes: 30 }],
        kind: 'phone',
      }),
    );
    await act(seeker, first.id, 'book', { slotId: first.slots[0]!.id });
    await sleep(1400);
    const held = bodyOf(await act(hirer, first.id, 'outcome', { outcome: 'interviewed' }));
    expect(held).toMatchObject({ status: 'completed', outcome: 'interviewed' });
    expect((await myApplications(seeker))[0]?.seekerStatus).toBe('Interviewed');
    expect((await act(hirer, first.id, 'cancel', { reason: 'too late' })).json().error.message).toBe(
      M.alreadyHeld,
    );
    // The outcome can be moved on (an offer after the interview).
    expect(bodyOf(await act(hirer, first.id, 'outcome', { outcome: 'offered' })).outcome).toBe('offered');
    const second = await proposed(hirer, conversationId);
    expect(second.status).toBe('proposed');
    expect((await myApplications(seeker))[0]?.seekerStatus).toBe('Interview Proposed');
  });
});

describe('data', () => {
  it('interviews are in both exports and go with the seeker account', async () => {
    const { app } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const interview = await proposed(hirer, conversationId);
    await act(seeker, interview.id, 'book', { slotId: interview.slots[0]!.id, adjustments: ['quiet_room'] });
    const mine = (await seeker.inject({ method: 'GET', url: '/api/seeker/export' })).json();
    expect(mine.interviews).toHaveLength(1);
    expect(mine.interviews[0].adjustments).toEqual(['quiet_room']);
    const theirs = (await hirer.inject({ method: 'GET', url: '/api/employer/export' })).json();
    expect(theirs.interviews).toHaveLength(1);
    const del = await seeker.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const after = (await hirer.inject({ method: 'GET', url: '/api/employer/export' })).json();
    expect(after.interviews).toHaveLength(0);
  });
});

describe('reminders', () => {
  it('go once to each side that wants them, only while booked as queued', async () => {
    const { app, dataDir } = await getTestApp();
    const { hirer, seeker, conversationId } = await matched(app);
    const interview = await proposed(hirer, conversationId);
    const booked = bodyOf(await act(seeker, interview.id, 'book', { slotId: interview.slots[0]!.id }));
    const off = await hirer.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { interviewReminders: false },
    });
    expect(off.json()).toEqual({ messageEmails: true, interviewReminders: false });

    const before = outboxNow(dataDir);
    const job = { interviewId: interview.id, hours: 24, sequence: booked.sequence };
    await app.services.interviews.sendReminder(job);
    await app.services.interviews.sendReminder(job);
    await app.services.interviews.sendReminder({ ...job, sequence: booked.sequence - 1 });
    const reminders = mailsSince(dataDir, before).filter((m) =>
      m.includes('Subject: Reminder: interview tomorrow'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain(`To: ${seeker.email}`);
    expect(reminders[0]).toContain('Turn interview reminders off:');
    expect(reminders[0]).toContain('Content-Type: text/calendar');
  });

  it('are queued durably: sent once across two processes, and after a restart', async () => {
    const { app, dataDir } = await getTestApp();
    // Two processes: each runs the queue's worker.
    const other = await secondApp(app, app.database);
    const { hirer, seeker, conversationId } = await matched(app);
    const before = outboxNow(dataDir);
    // Booked 2 hours and 3 seconds ahead: the 2-hour reminder is due in 3 seconds.
    const res = await propose(hirer, conversationId, {
      slots: [{ startsAt: new Date(Date.now() + 2 * HOUR + 3000).toISOString(), minutes: 30 }],
      kind: 'phone',
    });
    const interview = bodyOf(res);
    await act(seeker, interview.id, 'book', { slotId: interview.slots[0]!.id });
    await other.services.reminders.startIfBookings(other.services.interviews.bookingsAhead);
    const due = () =>
      mailsSince(dataDir, before).filter((m) => m.includes('Subject: Reminder: interview in 2 hours'));
    for (let i = 0; i < 40 && due().length < 2; i++) await sleep(500);
    await sleep(2500); // a second delivery would have come by now
    expect(due()).toHaveLength(2); // one to each side
  });

  it('survive a restart of the only process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-restart-'));
    // A database of its own: the shared test app's worker must not take this reminder.
    const url = await ownPostgresDatabase();
    const target = url
      ? ({ kind: 'postgres', url } as const)
      : ({ kind: 'pglite', dir: path.join(dir, 'db') } as const);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DEMO_DATA: 'off',
      ...(url ? { DATABASE_URL: url } : {}),
    });
    let database = await openDatabase(target);
    let first = await buildApp({ config, database, logger: false });
    await first.ready();
    const { hirer, seeker, conversationId } = await matched(first, 'Restart Ltd');
    const res = await propose(hirer, conversationId, {
      slots: [{ startsAt: new Date(Date.now() + 2 * HOUR + 4000).toISOString(), minutes: 30 }],
      kind: 'phone',
    });
    const interview = bodyOf(res);
    const before = outboxNow(dir);
    await act(seeker, interview.id, 'book', { slotId: interview.slots[0]!.id });
    await first.close();
    await database.close();

    database = await openDatabase(target);
    first = await buildApp({ config, database, logger: false });
    await first.ready();
    cleanups.push(async () => {
      await first.close();
      await database.close();
    });
    const due = () =>
      mailsSince(dir, before).filter((m) => m.includes('Subject: Reminder: interview in 2 hours'));
    for (let i = 0; i < 40 && due().length < 2; i++) await sleep(500);
    expect(due()).toHaveLength(2);
  });
});
