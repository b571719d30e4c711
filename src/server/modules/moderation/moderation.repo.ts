import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  company,
  conversation,
  conversationReport,
  job,
  moderationAction,
  moderator,
  seekerProfile,
  session,
  user,
} from '../../db/schema';
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

// Aliases for the statements written as `sql`; `${conversationReport} ${r}` declares one.
const r = alias(conversationReport, 'r');
const c = alias(conversation, 'c');
const co = alias(company, 'co');
const sp = alias(seekerProfile, 'sp');
const su = alias(user, 'su');
const hu = alias(user, 'hu');
const j = alias(job, 'j');
const m = alias(moderator, 'm');
const u = alias(user, 'u');

const REPORT_SELECT = sql`
  select ${r.id}, ${r.reason}, ${r.status}, ${r.createdAt}, ${r.handledAt}, ${r.reporterRole}, ${r.details}, ${r.evidence},
         ${r.conversationId}, ${c.jobTitle}, ${c.closed} is not null as conversation_closed,
         ${c.companyId}, ${c.seekerUserId}, ${co.userId} as hirer_user_id, ${co.companyName},
         nullif(trim(coalesce(${sp.firstName}, '') || ' ' || coalesce(${sp.lastName}, '')), '') as seeker_name,
         coalesce(${su.suspendedAt} is not null, false) as seeker_suspended,
         coalesce(${hu.suspendedAt} is not null, false) as hirer_suspended
  from ${conversationReport} ${r}
  join ${conversation} ${c} on ${c.id} = ${r.conversationId}
  left join ${company} ${co} on ${co.id} = ${c.companyId}
  left join ${seekerProfile} ${sp} on ${sp.userId} = ${c.seekerUserId}
  left join ${user} ${su} on ${su.id} = ${c.seekerUserId}
  left join ${user} ${hu} on ${hu.id} = ${co.userId}`;

export function moderationRepo(db: Db) {
  return {
    async isModerator(userId: string): Promise<boolean> {
      const found = await rows(db, sql`select 1 from ${moderator} where ${moderator.userId} = ${userId}`);
      return found.length > 0;
    },

    /** Grants the role to the account with this e-mail; false when there is none. */
    async grant(email: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`insert into ${moderator} (${sql.identifier(moderator.userId.name)})
            select ${user.id} from ${user} where lower(${user.email}) = lower(${email})
            on conflict (${sql.identifier(moderator.userId.name)}) do nothing returning ${moderator.userId}`,
      );
      if (found.length > 0) return true;
      return (
        (await rows(db, sql`select 1 from ${user} where lower(${user.email}) = lower(${email})`)).length > 0
      );
    },

    /** Takes the role away; false when the account did not have it. */
    async revoke(email: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`delete from ${moderator} ${m} using ${user} ${u} where ${u.id} = ${m.userId} and lower(${u.email}) = lower(${email})
            returning ${m.userId}`,
      );
      return found.length > 0;
    },

    list: () =>
      rows<{ email: string; granted_at: Date | string }>(
        db,
        sql`select ${u.email}, ${m.grantedAt} from ${moderator} ${m} join ${user} ${u} on ${u.id} = ${m.userId} order by ${u.email}`,
      ),

    /** Open reports oldest first (the queue), or handled ones newest first; at most 200. */
    reports(handled: boolean) {
      return rows<ReportRow>(
        db,
        handled
          ? sql`${REPORT_SELECT} where ${r.status} <> 'open' order by ${r.handledAt} desc limit 200`
          : sql`${REPORT_SELECT} where ${r.status} = 'open' order by ${r.createdAt} limit 200`,
      );
    },

    async report(id: string): Promise<ReportRow | null> {
      const [row] = await rows<ReportRow>(db, sql`${REPORT_SELECT} where ${r.id} = ${id}::uuid`);
      return row ?? null;
    },

    /** The reporter's account, kept apart from what moderators are shown about the report. */
    async reporterOf(id: string): Promise<string | null> {
      const [row] = await rows<{ reporter_user_id: string | null }>(
        db,
        sql`select ${conversationReport.reporterUserId} from ${conversationReport} where ${conversationReport.id} = ${id}::uuid`,
      );
      return row?.reporter_user_id ?? null;
    },

    /** A company's live jobs (a moderator may take one down). */
    liveJobsOf: (companyId: string) =>
      rows<{ id: string; title: string }>(
        db,
        sql`select ${job.id}, ${job.title} from ${job}
            where ${job.companyId} = ${companyId} and ${job.status} = 'active' order by ${job.publishedAt} desc`,
      ),

    /**
     * Marks a report handled (`actioned` wins over `dismissed`); true the first time, when the
     * reporter is to be told.
     */
    async markHandled(id: string, status: 'dismissed' | 'actioned', moderatorUserId: string) {
      const [row] = await db
        .update(conversationReport)
        .set({
          status: sql`case when ${conversationReport.status} = 'actioned' then 'actioned' else ${status} end`,
          handledAt: sql`coalesce(${conversationReport.handledAt}, now())`,
          handledByUserId: sql`coalesce(${conversationReport.handledByUserId}, ${moderatorUserId})`,
        })
        .where(eq(conversationReport.id, id))
        // handled_at equals this transaction's now() only when this statement set it.
        .returning({ first: sql<boolean>`${conversationReport.handledAt} = now()` });
      return row?.first ?? false;
    },

    /**
     * Suspends an account: it cannot sign in, its sessions end, and its profile or its company's
     * jobs leave the decks (logged for the feeds' indexes). False when already suspended or gone.
     */
    suspend(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(user)
          .set({ suspendedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(user.id, userId), isNull(user.suspendedAt)))
          .returning({ role: user.role });
        if (!row) return false;
        await tx.delete(session).where(eq(session.userId, userId));
        await tx.execute(
          row.role === 'seeker'
            ? sql`select feed_log('seekers', 'seeker', array[${userId}]::text[])`
            : sql`select feed_log('jobs', 'company', array(select ${company.id}::text from ${company} where ${company.userId} = ${userId}))`,
        );
        return true;
      });
    },

    async isSuspended(userId: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`select 1 from ${user} where ${user.id} = ${userId} and ${user.suspendedAt} is not null`,
      );
      return found.length > 0;
    },

    /** The account that owns a job's company. */
    async ownerOfJob(jobId: string): Promise<string | null> {
      const [row] = await rows<{ user_id: string }>(
        db,
        sql`select ${co.userId} from ${job} ${j} join ${company} ${co} on ${co.id} = ${j.companyId} where ${j.id} = ${jobId}::uuid`,
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
      await db.insert(moderationAction).values(entry);
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
        sql`select ${moderationAction.id}, ${moderationAction.moderatorEmail}, ${moderationAction.action},
                   ${moderationAction.targetKind}, ${moderationAction.targetId}, ${moderationAction.reason},
                   ${moderationAction.createdAt}
            from ${moderationAction} order by ${moderationAction.createdAt} desc, ${moderationAction.id} limit ${limit}`,
      ),
  };
}
