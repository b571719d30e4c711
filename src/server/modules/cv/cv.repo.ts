import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cv } from '../../db/schema';

/** The seeker's CV row; queries only. */
export function cvRepo(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(cv).where(eq(cv.userId, userId)).limit(1);
      return row ?? null;
    },
    async save(userId: string, data: unknown, step: number) {
      const [row] = await db
        .insert(cv)
        .values({ userId, data, step })
        .onConflictDoUpdate({ target: cv.userId, set: { data, step, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
  };
}
