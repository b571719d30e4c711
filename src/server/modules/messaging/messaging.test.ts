import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Conversation, ConversationList, Message, MessagesPage } from '@shared/contracts/messaging';
import { MESSAGES_PER_MINUTE } from '@shared/contracts/messaging';
import { conversationReport, message } from '../../db/schema';
import { getTestApp, signUp, type TestUser } from '../../test/app';
import {
  hirerThroughApi,
  jobsFeed,
  postJob,
  seekerThroughApi,
  seekersFeed,
  swipe,
  type TestHirer,
} from '../../test/fixtures';

/** Employer A and seeker A matched on a job; employer B and seeker B are strangers to it. */
async function scene(app: FastifyInstance) {
  const hirerA = await hirerThroughApi(app, 'Acorn Builders');
  const hirerB = await hirerThroughApi(app, 'Birch Cafe');
  const jobId = await postJob(hirerA, { title: 'Site Labourer', requiredSkills: ['teamwork'] });
  const seekerA = await seekerThroughApi(app, {
    firstName: 'Sam',
    lastName: 'Reed',
    keySkills: ['teamwork'],
  });
  const seekerB = await seekerThroughApi(app, {
    firstName: 'Bea',
    lastName: 'Lowe',
    keySkills: ['teamwork'],
  });
  await swipe(seekerA, { targetKind: 'job', targetId: jobId, action: 'like' });
  const made = await swipe(hirerA, { targetKind: 'seeker', targetId: seekerA.id, action: 'like' });
  expect(made.isMatch).toBe(true);
  const list = (
    await seekerA.inject({ method: 'GET', url: '/api/conversations' })
  ).json() as ConversationList;
  expect(list.items).toHaveLength(1);
  return {
    hirerA,
    hirerB,
    seekerA,
    seekerB,
    jobId,
    conversationId: list.items[0]!.id,
    matchId: made.match!.id,
  };
}

let sent = 0;
async function send(user: TestUser, conversationId: string, body: string, clientId = `client-${++sent}-x`) {
  return user.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    payload: { clientId, body },
  });
}

