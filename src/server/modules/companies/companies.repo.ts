import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company } from '../../db/schema';

export type CompanyRow = typeof company.$inferSelect;
export type CompanyValues = Omit<typeof company.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function companiesRepo(db: Db) {
  return {
    async findByUserId(userId: string): Promise<CompanyRow | null> {
      const rows = await db.select().from(company).where(eq(company.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<CompanyRow | null> {
      const rows = await db.select().from(company).where(eq(company.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Inserts the user's company; null when the user already has one (one company per account). */
    async insert(userId: string, values: CompanyValues): Promise<CompanyRow | null> {
      const rows = await db
        .insert(company)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: company.userId })
        .returning();
      return rows[0] ?? null;
    },

    async update(id: string, values: Partial<CompanyValues>): Promise<CompanyRow | null> {
      const rows = await db
        .update(company)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(company.id, id))
        .returning();
      return rows[0] ?? null;
    },
  };
}
