import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '@shared/contracts/jobs';
import {
  SAVED_SEARCHES_MAX,
  type PushSubscriptionBody,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '@shared/contracts/job-search';
import { jobMatchesSearch, searchTextOf, type SearchableJob } from '@shared/rules/job-search';
import { loadUkPlaces, locateUkPlace } from '../../lib/uk-places';
import { skillName } from '@shared/skills/catalogue';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../auth/session-user';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { JobsService } from '../jobs/jobs.service';
import type { MatchingService } from '../matching/matching.service';
import type { SeekersService } from '../seekers/seekers.service';
import { alertsRepo, type SavedSearchRow } from './alerts.repo';
import type { AlertsQueue } from './alerts.queue';
import { digestMail, pushPayload } from './alerts.mail';
import { createPushSender, loadOrCreateVapidKeys, pushEndpointProblem, type PushSender } from './alerts.push';

export const ALERTS_MESSAGES = {
  seekersOnly: 'Only job seekers can save searches',
  pushSeekersOnly: 'Only job seekers can get job alerts',
  tooMany: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  badEndpoint: 'That push address is not valid',
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A push is worth a day: a phone off for longer gets none rather than a stale one. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Devices kept per seeker (the newest): every job push goes to each. */
const DEVICES_MAX = 10;
/** Jobs listed in one digest, newest first; the rest are counted. */
const DIGEST_JOBS_MAX = 20;
/**
 * Digests run on the hour, so one is due when less than this is left of its period: a daily digest
 * sent at 09:00:01 is due again at 09:00:00 the next day, not an hour later.
 */
const DIGEST_SLACK_MS = 30 * 60_000;
/** Seekers pushed to at once for one job. */
const PUSH_CONCURRENCY = 8;

const newToken = () => crypto.randomBytes(24).toString('base64url');

const toDto = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  criteria: row.criteria,
  emailFrequency: row.emailFrequency,
  push: row.push,
  createdAt: row.createdAt.toISOString(),
});

/** A job as a search reads it (the deck builds the same from its index). */
const searchableOf = (job: Job): SearchableJob => ({
  title: job.title,
  description: job.description,
  companyName: job.companyName,
  category: job.category,
  employmentType: job.employmentType,
  locationCity: job.locationCity,
  skillNames: job.requiredSkills.map(skillName),
  benefits: job.benefits,
  fairChance: job.companyFairChance.length > 0,
});

/** Runs `task` for each item, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Job alerts (issue 34): a seeker's saved searches, their devices for Web Push, a push when a job
 * that matches goes live (at most one a day per search), and e-mail digests of new matching jobs
 * (daily or weekly, with a one-click unsubscribe). Whether a job matches is the shared rule the
 * Discover deck uses (`jobMatchesSearch`); what the deck would not show a seeker (a job they swiped
 * on or applied to, a blocked employer, a DBS-barred job for a barred seeker) is never sent either.
 */
