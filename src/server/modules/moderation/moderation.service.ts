import {
  MODERATION_MESSAGES as M,
  type AuditEntry,
  type HeldJob,
  type JobDecision,
  type ReportAction,
  type ReportDetail,
  type ReportSummary,
} from '@shared/contracts/moderation';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../auth/session-user';
import type { SessionCache } from '../../auth/session-cache';
import { AppError } from '../../lib/errors';
import type { JobsService } from '../jobs/jobs.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { NoticesService } from '../notices/notices.service';
import { moderationRepo, type ReportRow } from './moderation.repo';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The two sides of a reported conversation: who reported, and who was reported. */
function sidesOf(row: ReportRow) {
  const seeker = {
    userId: row.seeker_user_id,
    name: row.seeker_name ?? (row.seeker_user_id ? 'Job seeker' : 'A seeker who has left'),
    role: 'seeker' as const,
    suspended: row.seeker_suspended,
  };
  const hirer = {
    userId: row.hirer_user_id,
    name: row.company_name ?? 'An employer who has left',
    role: 'hirer' as const,
    suspended: row.hirer_suspended,
  };
  return row.reporter_role === 'seeker'
    ? { reporter: seeker, reported: hirer }
    : { reporter: hirer, reported: seeker };
}

function toSummary(row: ReportRow): ReportSummary {
  return {
    id: row.id,
    reason: row.reason as ReportSummary['reason'],
    status: row.status,
    ...sidesOf(row),
    createdAt: iso(row.created_at),
  };
}

/**
 * The moderation desk: reports, held job ads and the audit log, for moderators only. Every view
 * of a report and every action is written to the audit log with who, what, when and why. The
 * reporter is told once that their report was handled, never how.
 */
export function moderationService(deps: {
  db: Db;
  jobs: JobsService;
  messaging: MessagingService;
  notices: NoticesService;
  sessionCache: SessionCache;
}) {
  const { jobs, messaging, notices, sessionCache } = deps;
  const repo = moderationRepo(deps.db);

  async function requireModerator(user: SessionUser) {
    if (!(await repo.isModerator(user.id))) throw new AppError('FORBIDDEN', M.notModerator);
  }

  const audit = (
    user: SessionUser,
    action: string,
    targetKind: AuditEntry['targetKind'],
    targetId: string,
    reason: string | null,
  ) =>
    repo.audit({
      moderatorUserId: user.id,
      moderatorEmail: user.email,
      action,
      targetKind,
      targetId,
      reason,
    });

  async function findReport(id: string) {
    const row = await repo.report(id);
    if (!row) throw new AppError('NOT_FOUND', M.reportNotFound);
    return row;
  }

  /** Suspends the account and ends its sessions and live connections in every process. */
  async function suspend(userId: string) {
    await repo.suspend(userId);
    sessionCache.forgetUser(userId);
  }

  return {
    requireModerator,
    isModerator: (userId: string) => repo.isModerator(userId),
    /** For sign-in: a suspended account may not start a session. */
    isSuspended: (userId: string) => repo.isSuspended(userId),

    async reports(user: SessionUser, status: 'open' | 'handled'): Promise<ReportSummary[]> {
      await requireModerator(user);
      return (await repo.reports(status === 'handled')).map(toSummary);
    },

    /** One report with its evidence; the view is logged. */
    async report(user: SessionUser, id: string): Promise<ReportDetail> {
      await requireModerator(user);
      const row = await findReport(id);
      await audit(user, 'view_report', 'report', id, null);
      const sides = sidesOf(row);
      return {
        ...toSummary(row),
        details: row.details,
        conversationId: row.conversation_id,
        jobTitle: row.job_title,
        conversationClosed: row.conversation_closed,
        evidence: [...row.evidence].sort((a, b) => a.id - b.id),
        reportedJobs:
          sides.reported.role === 'hirer' && row.company_id ? await repo.liveJobsOf(row.company_id) : [],
        handledAt: row.handled_at ? iso(row.handled_at) : null,
      };
    },

    async act(user: SessionUser, id: string, input: ReportAction): Promise<void> {
      await requireModerator(user);
      const row = await findReport(id);
      const { reported } = sidesOf(row);
      const reportedId = () => {
        if (!reported.userId) throw new AppError('INVALID_STATE', M.accountGone);
        return reported.userId;
      };
      switch (input.action) {
        case 'dismiss':
          await audit(user, 'dismiss_report', 'report', id, input.reason);
          break;
        case 'warn': {
          const target = reportedId();
          await notices.send(target, `A warning from the NewLeaf team: ${input.message}`);
          await audit(user, 'warn', 'user', target, input.reason);
          break;
        }
        case 'suspend': {
          const target = reportedId();
          await suspend(target);
          await audit(user, 'suspend', 'user', target, input.reason);
          break;
        }
        case 'close_conversation':
          if (!(await messaging.closeByModerator(row.conversation_id))) {
            throw new AppError('INVALID_STATE', M.conversationGone);
          }
          await audit(user, 'close_conversation', 'conversation', row.conversation_id, input.reason);
          break;
      }
      const first = await repo.markHandled(
        id,
        input.action === 'dismiss' ? 'dismissed' : 'actioned',
        user.id,
      );
      const reporter = first ? await repo.reporterOf(id) : null;
      if (reporter) await notices.send(reporter, M.reportHandled);
    },

    async heldJobs(user: SessionUser): Promise<HeldJob[]> {
      await requireModerator(user);
      return jobs.listHeld();
    },

    /** Approves or rejects a held job, or takes a live one down; the employer is told. */
    async decideJob(user: SessionUser, jobId: string, input: JobDecision): Promise<void> {
      await requireModerator(user);
      const note =
        input.decision === 'reject'
          ? `Not published by the NewLeaf team: ${input.reason}`
          : input.decision === 'take_down'
            ? `Taken down by the NewLeaf team: ${input.reason}`
            : null;
      if (!(await jobs.moderate(jobId, input.decision, note))) {
        throw new AppError('INVALID_STATE', M.jobNotFound);
      }
      await audit(user, `${input.decision}_job`, 'job', jobId, input.reason);
      const owner = await repo.ownerOfJob(jobId);
      const job = await jobs.getJob(jobId);
      if (owner && job) {
        await notices.send(
          owner,
          input.decision === 'approve'
            ? `Your job "${job.title}" was checked by the NewLeaf team and is now live.`
            : `Your job "${job.title}": ${note}`,
        );
      }
    },

    async auditLog(user: SessionUser): Promise<AuditEntry[]> {
      await requireModerator(user);
      return (await repo.auditLog(500)).map((r) => ({
        id: r.id,
        moderatorEmail: r.moderator_email,
        action: r.action,
        targetKind: r.target_kind,
        targetId: r.target_id,
        reason: r.reason,
        createdAt: iso(r.created_at),
      }));
    },
  };
}
