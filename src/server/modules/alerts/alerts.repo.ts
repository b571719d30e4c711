import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type AnyColumn,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company, job, pushSubscription, savedSearch, user } from '../../db/schema';
import type { EmailFrequency, JobSearch } from '@shared/contracts/job-search';

/**
 * Saved searches and push subscriptions (issue 34). Read-only joins outside the module: the
 * account's e-mail address and standing (`user`), and which active jobs went live when, with
 * their employer's standing (`job`, `company`, `user`), as the decks leave out suspended
 * employers. Everything else about a job comes from the jobs service.
 */

export type SavedSearchRow = typeof savedSearch.$inferSelect;

export interface SearchValues {
  name: string;
  criteria: JobSearch;
  emailFrequency: EmailFrequency;
  push: boolean;
}

/** The account is not suspended by a moderator. */
const accountInGoodStanding = (userId: AnyColumn) =>
  exists(sql`(select 1 from ${user} where ${user.id} = ${userId} and ${user.suspendedAt} is null)`);

/** The seeker has at least one push subscription. */
const hasSubscription = exists(
  sql`(select 1 from ${pushSubscription} where ${pushSubscription.userId} = ${savedSearch.userId})`,
);

/** A search whose last push is older than `cutoff` (or that never pushed). */
const pushedBefore = (cutoff: Date) =>
  or(isNull(savedSearch.lastPushedAt), lte(savedSearch.lastPushedAt, cutoff));

/** The search's last digest (or its saving, before any) was at or before `cutoff`. */
const sinceAtOrBefore = (cutoff: Date) =>
  sql`coalesce(${savedSearch.lastEmailedAt}, ${savedSearch.createdAt}) <= ${cutoff.toISOString()}::timestamptz`;

