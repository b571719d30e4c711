import crypto from 'node:crypto';
import {
  type BookInterviewInput,
  type Interview,
  type InterviewOutcomeInput,
  type ProposeInterviewInput,
} from '@shared/contracts/interviews';
import { INTERVIEW_MESSAGES as M, type InterviewOutcome } from '@shared/options/interviews';
import { LEFT_TEXT } from '@shared/contracts/messaging';
import {
  canStillBook,
  outcomeDue,
  slotEnd,
  slotProblems,
  upcomingWindow,
} from '@shared/rules/interview-slots';
import { formatPersonName } from '@shared/rules/format';
import type { ApplicantStatus } from '@shared/rules/applications';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../auth/session-user';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../../lib/mailer';
import { AppError } from '../../lib/errors';
import type { ApplicationsService } from '../applications/applications.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { Notifier } from '../messaging/messaging.notify';
import { interviewLetter } from './interviews.letter';
import { interviewsRepo, type InterviewDetailRow, type InterviewRecord } from './interviews.repo';
import type { InterviewReminders, ReminderJob } from './interviews.reminders';

type Role = 'seeker' | 'hirer';

const OUTCOME_STATUS: Record<InterviewOutcome, ApplicantStatus> = {
  interviewed: 'interviewed',
  offered: 'offered',
  hired: 'hired',
  not_selected: 'rejected',
  no_show: 'no_show',
};
const STATUS_OUTCOME: Partial<Record<string, InterviewOutcome>> = {
  interviewed: 'interviewed',
  offered: 'offered',
  hired: 'hired',
  rejected: 'not_selected',
  no_show: 'no_show',
};

/** What the seeker is told on their dashboard when the employer records an outcome. */
const OUTCOME_NEWS: Record<
  InterviewOutcome,
  (job: string, company: string) => { title: string; body: string }
