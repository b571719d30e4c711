import { exportRows } from '../../db/export-rows';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { application, company, interview, job, seekerProfile, user } from '../../db/schema';
import type { ApplicantStatus } from '@shared/rules/applications';
import { jobSummaryColumns } from '../../db/job-summary';

const applicationColumns = {
  id: application.id,
  jobId: application.jobId,
  status: application.status,
  contactSubject: application.contactSubject,
  contactMessage: application.contactMessage,
  cvAttached: application.cvAttached,
  cvSentAt: application.cvSentAt,
  createdAt: application.createdAt,
  updatedAt: application.updatedAt,
  /** The live (proposed or booked) interview, if any: at most one (a unique index). */
  interview: sql<InterviewBriefRow | null>`(select json_build_object('id', ${interview.id}, 'status', ${interview.status},
      'startsAt', ${interview.startsAt}, 'minutes', ${interview.minutes}, 'conversationId', ${interview.conversationId})
    from ${interview} where ${interview.applicationId} = ${application.id} and ${interview.status} in ('proposed', 'booked') limit 1)`,
};

export interface InterviewBriefRow {
  id: string;
  status: 'proposed' | 'booked';
  startsAt: string | null;
  minutes: number | null;
  conversationId: string | null;
}

/** Only what an applicant card shows: never a disclosure answer (those live in another table). */
const applicantColumns = {
  ...applicationColumns,
  seekerUserId: application.seekerUserId,
  firstName: seekerProfile.firstName,
  lastName: seekerProfile.lastName,
  profileImageUrl: seekerProfile.profileImageUrl,
  headline: seekerProfile.headline,
  seekerJobTitle: seekerProfile.jobTitle,
  locationCity: seekerProfile.locationCity,
  keySkills: seekerProfile.keySkills,
  accountName: user.name,
  jobTitle: job.title,
  sample: user.sample,
};

const notWithdrawn = ne(application.status, 'withdrawn');

/**
 * The columns that attach the seeker's CV as it is now (a copy: later edits do not reach the
 * application until it is sent again), or take it off. Nothing is attached without a saved CV.
 */
function cvColumns(seekerUserId: string, attach: boolean) {
  if (!attach) return { cvAttached: false, cvSnapshot: null, cvSentAt: null };
  const saved = sql`(select data from cv where user_id = ${seekerUserId})`;
  return {
    cvAttached: sql<boolean>`${saved} is not null`,
    cvSnapshot: saved,
    cvSentAt: sql`case when ${saved} is not null then now() end`,
  };
}

