import { and, asc, count, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company, job, user } from '../../db/schema';

/**
 * The read-only queries behind the public job pages and the sitemap. They select only what a page
 * may show to anyone: never the moderation note, the employer's contact name or e-mail, or any
 * count of applicants or likes.
 */

/** A job as its public page shows it, with its company's public face and the page's facts. */
const publicJobColumns = {
  id: job.id,
  status: job.status,
  title: job.title,
  description: job.description,
  category: job.category,
  employmentType: job.employmentType,
  locationCity: job.locationCity,
  locationCountry: job.locationCountry,
  salaryMin: job.salaryMin,
  salaryMax: job.salaryMax,
  requiredSkills: job.requiredSkills,
  requirements: job.requirements,
  benefits: job.benefits,
  subjectToDbsBarring: job.subjectToDbsBarring,
  createdAt: job.createdAt,
  updatedAt: job.updatedAt,
  publishedAt: job.publishedAt,
  closesAt: job.closesAt,
  /** Whether the closing instant has passed (the job queue archives it soon after). */
  closed: sql<boolean>`coalesce(${job.closesAt} <= now(), false)`,
  companyName: company.companyName,
  companyLogoUrl: company.logoUrl,
  companyWebsiteUrl: company.websiteUrl,
  companyFairChance: company.fairChance,
  companyCity: company.locationCity,
  companyCountry: company.locationCountry,
  /** Part of the invented sample world (the demo data). */
  sample: user.sample,
  /** The employer's account is suspended by a moderator: its jobs are shown nowhere. */
  suspended: sql<boolean>`${user.suspendedAt} is not null`,
};

/** A link to another open job. */
const similarColumns = {
  id: job.id,
  title: job.title,
  companyName: company.companyName,
  locationCity: job.locationCity,
  locationCountry: job.locationCountry,
};

/** Active, not past its closing instant, and its employer not suspended. */
const open = (): SQL =>
  and(
    eq(job.status, 'active'),
    or(isNull(job.closesAt), gt(job.closesAt, sql`now()`)),
    isNull(user.suspendedAt),
  )!;

const selectJob = (db: Db, id: string) =>
  db
    .select(publicJobColumns)
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .innerJoin(user, eq(user.id, company.userId))
    .where(eq(job.id, id))
    .limit(1);
export type PublicJobRow = Awaited<ReturnType<typeof selectJob>>[number];

export function publicJobsRepo(db: Db) {
  return {
    async findJob(id: string): Promise<PublicJobRow | null> {
      const rows = await selectJob(db, id);
      return rows[0] ?? null;
    },

    /**
     * Up to `limit` open jobs other than `excludeId`: those of `category` first, then the newest;
     * sample jobs only when `withSample`.
     */
    similarOpen(opts: { excludeId: string; category: string; withSample: boolean; limit: number }) {
      return db
        .select(similarColumns)
        .from(job)
        .innerJoin(company, eq(company.id, job.companyId))
        .innerJoin(user, eq(user.id, company.userId))
        .where(and(open(), ne(job.id, opts.excludeId), opts.withSample ? undefined : eq(user.sample, false)))
        .orderBy(
          desc(sql`${job.category} = ${opts.category} and ${job.category} <> ''`),
          sql`${job.publishedAt} desc nulls last`,
          asc(job.id),
        )
        .limit(opts.limit);
    },

    /** How many jobs the sitemap lists: open and not of the sample world. */
    async countListed(): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(job)
        .innerJoin(company, eq(company.id, job.companyId))
        .innerJoin(user, eq(user.id, company.userId))
        .where(and(open(), eq(user.sample, false)));
      return Number(rows[0]?.n ?? 0);
    },

    /** One page of the sitemap's jobs, oldest published first (a job keeps its page as others come). */
    listed(offset: number, limit: number) {
      return db
        .select({ id: job.id, updatedAt: job.updatedAt })
        .from(job)
        .innerJoin(company, eq(company.id, job.companyId))
        .innerJoin(user, eq(user.id, company.userId))
        .where(and(open(), eq(user.sample, false)))
        .orderBy(sql`${job.publishedAt} asc nulls first`, asc(job.id))
        .offset(offset)
        .limit(limit);
    },
  };
}