> = {
  interviewed: (job, company) => ({
    title: 'Interview recorded',
    body: `${company} recorded your interview for ${job}.`,
  }),
  offered: (job, company) => ({
    title: 'Offer made',
    body: `${company} would like to offer you the job: ${job}.`,
  }),
  hired: (job, company) => ({ title: 'Hired', body: `Congratulations! ${company} has hired you as ${job}.` }),
  not_selected: (job, company) => ({
    title: 'Application not selected',
    body: `${company} has decided not to go ahead with your application for ${job}.`,
  }),
  no_show: (job, company) => ({
    title: 'Interview missed',
    body: `${company} recorded that you did not attend the interview for ${job}. If something went wrong, you can tell them in Messages.`,
  }),
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toInterview(row: InterviewDetailRow, myRole: Role): Interview {
  const i = row.interview;
  const slots = i.slots.map((s) => ({ ...s, endsAt: slotEnd(s.startsAt, s.minutes) }));
  const booked = i.startsAt && i.minutes ? (slots.find((s) => s.id === i.bookedSlotId) ?? null) : null;
  const asked = (i.adjustments?.length ?? 0) > 0 || Boolean(i.adjustmentNote);
  return {
    id: i.id,
    applicationId: i.applicationId,
    conversationId: i.conversationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName ?? LEFT_TEXT.hirer,
    seekerName: formatPersonName(row.firstName, row.lastName),
    kind: i.kind,
    location: i.location,
    note: i.note,
    status: i.status,
    slots,
    booked,
    adjustments: asked
      ? {
          items: i.adjustments ?? [],
          note: i.adjustmentNote,
          acknowledgedAt: iso(i.adjustmentsAcknowledgedAt),
        }
      : null,
    cancelledBy: i.cancelledBy,
    cancelReason: i.cancelReason,
    rescheduled: i.replacedById !== null,
    outcome: STATUS_OUTCOME[row.applicationStatus] ?? null,
    sequence: i.sequence,
    myRole,
    createdAt: iso(i.createdAt)!,
    updatedAt: iso(i.updatedAt)!,
  };
}

/**
 * Interviews between an employer and a candidate, in their conversation about a job. Only the two
 * parties see or act on one (anyone else: 404). Each change posts a message in the conversation,
 * tells both sides' screens live, and (once booked) e-mails both with a calendar invite.
 */
export function interviewsService(deps: {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  mailFrom: string;
  publicUrl: string;
  applications: ApplicationsService;
  jobs: JobsService;
  messaging: MessagingService;
  notifier: Notifier;
  reminders: InterviewReminders;
  now?: () => Date;
}) {
  const { applications, messaging, mailer, publicUrl, reminders } = deps;
  const repo = interviewsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const noReply = /<([^>]+)>/.exec(deps.mailFrom)?.[1] ?? deps.mailFrom;
  const letterOptions = { publicUrl, noReply };

  const notFound = () => new AppError('NOT_FOUND', M.notFound);
  const roleOf = (user: SessionUser, row: InterviewDetailRow): Role =>
    row.interview.seekerUserId === user.id ? 'seeker' : 'hirer';

  async function load(user: SessionUser, id: string) {
    const row = await repo.find(id, user.id);
    if (!row) throw notFound();
    return { row, role: roleOf(user, row) };
  }

  async function view(user: SessionUser, id: string) {
    const { row, role } = await load(user, id);
    return toInterview(row, role);
  }

  async function announce(
    record: Pick<InterviewRecord, 'id' | 'conversationId' | 'seekerUserId'>,
    hirerUserId: string | null,
  ) {
    await deps.bus.publish({
      t: 'interview',
      interviewId: record.id,
      conversationId: record.conversationId,
      userIds: [record.seekerUserId, hirerUserId].filter((u): u is string => Boolean(u)),
    });
  }

  /** A message in the interview's conversation from the user (none once the conversation is gone). */
  async function say(user: SessionUser, record: InterviewRecord, body: string, card = false) {
    if (!record.conversationId) return;
    await messaging
      .postFor(user, record.conversationId, body, card ? record.id : undefined)
      .catch((err: unknown) => {
        // A closed or blocked conversation still lets both sides cancel: the change stands without its note.
        if (!(err instanceof AppError) || err.code !== 'INVALID_STATE') throw err;
      });
  }

  function checkSlots(input: ProposeInterviewInput) {
    const problems = slotProblems(input.slots, now());
    const first = problems.values().next();
    if (!first.done) throw new AppError('VALIDATION_FAILED', first.value, { slots: [...problems] });
  }

  const newValues = (
    user: SessionUser,
    base: { applicationId: string; conversationId: string | null; companyId: string; seekerUserId: string },
    input: ProposeInterviewInput,
  ) => ({
    ...base,
    proposedByUserId: user.id,
    kind: input.kind,
    location: input.location ?? null,
    note: input.note ?? null,
    slots: input.slots.map((s) => ({
      id: crypto.randomUUID(),
      // Whole seconds: a calendar file carries no fractions, and both must say the same time.
      startsAt: new Date(Math.floor(new Date(s.startsAt).getTime() / 1000) * 1000).toISOString(),
      minutes: s.minutes,
    })),
  });

  const timesText = (n: number) => (n === 1 ? '1 time' : `${n} times`);

  /** The confirmation or cancellation e-mail, with each side's own calendar file. */
  async function mailBoth(row: InterviewDetailRow, method: 'REQUEST' | 'CANCEL') {
    const i = row.interview;
    if (!i.startsAt || !i.minutes) return;
    const contacts = await repo.contacts(i.id);
    if (!contacts) return;
    const cancelled = method === 'CANCEL';
    for (const [side, email] of [
      ['seeker', contacts.seekerEmail],
      ['hirer', contacts.hirerEmail],
    ] as const) {
      if (!email) continue;
      const letter = interviewLetter(row, side, email, letterOptions);
      await mailer.send({
        to: email,
        subject: cancelled
          ? `Interview cancelled: ${row.jobTitle}`
          : `Interview booked: ${row.jobTitle}, ${letter.when}`,
        text: [
          cancelled
            ? `This interview has been cancelled.${i.cancelReason ? ` Reason: ${i.cancelReason}` : ''}`
            : 'Your interview is booked.',
          '',
          ...letter.details,
          '',
          cancelled
            ? 'The attached file removes it from your calendar.'
            : 'Add it to your calendar with the attached file. We will remind you 24 hours and 2 hours before.',
        ].join('\n'),
        link: letter.url,
        attachments: [letter.attachment(method)],
      });
    }
  }

  /** Back to "shortlisted" when the last live interview of an application went without a booking. */
  async function afterCancel(record: InterviewRecord, row: InterviewDetailRow) {
    if (row.applicationStatus !== 'interview') return;
    await applications.setInterviewStage(
      { id: record.applicationId, seekerUserId: record.seekerUserId },
      'shortlisted',
    );
  }

  return {
    get: view,

    async listForConversation(user: SessionUser, conversationId: string): Promise<Interview[]> {
      await messaging.conversationFor(user, conversationId);
      const rows = await repo.listForConversation(conversationId, user.id);
      return rows.map((row) => toInterview(row, roleOf(user, row)));
    },

    async upcoming(user: SessionUser): Promise<Interview[]> {
      const { from, to } = upcomingWindow(now());
      const rows = await repo.upcoming(user.id, from, to);
      return rows.map((row) => toInterview(row, roleOf(user, row)));
    },

    /** The employer offers 1–5 times in the conversation about a job. */
    async propose(
      user: SessionUser,
      conversationId: string,
      input: ProposeInterviewInput,
    ): Promise<Interview> {
      const conversation = await messaging.conversationFor(user, conversationId);
      if (conversation.role !== 'hirer') throw new AppError('FORBIDDEN_ROLE', M.onlyHirer);
      if (!conversation.open) throw new AppError('INVALID_STATE', M.closed);
      if (!conversation.jobId || !conversation.companyId || !conversation.seekerUserId) {
        throw new AppError('INVALID_STATE', M.noJob);
      }
      checkSlots(input);
      const app = await applications.forInterview(conversation.jobId, conversation.seekerUserId);
      const made = await repo.insert(
        newValues(
          user,
          {
            applicationId: app.id,
            conversationId,
            companyId: conversation.companyId,
            seekerUserId: conversation.seekerUserId,
          },
          input,
        ),
      );
      if (!made) throw new AppError('CONFLICT', M.alreadyLive);
      const { row } = await load(user, made.id);
      await applications.setInterviewStage({ id: app.id, seekerUserId: made.seekerUserId }, 'interview', {
        title: 'Interview proposed',
        body: `${row.companyName ?? 'The employer'} would like to interview you for ${row.jobTitle}. Choose a time in Messages.`,
      });
      await say(
        user,
        made,
        `Interview proposed for ${row.jobTitle}: ${timesText(made.slots.length)} to choose from.`,
        true,
      );
      await announce(made, user.id);
      return view(user, made.id);
    },

    /** The employer offers new times: the old interview is cancelled (its invite withdrawn). */
    async reschedule(user: SessionUser, id: string, input: ProposeInterviewInput): Promise<Interview> {
      const { row, role } = await load(user, id);
      if (role !== 'hirer') throw new AppError('FORBIDDEN_ROLE', M.onlyHirer);
      const old = row.interview;
      if (old.status === 'completed') throw new AppError('INVALID_STATE', M.alreadyHeld);
      if (old.status === 'cancelled') throw new AppError('INVALID_STATE', M.alreadyCancelled);
      checkSlots(input);
      const replaced = await repo.replace(
        id,
        'New times proposed',
        newValues(
          user,
          {
            applicationId: old.applicationId,
            conversationId: old.conversationId,
            companyId: old.companyId,
            seekerUserId: old.seekerUserId,
          },
          input,
        ),
      );
      if (!replaced) throw new AppError('INVALID_STATE', M.alreadyCancelled);
      if (old.status === 'booked') {
        await reminders.cancel(old.id);
        const cancelled = await repo.find(id, user.id);
        if (cancelled) await mailBoth(cancelled, 'CANCEL');
      }
      await say(
        user,
        replaced.made,
        `New interview times for ${row.jobTitle}: ${timesText(replaced.made.slots.length)} to choose from.`,
        true,
      );
      await announce(replaced.old, user.id);
      await announce(replaced.made, user.id);
      return view(user, replaced.made.id);
    },

    /** The seeker books one offered time, asking for adjustments if they need them. */
    async book(user: SessionUser, id: string, input: BookInterviewInput): Promise<Interview> {
      const { row, role } = await load(user, id);
      if (role !== 'seeker') throw new AppError('FORBIDDEN_ROLE', M.onlySeeker);
      if (row.interview.status !== 'proposed') throw new AppError('INVALID_STATE', M.notProposed);
      const slot = row.interview.slots.find((s) => s.id === input.slotId);
      if (!slot) throw new AppError('VALIDATION_FAILED', M.slotGone);
      if (!canStillBook(slot.startsAt, now())) throw new AppError('INVALID_STATE', M.slotPassed);
      const items = [...new Set(input.adjustments ?? [])];
      const booked = await repo.book(id, slot, { items, note: input.adjustmentNote ?? null });
      if (!booked) throw new AppError('INVALID_STATE', M.notProposed);
      const asked = items.length > 0 || Boolean(input.adjustmentNote);
      await say(
        user,
        booked,
        `I've booked an interview time.${asked ? ' I have asked for some adjustments (see the interview).' : ''}`,
      );
      await announce(booked, row.hirerUserId);
      const fresh = await repo.find(id, user.id);
      if (fresh) await mailBoth(fresh, 'REQUEST');
      await reminders.schedule(booked);
      return view(user, id);
    },

    /** Either side cancels, with a reason the other side sees. */
    async cancel(user: SessionUser, id: string, reason: string): Promise<Interview> {
      const { row, role } = await load(user, id);
      const wasBooked = row.interview.status === 'booked';
      if (row.interview.status === 'completed') throw new AppError('INVALID_STATE', M.alreadyHeld);
      const cancelled = await repo.cancel(id, role, reason);
      if (!cancelled) throw new AppError('INVALID_STATE', M.alreadyCancelled);
      await afterCancel(cancelled, row);
      await say(user, cancelled, `I've cancelled the interview. Reason: ${reason}`);
      await announce(cancelled, row.hirerUserId);
      if (wasBooked) {
        await reminders.cancel(id);
        const fresh = await repo.find(id, user.id);
        if (fresh) await mailBoth(fresh, 'CANCEL');
      }
      return view(user, id);
    },

    /** The employer acknowledges the adjustment request; the seeker sees it on the card. */
    async acknowledge(user: SessionUser, id: string): Promise<Interview> {
      const { row, role } = await load(user, id);
      if (role !== 'hirer') throw new AppError('FORBIDDEN_ROLE', M.onlyHirer);
      const done = await repo.acknowledge(id);
      if (!done) throw new AppError('INVALID_STATE', M.nothingToAcknowledge);
      await say(user, done, "I've noted your adjustment request for the interview.");
      await announce(done, row.hirerUserId);
      return view(user, id);
    },

    /** After the time, the employer records what happened; "hired" can close the job. */
    async recordOutcome(user: SessionUser, id: string, input: InterviewOutcomeInput): Promise<Interview> {
      const { row, role } = await load(user, id);
      if (role !== 'hirer') throw new AppError('FORBIDDEN_ROLE', M.onlyHirer);
      const i = row.interview;
      const held = i.status === 'booked' || i.status === 'completed';
      if (!held || !i.startsAt) throw new AppError('INVALID_STATE', M.notBooked);
      if (!outcomeDue(i.startsAt.toISOString(), now()))
        throw new AppError('INVALID_STATE', M.tooEarlyForOutcome);
      const company = row.companyName ?? 'The employer';
      await applications.setInterviewStage(
        { id: i.applicationId, seekerUserId: i.seekerUserId },
        OUTCOME_STATUS[input.outcome],
        OUTCOME_NEWS[input.outcome](row.jobTitle, company),
      );
      if (input.outcome === 'hired' && input.closeJob) await closeJob(user, row);
      await repo.complete(id);
      await announce(i, row.hirerUserId);
      return view(user, id);
    },

    /** The calendar file for one side: the booking, or its cancellation. */
    async invite(user: SessionUser, id: string): Promise<string> {
      const { row, role } = await load(user, id);
      if (!row.interview.startsAt || !row.interview.minutes) throw new AppError('INVALID_STATE', M.notBooked);
      const method = row.interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
      return interviewLetter(row, role, user.email, letterOptions).invite(method);
    },

    /**
     * A reminder is due (from the queue): sent once to each side that wants reminders, and only
     * while the interview is booked as it was when the reminder was queued.
     */
    async sendReminder(job: ReminderJob) {
      const contacts = await repo.contacts(job.interviewId);
      const row = contacts ? await repo.find(job.interviewId, contacts.seekerUserId) : null;
      if (!contacts || !row) return;
      const i = row.interview;
      if (i.status !== 'booked' || i.sequence !== job.sequence || !i.startsAt || !i.minutes) return;
      if (!(await repo.claimReminder(i.id, job.hours))) return;
      for (const [side, userId, email] of [
        ['seeker', contacts.seekerUserId, contacts.seekerEmail],
        ['hirer', contacts.hirerUserId, contacts.hirerEmail],
      ] as const) {
        if (!userId || !email) continue;
        const off = await deps.notifier.interviewRemindersLink(userId);
        if (!off) continue;
        const letter = interviewLetter(row, side, email, letterOptions);
        const soon = job.hours === 24 ? 'in 24 hours' : 'in 2 hours';
        await mailer.send({
          to: email,
          subject: `Reminder: interview ${job.hours === 24 ? 'tomorrow' : 'in 2 hours'}: ${row.jobTitle}`,
          text: [
            `Your interview for ${row.jobTitle} with ${letter.withWhom} is ${soon}.`,
            '',
            ...letter.details,
            '',
            `Turn interview reminders off: ${off}`,
          ].join('\n'),
          link: letter.url,
          attachments: [letter.attachment('REQUEST')],
        });
      }
    },

    /** How many bookings lie ahead (the reminder worker starts at boot when some do). */
    bookingsAhead: async () => (await repo.bookedAhead()).length,

    exportForSeeker: (seekerUserId: string) => repo.exportForSeeker(seekerUserId),
    exportForCompany: (companyId: string) => repo.exportForCompany(companyId),
  };

  /**
   * "Hired" with "close the job": archive it, and tell each other candidate still in the running,
   * kindly, that the position is filled (their live interviews are cancelled).
   */
  async function closeJob(user: SessionUser, row: InterviewDetailRow) {
    await deps.jobs.archive(user, row.jobId).catch((err: unknown) => {
      if (!(err instanceof AppError) || err.code !== 'INVALID_STATE') throw err; // already archived
    });
    const others = await repo.otherLiveApplications(row.jobId, row.interview.applicationId);
    const company = row.companyName ?? 'The employer';
    const live = await repo.liveForApplications(others.map((o) => o.id));
    for (const other of others) {
      await applications.setInterviewStage({ id: other.id, seekerUserId: other.seekerUserId }, 'rejected', {
        title: 'Position filled',
        body: `${company} has filled the position of ${row.jobTitle}. Thank you for your interest — your next opportunity is out there, and we will keep showing you jobs that fit.`,
      });
    }
    for (const interview of live) {
      const cancelled = await repo.cancel(interview.id, 'hirer', 'The position has been filled');
      if (!cancelled) continue;
      await say(
        user,
        cancelled,
        'The position has been filled, so this interview is cancelled. Thank you for your time.',
      );
      await announce(cancelled, row.hirerUserId);
      if (interview.status === 'booked') {
        await reminders.cancel(interview.id);
        const fresh = await repo.find(interview.id, user.id);
        if (fresh) await mailBoth(fresh, 'CANCEL');
      }
    }
  }
}

export type InterviewsService = ReturnType<typeof interviewsService>;