export function alertsRepo(db: Db) {
  return {
    // ---- saved searches ----

    listForUser: (userId: string) =>
      db.select().from(savedSearch).where(eq(savedSearch.userId, userId)).orderBy(asc(savedSearch.createdAt)),

    /**
     * Inserts the search unless the seeker already has `max` (counted under a lock on the seeker,
     * so two at once cannot pass the limit together); null when at the limit.
     */
    async insertUnderLimit(userId: string, values: SearchValues, token: string, max: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_search:${userId}`}))`);
        const [row] = await tx.select({ n: count() }).from(savedSearch).where(eq(savedSearch.userId, userId));
        if ((row?.n ?? 0) >= max) return null;
        const [inserted] = await tx
          .insert(savedSearch)
          .values({ userId, ...values, unsubscribeToken: token })
          .returning();
        return inserted!;
      });
    },

    async update(userId: string, id: string, values: Partial<SearchValues>) {
      const [row] = await db
        .update(savedSearch)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(savedSearch.id, id), eq(savedSearch.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: string) {
      const gone = await db
        .delete(savedSearch)
        .where(and(eq(savedSearch.id, id), eq(savedSearch.userId, userId)))
        .returning({ id: savedSearch.id });
      return gone.length > 0;
    },

    /** The one-click link: turns the search's e-mails off; its name, or null for no such link. */
    async emailsOffByToken(token: string) {
      const [row] = await db
        .update(savedSearch)
        .set({ emailFrequency: 'off', updatedAt: new Date() })
        .where(eq(savedSearch.unsubscribeToken, token))
        .returning({ name: savedSearch.name });
      return row ?? null;
    },

    async anyWithEmail() {
      const [row] = await db
        .select({ id: savedSearch.id })
        .from(savedSearch)
        .where(ne(savedSearch.emailFrequency, 'off'))
        .limit(1);
      return row !== undefined;
    },

    /** Some search has push on and its seeker a subscription (else a new job needs no push run). */
    async anyWithPush() {
      const [row] = await db
        .select({ id: savedSearch.id })
        .from(savedSearch)
        .where(and(eq(savedSearch.push, true), hasSubscription))
        .limit(1);
      return row !== undefined;
    },

    // ---- pushes ----

    /** Searches with push on that may push now (none in the day before `cutoff`), of seekers with a device. */
    pushCandidates: (cutoff: Date) =>
      db
        .select({
          id: savedSearch.id,
          userId: savedSearch.userId,
          criteria: savedSearch.criteria,
          lastPushedAt: savedSearch.lastPushedAt,
        })
        .from(savedSearch)
        .where(
          and(
            eq(savedSearch.push, true),
            pushedBefore(cutoff),
            hasSubscription,
            accountInGoodStanding(savedSearch.userId),
          ),
        ),

    /** Marks the searches pushed at `at` if none pushed since `cutoff`; the ids it marked. */
    async claimPush(ids: string[], at: Date, cutoff: Date) {
      const claimed = await db
        .update(savedSearch)
        .set({ lastPushedAt: at })
        .where(and(inArray(savedSearch.id, ids), pushedBefore(cutoff)))
        .returning({ id: savedSearch.id });
      return claimed.map((r) => r.id);
    },

    /** Undoes a claim that delivered nothing (unless something else moved it since). */
    async unclaimPush(id: string, previous: Date | null, at: Date) {
      await db
        .update(savedSearch)
        .set({ lastPushedAt: previous })
        .where(and(eq(savedSearch.id, id), eq(savedSearch.lastPushedAt, at)));
    },

    // ---- push subscriptions ----

    /** Upserts by endpoint (a browser signed into another account now belongs to this one). */
    async upsertSubscription(userId: string, endpoint: string, keys: { p256dh: string; auth: string }) {
      await db
        .insert(pushSubscription)
        .values({ userId, endpoint, ...keys })
        .onConflictDoUpdate({
          target: pushSubscription.endpoint,
          set: { userId, ...keys, createdAt: new Date() },
        });
    },

    /** Keeps the seeker's `keep` newest subscriptions. */
    async trimSubscriptions(userId: string, keep: number) {
      const newest = db
        .select({ id: pushSubscription.id })
        .from(pushSubscription)
        .where(eq(pushSubscription.userId, userId))
        .orderBy(desc(pushSubscription.createdAt))
        .limit(keep);
      await db
        .delete(pushSubscription)
        .where(and(eq(pushSubscription.userId, userId), notInArray(pushSubscription.id, newest)));
    },

    async removeSubscription(userId: string, endpoint: string) {
      await db
        .delete(pushSubscription)
        .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)));
    },

    async removeSubscriptionById(id: string) {
      await db.delete(pushSubscription).where(eq(pushSubscription.id, id));
    },

    subscriptionsOf: (userId: string) =>
      db
        .select({
          id: pushSubscription.id,
          endpoint: pushSubscription.endpoint,
          p256dh: pushSubscription.p256dh,
          auth: pushSubscription.auth,
        })
        .from(pushSubscription)
        .where(eq(pushSubscription.userId, userId)),

    // ---- digests ----

    /**
     * Searches with e-mail on whose period has passed (the last digest, or the search's saving,
     * before `dailyCutoff` or `weeklyCutoff`), with the seeker's address: confirmed, in good standing.
     */
    dueDigests: (dailyCutoff: Date, weeklyCutoff: Date) =>
      db
        .select({
          id: savedSearch.id,
          userId: savedSearch.userId,
          name: savedSearch.name,
          criteria: savedSearch.criteria,
          emailFrequency: savedSearch.emailFrequency,
          unsubscribeToken: savedSearch.unsubscribeToken,
          lastEmailedAt: savedSearch.lastEmailedAt,
          createdAt: savedSearch.createdAt,
          email: user.email,
        })
        .from(savedSearch)
        .innerJoin(user, eq(user.id, savedSearch.userId))
        .where(
          and(
            eq(user.emailVerified, true),
            isNull(user.suspendedAt),
            or(
              and(eq(savedSearch.emailFrequency, 'daily'), sinceAtOrBefore(dailyCutoff)),
              and(eq(savedSearch.emailFrequency, 'weekly'), sinceAtOrBefore(weeklyCutoff)),
            ),
          ),
        )
        .orderBy(asc(savedSearch.createdAt)),

    /** Marks the digest sent at `at` if no other run did since `previous`; whether it did. */
    async claimDigest(id: string, previous: Date | null, at: Date) {
      const claimed = await db
        .update(savedSearch)
        .set({ lastEmailedAt: at })
        .where(
          and(
            eq(savedSearch.id, id),
            previous ? eq(savedSearch.lastEmailedAt, previous) : isNull(savedSearch.lastEmailedAt),
          ),
        )
        .returning({ id: savedSearch.id });
      return claimed.length > 0;
    },

    async unclaimDigest(id: string, previous: Date | null, at: Date) {
      await db
        .update(savedSearch)
        .set({ lastEmailedAt: previous })
        .where(and(eq(savedSearch.id, id), eq(savedSearch.lastEmailedAt, at)));
    },

    // ---- jobs (read-only: when they went live, and their employer's standing) ----

    /** Active jobs that went live after `since`, newest first, of employers in good standing. */
    async activeJobIdsPublishedAfter(since: Date) {
      const found = await db
        .select({ id: job.id })
        .from(job)
        .innerJoin(company, eq(company.id, job.companyId))
        .where(
          and(eq(job.status, 'active'), gt(job.publishedAt, since), accountInGoodStanding(company.userId)),
        )
        .orderBy(desc(job.publishedAt), desc(job.id));
      return found.map((r) => r.id);
    },

    /** The job's employer is in good standing (a suspended one's jobs leave the decks). */
    async employerInGoodStanding(jobId: string) {
      const [row] = await db
        .select({ id: job.id })
        .from(job)
        .innerJoin(company, eq(company.id, job.companyId))
        .where(and(eq(job.id, jobId), accountInGoodStanding(company.userId)))
        .limit(1);
      return row !== undefined;
    },

    // ---- data rights ----

    /** The seeker's saved searches and devices, for their data export (no secrets: tokens, keys). */
    async exportFor(userId: string) {
      const searches = await db
        .select({
          id: savedSearch.id,
          name: savedSearch.name,
          criteria: savedSearch.criteria,
          emailFrequency: savedSearch.emailFrequency,
          push: savedSearch.push,
          lastEmailedAt: savedSearch.lastEmailedAt,
          lastPushedAt: savedSearch.lastPushedAt,
          createdAt: savedSearch.createdAt,
          updatedAt: savedSearch.updatedAt,
        })
        .from(savedSearch)
        .where(eq(savedSearch.userId, userId))
        .orderBy(asc(savedSearch.createdAt));
      const devices = await db
        .select({ endpoint: pushSubscription.endpoint, createdAt: pushSubscription.createdAt })
        .from(pushSubscription)
        .where(eq(pushSubscription.userId, userId))
        .orderBy(asc(pushSubscription.createdAt));
      return { searches, devices };
    },
  };
}
