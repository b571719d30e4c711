import { describe, expect, it } from 'vitest';
import { COACH_MESSAGES, COACH_SENDS_PER_MINUTE, type CoachStreamEvent } from '@shared/contracts/coach';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { getTestApp, signUp, type TestUser } from '../../test/app';
import { seekerThroughApi } from '../../test/fixtures';
import { coachMessage } from '../../db/schema';

/** The NDJSON answer of a send, as events. */
const events = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CoachStreamEvent);

const send = (user: TestUser, content: string, thread = 'coach') =>
  user.inject({ method: 'POST', url: `/api/coach/${thread}/messages`, payload: { content } });

const reply = (body: string) => {
  const done = events(body).find((e) => e.type === 'done');
  if (!done || done.type !== 'done') throw new Error(`no reply in ${body}`);
  return done.message;
};

describe('AI coach without a model (the offline engine)', () => {
  it('stores the message, answers from the offline coach using the profile, and keeps the history', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app, { firstName: 'Amira', jobTitle: 'Warehouse Operative' });
    const res = await send(seeker, "I'd like help with Interview preparation");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const list = events(res.body);
    expect(list[0]).toMatchObject({
      type: 'user',
      message: { role: 'user', content: "I'd like help with Interview preparation" },
    });
    const answer = reply(res.body);
    expect(answer).toMatchObject({ role: 'coach', source: 'offline', notice: null });
    expect(answer.content).toMatch(/interview/i);
    expect(answer.links).toEqual([]);

    const history = await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages' });
    expect(history.json()).toMatchObject({
      engine: 'offline',
      hasMore: false,
      messages: [{ role: 'user' }, { role: 'coach', id: answer.id }],
    });
    // The chat thread is separate.
    const chat = await seeker.inject({ method: 'GET', url: '/api/coach/chat/messages' });
    expect(chat.json()).toMatchObject({ engine: 'offline', messages: [] });
  });

  it('remembers the topic across turns', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const first = reply((await send(seeker, 'I feel really stressed and anxious')).body);
    const more = reply((await send(seeker, 'tell me more')).body);
    expect(more.content).not.toBe(first.content);
    const rows = await app.database.db.select().from(coachMessage);
    const topics = rows.filter((r) => r.role === 'coach').map((r) => r.topic);
    expect(topics).toEqual(['wellbeing-stress-management', 'wellbeing-stress-management#more']);
  });

  it('answers a crisis message with Samaritans and 999 before anything else', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const answer = reply((await send(seeker, "I don't want to be alive anymore")).body);
    expect(answer.source).toBe('crisis');
    expect(answer.crisisKind).toBe('suicide');
    expect(answer.content).toContain('116 123');
    expect(answer.content).toContain('999');
  });

  it('links an answer to the NewLeaf screen it points at', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const answer = reply((await send(seeker, 'when will my conviction be spent')).body);
    expect(answer.links).toContain('spent-checker');
    const history = await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages' });
    expect(history.json().messages[1].links).toContain('spent-checker');
  });

  it('AI chat answers from the offline coach when no model is configured', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const answer = reply((await send(seeker, 'How do I find a job near me?', 'chat')).body);
    expect(answer).toMatchObject({ role: 'coach', source: 'offline' });
    expect(answer.content).not.toMatch(/coming soon/i);
  });

  it('pages the history and clears one thread only', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const rows = Array.from({ length: 40 }, (_, i) => ({
      userId: seeker.id,
      thread: 'coach' as const,
      role: i % 2 ? ('coach' as const) : ('user' as const),
      content: `message ${i}`,
      createdAt: new Date(Date.now() - 86_400_000 + i * 1000),
    }));
    await app.database.db.insert(coachMessage).values(rows);
    const chatSend = await send(seeker, 'hello', 'chat');
    expect(chatSend.statusCode, chatSend.body).toBe(200);

    const page = (await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages' })).json();
    expect(page.hasMore).toBe(true);
    expect(page.messages).toHaveLength(30);
    expect(page.messages.at(-1).content).toBe('message 39');
    const older = (
      await seeker.inject({ method: 'GET', url: `/api/coach/coach/messages?before=${page.messages[0].id}` })
    ).json();
    expect(older).toMatchObject({ hasMore: false });
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i}`),
    );

    const cleared = await seeker.inject({ method: 'DELETE', url: '/api/coach/coach/messages' });
    expect(cleared.statusCode).toBe(204);
    expect(
      (await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages' })).json().messages,
    ).toEqual([]);
    expect(
      (await seeker.inject({ method: 'GET', url: '/api/coach/chat/messages' })).json().messages,
    ).toHaveLength(2);
  });

  it('checks who is asking and what is sent', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const hirer = await signUp(app, 'hirer');
    expect((await app.inject({ method: 'GET', url: '/api/coach/coach/messages' })).statusCode).toBe(401);
    const asHirer = await send(hirer, 'hello');
    expect(asHirer.statusCode).toBe(403);
    expect(asHirer.json().error.message).toBe(COACH_MESSAGES.seekersOnly);

    const blank = await send(seeker, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(COACH_MESSAGES.empty);
    expect((await send(seeker, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(seeker, 'hi', 'other')).statusCode).toBe(400);
    expect(
      (await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages?before=abc' })).statusCode,
    ).toBe(400);
    expect(await app.database.db.select().from(coachMessage)).toEqual([]);
  });

  it(`refuses more than ${COACH_SENDS_PER_MINUTE} sends a minute with a clear 429, storing nothing`, async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    for (let i = 0; i < COACH_SENDS_PER_MINUTE; i++)
      expect((await send(seeker, `hello ${i}`)).statusCode).toBe(200);
    const refused = await send(seeker, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(COACH_MESSAGES.rateLimited);
    const rows = await app.database.db.select().from(coachMessage);
    expect(rows.some((r) => r.content === 'one too many')).toBe(false);
  });

  it('is in the data export and goes with the account', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    await send(seeker, 'help me set a goal');
    const exported = (await seeker.inject({ method: 'GET', url: '/api/seeker/export' })).json();
    expect(exported.coaching).toMatchObject([
      { thread: 'coach', role: 'user', content: 'help me set a goal' },
      { thread: 'coach', role: 'coach' },
    ]);
    const deleted = await seeker.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await app.database.db.select().from(coachMessage)).toEqual([]);
  });
});