export function applicationsRepo(db: Db) {
  const seekerApplications = () =>
    db
      .select({ ...applicationColumns, job: jobSummaryColumns })
      .from(application)
      .innerJoin(job, eq(job.id, application.jobId))
      .innerJoin(company, eq(company.id, job.companyId));

  const applicants = (hirerUserId: string) =>
    db
      .select(applicantColumns)
      .from(application)
      .innerJoin(job, eq(job.id, application.jobId))
      .innerJoin(company, and(eq(company.id, job.companyId), eq(company.userId, hirerUserId)))
      .innerJoin(user, eq(user.id, application.seekerUserId))
      .leftJoin(seekerProfile, eq(seekerProfile.userId, application.seekerUserId));

  /** The seeker's live applications to the company's jobs that carry their CV, as `columns`. */
  const cvSentTo = <T extends Parameters<typeof db.select>[0]>(
    companyId: string,
    seekerUserId: string,
    columns: NonNullable<T>,
  ) =>
    db
      .select(columns)
      .from(application)
      .innerJoin(job, eq(job.id, application.jobId))
      .where(
        and(
          eq(job.companyId, companyId),
          eq(application.seekerUserId, seekerUserId),
          eq(application.cvAttached, true),
          notWithdrawn,
        ),
      );

  return {
    /** Applications to the company's jobs with the status the employer set, for its data export. */
    exportReceived: (companyId: string) =>
      exportRows(
        db,
        sql`select a.id, a.job_id, j.title as job_title, a.seeker_user_id, a.status, a.cv_attached, a.created_at, a.updated_at
            from application a join job j on j.id = a.job_id where j.company_id = ${companyId} order by a.created_at`,
      ),
    /** The job a seeker applies to, with its employer's account. */
    async findJob(jobId: string) {
      const [row] = await db
        .select({
          id: job.id,
          title: job.title,
          status: job.status,
          subjectToDbsBarring: job.subjectToDbsBarring,
          companyId: company.id,
          companyName: company.companyName,
          hirerUserId: company.userId,
        })
        .from(job)
        .innerJoin(company, eq(company.id, job.companyId))
        .where(eq(job.id, jobId))
        .limit(1);
      return row;
    },

    /** Everything Job Details shows, with the employer's account. */
    async findJobDetails(jobId: string) {
      const [row] = await db
        .select({
          job: jobSummaryColumns,
          description: job.description,
          category: job.category,
          experienceLevel: job.experienceLevel,
          requiredSkills: job.requiredSkills,
          subjectToDbsBarring: job.subjectToDbsBarring,
          requirements: job.requirements,
          benefits: job.benefits,
          closesAt: job.closesAt,
          companyIndustry: company.industry,
          companyWebsiteUrl: company.websiteUrl,
          companyFairChance: company.fairChance,
          hirerUserId: company.userId,
        })
        .from(job)
        .innerJoin(company, eq(company.id, job.companyId))
        .where(eq(job.id, jobId))
        .limit(1);
      return row;
    },

    /**
     * Creates the application, or revives a withdrawn one as new. Answers nothing when an
     * application that is not withdrawn exists already.
     */
    async apply(jobId: string, seekerUserId: string, attachCv = false) {
      const cv = cvColumns(seekerUserId, attachCv);
      const [row] = await db
        .insert(application)
        .values({ jobId, seekerUserId, status: 'new', ...cv })
        .onConflictDoUpdate({
          target: [application.jobId, application.seekerUserId],
          set: {
            status: 'new',
            contactSubject: null,
            contactMessage: null,
            ...cv,
            createdAt: sql`now()`,
            updatedAt: sql`now()`,
          },
          setWhere: eq(application.status, 'withdrawn'),
        })
        .returning({ id: application.id });
      return row;
    },

    async listForSeeker(seekerUserId: string) {
      return seekerApplications()
        .where(and(eq(application.seekerUserId, seekerUserId), notWithdrawn))
        .orderBy(desc(application.createdAt));
    },

    async findForSeeker(seekerUserId: string, where: { id: string } | { jobId: string }) {
      const [row] = await seekerApplications()
        .where(
          and(
            eq(application.seekerUserId, seekerUserId),
            'id' in where ? eq(application.id, where.id) : eq(application.jobId, where.jobId),
            notWithdrawn,
          ),
        )
        .limit(1);
      return row;
    },

    async withdraw(seekerUserId: string, id: string) {
      const rows = await db
        .update(application)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(eq(application.id, id), eq(application.seekerUserId, seekerUserId), notWithdrawn))
        .returning({ id: application.id });
      return rows.length > 0;
    },

    async setContact(seekerUserId: string, id: string, subject: string, message: string) {
      const rows = await db
        .update(application)
        .set({ contactSubject: subject, contactMessage: message, updatedAt: sql`now()` })
        .where(and(eq(application.id, id), eq(application.seekerUserId, seekerUserId), notWithdrawn))
        .returning({ id: application.id });
      return rows.length > 0;
    },

    async listApplicants(hirerUserId: string, filter: { jobId?: string; onlyNew?: boolean }) {
      return applicants(hirerUserId)
        .where(
          and(
            notWithdrawn,
            filter.jobId ? eq(application.jobId, filter.jobId) : undefined,
            filter.onlyNew ? eq(application.status, 'new') : undefined,
          ),
        )
        .orderBy(desc(application.createdAt));
    },

    async findApplicant(hirerUserId: string, id: string) {
      const [row] = await applicants(hirerUserId)
        .where(and(eq(application.id, id), notWithdrawn))
        .limit(1);
      return row;
    },

    /** For interviews: the seeker's application to the job in any status, or null. */
    async findByJobAndSeeker(jobId: string, seekerUserId: string) {
      const [row] = await db
        .select({ id: application.id, status: application.status })
        .from(application)
        .where(and(eq(application.jobId, jobId), eq(application.seekerUserId, seekerUserId)));
      return row ?? null;
    },

    /**
     * For interviews after a match without an application: the seeker's interest in the job
     * becomes their application, without a CV (they can attach one).
     */
    async insertForInterview(jobId: string, seekerUserId: string) {
      await db.insert(application).values({ jobId, seekerUserId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: application.id, status: application.status })
        .from(application)
        .where(and(eq(application.jobId, jobId), eq(application.seekerUserId, seekerUserId)));
      return row!;
    },

    /** For interview steps: sets the status unless the application was withdrawn. */
    async setStage(id: string, to: ApplicantStatus) {
      const found = await db
        .update(application)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(application.id, id), notWithdrawn))
        .returning({ id: application.id });
      return found.length > 0;
    },

    /** Sets the status only if it is still `from` (so two clicks at once write one event). */
    async setStatus(id: string, from: ApplicantStatus, to: ApplicantStatus) {
      const rows = await db
        .update(application)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(application.id, id), eq(application.status, from)))
        .returning({ id: application.id });
      return rows.length > 0;
    },

    /** The seeker's name as employers see it on activity items. */
    async seekerName(seekerUserId: string) {
      const [row] = await db
        .select({
          firstName: seekerProfile.firstName,
          lastName: seekerProfile.lastName,
          accountName: user.name,
        })
        .from(user)
        .leftJoin(seekerProfile, eq(seekerProfile.userId, user.id))
        .where(eq(user.id, seekerUserId))
        .limit(1);
      return row;
    },

    /** Every application of the seeker, withdrawn ones included. */
    async idsOf(seekerUserId: string) {
      const rows = await db
        .select({ id: application.id })
        .from(application)
        .where(eq(application.seekerUserId, seekerUserId));
      return rows.map((r) => r.id);
    },

    /** Whether the seeker has a live application to any job of this company. */
    async hasAppliedToCompany(seekerUserId: string, companyId: string) {
      const rows = await db
        .select({ id: application.id })
        .from(application)
        .innerJoin(job, and(eq(job.id, application.jobId), eq(job.companyId, companyId)))
        .where(and(eq(application.seekerUserId, seekerUserId), notWithdrawn))
        .limit(1);
      return rows.length > 0;
    },

    /** Counts for the dashboards. */
    async countsForSeeker(seekerUserId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`count(*) filter (where ${application.status} in ('new', 'shortlisted'))::int`,
        })
        .from(application)
        .where(and(eq(application.seekerUserId, seekerUserId), notWithdrawn));
      return { total: row?.total ?? 0, pending: row?.pending ?? 0 };
    },

    async countsForHirer(hirerUserId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          fresh: sql<number>`count(*) filter (where ${application.status} = 'new')::int`,
          hires: sql<number>`count(*) filter (where ${application.status} = 'hired')::int`,
        })
        .from(application)
        .innerJoin(job, eq(job.id, application.jobId))
        .innerJoin(company, and(eq(company.id, job.companyId), eq(company.userId, hirerUserId)))
        .where(notWithdrawn);
      return { total: row?.total ?? 0, fresh: row?.fresh ?? 0, hires: row?.hires ?? 0 };
    },

    /**
     * Attach the CV as it is now (attaching again sends the current version) or take it off, on
     * one of the seeker's live applications; false when none.
     */
    async setCvAttached(seekerUserId: string, id: string, attached: boolean) {
      const rows = await db
        .update(application)
        .set({ ...cvColumns(seekerUserId, attached), updatedAt: sql`now()` })
        .where(and(eq(application.id, id), eq(application.seekerUserId, seekerUserId), notWithdrawn))
        .returning({ id: application.id });
      return rows.length > 0;
    },

    /** The CV version the seeker last sent with a live application to one of the company's jobs. */
    async sentCv(companyId: string, seekerUserId: string): Promise<unknown> {
      const [row] = await cvSentTo(companyId, seekerUserId, { data: application.cvSnapshot })
        .orderBy(desc(application.cvSentAt))
        .limit(1);
      return row?.data ?? null;
    },

    /** Has the seeker attached their CV to a live application to one of the company's jobs? */
    async cvSharedWith(companyId: string, seekerUserId: string) {
      const rows = await cvSentTo(companyId, seekerUserId, { id: application.id }).limit(1);
      return rows.length > 0;
    },
  };
}

export type SeekerApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationsRepo>['listForSeeker']>
>[number];
export type ApplicantRow = Awaited<ReturnType<ReturnType<typeof applicationsRepo>['listApplicants']>>[number];
