import type { Notice } from '@shared/contracts/moderation';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { SessionUser } from '../../auth/session-user';
import { AppError } from '../../lib/errors';
import { noticesRepo } from './notices.repo';

/**
 * Notices from the NewLeaf team to one account (a moderator's warning, "your report was handled"):
 * shown on the account's dashboard until read, and sent by e-mail too.
 */
export function noticesService({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const repo = noticesRepo(db);
  return {
    /** Leaves a notice for the account and e-mails it; nothing when the account has gone. */
    async send(userId: string, body: string) {
      const email = await repo.insert(userId, body);
      if (!email) return;
      await mailer.send({
        to: email,
        subject: 'A message from the NewLeaf team',
        text: `Hello,\n\n${body}\n\nYou can also read this on your NewLeaf dashboard: ${publicUrl}\n\nNewLeaf`,
      });
    },

    async unread(user: SessionUser): Promise<Notice[]> {
      const rows = await repo.unread(user.id);
      return rows.map((r) => ({ id: r.id, body: r.body, createdAt: r.createdAt.toISOString() }));
    },

    async markRead(user: SessionUser, id: string) {
      if (!(await repo.markRead(user.id, id))) throw new AppError('NOT_FOUND', 'Notice not found');
    },
  };
}

export type NoticesService = ReturnType<typeof noticesService>;
