import { exportRows } from '../../db/export-rows';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company } from '../../db/schema';
import { sampleOf } from '../../db/sample';

/** A company's columns, and whether its employer is an account of the sample world (demo data). */
const companyColumns = { ...getTableColumns(company), sample: sampleOf(company.userId) };

export type CompanyRow = typeof company.$inferSelect & { sample: boolean };
export type CompanyValues = Omit<typeof company.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function companiesRepo(db: Db) {
  return {
    /** Deletes the employer's account row; the company and everything of it cascade. */
    async deleteOwner(userId: string) {
      await db.execute(sql`delete from "user" where id = ${userId} and role = 'hirer'`);
    },
    /** The employer's account, sign-in methods, sessions and company, for their data export. */
    async exportAccount(userId: string) {
      const [account] = await exportRows(
        db,
        sql`select id, email, name, role, email_verified, created_at, updated_at from "user" where id = ${userId}`,
      );
      return {
        account: account ?? {},
        signInMethods: await exportRows(
          db,
          sql`select provider_id, created_at from account where user_id = ${userId}`,
        ),
        sessions: await exportRows(
          db,
          sql`select created_at, expires_at, ip_address, user_agent from session where user_id = ${userId}`,
        ),
        company: (await exportRows(db, sql`select * from company where user_id = ${userId}`))[0] ?? null,
      };
    },
    async findByUserId(userId: string): Promise<CompanyRow | null> {
      const rows = await db.select(companyColumns).from(company).where(eq(company.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<CompanyRow | null> {
      const rows = await db.select(companyColumns).from(company).where(eq(company.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Inserts the user's company; null when the user already has one (one company per account). */
    async insert(userId: string, values: CompanyValues): Promise<CompanyRow | null> {
      const rows = await db
        .insert(company)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: company.userId })
        .returning(companyColumns);
      return rows[0] ?? null;
    },

    async update(id: string, values: Partial<CompanyValues>): Promise<CompanyRow | null> {
      const rows = await db
        .update(company)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(company.id, id))
        .returning(companyColumns);
      return rows[0] ?? null;
    },
  };
}
