import type { FastifyBaseLogger } from 'fastify';
import { reminderTimes } from '@shared/rules/interview-slots';
import type { JobQueue } from '../../lib/job-queue';

const QUEUE = 'interview-reminder';

export interface ReminderJob {
  interviewId: string;
  hours: number;
  /** The interview's sequence when booked: a reminder for an older booking is dropped. */
  sequence: number;
}

/**
 * Reminder e-mails 24 and 2 hours before a booked interview, through the durable job queue: they
 * survive a restart, and the queue hands each job to one process. The queue starts on the first
 * booking, or at start-up when bookings lie ahead, so a server with no interviews never runs it.
 */
export function createInterviewReminders(deps: {
  queue: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { queue, log } = deps;
  const now = deps.now ?? (() => new Date());
  let due: ((job: ReminderJob) => Promise<void>) | null = null;
  let started: Promise<void> | null = null;

  const ensureStarted = () =>
    (started ??= (async () => {
      await queue.start();
      await queue.work(QUEUE, async (data) => {
        if (due) await due(data as ReminderJob);
      });
    })());

  return {
    /** What to do when a reminder is due (the interviews service sends it). */
    onDue(handler: (job: ReminderJob) => Promise<void>) {
      due = handler;
    },

    /** Queues the reminders still ahead of a booking (each once, by its key). */
    async schedule(booking: { id: string; startsAt: Date | null; sequence: number }) {
      if (!booking.startsAt) return;
      const ahead = reminderTimes(booking.startsAt.toISOString(), now());
      if (ahead.length === 0) return;
      await ensureStarted();
      for (const r of ahead) {
        await queue.send(
          QUEUE,
          { interviewId: booking.id, hours: r.hours, sequence: booking.sequence } satisfies ReminderJob,
          { startAfter: r.at, singletonKey: `${booking.id}:${r.hours}:${booking.sequence}` },
        );
      }
    },

    /**
     * Nothing to remove: a due reminder checks that its interview is still booked as it was, so a
     * cancelled or moved one sends nothing.
     */
    async cancel(_interviewId: string) {},

    /** At start-up: runs the worker when bookings lie ahead (their reminders wait in the queue). */
    async startIfBookings(bookingsAhead: () => Promise<number>) {
      if ((await bookingsAhead()) > 0) await ensureStarted();
    },

    async stop() {
      if (!started) return;
      await started.catch((err: unknown) =>
        log.warn({ err }, 'interview reminders: the queue did not start'),
      );
    },
  };
}

export type InterviewReminders = ReturnType<typeof createInterviewReminders>;
