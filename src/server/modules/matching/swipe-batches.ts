import type { SwipeAction } from '@shared/contracts/matching';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { batcherWithFallback } from '../../lib/batcher';

/**
 * Swipes arriving together go to the database as one statement and one transaction (one commit
 * for all), through the batch functions of drizzle/0005_swipe_batches.sql; a lone swipe, or every
 * swipe of a batch that failed, runs alone through the single-swipe functions of 0002, so one bad
 * swipe fails only itself. Both give the same answers.
 */

export interface SeekerSwipeKey {
  seekerUserId: string;
  jobId: string;
  action: SwipeAction;
}

export interface EmployerSwipeKey {
  hirerUserId: string;
  seekerUserId: string;
  action: SwipeAction;
  contextJobId: string | null;
}

interface SeekerSwipeRow {
  job_found: boolean;
  match_id: string | null;
  created: boolean;
}

interface EmployerSwipeRow {
  company_ok: boolean;
  seeker_ok: boolean;
  job_ok: boolean;
  match_id: string | null;
  created: boolean;
}

/** The batch functions answer one row per swipe, numbered from 1 as given. */
function inGivenOrder<T>(found: (T & { n: string | number })[], count: number): T[] {
  const ordered = new Array<T>(count);
  for (const row of found) ordered[Number(row.n) - 1] = row;
  return ordered;
}

function createSwipes(db: Db) {
  const seekerSwipe = batcherWithFallback(
    async (keys: SeekerSwipeKey[]) =>
      inGivenOrder(
        await preparedRows<SeekerSwipeRow & { n: string }>(
          db,
          'matching_seeker_swipes',
          'select n, job_found, match_id, created from matching_seeker_swipes($1::text[], $2::uuid[], $3::text[])',
          [keys.map((k) => k.seekerUserId), keys.map((k) => k.jobId), keys.map((k) => k.action)],
        ),
        keys.length,
      ),
    async (key: SeekerSwipeKey) =>
      (
        await preparedRows<SeekerSwipeRow>(
          db,
          'matching_seeker_swipe',
          'select job_found, match_id, created from matching_seeker_swipe($1, $2::uuid, $3)',
          [key.seekerUserId, key.jobId, key.action],
        )
      )[0]!,
  );

  const employerSwipe = batcherWithFallback(
    async (keys: EmployerSwipeKey[]) =>
      inGivenOrder(
        await preparedRows<EmployerSwipeRow & { n: string }>(
          db,
          'matching_employer_swipes',
          'select n, company_ok, seeker_ok, job_ok, match_id, created ' +
            'from matching_employer_swipes($1::text[], $2::text[], $3::text[], $4::uuid[])',
          [
            keys.map((k) => k.hirerUserId),
            keys.map((k) => k.seekerUserId),
            keys.map((k) => k.action),
            keys.map((k) => k.contextJobId),
          ],
        ),
        keys.length,
      ),
    async (key: EmployerSwipeKey) =>
      (
        await preparedRows<EmployerSwipeRow>(
          db,
          'matching_employer_swipe',
          'select company_ok, seeker_ok, job_ok, match_id, created from matching_employer_swipe($1, $2, $3, $4::uuid)',
          [key.hirerUserId, key.seekerUserId, key.action, key.contextJobId],
        )
      )[0]!,
  );

  return { seekerSwipe, employerSwipe };
}

const swipes = new WeakMap<Db, ReturnType<typeof createSwipes>>();

/** The swipe batches of this database (shared by every caller, so concurrent swipes meet). */
export function swipesFor(db: Db) {
  let found = swipes.get(db);
  if (!found) swipes.set(db, (found = createSwipes(db)));
  return found;
}
