import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  account,
  activityEvent,
  application,
  company,
  disclosureAccessLog,
  favouriteTalent,
  job,
  seekerSwipe,
  match,
  savedJob,
  seekerDisclosure,
  seekerProfile,
  employerSwipe,
  session,
  upload,
  user,
  wizardDraft,
} from '../../db/schema';

/** The database, or a transaction of it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type SeekerProfileRow = typeof seekerProfile.$inferSelect;
export type SeekerDisclosureRow = typeof seekerDisclosure.$inferSelect;
export type ProfileWrite = Partial<Omit<typeof seekerProfile.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type DisclosureWrite = Partial<Omit<typeof seekerDisclosure.$inferInsert, 'userId'>>;

export function seekersRepo(db: Executor) {
  return {
    // ---- Drafts -------------------------------------------------------------------------
    async listDrafts(userId: string) {
      return db
        .select({ step: wizardDraft.step, data: wizardDraft.data, updatedAt: wizardDraft.updatedAt })
        .from(wizardDraft)
        .where(eq(wizardDraft.userId, userId));
    },
    async upsertDraft(userId: string, step: string, data: unknown) {
      const [row] = await db
        .insert(wizardDraft)
        .values({ userId, step, data })
        .onConflictDoUpdate({
          target: [wizardDraft.userId, wizardDraft.step],
          set: { data, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: wizardDraft.updatedAt });
      return row!.updatedAt;
    },
    async deleteDrafts(userId: string) {
      await db.delete(wizardDraft).where(eq(wizardDraft.userId, userId));
    },

    // ---- Profile and disclosure -----------------------------------------------------------
    async findProfile(userId: string) {
      const [row] = await db.select().from(seekerProfile).where(eq(seekerProfile.userId, userId)).limit(1);
      return row ?? null;
    },
    async findDisclosure(userId: string) {
      const [row] = await db
        .select()
        .from(seekerDisclosure)
        .where(eq(seekerDisclosure.userId, userId))
        .limit(1);
      return row ?? null;
    },
    async accountEmail(userId: string) {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
      return row?.email ?? null;
    },
    /** Inserts or updates the profile; setup's first completion time is kept. */
    async upsertProfile(userId: string, values: ProfileWrite) {
      const [row] = await db
        .insert(seekerProfile)
        .values({ ...values, userId })
        .onConflictDoUpdate({ target: seekerProfile.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
    async updateProfile(userId: string, values: ProfileWrite) {
      const [row] = await db
        .update(seekerProfile)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(seekerProfile.userId, userId))
        .returning();
      return row ?? null;
    },
    /** Inserts or updates the answers; the sharing choice is left as it is unless given. */
    async upsertDisclosure(userId: string, values: DisclosureWrite) {
      const [row] = await db
        .insert(seekerDisclosure)
        .values({ ...values, userId })
        .onConflictDoUpdate({ target: seekerDisclosure.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    // ---- Access log ---------------------------------------------------------------------------
    async insertAccessLog(entry: typeof disclosureAccessLog.$inferInsert) {
      await db.insert(disclosureAccessLog).values(entry);
    },
    async listAccessLog(seekerUserId: string, limit = 200) {
      return db
        .select({
          id: disclosureAccessLog.id,
          companyName: disclosureAccessLog.companyName,
          sections: disclosureAccessLog.sections,
          viewedAt: disclosureAccessLog.viewedAt,
        })
        .from(disclosureAccessLog)
        .where(eq(disclosureAccessLog.seekerUserId, seekerUserId))
        .orderBy(desc(disclosureAccessLog.viewedAt))
        .limit(limit);
    },

    // ---- Export ---------------------------------------------------------------------------------
    /**
     * Everything held about a seeker, for "Download my data". The swipe, saved-job, application,
     * match, favourite and activity tables belong to other modules; their export queries live here
     * (read-only) so that one place knows the whole of a seeker's data.
     */
    async exportAll(userId: string) {
      const [accountRow] = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        })
        .from(user)
        .where(eq(user.id, userId));
      const signInMethods = await db
        .select({ provider: account.providerId, createdAt: account.createdAt })
        .from(account)
        .where(eq(account.userId, userId));
      const sessions = await db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId));
      const [profile] = await db.select().from(seekerProfile).where(eq(seekerProfile.userId, userId));
      const [disclosure] = await db
        .select()
        .from(seekerDisclosure)
        .where(eq(seekerDisclosure.userId, userId));
      const wizardDrafts = await db
        .select({ step: wizardDraft.step, data: wizardDraft.data, updatedAt: wizardDraft.updatedAt })
        .from(wizardDraft)
        .where(eq(wizardDraft.userId, userId));
      const accessLog = await db
        .select({
          companyName: disclosureAccessLog.companyName,
          sections: disclosureAccessLog.sections,
          viewedAt: disclosureAccessLog.viewedAt,
        })
        .from(disclosureAccessLog)
        .where(eq(disclosureAccessLog.seekerUserId, userId))
        .orderBy(desc(disclosureAccessLog.viewedAt));
      const uploads = await db
        .select({
          url: sql<string>`'/uploads/' || ${upload.key}`,
          kind: upload.kind,
          contentType: upload.contentType,
          bytes: upload.bytes,
          createdAt: upload.createdAt,
        })
        .from(upload)
        .where(eq(upload.ownerUserId, userId));
      const jobSwipes = await db
        .select({
          jobId: seekerSwipe.jobId,
          jobTitle: job.title,
          action: seekerSwipe.action,
          createdAt: seekerSwipe.createdAt,
        })
        .from(seekerSwipe)
        .leftJoin(job, eq(job.id, seekerSwipe.jobId))
        .where(eq(seekerSwipe.seekerUserId, userId));
      const employerSwipes = await db
        .select({
          companyName: company.companyName,
          contextJobId: employerSwipe.contextJobId,
          action: employerSwipe.action,
          createdAt: employerSwipe.createdAt,
        })
        .from(employerSwipe)
        .leftJoin(company, eq(company.id, employerSwipe.companyId))
        .where(eq(employerSwipe.seekerUserId, userId));
      const savedJobs = await db
        .select({ jobId: savedJob.jobId, jobTitle: job.title, createdAt: savedJob.createdAt })
        .from(savedJob)
        .leftJoin(job, eq(job.id, savedJob.jobId))
        .where(eq(savedJob.seekerUserId, userId));
      const applications = await db
        .select({
          id: application.id,
          jobId: application.jobId,
          jobTitle: job.title,
          status: application.status,
          contactSubject: application.contactSubject,
          contactMessage: application.contactMessage,
          createdAt: application.createdAt,
          updatedAt: application.updatedAt,
        })
        .from(application)
        .leftJoin(job, eq(job.id, application.jobId))
        .where(eq(application.seekerUserId, userId));
      const matches = await db
        .select({
          id: match.id,
          companyName: company.companyName,
          jobId: match.jobId,
          jobTitle: job.title,
          createdAt: match.createdAt,
        })
        .from(match)
        .leftJoin(company, eq(company.id, match.companyId))
        .leftJoin(job, eq(job.id, match.jobId))
        .where(eq(match.seekerUserId, userId));
      const favouritedBy = await db
        .select({ companyName: company.companyName, createdAt: favouriteTalent.createdAt })
        .from(favouriteTalent)
        .leftJoin(company, eq(company.id, favouriteTalent.companyId))
        .where(eq(favouriteTalent.seekerUserId, userId));
      const activity = await db
        .select({
          type: activityEvent.type,
          title: activityEvent.title,
          body: activityEvent.body,
          createdAt: activityEvent.createdAt,
        })
        .from(activityEvent)
        .where(eq(activityEvent.userId, userId))
        .orderBy(desc(activityEvent.createdAt));
      return {
        account: accountRow ?? null,
        signInMethods,
        sessions,
        profile: profile ?? null,
        disclosure: disclosure ?? null,
        wizardDrafts,
        accessLog,
        uploads,
        jobSwipes,
        employerSwipes,
        savedJobs,
        applications,
        matches,
        favouritedBy,
        activity,
      };
    },

    // ---- Erasure ---------------------------------------------------------------------------------
    /** Deletes the account row; every row that references it cascades. */
    async deleteUser(userId: string) {
      const rows = await db
        .delete(user)
        .where(and(eq(user.id, userId), eq(user.role, 'seeker')))
        .returning({ id: user.id });
      return rows.length > 0;
    },
  };
}
