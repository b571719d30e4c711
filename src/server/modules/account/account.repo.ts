import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company, seekerProfile } from '../../db/schema';

export function accountRepo(db: Db) {
  return {
    async hasCompany(userId: string) {
      const rows = await db
        .select({ id: company.id })
        .from(company)
        .where(eq(company.userId, userId))
        .limit(1);
      return rows.length > 0;
    },
    async hasCompletedSeekerProfile(userId: string) {
      const rows = await db
        .select({ id: seekerProfile.id })
        .from(seekerProfile)
        .where(and(eq(seekerProfile.userId, userId), isNotNull(seekerProfile.setupCompletedAt)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
