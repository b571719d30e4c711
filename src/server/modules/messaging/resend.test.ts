import { afterAll, describe, expect, it } from 'vitest';
import type { ConversationList, Message } from '@shared/contracts/messaging';
import { getTestApp } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../../test/fixtures';
import { baseOf, cleanups, connect, secondApp } from '../../test/live';
import { messagingRepo } from './messaging.repo';

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a message resent after its server died', () => {
  it('reaches the other side live even though the server that stored it never said so', async () => {
    const { app, database } = await getTestApp();
    const server = await secondApp(app, database);
    const hirer = await hirerThroughApi(app, 'Lighthouse Bakery');
    const jobId = await postJob(hirer, { title: 'Baker', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, { firstName: 'Ira', keySkills: ['teamwork'] });
    await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
    await swipe(hirer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
    const list = (
      await seeker.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    const conversationId = list.items[0]!.id;
    const employerTab = await connect(baseOf(server), hirer);
    await employerTab.next('hello');

    // What a server killed between storing the message and announcing it leaves behind.
    const body = 'Sent just as the server went down';
    await messagingRepo(database.db).insertMessage({
      conversationId,
      senderUserId: seeker.id,
      senderRole: 'seeker',
      body,
      clientId: 'resent-1',
    });
    // The seeker's app, not told it went, sends it again to a server that is up.
    const resent = await seeker.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { clientId: 'resent-1', body },
    });
    expect(resent.statusCode).toBe(201);
    const stored = resent.json() as Message;

    const live = await employerTab.next('message');
    expect(live.message).toMatchObject({ id: stored.id, body });
    employerTab.socket.close();
  });
});
