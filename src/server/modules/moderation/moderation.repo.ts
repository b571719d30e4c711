import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

/** A report with both sides of its conversation as a moderator sees them. */
export interface ReportRow {
  id: string;
  reason: string;
  status: 'open' | 'dismissed' | 'actioned';
  created_at: Date | string;
  handled_at: Date | string | null;
  reporter_role: 'seeker' | 'hirer';
  details: string | null;
  evidence: { id: number; senderRole: 'seeker' | 'hirer'; body: string; sentAt: string }[];
  conversation_id: string;
  job_title: string | null;
  conversation_closed: boolean;
  company_id: string | null;
  seeker_user_id: string | null;
  hirer_user_id: string | null;
  company_name: string | null;
  seeker_name: string | null;
  seeker_suspended: boolean;
  hirer_suspended: boolean;
}

const REPORT_SELECT = sql`
  select r.id, r.reason, r.status, r.created_at, r.handled_at, r.reporter_role, r.details, r.evidence,
         r.conversation_id, c.job_title, c.closed is not null as conversation_closed,
         c.company_id, c.seeker_user_id, co.user_id as hirer_user_id, co.company_name,
         nullif(trim(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '')), '') as seeker_name,
         coalesce(su.suspended_at is not null, false) as seeker_suspended,
         coalesce(hu.suspended_at is not null, false) as hirer_suspended
  from conversation_report r
  join conversation c on c.id = r.conversation_id
  left join company co on co.id = c.company_id
  left join seeker_profile sp on sp.user_id = c.seeker_user_id
  left join "user" su on su.id = c.seeker_user_id
  left join "user" hu on hu.id = co.user_id`;

export function moderationRepo(db: Db) {
  return {
    async isModerator(userId: string): Promise<boolean> {
      const found = await rows(db, sql`select 1 from moderator where user_id = ${userId}`);
      return found.length > 0;
    },

    /** Grants the role to the account with this e-mail; false when there is none. */
    async grant(email: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`insert into moderator (user_id) select id from "user" where lower(email) = lower(${email})
            on conflict (user_id) do nothing returning user_id`,
      );
      if (found.length > 0) return true;
      return (await rows(db, sql`select 1 from "user" where lower(email) = lower(${email})`)).length > 0;
    },

    /** Takes the role away; false when the account did not have it. */
    async revoke(email: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`delete from moderator m using "user" u where u.id = m.user_id and lower(u.email) = lower(${email})
            returning m.user_id`,
      );
      return found.length > 0;
    },

    list: () =>
      rows<{ email: string; granted_at: Date | string }>(
        db,
        sql`select u.email, m.granted_at from moderator m join "user" u on u.id = m.user_id order by u.email`,
      ),

    /** Open reports oldest first (the queue), or handled ones newest first; at most 200. */
    reports(handled: boolean) {
      return rows<ReportRow>(
        db,
        handled
          ? sql`${REPORT_SELECT} where r.status <> 'open' order by r.handled_at desc limit 200`
          : sql`${REPORT_SELECT} where r.status = 'open' order by r.created_at limit 200`,
      );
    },

    async report(id: string): Promise<ReportRow | null> {
      const [row] = await rows<ReportRow>(db, sql`${REPORT_SELECT} where r.id = ${id}::uuid`);
      return row ?? null;
    },

    /** The reporter's account, kept apart from what moderators are shown about the report. */
    async reporterOf(id: string): Promise<string | null> {
      const [row] = await rows<{ reporter_user_id: string | null }>(
        db,
        sql`select reporter_user_id from conversation_report where id = ${id}::uuid`,
      );
      return row?.reporter_user_id ?? null;
    },

    /** A company's live jobs (a moderator may take one down). */
    liveJobsOf: (companyId: string) =>
      rows<{ id: string; title: string }>(
        db,
        sql`select id, title from job where company_id = ${companyId} and status = 'active' order by published_at desc`,
      ),

    /**
     * Marks a report handled (`actioned` wins over `dismissed`); true the first time, when the
     * reporter is to be told.
     */
    async markHandled(id: string, status: 'dismissed' | 'actioned', moderatorUserId: string) {
      const [row] = await rows<{ first: boolean }>(
        db,
        // handled_at equals this transaction's now() only when this statement set it.
        sql`update conversation_report
               set status = case when status = 'actioned' then 'actioned' else ${status} end,
                   handled_at = coalesce(handled_at, now()),
                   handled_by_user_id = coalesce(handled_by_user_id, ${moderatorUserId})
             where id = ${id}::uuid
            returning handled_at = now() as first`,
      );
      return row?.first ?? false;
    },

    /**
     * Suspends an account: it cannot sign in, its sessions end, and its profile or its company's
     * jobs leave the decks (logged for the feeds' indexes). False when already suspended or gone.
     */
    suspend(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await rows<{ role: 'seeker' | 'hirer' }>(
          tx,
          sql`update "user" set suspended_at = now(), updated_at = now()
              where id = ${userId} and suspended_at is null returning role`,
        );
        if (!row) return false;
        await tx.execute(sql`delete from session where user_id = ${userId}`);
        await tx.execute(
          row.role === 'seeker'
            ? sql`select feed_log('seekers', 'seeker', array[${userId}]::text[])`
            : sql`select feed_log('jobs', 'company', array(select id::text from company where user_id = ${userId}))`,
        );
        return true;
      });
    },

    async isSuspended(userId: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`select 1 from "user" where id = ${userId} and suspended_at is not null`,
      );
      return found.length > 0;
    },

    /** The account that owns a job's company. */
    async ownerOfJob(jobId: string): Promise<string | null> {
      const [row] = await rows<{ user_id: string }>(
        db,
        sql`select co.user_id from job j join company co on co.id = j.company_id where j.id = ${jobId}::uuid`,
      );
      return row?.user_id ?? null;
    },

    async audit(entry: {
      moderatorUserId: string;
      moderatorEmail: string;
      action: string;
      targetKind: 'report' | 'user' | 'job' | 'conversation';
      targetId: string;
      reason: string | null;
    }) {
      await db.execute(
        sql`insert into moderation_action (moderator_user_id, moderator_email, action, target_kind, target_id, reason)
            values (${entry.moderatorUserId}, ${entry.moderatorEmail}, ${entry.action}, ${entry.targetKind},
                    ${entry.targetId}, ${entry.reason})`,
      );
    },

    auditLog: (limit: number) =>
      rows<{
        id: string;
        moderator_email: string;
        action: string;
        target_kind: 'report' | 'user' | 'job' | 'conversation';
        target_id: string;
        reason: string | null;
        created_at: Date | string;
      }>(
        db,
        sql`select id, moderator_email, action, target_kind, target_id, reason, created_at
            from moderation_action order by created_at desc, id limit ${limit}`,
      ),
  };
}
