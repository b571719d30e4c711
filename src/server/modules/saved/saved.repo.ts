import { exportRows } from '../../db/export-rows';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company, favouriteTalent, job, savedJob, seekerProfile, user } from '../../db/schema';
import { jobSummaryColumns } from '../../db/job-summary';
import { sampleOf } from '../../db/sample';

export function savedRepo(db: Db) {
  return {
    /** The company's favourite candidates, for the employer's data export. */
    exportFavourites: (companyId: string) =>
      exportRows(
        db,
        sql`select seeker_user_id, created_at from favourite_talent where company_id = ${companyId} order by created_at`,
      ),
    // ---- saved jobs ----
    async listSavedJobs(seekerUserId: string) {
      return db
        .select({ job: jobSummaryColumns, savedAt: savedJob.createdAt })
        .from(savedJob)
        .innerJoin(job, eq(job.id, savedJob.jobId))
        .innerJoin(company, eq(company.id, job.companyId))
        .where(eq(savedJob.seekerUserId, seekerUserId))
        .orderBy(desc(savedJob.createdAt));
    },

    async jobStatus(jobId: string) {
      const [row] = await db.select({ status: job.status }).from(job).where(eq(job.id, jobId)).limit(1);
      return row?.status;
    },

    async saveJob(seekerUserId: string, jobId: string) {
      await db.insert(savedJob).values({ seekerUserId, jobId }).onConflictDoNothing();
    },

    async unsaveJob(seekerUserId: string, jobId: string) {
      await db
        .delete(savedJob)
        .where(and(eq(savedJob.seekerUserId, seekerUserId), eq(savedJob.jobId, jobId)));
    },

    async isSaved(seekerUserId: string, jobId: string) {
      const rows = await db
        .select({ jobId: savedJob.jobId })
        .from(savedJob)
        .where(and(eq(savedJob.seekerUserId, seekerUserId), eq(savedJob.jobId, jobId)))
        .limit(1);
      return rows.length > 0;
    },

    async countSavedJobs(seekerUserId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(savedJob)
        .where(eq(savedJob.seekerUserId, seekerUserId));
      return row?.n ?? 0;
    },

    // ---- favourite talent ----
    async listFavourites(companyId: string) {
      return db
        .select({
          seekerUserId: favouriteTalent.seekerUserId,
          firstName: seekerProfile.firstName,
          lastName: seekerProfile.lastName,
          jobTitle: seekerProfile.jobTitle,
          headline: seekerProfile.headline,
          locationCity: seekerProfile.locationCity,
          locationCountry: seekerProfile.locationCountry,
          profileImageUrl: seekerProfile.profileImageUrl,
          keySkills: seekerProfile.keySkills,
          addedAt: favouriteTalent.createdAt,
          sample: sampleOf(favouriteTalent.seekerUserId),
        })
        .from(favouriteTalent)
        .innerJoin(seekerProfile, eq(seekerProfile.userId, favouriteTalent.seekerUserId))
        .where(eq(favouriteTalent.companyId, companyId))
        .orderBy(desc(favouriteTalent.createdAt));
    },

    /** A seeker an employer may keep as a favourite: a seeker account with a completed profile. */
    async isListedSeeker(seekerUserId: string) {
      const rows = await db
        .select({ id: seekerProfile.id })
        .from(seekerProfile)
        .innerJoin(user, and(eq(user.id, seekerProfile.userId), eq(user.role, 'seeker')))
        .where(and(eq(seekerProfile.userId, seekerUserId), isNotNull(seekerProfile.setupCompletedAt)))
        .limit(1);
      return rows.length > 0;
    },

    async addFavourite(companyId: string, seekerUserId: string) {
      await db.insert(favouriteTalent).values({ companyId, seekerUserId }).onConflictDoNothing();
    },

    async removeFavourite(companyId: string, seekerUserId: string) {
      await db
        .delete(favouriteTalent)
        .where(and(eq(favouriteTalent.companyId, companyId), eq(favouriteTalent.seekerUserId, seekerUserId)));
    },

    async isFavourite(companyId: string, seekerUserId: string) {
      const rows = await db
        .select({ id: favouriteTalent.seekerUserId })
        .from(favouriteTalent)
        .where(and(eq(favouriteTalent.companyId, companyId), eq(favouriteTalent.seekerUserId, seekerUserId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
