import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { ConversationList, Message } from '@shared/contracts/messaging';
import { cookieHeader, getTestApp, TEST_ORIGIN } from '../../test/app';
import { baseOf, cleanups, connect, secondApp } from '../../test/live';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../../test/fixtures';

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('live delivery', () => {
  it('refuses a connection without a session or from a foreign origin', async () => {
    const { app, database } = await getTestApp();
    const server = await secondApp(app, database);
    const seeker = await seekerThroughApi(app, {});
    await expect(connect(baseOf(server), { ...seeker, cookie: '' })).rejects.toThrow('HTTP 401');
    await expect(connect(baseOf(server), seeker, 'https://evil.example')).rejects.toThrow('HTTP 403');
  });

  it("a sign-out in another process closes only that session's tab; the same user's other device stays connected", async () => {
    const { app, database } = await getTestApp();
    const server = await secondApp(app, database);
    const seeker = await seekerThroughApi(app, {});
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: seeker.email, password: 'green-leaf-42' },
    });
    expect(signedIn.statusCode).toBe(200);
    const otherDevice = { ...seeker, cookie: cookieHeader(signedIn.headers['set-cookie']) };
    const phone = await connect(baseOf(server), seeker);
    const laptop = await connect(baseOf(server), otherDevice);
    await phone.next('hello');
    await laptop.next('hello');

    let laptopClosed = 'open';
    laptop.socket.once('close', (code, reason) => (laptopClosed = `closed: ${code} ${String(reason)}`));
    const closed = new Promise<number>((resolve) => phone.socket.once('close', (code) => resolve(code)));
    expect((await seeker.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} })).statusCode).toBe(
      200,
    );
    expect(await closed).toBe(4001);
    // The laptop's session lives: its socket stays open and still answers.
    await new Promise((r) => setTimeout(r, 300));
    expect(laptop.socket.readyState, laptopClosed).toBe(WebSocket.OPEN);
    laptop.socket.send(JSON.stringify({ type: 'ping' }));
    await laptop.next('pong');
    laptop.socket.close();
  });

  it('says on connecting how long the user has had no event, so a new tab knows whether it missed any', async () => {
    const { app, database } = await getTestApp();
    const server = await secondApp(app, database);
    const listening = Date.now(); // the server listens to the bus by the time it is up
    const hirer = await hirerThroughApi(app, 'Quiet Lettings');
    const jobId = await postJob(hirer, { title: 'Porter', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, { firstName: 'Sam', keySkills: ['teamwork'] });
    const bystander = await seekerThroughApi(app, { firstName: 'Ash' });

    // Nothing has happened to the bystander since the server began listening.
    const before = Date.now();
    const quiet = await connect(baseOf(server), bystander);
    const quietHello = await quiet.next('hello');
    expect(quietHello.quietMs).toBeGreaterThanOrEqual(before - listening);
    quiet.socket.close();

    // A match (a conversation event, received by this server) makes the seeker's next tab told so.
    const firstTab = await connect(baseOf(server), seeker);
    await firstTab.next('hello');
    await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
    const matched = Date.now();
    await swipe(hirer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
    await firstTab.next('conversation');
    const secondTab = await connect(baseOf(server), seeker);
    const hello = await secondTab.next('hello');
    expect(hello.quietMs).toBeLessThanOrEqual(Date.now() - matched);
    firstTab.socket.close();
    secondTab.socket.close();
  });

  it('a message sent through one server reaches the other side connected to another, with typing and Seen', async () => {
    const { app, database } = await getTestApp();
    const one = await secondApp(app, database);
    const two = await secondApp(app, database);
    await deliversAcross(app, one, two);
  });

  it('does the same over Redis pub/sub when REDIS_URL is set', async () => {
    const { app, database } = await getTestApp();
    // A channel of this run's own: other runs may share the machine's Redis.
    const redis = { url: 'redis://127.0.0.1:6379', channel: `newleaf_test_${Date.now()}` };
    const one = await secondApp(app, database, redis);
    const two = await secondApp(app, database, redis);
    await deliversAcross(one, one, two);
  });
});

/** Seeker on server one, employer on server two: they match, type, write and read. */
async function deliversAcross(app: FastifyInstance, one: FastifyInstance, two: FastifyInstance) {
  {
    const hirer = await hirerThroughApi(app, 'Live Lettings');
    const jobId = await postJob(hirer, { title: 'Cleaner', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, { firstName: 'Lee', keySkills: ['teamwork'] });

    const seekerTab = await connect(baseOf(one), seeker);
    const hirerTab = await connect(baseOf(two), hirer);
    await seekerTab.next('hello');
    await hirerTab.next('hello');

    await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
    await swipe(hirer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
    const opened = await seekerTab.next('conversation');
    const list = (
      await seeker.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    expect(opened.conversationId).toBe(list.items[0]!.id);
    const conversationId = opened.conversationId;

    hirerTab.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    expect(await seekerTab.next('typing')).toEqual({ type: 'typing', conversationId, role: 'hirer' });

    const res = await hirer.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { clientId: 'live-test-1', body: 'Welcome aboard' },
    });
    const sent = res.json() as Message;
    const delivered = await seekerTab.next('message');
    expect(delivered.message).toEqual(sent);
    // The sender's own tabs hear it too (another tab of theirs shows it).
    expect((await hirerTab.next('message')).message.id).toBe(sent.id);

    await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      payload: { lastMessageId: sent.id },
    });
    expect(await hirerTab.next('read')).toEqual({
      type: 'read',
      conversationId,
      readerRole: 'seeker',
      lastReadId: sent.id,
    });

    // Online state is shared by every process through the database.
    const header = (
      await hirer.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(header.otherOnline).toBe(true);
    seekerTab.socket.close();
    await hirerTab.next('presence');
    const after = (await hirer.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })).json();
    expect(after.otherOnline).toBe(false);
    hirerTab.socket.close();
  }
}
