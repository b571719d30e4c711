import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ConversationList } from '@shared/contracts/messaging';
import { buildApp } from '../../app';
import { getTestApp } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi, swipe } from '../../test/fixtures';
import { mailsSince, outboxNow } from '../../test/outbox';

describe('e-mail notifications', () => {
  it('a match e-mails both sides; a message unread 10 minutes e-mails once an hour, never quoting it; the link turns them off', async () => {
    const { app, dataDir } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Notify Nurseries');
    const jobId = await postJob(hirer, { title: 'Nursery Assistant', requiredSkills: ['teamwork'] });
    const seeker = await seekerThroughApi(app, {
      firstName: 'Jo',
      lastName: 'Marsh',
      keySkills: ['teamwork'],
    });

    let before = outboxNow(dataDir);
    await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
    await swipe(hirer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
    const matchMails = mailsSince(dataDir, before);
    expect(matchMails.map((m) => m.match(/^Subject: (.*)$/m)?.[1])).toEqual(
      expect.arrayContaining([
        "It's a match with Notify Nurseries on NewLeaf",
        "It's a match with Jo Marsh on NewLeaf",
      ]),
    );

    const list = (
      await hirer.inject({ method: 'GET', url: '/api/conversations' })
    ).json() as ConversationList;
    const conversationId = list.items[0]!.id;
    const secret = 'My probation officer is Mrs Smith';
    await hirer.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { clientId: 'notify-test-1', body: secret },
    });
    const notifier = app.services.notifier;
    before = outboxNow(dataDir);
    expect(await notifier.runOnce()).toBe(0); // not yet 10 minutes
    await app.database.db.execute(sql`update message set created_at = now() - interval '11 minutes'`);
    expect(await notifier.runOnce()).toBe(1);
    expect(await notifier.runOnce()).toBe(0); // at most one an hour per conversation
    const [mail] = mailsSince(dataDir, before);
    expect(mail).toContain('Subject: New message from Notify Nurseries on NewLeaf');
    expect(mail).toContain('about Nursery Assistant');
    expect(mail).toContain(`/seeker-messages/${conversationId}`);
    expect(mail).not.toContain('probation');
    expect(mail).not.toContain('Mrs Smith');

    const link = mail!.match(/https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=\S+/)![0];
    const off = await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain("You won't get e-mails");
    expect((await seeker.inject({ method: 'GET', url: '/api/notifications/settings' })).json()).toEqual({
      messageEmails: false,
      interviewReminders: true,
    });
    // Next hour, a new unread message: nothing goes to someone who turned them off.
    await app.database.db.execute(
      sql`update conversation set seeker_notified_at = now() - interval '2 hours'`,
    );
    await hirer.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { clientId: 'notify-test-2', body: 'Another one' },
    });
    await app.database.db.execute(sql`update message set created_at = now() - interval '11 minutes'`);
    expect(await notifier.runOnce()).toBe(0);
    // And on again from the profile page.
    const on = await seeker.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { messageEmails: true },
    });
    expect(on.json()).toEqual({ messageEmails: true, interviewReminders: true });
    expect(await notifier.runOnce()).toBe(1);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/notifications/unsubscribe?token=not-a-real-token',
    });
    expect(bad.statusCode).toBe(404);
  });

  it('a report is e-mailed to MODERATION_EMAIL when it is set, naming the reason but no message', async () => {
    const { app, dataDir, database } = await getTestApp();
    const moderated = await buildApp({
      config: { ...app.config, moderationEmail: 'moderation@example.org' },
      database,
      logger: false,
    });
    try {
      const hirer = await hirerThroughApi(app, 'Report Roofing');
      const jobId = await postJob(hirer, { title: 'Roofer', requiredSkills: ['teamwork'] });
      const seeker = await seekerThroughApi(app, { keySkills: ['teamwork'] });
      await swipe(seeker, { targetKind: 'job', targetId: jobId, action: 'like' });
      await swipe(hirer, { targetKind: 'seeker', targetId: seeker.id, action: 'like' });
      const list = (
        await seeker.inject({ method: 'GET', url: '/api/conversations' })
      ).json() as ConversationList;
      const id = list.items[0]!.id;
      await hirer.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        payload: { clientId: 'report-mail-1', body: 'Send me your bank details' },
      });
      const before = outboxNow(dataDir);
      const res = await moderated.inject({
        method: 'POST',
        url: `/api/conversations/${id}/report`,
        headers: { cookie: seeker.cookie, origin: 'http://localhost:3000' },
        payload: { reason: 'scam_or_fraud', details: 'Asked for bank details' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const mails = mailsSince(dataDir, before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('To: moderation@example.org');
      expect(mails[0]).toContain('Reason: Scam or fraud');
      expect(mails[0]).not.toContain('Send me your bank details');
    } finally {
      await moderated.close();
    }
  });
});
