import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { messagingRepo, type Role } from './messaging.repo';

const newToken = () => crypto.randomBytes(24).toString('hex');

/**
 * E-mails about conversations: a message waiting unread (after `delayMinutes`, when the
 * recipient has no open connection; at most one an hour per conversation) and a new match. They
 * name who wrote and the job, and never quote a message: it may hold sensitive details. Each
 * carries a one-click link to turn them off. Several server processes may run the check: a
 * database claim makes exactly one of them send each e-mail.
 */
export function createNotifier(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  delayMinutes: number;
  intervalSeconds: number;
  log: FastifyBaseLogger;
}) {
  const { mailer, publicUrl, log } = deps;
  const repo = messagingRepo(deps.db);

  const inbox = (side: Role, conversationId: string) =>
    `${publicUrl}/${side === 'seeker' ? 'seeker-messages' : 'hirer-messages'}/${conversationId}`;
  const unsubscribeLink = (token: string) =>
    `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const footer = (token: string) =>
    [
      '',
      'We never put messages in e-mails, to keep them private.',
      `Turn these e-mails off: ${unsubscribeLink(token)}`,
      'You can turn them on again on your profile page.',
    ].join('\n');

  /** One pass: sends what is due. Answers how many e-mails went. */
  async function runOnce() {
    let sent = 0;
    for (const due of await repo.dueNotifications(deps.delayMinutes)) {
      if (!(await repo.claimNotification(due.id, due.side))) continue;
      const setting = await repo.notificationSetting(due.userId, newToken());
      if (!setting.messageEmails) continue;
      const about = due.jobTitle ? ` about ${due.jobTitle}` : '';
      await mailer.send({
        to: due.email,
        subject: `New message from ${due.senderName} on NewLeaf`,
        text: [
          `${due.senderName} sent you a message${about} on NewLeaf.`,
          `Read and reply: ${inbox(due.side, due.id)}`,
          footer(setting.unsubscribeToken),
        ].join('\n'),
        link: inbox(due.side, due.id),
      });
      sent += 1;
    }
    return sent;
  }

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOnce()
      .catch((err) => log.warn({ err }, 'message e-mails failed'))
      .finally(() => {
        running = false;
      });
  }, deps.intervalSeconds * 1000);
  timer.unref();

  return {
    runOnce,

    /** A new match: both sides hear of it, unless they are on NewLeaf right now or opted out. */
    async matchMade(input: {
      conversationId: string;
      seekerUserId: string;
      hirerUserId: string;
      companyName: string;
      seekerName: string;
      jobTitle: string;
    }) {
      const parties: [Role, string, string][] = [
        ['seeker', input.seekerUserId, input.companyName],
        ['hirer', input.hirerUserId, input.seekerName],
      ];
      for (const [side, userId, other] of parties) {
        if (await repo.isOnlineAnywhere(userId)) continue;
        const setting = await repo.notificationSetting(userId, newToken());
        if (!setting.messageEmails) continue;
        await mailer.send({
          to: setting.email,
          subject: `It's a match with ${other} on NewLeaf`,
          text: [
            `You and ${other} are interested in each other for ${input.jobTitle}.`,
            `Say hello: ${inbox(side, input.conversationId)}`,
            footer(setting.unsubscribeToken),
          ].join('\n'),
          link: inbox(side, input.conversationId),
        });
      }
    },

    async getSetting(userId: string) {
      const setting = await repo.notificationSetting(userId, newToken());
      return { messageEmails: setting.messageEmails, interviewReminders: setting.interviewReminders };
    },
    async setSetting(userId: string, choices: { messageEmails?: boolean; interviewReminders?: boolean }) {
      await repo.setNotificationChoices(userId, newToken(), choices);
      return this.getSetting(userId);
    },
    unsubscribe: (token: string, what: 'messages' | 'interviews' = 'messages') =>
      repo.unsubscribe(token, what),
    /**
     * For interview reminders: the recipient's choice and the link that turns reminders off in
     * one click (null when they are off).
     */
    async interviewRemindersLink(userId: string) {
      const setting = await repo.notificationSetting(userId, newToken());
      if (!setting.interviewReminders) return null;
      return `${unsubscribeLink(setting.unsubscribeToken)}&what=interviews`;
    },

    close() {
      clearInterval(timer);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