describe('conversations', () => {
  it('a match opens one conversation, seen by both sides with names, job and unread counts', async () => {
    const { app } = await getTestApp();
    const { hirerA, seekerA, conversationId } = await scene(app);
    const hirerList = (
      await hirerA.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    expect(hirerList.items).toMatchObject([
      {
        id: conversationId,
        otherName: 'Sam Reed',
        jobTitle: 'Site Labourer',
        lastMessage: null,
        unreadCount: 0,
      },
    ]);

    const res = await send(hirerA, conversationId, '  Hello Sam, when can you start?  ');
    expect(res.statusCode, res.body).toBe(201);
    const msg = res.json() as Message;
    expect(msg).toMatchObject({ senderRole: 'hirer', body: 'Hello Sam, when can you start?' });

    const seekerList = (
      await seekerA.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    // No contact given yet: no name at all (never the account's e-mail address's name).
    expect(seekerList.items[0]!.employerContactName).toBeNull();
    expect(hirerList.items[0]!.employerContactName).toBeNull();
    expect(seekerList.items[0]).toMatchObject({
      otherName: 'Acorn Builders',
      lastMessage: 'Hello Sam, when can you start?',
      lastMessageFromMe: false,
      unreadCount: 1,
    });
    expect((await seekerA.inject({ method: 'GET', url: '/api/conversations/unread' })).json()).toEqual({
      messages: 1,
      conversations: 1,
    });
    const dashboard = (await seekerA.inject({ method: 'GET', url: '/api/dashboard/seeker' })).json();
    expect(dashboard.messages).toBe(1);

    const read = await seekerA.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      payload: { lastMessageId: msg.id },
    });
    expect(read.json()).toEqual({ lastReadId: msg.id });
    expect((await seekerA.inject({ method: 'GET', url: '/api/conversations/unread' })).json().messages).toBe(
      0,
    );
    const seen = (await hirerA.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })).json();
    expect((seen as Conversation).otherReadId).toBe(msg.id);
  });

  it('opening again for the same match, or from the application, finds the same conversation', async () => {
    const { app } = await getTestApp();
    const { hirerA, seekerA, conversationId, matchId } = await scene(app);
    for (const user of [hirerA, seekerA]) {
      const res = await user.inject({ method: 'POST', url: '/api/conversations/open', payload: { matchId } });
      expect(res.json()).toEqual({ id: conversationId });
    }
    const byPerson = await hirerA.inject({
      method: 'POST',
      url: '/api/conversations/open',
      payload: { seekerUserId: seekerA.id },
    });
    expect(byPerson.statusCode).toBe(200);
    expect(byPerson.json().id).not.toBe(conversationId); // no job context: its own conversation
  });

  it('only the two participants can read or write it (anonymous, seeker B and employer B get nothing)', async () => {
    const { app } = await getTestApp();
    const { hirerB, seekerB, conversationId, matchId, seekerA } = await scene(app);
    const anon = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}` });
    expect(anon.statusCode).toBe(401);
    for (const stranger of [hirerB, seekerB]) {
      for (const [method, url, payload] of [
        ['GET', `/api/conversations/${conversationId}`, undefined],
        ['GET', `/api/conversations/${conversationId}/messages`, undefined],
        ['POST', `/api/conversations/${conversationId}/messages`, { clientId: 'stranger-1', body: 'hi' }],
        ['POST', `/api/conversations/${conversationId}/read`, { lastMessageId: 1 }],
        ['POST', `/api/conversations/${conversationId}/block`, undefined],
        ['DELETE', `/api/conversations/${conversationId}/block`, undefined],
        ['POST', `/api/conversations/${conversationId}/report`, { reason: 'other' }],
        ['POST', '/api/conversations/open', { matchId }],
      ] as const) {
        const res = await stranger.inject({ method, url, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      const list = (await stranger.inject({ method: 'GET', url: '/api/conversations' })).json();
      expect(list.items).toEqual([]);
    }
    // An employer cannot open a conversation with someone who never matched or applied.
    const cold = await hirerB.inject({
      method: 'POST',
      url: '/api/conversations/open',
      payload: { seekerUserId: seekerA.id },
    });
    expect(cold.statusCode).toBe(403);
  });

  it('pages older messages, catches up after an id, and stores a resend once', async () => {
    const { app } = await getTestApp();
    const { hirerA, seekerA, conversationId } = await scene(app);
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const res = await send(i % 2 ? hirerA : seekerA, conversationId, `message ${i}`, `paging-${i}`);
      ids.push((res.json() as Message).id);
    }
    const again = await send(seekerA, conversationId, 'message 2', 'paging-2');
    expect(again.statusCode).toBe(201);
    expect((again.json() as Message).id).toBe(ids[1]);

    const page = (
      await seekerA.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages` })
    ).json() as MessagesPage;
    expect(page.items).toHaveLength(25);
    expect(page.hasMore).toBe(false);
    expect(page.items.map((m) => m.body)[0]).toBe('message 1');

    const older = (
      await seekerA.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages?before=${ids[5]}`,
      })
    ).json() as MessagesPage;
    expect(older.items.map((m) => m.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    const after = (
      await seekerA.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages?after=${ids[22]}`,
      })
    ).json() as MessagesPage;
    expect(after.items.map((m) => m.body)).toEqual(['message 24', 'message 25']);
  });

  it('searches names, job titles and message text', async () => {
    const { app } = await getTestApp();
    const { hirerA, conversationId } = await scene(app);
    await send(hirerA, conversationId, 'Bring your CSCS card on Monday');
    const search = async (q: string) =>
      (
        (
          await hirerA.inject({ method: 'GET', url: `/api/conversations?search=${encodeURIComponent(q)}` })
        ).json() as ConversationList
      ).items.length;
    expect(await search('reed')).toBe(1);
    expect(await search('labourer')).toBe(1);
    expect(await search('cscs card')).toBe(1);
    expect(await search('nothing like this')).toBe(0);
    expect(await search('100%')).toBe(0);
  });

  it('refuses blank, too long and too fast messages with clear 4xx answers', async () => {
    const { app } = await getTestApp();
    const { hirerA, conversationId } = await scene(app);
    const blank = await send(hirerA, conversationId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Please write a message');
    const long = await send(hirerA, conversationId, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('2000');
    expect((await send(hirerA, conversationId, 'y'.repeat(2000))).statusCode).toBe(201);
    const badId = await hirerA.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { clientId: 'bad id!', body: 'hi' },
    });
    expect(badId.statusCode).toBe(400);
    const notUuid = await hirerA.inject({ method: 'GET', url: '/api/conversations/not-a-uuid' });
    expect(notUuid.statusCode).toBe(400);
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) {
      expect((await send(hirerA, conversationId, `quick ${i}`)).statusCode).toBe(201);
    }
    const tooFast = await send(hirerA, conversationId, 'one too many');
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().error.message).toContain('wait a minute');
  });

  it('block closes it for both; only the blocker unblocks; a report keeps evidence, e-mails moderation and blocks', async () => {
    const { app, dataDir } = await getTestApp();
    const { hirerA, seekerA, conversationId } = await scene(app);
    await send(hirerA, conversationId, 'First');
    await send(seekerA, conversationId, 'Second');

    expect(
      (await seekerA.inject({ method: 'POST', url: `/api/conversations/${conversationId}/block` }))
        .statusCode,
    ).toBe(204);
    const closed = (
      await hirerA.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(closed).toMatchObject({ closed: 'blocked', blockedBy: 'seeker' });
    const refused = await send(hirerA, conversationId, 'Are you there?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This conversation is closed');
    expect(
      (await hirerA.inject({ method: 'DELETE', url: `/api/conversations/${conversationId}/block` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await seekerA.inject({ method: 'DELETE', url: `/api/conversations/${conversationId}/block` }))
        .statusCode,
    ).toBe(204);
    expect((await send(hirerA, conversationId, 'Thanks for unblocking')).statusCode).toBe(201);

    const before = fs.existsSync(path.join(dataDir, 'outbox'))
      ? fs.readdirSync(path.join(dataDir, 'outbox')).length
      : 0;
    const report = await hirerA.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/report`,
      payload: { reason: 'harassment', details: 'Rude replies' },
    });
    expect(report.statusCode, report.body).toBe(201);
    const [stored] = await app.database.db
      .select()
      .from(conversationReport)
      .where(eq(conversationReport.conversationId, conversationId));
    expect(stored).toMatchObject({ reason: 'harassment', details: 'Rude replies', reporterRole: 'hirer' });
    expect((stored!.evidence as { body: string }[]).map((m) => m.body)).toEqual([
      'First',
      'Second',
      'Thanks for unblocking',
    ]);
    expect(
      (await seekerA.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })).json().closed,
    ).toBe('blocked');
    // MODERATION_EMAIL is not set for the shared test app: stored, not e-mailed.
    const after = fs.existsSync(path.join(dataDir, 'outbox'))
      ? fs.readdirSync(path.join(dataDir, 'outbox')).length
      : 0;
    expect(after).toBe(before);
  });

  it("a seeker who deletes their account leaves the employer's thread closed, without their messages", async () => {
    const { app } = await getTestApp();
    const { hirerA, seekerA, conversationId } = await scene(app);
    await send(hirerA, conversationId, 'Hello');
    await send(seekerA, conversationId, 'My phone number is 07700 900123');
    const exported = (await seekerA.inject({ method: 'GET', url: '/api/seeker/export' })).json();
    expect(exported.conversations[0].messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello',
      'My phone number is 07700 900123',
    ]);
    const del = await seekerA.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: 'DELETE' },
    });
    expect(del.statusCode).toBe(204);
    const conv = (await hirerA.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })).json();
    expect(conv).toMatchObject({ closed: 'seeker_left', otherName: 'This person has left NewLeaf' });
    const left = await app.database.db
      .select()
      .from(message)
      .where(eq(message.conversationId, conversationId));
    expect(left.map((m) => m.body)).toEqual(['Hello']);
  });

  it('Contact Employer on an application becomes a message in the conversation about that job', async () => {
    const { app } = await getTestApp();
    const hirer: TestHirer = await hirerThroughApi(app, 'Cedar Care');
    const jobId = await postJob(hirer, { title: 'Care Assistant', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, {
      firstName: 'Ola',
      lastName: 'Ade',
      keySkills: ['teamwork'],
    });
    const applied = await seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });
    const applicationId = applied.json().application.id as string;
    const contact = await seeker.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/contact`,
      payload: { subject: 'Start date', message: 'I can start next week.' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const list = (
      await hirer.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    expect(list.items).toMatchObject([
      {
        otherName: 'Ola Ade',
        jobTitle: 'Care Assistant',
        lastMessage: 'Start date\n\nI can start next week.',
        unreadCount: 1,
      },
    ]);
    // The employer can open the same conversation from the applicant card.
    const opened = await hirer.inject({
      method: 'POST',
      url: '/api/conversations/open',
      payload: { applicationId },
    });
    expect(opened.json().id).toBe(list.items[0]!.id);
    const other = await signUp(app, 'seeker');
    const foreign = await other.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/contact`,
      payload: { subject: 'x', message: 'y' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("a block takes each out of the other's deck (both ways), and unblocking brings them back", async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Deck Decorators');
    const jobId = await postJob(hirer, { title: 'Painter', requiredSkills: ['teamwork'] });
    const otherJob = await postJob(hirer, { title: 'Decorator', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, { firstName: 'Kim', keySkills: ['teamwork'] });
    await seekerThroughApi(app, { firstName: 'Other', keySkills: ['teamwork'] });
    // An application connects them (the application's job leaves the seeker's deck by itself).
    const applied = await seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });
    const applicationId = applied.json().application.id as string;
    const opened = await hirer.inject({
      method: 'POST',
      url: '/api/conversations/open',
      payload: { applicationId },
    });
    const conversationId = opened.json().id as string;
    expect((await jobsFeed(seeker)).map((c) => c.id)).toContain(otherJob);
    expect((await seekersFeed(hirer)).map((c) => c.id)).toContain(seeker.id);

    await seeker.inject({ method: 'POST', url: `/api/conversations/${conversationId}/block` });
    expect((await jobsFeed(seeker)).map((c) => c.id)).not.toContain(otherJob);
    expect((await seekersFeed(hirer)).map((c) => c.id)).not.toContain(seeker.id);
    expect((await seekersFeed(hirer)).length).toBeGreaterThan(0);

    await seeker.inject({ method: 'DELETE', url: `/api/conversations/${conversationId}/block` });
    expect((await jobsFeed(seeker)).map((c) => c.id)).toContain(otherJob);
    expect((await seekersFeed(hirer)).map((c) => c.id)).toContain(seeker.id);
  });
});

describe("the employer's contact name", () => {
  it('is the name given at setup or in the profile, shown to the seeker only', async () => {
    const { app } = await getTestApp();
    const { hirerA, seekerA } = await scene(app);
    const patched = await hirerA.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { contactName: ' Dana Ellis ' },
    });
    expect(patched.json().company.contactName).toBe('Dana Ellis');
    const seekerSide = (
      await seekerA.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    expect(seekerSide.items[0]!.employerContactName).toBe('Dana Ellis');
    const hirerSide = (
      await hirerA.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    expect(hirerSide.items[0]!.employerContactName).toBeNull();
    // A sign-up keeps no name taken from the e-mail address.
    const account = (await hirerA.inject({ method: 'GET', url: '/api/auth/get-session' })).json();
    expect(account.user.name).toBe('');
  });
});
