import { z } from 'zod';
import { REPORT_REASONS } from './messaging';
import { jobSchema } from './jobs';

// ---- Reports -------------------------------------------------------------------------------

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);

/** GET /api/moderation/reports: the open queue, or the handled ones. */
export const reportQueueQuerySchema = z.object({ status: z.enum(['open', 'handled']).default('open') });

const party = z.object({
  /** null when the account has gone. */
  userId: z.string().nullable(),
  /** The person's name, or the company's. */
  name: z.string(),
  role: z.enum(['seeker', 'hirer']),
  suspended: z.boolean(),
});

export const reportSummarySchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: reportStatusSchema,
  reporter: party,
  reported: party,
  createdAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportQueueSchema = z.object({ reports: z.array(reportSummarySchema) });

export const reportDetailSchema = reportSummarySchema.extend({
  details: z.string().nullable(),
  conversationId: z.string(),
  jobTitle: z.string().nullable(),
  conversationClosed: z.boolean(),
  /** The conversation's last messages as kept with the report, oldest first. */
  evidence: z.array(
    z.object({
      id: z.number(),
      senderRole: z.enum(['seeker', 'hirer']),
      body: z.string(),
      sentAt: z.string(),
    }),
  ),
  /** The reported employer's live jobs (a moderator may take one down); empty for a seeker. */
  reportedJobs: z.array(z.object({ id: z.string(), title: z.string() })),
  handledAt: z.string().nullable(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;
export const reportDetailResponseSchema = z.object({ report: reportDetailSchema });

const why = z
  .string({ message: 'Please say why (it goes in the audit log)' })
  .trim()
  .min(3, 'Please say why (it goes in the audit log)')
  .max(500, 'Please keep the reason under 500 characters');

/** POST /api/moderation/reports/:id/actions */
export const reportActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('dismiss'), reason: why }),
  z.object({
    action: z.literal('warn'),
    reason: why,
    message: z
      .string({ message: 'Please write the warning' })
      .trim()
      .min(10, 'Please write the warning the account will read (at least 10 characters)')
      .max(1000, 'Please keep the warning under 1,000 characters'),
  }),
  z.object({ action: z.literal('suspend'), reason: why }),
  z.object({ action: z.literal('close_conversation'), reason: why }),
]);
export type ReportAction = z.infer<typeof reportActionSchema>;

export const REPORT_ACTION_LABELS: Record<ReportAction['action'], string> = {
  dismiss: 'Dismiss',
  warn: 'Warn',
  suspend: 'Suspend account',
  close_conversation: 'Close conversation',
};

// ---- Jobs ----------------------------------------------------------------------------------

export const heldJobSchema = z.object({
  job: jobSchema,
  findings: z.array(z.object({ sign: z.string(), message: z.string(), evidence: z.string() })),
});
export const heldJobsSchema = z.object({ jobs: z.array(heldJobSchema) });
export type HeldJob = z.infer<typeof heldJobSchema>;

/** POST /api/moderation/jobs/:id/decision: a held job approved or rejected, a live one taken down. */
export const jobDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject', 'take_down']),
  reason: why,
});
export type JobDecision = z.infer<typeof jobDecisionSchema>;

// ---- Audit log -----------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.string(),
  moderatorEmail: z.string(),
  action: z.string(),
  targetKind: z.enum(['report', 'user', 'job', 'conversation']),
  targetId: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

export const MODERATION_MESSAGES = {
  notModerator: 'Only NewLeaf moderators can open the moderation desk',
  reportNotFound: 'Report not found',
  jobNotFound: 'This job is not waiting for that decision (someone may have decided already)',
  conversationGone: 'The conversation no longer exists',
  accountGone: 'That account no longer exists',
  /** What the reporter is told, without detail. */
  reportHandled:
    'Thank you for your report. The NewLeaf team has looked at it and dealt with it. We do not share what we did, to protect everyone involved.',
  suspended:
    'This account has been suspended by the NewLeaf team. If you think this is a mistake, reply to any e-mail from us.',
} as const;

// ---- Notices to users ----------------------------------------------------------------------

export const noticeSchema = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export type Notice = z.infer<typeof noticeSchema>;
export const noticesSchema = z.object({ notices: z.array(noticeSchema) });
export const idParamsSchema = z.object({ id: z.uuid({ message: 'Not found' }) });
