import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';

const QUEUE = 'jobs-close';

/**
 * Archives jobs when their closing date passes (issue 34), through the durable job queue: one
 * queued run per closing instant (jobs close at 23:59 UK time, so one a day at most), each of which
 * archives every active job whose date has passed. The run survives a restart and goes to one
 * process. At start-up the closings still ahead are queued again (a job migrated with a date, or a
 * queue emptied by hand) and anything already due is archived at once.
 */
export function createJobClosing(deps: { queue: JobQueue; log: FastifyBaseLogger }) {
  const { queue, log } = deps;
  let due: (() => Promise<unknown>) | null = null;
  let started: Promise<void> | null = null;

  const ensureStarted = () =>
    (started ??= (async () => {
      await queue.start();
      await queue.work(QUEUE, async () => {
        if (due) await due();
      });
    })());

  return {
    /** What a due run does (the jobs service archives what has closed). */
    onDue(handler: () => Promise<unknown>) {
      due = handler;
    },

    /** Queues a run at `closesAt` (once per instant). */
    async schedule(closesAt: Date) {
      await ensureStarted();
      await queue.send(QUEUE, {}, { startAfter: closesAt, singletonKey: closesAt.toISOString() });
    },

    /** At start-up: archives what closed while no server ran, and queues the closings ahead. */
    async resume(jobs: { archiveClosed(): Promise<unknown>; closingsAhead(): Promise<Date[]> }) {
      await jobs.archiveClosed();
      const ahead = await jobs.closingsAhead();
      for (const at of ahead) await this.schedule(at);
    },

    async stop() {
      if (!started) return;
      await started.catch((err: unknown) => log.warn({ err }, 'job closing: the queue did not start'));
    },
  };
}

export type JobClosing = ReturnType<typeof createJobClosing>;