export function alertsService(deps: {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'dataDir' | 'push'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  jobs: JobsService;
  matching: MatchingService;
  seekers: SeekersService;
  queue: AlertsQueue;
  now?: () => Date;
  /** How pushes are sent (web-push through a connection that refuses private addresses). */
  sender?: PushSender;
}) {
  const { config, mailer, log, jobs, matching, seekers, queue } = deps;
  const repo = alertsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const keys = loadOrCreateVapidKeys(config);
  const send =
    deps.sender ??
    createPushSender({ keys, subject: config.push.subject, allowLocal: config.push.allowLocalEndpoints });

  /** The seeker's own answers: on the DBS barred list, or barred from regulated work. */
  async function isBarred(seekerUserId: string) {
    try {
      const { legal } = await seekers.getDisclosure(seekerUserId);
      return legal.onDbsBarringList === true || legal.barredFromRegulatedWork === true;
    } catch (err) {
      // No profile yet: nothing answered, as the deck reads it.
      if (err instanceof AppError && err.code === 'PROFILE_NOT_FOUND') return false;
      throw err;
    }
  }

  /**
   * Of these jobs, those the seeker's deck would show: not swiped on or applied to, no blocked
   * conversation with the employer, and no DBS-barred job for a barred seeker.
   */
  async function shownTo(seekerUserId: string, list: Job[], barred: Map<string, Promise<boolean>>) {
    if (list.length === 0) return [];
    const left = await matching.leftOutOfDeck(
      [seekerUserId],
      list.map((j) => j.id),
    );
    const visible = list.filter((j) => !left.has(`${seekerUserId} ${j.id}`));
    if (!visible.some((j) => j.subjectToDbsBarring)) return visible;
    let pending = barred.get(seekerUserId);
    if (!pending) barred.set(seekerUserId, (pending = isBarred(seekerUserId)));
    return (await pending) ? visible.filter((j) => !j.subjectToDbsBarring) : visible;
  }

  async function ownSearch(user: SessionUser, id: string, values: Parameters<typeof repo.update>[2]) {
    const row = await repo.update(user.id, id, values);
    if (!row) throw new AppError('NOT_FOUND', ALERTS_MESSAGES.notFound);
    return row;
  }

  /**
   * A search with e-mail on needs the hourly digest runs going. Not waited for: the first start of
   * the queue can take seconds, and the search is saved either way (start-up resumes the runs).
   */
  function digestsFor(row: SavedSearchRow) {
    if (row.emailFrequency === 'off') return;
    queue
      .startDigests()
      .catch((err: unknown) => log.warn({ err }, 'job alerts: could not start the digests'));
  }

  const service = {
    // ---- saved searches (seekers; the routes check the role) ----

    async list(user: SessionUser): Promise<SavedSearch[]> {
      return (await repo.listForUser(user.id)).map(toDto);
    },

    async create(user: SessionUser, input: SavedSearchCreate): Promise<SavedSearch> {
      const row = await repo.insertUnderLimit(user.id, input, newToken(), SAVED_SEARCHES_MAX);
      if (!row) throw new AppError('CONFLICT', ALERTS_MESSAGES.tooMany);
      digestsFor(row);
      return toDto(row);
    },

    /** Changes the name, the search, how often to e-mail, or push; another seeker's id is not found. */
    async update(user: SessionUser, id: string, input: SavedSearchUpdate): Promise<SavedSearch> {
      const row = await ownSearch(user, id, input);
      digestsFor(row);
      return toDto(row);
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      if (!(await repo.remove(user.id, id))) throw new AppError('NOT_FOUND', ALERTS_MESSAGES.notFound);
    },

    /** The one-click link in a digest: that search's e-mails go off. Its name, or null for a bad link. */
    async emailsOff(token: string | undefined): Promise<string | null> {
      if (!token || token.length > 200) return null;
      return (await repo.emailsOffByToken(token))?.name ?? null;
    },

    // ---- Web Push devices ----

    /** The VAPID public key browsers subscribe with (base64url). */
    publicKey: () => keys.publicKey,

    /** Keeps the browser's subscription for the seeker (an address the server may post to only). */
    async subscribe(user: SessionUser, body: PushSubscriptionBody): Promise<void> {
      if (pushEndpointProblem(body.endpoint, config.push.allowLocalEndpoints)) {
        throw new AppError('VALIDATION_FAILED', ALERTS_MESSAGES.badEndpoint, { field: 'endpoint' });
      }
      await repo.upsertSubscription(user.id, body.endpoint, body.keys);
      await repo.trimSubscriptions(user.id, DEVICES_MAX);
    },

    /** Forgets one of the seeker's devices (nothing when it is not theirs). */
    async unsubscribe(user: SessionUser, endpoint: string): Promise<void> {
      await repo.removeSubscription(user.id, endpoint);
    },

    // ---- pushes ----

    /**
     * The jobs service's listener: queues the push run for a job that went live, when anyone has
     * push on (else nothing starts the queue). Never throws: going live must not fail on alerts.
     */
    async jobPublished(jobId: string): Promise<void> {
      try {
        if (await repo.anyWithPush()) await queue.queuePush(jobId);
      } catch (err) {
        log.warn({ err, jobId }, 'job alerts: could not queue the push for a new job');
      }
    },

    /**
     * The push run for a job: each seeker with a search it matches (and push on, and no push from
     * that search in the last day) gets one push on each device, unless their deck would not show
     * it. A device the push service no longer knows (404/410) is forgotten. A seeker whose every
     * delivery failed otherwise has their searches' day given back, and the run throws so the queue
     * retries it (the seekers served already are not pushed again: their searches are marked).
     */
    async pushForJob(jobId: string): Promise<{ pushed: number }> {
      const job = await jobs.getActiveJob(jobId);
      if (!job || !(await repo.employerInGoodStanding(jobId))) return { pushed: 0 };
      const at = now();
      const cutoff = new Date(at.getTime() - DAY);
      const searchable = searchableOf(job);
      const text = searchTextOf(searchable);
      const bySeeker = new Map<string, { id: string; lastPushedAt: Date | null }[]>();
      const candidates = await repo.pushCandidates(cutoff);
      if (candidates.some((c) => c.criteria.place && c.criteria.distanceMiles)) await loadUkPlaces();
      for (const s of candidates) {
        if (!jobMatchesSearch(searchable, s.criteria, text, locateUkPlace)) continue;
        const list = bySeeker.get(s.userId) ?? [];
        list.push({ id: s.id, lastPushedAt: s.lastPushedAt });
        bySeeker.set(s.userId, list);
      }
      if (bySeeker.size === 0) return { pushed: 0 };

      const left = await matching.leftOutOfDeck([...bySeeker.keys()], [jobId]);
      const barring = job.subjectToDbsBarring;
      const payload = pushPayload(job);
      let pushed = 0;
      let retry = false;
      await inPool([...bySeeker], PUSH_CONCURRENCY, async ([seekerUserId, searches]) => {
        if (left.has(`${seekerUserId} ${jobId}`)) return;
        if (barring && (await isBarred(seekerUserId))) return;
        const claimed = await repo.claimPush(
          searches.map((s) => s.id),
          at,
          cutoff,
        );
        if (claimed.length === 0) return;
        let delivered = 0;
        let failed = 0;
        for (const device of await repo.subscriptionsOf(seekerUserId)) {
          const outcome = await send(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            payload,
            PUSH_TTL_SECONDS,
          );
          if (outcome.kind === 'delivered') delivered += 1;
          else if (outcome.kind === 'gone') await repo.removeSubscriptionById(device.id);
          else {
            failed += 1;
            // The push service's host only: the address and keys of a device are its secrets.
            log.warn(
              { jobId, pushService: new URL(device.endpoint).host, reason: outcome.reason },
              'job alerts: a push was not delivered',
            );
          }
        }
        if (delivered > 0) {
          pushed += 1;
          return;
        }
        for (const s of searches) {
          if (claimed.includes(s.id)) await repo.unclaimPush(s.id, s.lastPushedAt, at);
        }
        if (failed > 0) retry = true;
      });
      if (retry) throw new Error('job alerts: some seekers got no push; the run is retried');
      return { pushed };
    },

    // ---- e-mail digests ----

    /**
     * Sends the digests that are due at `at`: each saved search with e-mail on whose period (a day,
     * a week) has passed since its last digest (or its saving) lists the active jobs that went live
     * since then and match it, as its seeker's deck would show them; none, no e-mail. Either way
     * the search's digest time moves to `at`. Answers how many were due and how many went.
     */
    async runDigests(at: Date = now()): Promise<{ due: number; sent: number }> {
      const due = await repo.dueDigests(
        new Date(at.getTime() - DAY + DIGEST_SLACK_MS),
        new Date(at.getTime() - 7 * DAY + DIGEST_SLACK_MS),
      );
      const loaded = new Map<string, Promise<Job | null>>();
      const load = (id: string) => {
        let pending = loaded.get(id);
        if (!pending) loaded.set(id, (pending = jobs.getActiveJob(id)));
        return pending;
      };
      const searchables = new Map<string, { job: SearchableJob; text: string }>();
      if (due.some((d) => d.criteria.place && d.criteria.distanceMiles)) await loadUkPlaces();
      const barred = new Map<string, Promise<boolean>>();
      let sent = 0;
      for (const search of due) {
        // Claimed first: of two runs at once, one sends.
        if (!(await repo.claimDigest(search.id, search.lastEmailedAt, at))) continue;
        try {
          const since = search.lastEmailedAt ?? search.createdAt;
          const candidates: Job[] = [];
          for (const id of await repo.activeJobIdsPublishedAfter(since)) {
            const job = await load(id);
            if (!job) continue;
            let s = searchables.get(id);
            if (!s) {
              const searchable = searchableOf(job);
              searchables.set(id, (s = { job: searchable, text: searchTextOf(searchable) }));
            }
            if (jobMatchesSearch(s.job, search.criteria, s.text, locateUkPlace)) candidates.push(job);
          }
          const shown = await shownTo(search.userId, candidates, barred);
          if (shown.length === 0) continue;
          await mailer.send(
            digestMail({
              to: search.email,
              publicUrl: config.publicUrl,
              search,
              jobs: shown.slice(0, DIGEST_JOBS_MAX),
              more: Math.max(0, shown.length - DIGEST_JOBS_MAX),
            }),
          );
          sent += 1;
        } catch (err) {
          // Given back: the next hourly run tries this search again.
          await repo.unclaimDigest(search.id, search.lastEmailedAt, at);
          log.warn({ err, savedSearchId: search.id }, 'job alerts: a digest was not sent');
        }
      }
      return { due: due.length, sent };
    },

    /** At start-up: keeps the hourly digest runs going when some search has e-mail on. */
    async resumeDigests(): Promise<void> {
      if (await repo.anyWithEmail()) await queue.startDigests();
    },

    // ---- data rights ----

    /** The seeker's saved searches and push devices, for their data export. */
    async exportFor(userId: string) {
      const { searches, devices } = await repo.exportFor(userId);
      return { savedSearches: searches, pushSubscriptions: devices };
    },
  };
  return service;
}

export type AlertsService = ReturnType<typeof alertsService>;
