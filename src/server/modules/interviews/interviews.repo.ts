import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { application, company, interview, job, seekerProfile, user } from '../../db/schema';
import { exportRows } from '../../db/export-rows';

export type InterviewRecord = typeof interview.$inferSelect;
type NewInterview = typeof interview.$inferInsert;
const LIVE = ['proposed', 'booked'] as const;

/** An interview with what its card names: job, company, candidate, and the application's status. */
const detailColumns = {
  interview,
  jobId: application.jobId,
  jobTitle: job.title,
  companyName: company.companyName,
  hirerUserId: company.userId,
  applicationStatus: application.status,
  firstName: seekerProfile.firstName,
  lastName: seekerProfile.lastName,
};

export function interviewsRepo(db: Db) {
  const details = () =>
    db
      .select(detailColumns)
      .from(interview)
      .innerJoin(application, eq(application.id, interview.applicationId))
      .innerJoin(job, eq(job.id, application.jobId))
      .innerJoin(company, eq(company.id, interview.companyId))
      .leftJoin(seekerProfile, eq(seekerProfile.userId, interview.seekerUserId));

  /** Only the two parties: the seeker, or the company's account. */
  const partyOf = (userId: string) =>
    sql`(${interview.seekerUserId} = ${userId} or ${company.userId} = ${userId})`;

  return {
    async find(id: string, userId: string) {
      const [row] = await details().where(and(eq(interview.id, id), partyOf(userId)));
      return row ?? null;
    },

    listForConversation: (conversationId: string, userId: string) =>
      details()
        .where(and(eq(interview.conversationId, conversationId), partyOf(userId)))
        .orderBy(asc(interview.createdAt)),

    upcoming: (userId: string, from: Date, to: Date) =>
      details()
        .where(
          and(
            partyOf(userId),
            eq(interview.status, 'booked'),
            gt(interview.startsAt, from),
            lte(interview.startsAt, to),
          ),
        )
        .orderBy(asc(interview.startsAt)),

    /** Inserts unless the application already has a live interview (then null). */
    async insert(values: NewInterview) {
      const [row] = await db
        .insert(interview)
        .values(values)
        .onConflictDoNothing({
          target: interview.applicationId,
          where: sql`${interview.status} in ('proposed', 'booked')`,
        })
        .returning();
      return row ?? null;
    },

    /** A reschedule: the old one cancelled and the new one stored together, or neither. */
    async replace(oldId: string, reason: string, values: NewInterview) {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .update(interview)
          .set({
            status: 'cancelled',
            cancelledBy: 'hirer',
            cancelReason: reason,
            sequence: sql`${interview.sequence} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(interview.id, oldId), inArray(interview.status, LIVE)))
          .returning();
        if (!old) return null;
        const [made] = await tx.insert(interview).values(values).returning();
        if (!made) throw new Error('reschedule: insert returned nothing');
        await tx.update(interview).set({ replacedById: made.id }).where(eq(interview.id, oldId));
        return { old: { ...old, replacedById: made.id }, made };
      });
    },

    /** Books one of the offered times, only while still proposed (two taps book once). */
    async book(
      id: string,
      slot: { id: string; startsAt: string; minutes: number },
      adjustments: { items: string[]; note: string | null },
    ) {
      const [row] = await db
        .update(interview)
        .set({
          status: 'booked',
          bookedSlotId: slot.id,
          startsAt: new Date(slot.startsAt),
          minutes: slot.minutes,
          adjustments:
            adjustments.items.length > 0 ? (adjustments.items as InterviewRecord['adjustments']) : null,
          adjustmentNote: adjustments.note,
          sequence: sql`${interview.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(interview.id, id), eq(interview.status, 'proposed')))
        .returning();
      return row ?? null;
    },

    async cancel(id: string, by: 'seeker' | 'hirer', reason: string) {
      const [row] = await db
        .update(interview)
        .set({
          status: 'cancelled',
          cancelledBy: by,
          cancelReason: reason,
          sequence: sql`${interview.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(interview.id, id), inArray(interview.status, LIVE)))
        .returning();
      return row ?? null;
    },

    async acknowledge(id: string) {
      const [row] = await db
        .update(interview)
        .set({ adjustmentsAcknowledgedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(interview.id, id),
            eq(interview.status, 'booked'),
            sql`(${interview.adjustments} is not null or ${interview.adjustmentNote} is not null)`,
            sql`${interview.adjustmentsAcknowledgedAt} is null`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The outcome is recorded: the booking is done (it no longer blocks a next round). */
    async complete(id: string) {
      await db
        .update(interview)
        .set({ status: 'completed', updatedAt: sql`now()` })
        .where(and(eq(interview.id, id), inArray(interview.status, ['booked', 'completed'])));
    },

    /** Claims one reminder (by hours before) so it goes once, however many processes run it. */
    async claimReminder(id: string, hours: number) {
      const key = String(hours);
      const found = await db
        .update(interview)
        .set({ remindersSent: sql`${interview.remindersSent} || ${JSON.stringify([key])}::jsonb` })
        .where(
          and(
            eq(interview.id, id),
            eq(interview.status, 'booked'),
            sql`not (${interview.remindersSent} ? ${key})`,
          ),
        )
        .returning({ id: interview.id });
      return found.length > 0;
    },

    /** Booked interviews still ahead (their reminders are queued again at start-up). */
    bookedAhead: () =>
      db
        .select({ id: interview.id, startsAt: interview.startsAt, sequence: interview.sequence })
        .from(interview)
        .where(and(eq(interview.status, 'booked'), gt(interview.startsAt, sql`now()`))),

    /** The two parties' addresses and names, for e-mails. */
    async contacts(id: string) {
      const [row] = await db
        .select({
          seekerEmail: sql<string>`(select ${user.email} from ${user} where ${user.id} = ${interview.seekerUserId})`,
          hirerEmail: sql<
            string | null
          >`(select ${user.email} from ${user} where ${user.id} = ${company.userId})`,
          seekerUserId: interview.seekerUserId,
          hirerUserId: company.userId,
        })
        .from(interview)
        .innerJoin(company, eq(company.id, interview.companyId))
        .where(eq(interview.id, id));
      return row ?? null;
    },

    /** The other live applications to a job (told politely when it is filled). */
    otherLiveApplications: (jobId: string, exceptApplicationId: string) =>
      db
        .select({ id: application.id, seekerUserId: application.seekerUserId, status: application.status })
        .from(application)
        .where(
          and(
            eq(application.jobId, jobId),
            sql`${application.id} <> ${exceptApplicationId}`,
            inArray(application.status, ['new', 'shortlisted', 'interview', 'interviewed', 'offered']),
          ),
        ),

    liveForApplications: (applicationIds: string[]) =>
      applicationIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(interview)
            .where(and(inArray(interview.applicationId, applicationIds), inArray(interview.status, LIVE))),

    exportForSeeker: (seekerUserId: string) =>
      exportRows(
        db,
        sql`select i.id, j.title as job_title, c.company_name, i.kind, i.location, i.note, i.status, i.slots,
                   i.starts_at, i.minutes, i.adjustments, i.adjustment_note, i.adjustments_acknowledged_at,
                   i.cancelled_by, i.cancel_reason, i.created_at, i.updated_at
            from interview i join application a on a.id = i.application_id join job j on j.id = a.job_id
            join company c on c.id = i.company_id
            where i.seeker_user_id = ${seekerUserId} order by i.created_at`,
      ),

    exportForCompany: (companyId: string) =>
      exportRows(
        db,
        sql`select i.id, i.application_id, j.title as job_title, i.seeker_user_id, i.kind, i.location, i.note,
                   i.status, i.slots, i.starts_at, i.minutes, i.adjustments, i.adjustment_note,
                   i.adjustments_acknowledged_at, i.cancelled_by, i.cancel_reason, i.created_at, i.updated_at
            from interview i join application a on a.id = i.application_id join job j on j.id = a.job_id
            where i.company_id = ${companyId} order by i.created_at`,
      ),
  };
}

export type InterviewDetailRow = NonNullable<Awaited<ReturnType<ReturnType<typeof interviewsRepo>['find']>>>;
