import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachMessage, coachSetting, modelUsage } from '../../db/schema';
import type { CoachThread } from '@shared/contracts/coach';

export type CoachMessageRow = typeof coachMessage.$inferSelect;
export type NewCoachMessage = typeof coachMessage.$inferInsert;

/** Coaching history and settings; queries only. */
export function coachRepo(db: Db) {
  return {
    /** A page of the thread, newest first (the service turns it round). */
    async page(userId: string, thread: CoachThread, limit: number, before?: number) {
      return db
        .select()
        .from(coachMessage)
        .where(
          and(
            eq(coachMessage.userId, userId),
            eq(coachMessage.thread, thread),
            before === undefined ? undefined : lt(coachMessage.id, before),
          ),
        )
        .orderBy(desc(coachMessage.id))
        .limit(limit);
    },

    async insert(row: NewCoachMessage): Promise<CoachMessageRow> {
      const [stored] = await db.insert(coachMessage).values(row).returning();
      return stored!;
    },

    /** A message and its reply in one statement (ids in this order). */
    async insertPair(
      message: NewCoachMessage,
      reply: NewCoachMessage,
    ): Promise<[CoachMessageRow, CoachMessageRow]> {
      const stored = await db.insert(coachMessage).values([message, reply]).returning();
      stored.sort((a, b) => a.id - b.id);
      return [stored[0]!, stored[1]!];
    },

    async clear(userId: string, thread: CoachThread) {
      await db
        .delete(coachMessage)
        .where(and(eq(coachMessage.userId, userId), eq(coachMessage.thread, thread)));
    },

    /** Every message of the seeker, both threads, oldest first (for the data export). */
    async all(userId: string) {
      return db.select().from(coachMessage).where(eq(coachMessage.userId, userId)).orderBy(coachMessage.id);
    },

    /** Model replies written for the seeker since `since` (any purpose), and the tokens they used. */
    async modelUsageSince(userId: string, since: Date) {
      const [row] = await db
        .select({ replies: count(), tokens: sum(modelUsage.tokens) })
        .from(modelUsage)
        .where(and(eq(modelUsage.userId, userId), gte(modelUsage.createdAt, since)));
      return { replies: row?.replies ?? 0, tokens: Number(row?.tokens ?? 0) };
    },

    /** Writes one model reply into the ledger and drops the seeker's rows older than `pruneBefore`. */
    async recordModelUse(row: typeof modelUsage.$inferInsert, pruneBefore: Date) {
      await db.insert(modelUsage).values(row);
      await db
        .delete(modelUsage)
        .where(and(eq(modelUsage.userId, row.userId), lt(modelUsage.createdAt, pruneBefore)));
    },

    /** The seeker's ledger rows, oldest first (for the data export). */
    async modelUsage(userId: string) {
      return db
        .select({ purpose: modelUsage.purpose, tokens: modelUsage.tokens, createdAt: modelUsage.createdAt })
        .from(modelUsage)
        .where(eq(modelUsage.userId, userId))
        .orderBy(modelUsage.id);
    },

    /**
     * What a send needs to know first, in one statement: the thread's last `limit` messages
     * (newest first), the seeker's messages in the last minute (both threads, for the rate limit)
     * and whether coaching may use their disclosure answers. A thread with no messages yet takes
     * a second statement for the last two.
     */
    async sendContext(userId: string, thread: CoachThread, limit: number, since: Date) {
      const sent = sql<number>`(select count(*)::int from ${coachMessage} where ${coachMessage.userId} = ${userId} and ${coachMessage.role} = 'user' and ${coachMessage.createdAt} > ${since})`;
      const useDisclosure = sql<
        boolean | null
      >`(select ${coachSetting.useDisclosure} from ${coachSetting} where ${coachSetting.userId} = ${userId})`;
      const rows = await db
        .select({ message: coachMessage, sent, useDisclosure })
        .from(coachMessage)
        .where(and(eq(coachMessage.userId, userId), eq(coachMessage.thread, thread)))
        .orderBy(desc(coachMessage.id))
        .limit(limit);
      const first = rows[0] ?? (await db.select({ sent, useDisclosure }).from(sql`(select 1) as one`))[0];
      return {
        recent: rows.map((r) => r.message),
        sent: Number(first?.sent ?? 0),
        useDisclosure: first?.useDisclosure ?? false,
      };
    },

    async useDisclosure(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ useDisclosure: coachSetting.useDisclosure })
        .from(coachSetting)
        .where(eq(coachSetting.userId, userId));
      return row?.useDisclosure ?? false;
    },

    async setUseDisclosure(userId: string, useDisclosure: boolean) {
      await db
        .insert(coachSetting)
        .values({ userId, useDisclosure })
        .onConflictDoUpdate({ target: coachSetting.userId, set: { useDisclosure, updatedAt: sql`now()` } });
    },
  };
}
