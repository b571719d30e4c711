import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';

const PUSH = 'alerts-push';
const DIGEST = 'alerts-digest';
const HOUR = 3_600_000;

/** The start of the hour after `at` (digests run on the hour). */
export const nextHour = (at: Date) => new Date((Math.floor(at.getTime() / HOUR) + 1) * HOUR);

/**
 * Job alerts on the durable job queue (lib/job-queue.ts): a push run for each job that goes live
 * (`alerts-push`, once per job), and the e-mail digests, run hourly (`alerts-digest`: each run
 * queues the next, on the hour, once per hour). The queue starts when first needed: a server where
 * nobody asked for alerts never polls it.
 */
export function createAlertsQueue(deps: { queue: JobQueue; log: FastifyBaseLogger; now?: () => Date }) {
  const { queue, log } = deps;
  const now = deps.now ?? (() => new Date());
  let onPush: ((jobId: string) => Promise<void>) | null = null;
  let onDigest: (() => Promise<unknown>) | null = null;
  let started: Promise<void> | null = null;

  const queueDigest = (at: Date) =>
    queue.send(DIGEST, {}, { startAfter: at, singletonKey: at.toISOString() });

  const ensureStarted = () =>
    (started ??= (async () => {
      await queue.start();
      await queue.work(PUSH, async (data: { jobId: string }) => {
        if (onPush) await onPush(data.jobId);
      });
      await queue.work(DIGEST, async () => {
        // The next run is queued first: a run that fails (and is retried) keeps the hourly chain.
        await queueDigest(nextHour(now()));
        if (onDigest) await onDigest();
      });
    })());

  return {
    /** What a push run does (the alerts service pushes the job to the seekers it matches). */
    onPush(handler: (jobId: string) => Promise<void>) {
      onPush = handler;
    },
    /** What a digest run does (the alerts service e-mails the digests that are due). */
    onDigest(handler: () => Promise<unknown>) {
      onDigest = handler;
    },

    /** Queues the push run for a job that went live (once per job). */
    async queuePush(jobId: string) {
      await ensureStarted();
      await queue.send(PUSH, { jobId }, { singletonKey: jobId });
    },

    /** Makes sure the hourly digest runs go on: queues the next one (once per hour). */
    async startDigests() {
      await ensureStarted();
      await queueDigest(nextHour(now()));
    },

    /** Queues a digest run at `at` (the hourly chain goes on from it); for tests. */
    async queueDigestAt(at: Date) {
      await ensureStarted();
      await queueDigest(at);
    },

    async stop() {
      if (!started) return;
      await started.catch((err: unknown) => log.warn({ err }, 'job alerts: the queue did not start'));
    },
  };
}

export type AlertsQueue = ReturnType<typeof createAlertsQueue>;
