import { exportRows } from '../../db/export-rows';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { JOB_LIST_STATUSES, type JobList, type JobSort, type JobStatus } from '@shared/contracts/jobs';
import type { Db } from '../../db/client';
import { company, job } from '../../db/schema';

export type JobRecord = typeof job.$inferSelect;
/** A job with the name and logo of its company. */
export type JobRow = JobRecord & {
  companyName: string;
  companyLogoUrl: string | null;
  companyFairChance: string[];
};
export type JobValues = Omit<
  typeof job.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'archivedAt' | 'status'
>;

/** A job going live keeps its closing instant while it is ahead; else it gets `fallback`. */
const closesOnGoingLive = (fallback: Date) =>
  sql`case when ${job.closesAt} is null or ${job.closesAt} <= now() then ${fallback.toISOString()}::timestamptz else ${job.closesAt} end`;

const withCompany = {
  ...getTableColumns(job),
  companyName: company.companyName,
  companyLogoUrl: company.logoUrl,
  companyFairChance: company.fairChance,
};

const ORDER: Record<JobSort, SQL[]> = {
  date_desc: [desc(job.createdAt), desc(job.id)],
  date_asc: [asc(job.createdAt), asc(job.id)],
  title_asc: [asc(sql`lower(${job.title})`), desc(job.createdAt)],
  title_desc: [desc(sql`lower(${job.title})`), desc(job.createdAt)],
  status_priority: [
    asc(sql`case ${job.status} when 'active' then 0 when 'draft' then 1 else 2 end`),
    desc(job.createdAt),
  ],
  location_asc: [
    sql`lower(${job.locationCity}) asc nulls last`,
    sql`lower(${job.locationCountry}) asc nulls last`,
    desc(job.createdAt),
  ],
};

export function jobsRepo(db: Db) {
  const selectJobs = () => db.select(withCompany).from(job).innerJoin(company, eq(company.id, job.companyId));

  return {
    /** Every job of the company, any status, for the employer's data export. */
    exportForCompany: (companyId: string) =>
      exportRows(db, sql`select * from job where company_id = ${companyId} order by created_at`),
    async findById(id: string): Promise<JobRow | null> {
      const rows = await selectJobs().where(eq(job.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async listForCompany(companyId: string, opts: { status?: JobList; sort: JobSort }): Promise<JobRow[]> {
      const where = opts.status
        ? and(eq(job.companyId, companyId), inArray(job.status, [...JOB_LIST_STATUSES[opts.status]]))
        : eq(job.companyId, companyId);
      return selectJobs()
        .where(where)
        .orderBy(...ORDER[opts.sort]);
    },

    /** The company's jobs in each of the employer's lists. */
    async countByList(companyId: string): Promise<Record<JobList, number>> {
      const rows = await db
        .select({ status: job.status, n: count() })
        .from(job)
        .where(eq(job.companyId, companyId))
        .groupBy(job.status);
      const counts: Record<JobList, number> = { active: 0, draft: 0, archived: 0 };
      for (const row of rows) {
        const list = (Object.keys(JOB_LIST_STATUSES) as JobList[]).find((l) =>
          JOB_LIST_STATUSES[l].includes(row.status),
        );
        if (list) counts[list] += Number(row.n);
      }
      return counts;
    },

    async countNotArchived(companyId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(job)
        .where(and(eq(job.companyId, companyId), notInArray(job.status, [...JOB_LIST_STATUSES.archived])));
      return Number(rows[0]?.n ?? 0);
    },

    async insert(
      companyId: string,
      status: 'draft' | 'active' | 'held',
      values: JobValues,
      defaultClosesAt: Date,
    ): Promise<string> {
      const live = status === 'active';
      const rows = await db
        .insert(job)
        .values({
          ...values,
          companyId,
          status,
          publishedAt: live ? sql`now()` : null,
          closesAt: live && !values.closesAt ? defaultClosesAt : values.closesAt,
        })
        .returning({ id: job.id });
      return rows[0]!.id;
    },

    /** Updates a job of this company; false when it is not theirs (or gone). */
    async update(
      id: string,
      companyId: string,
      values: Partial<JobValues>,
      status?: JobStatus,
    ): Promise<boolean> {
      const rows = await db
        .update(job)
        .set({ ...values, ...(status && { status }), updatedAt: sql`now()` })
        .where(and(eq(job.id, id), eq(job.companyId, companyId)))
        .returning({ id: job.id });
      return rows.length > 0;
    },

    /** Moves a job of this company from one status to the next; false when it was not in `from`. */
    async transition(
      id: string,
      companyId: string,
      from: JobStatus,
      to: JobStatus,
      values: Partial<JobValues> = {},
      defaultClosesAt?: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(job)
        .set({
          ...values,
          status: to,
          updatedAt: sql`now()`,
          ...(to === 'active' ? { publishedAt: sql`now()` } : {}),
          ...(to === 'active' && defaultClosesAt ? { closesAt: closesOnGoingLive(defaultClosesAt) } : {}),
          ...(to === 'archived' ? { archivedAt: sql`now()` } : {}),
        })
        .where(and(eq(job.id, id), eq(job.companyId, companyId), eq(job.status, from)))
        .returning({ id: job.id });
      return rows.length > 0;
    },

    /** Jobs waiting for a moderator, oldest first. */
    listHeld: () => selectJobs().where(eq(job.status, 'held')).orderBy(asc(job.updatedAt)),

    /** A moderator's decision: moves the job from `from` to `to` with the note the employer sees. */
    async moderate(
      id: string,
      from: JobStatus,
      to: JobStatus,
      note: string | null,
      defaultClosesAt?: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(job)
        .set({
          status: to,
          moderationNote: note,
          updatedAt: sql`now()`,
          ...(to === 'active' ? { publishedAt: sql`now()` } : {}),
          ...(to === 'active' && defaultClosesAt ? { closesAt: closesOnGoingLive(defaultClosesAt) } : {}),
        })
        .where(and(eq(job.id, id), eq(job.status, from)))
        .returning({ id: job.id });
      return rows.length > 0;
    },

    /** Archives the active jobs whose closing instant is at or before `now`; answers their ids. */
    async archiveClosed(now: Date): Promise<string[]> {
      const rows = await db
        .update(job)
        .set({ status: 'archived', archivedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(job.status, 'active'), lte(job.closesAt, now)))
        .returning({ id: job.id });
      return rows.map((r) => r.id);
    },

    /** The distinct closing instants of active jobs after `now`. */
    async closingsAhead(now: Date): Promise<Date[]> {
      const rows = await db
        .selectDistinct({ closesAt: job.closesAt })
        .from(job)
        .where(and(eq(job.status, 'active'), gt(job.closesAt, now)));
      return rows.flatMap((r) => (r.closesAt ? [r.closesAt] : []));
    },

    /** Deletes a draft of this company; false when it is not a draft of theirs. */
    async deleteDraft(id: string, companyId: string): Promise<boolean> {
      const rows = await db
        .delete(job)
        .where(and(eq(job.id, id), eq(job.companyId, companyId), eq(job.status, 'draft')))
        .returning({ id: job.id });
      return rows.length > 0;
    },
  };
}
