import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { user, userNotice } from '../../db/schema';
import { rows } from '../../db/rows';

const u = alias(user, 'u');

export function noticesRepo(db: Db) {
  return {
    /** Stores a notice; the account's e-mail address, or null when the account has gone. */
    async insert(userId: string, body: string): Promise<string | null> {
      const [row] = await rows<{ email: string }>(
        db,
        sql`insert into ${userNotice} (${sql.identifier(userNotice.userId.name)}, ${sql.identifier(userNotice.body.name)})
            select ${u.id}, ${body} from ${user} ${u} where ${u.id} = ${userId}
            returning (select ${u.email} from ${user} ${u} where ${u.id} = ${userNotice.userId}) as email`,
      );
      return row?.email ?? null;
    },

    unread: (userId: string) =>
      db
        .select({ id: userNotice.id, body: userNotice.body, createdAt: userNotice.createdAt })
        .from(userNotice)
        .where(and(eq(userNotice.userId, userId), isNull(userNotice.readAt)))
        .orderBy(asc(userNotice.createdAt)),

    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(userNotice)
        .set({ readAt: sql`now()` })
        .where(and(eq(userNotice.id, id), eq(userNotice.userId, userId)))
        .returning({ id: userNotice.id });
      return rows.length > 0;
    },
  };
}
