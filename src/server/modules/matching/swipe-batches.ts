import DataLoader from 'dataloader';
import type { SwipeAction } from '@shared/contracts/matching';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';

/**
 * Swipes arriving together go to the database as one statement and one transaction (one commit
 * for all), through the batch functions of drizzle/0005_swipe_batches.sql; a lone swipe, or every
 * swipe of a batch that failed, runs alone through the single-swipe functions of 0002, so one bad
 * swipe fails only itself. Both give the same answers.
 */

export interface SeekerSwipeKey {
  seekerUserId: string;
  /** Null for an id that names no job: the function answers job_found false. */
  jobId: string | null;
  action: SwipeAction;
}

export interface EmployerSwipeKey {
  hirerUserId: string;
  seekerUserId: string;
  action: SwipeAction;
  contextJobId: string | null;
}

/**
 * The match a swipe made or found, as its function answers it (drizzle/0018): the match, its
 * company and owner, seeker and job; all null when there is none.
 */
export interface SwipeMatchColumns {
  match_id: string | null;
  created: boolean;
  match_company_id: string | null;
  match_hirer_user_id: string | null;
  match_company_name: string | null;
  match_logo_url: string | null;
  match_seeker_user_id: string | null;
  match_first_name: string | null;
  match_last_name: string | null;
  match_profile_image_url: string | null;
  match_job_id: string | null;
  match_job_title: string | null;
  match_created_at: Date | string | null;
}

export const SWIPE_MATCH_COLUMNS = `match_id, created, match_company_id, match_hirer_user_id,
  match_company_name, match_logo_url, match_seeker_user_id, match_first_name, match_last_name,
  match_profile_image_url, match_job_id, match_job_title, match_created_at`;

interface SeekerSwipeRow extends SwipeMatchColumns {
  job_found: boolean;
}

interface EmployerSwipeRow extends SwipeMatchColumns {
  company_ok: boolean;
  seeker_ok: boolean;
  job_ok: boolean;
}

/**
 * One database function of 0002 (`name`, taking `types`), batched through its array form of 0005
 * (`name` + 's', taking arrays of the same, answering row numbers `n` from 1 as given).
 * The calls of one round of I/O (on setImmediate, at most 64 a batch) go together; a lone call
 * runs the single form straight away; if the batch fails, each call runs alone, one after another
 * in arrival order as the batch would have taken them (the later of two swipes on one target
 * wins), and gets its own row or error.
 */
function batchedFunction<K, Row>(
  db: Db,
  name: string,
  columns: string,
  types: string[],
  argsOf: (key: K) => unknown[],
) {
  const single = `select ${columns} from ${name}(${types.map((t, i) => `$${i + 1}::${t}`).join(', ')})`;
  const many = `select n, ${columns} from ${name}s(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
  const runOne = async (key: K) => (await preparedRows<Row>(db, name, single, argsOf(key)))[0]!;
  const runMany = async (keys: readonly K[]) => {
    const args = keys.map(argsOf);
    const found = await preparedRows<Row & { n: string }>(
      db,
      `${name}s`,
      many,
      types.map((_, i) => args.map((a) => a[i])),
    );
    const ordered = new Array<Row>(keys.length);
    for (const row of found) ordered[Number(row.n) - 1] = row;
    return ordered;
  };
  const loader = new DataLoader<K, Row>(
    async (keys: readonly K[]): Promise<(Row | Error)[]> => {
      if (keys.length > 1) {
        try {
          return await runMany(keys);
        } catch {
          // Each key alone below, so only the keys that fail by themselves fail.
        }
      }
      const outcomes: (Row | Error)[] = [];
      for (const key of keys) {
        outcomes.push(
          await runOne(key).catch((error: unknown) =>
            error instanceof Error ? error : new Error(String(error)),
          ),
        );
      }
      return outcomes;
    },
    { maxBatchSize: 64, cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (key: K) => loader.load(key);
}

/** The batched swipe calls of one database: build once per process, so concurrent swipes meet. */
export function createSwipes(db: Db) {
  return {
    seekerSwipe: batchedFunction<SeekerSwipeKey, SeekerSwipeRow>(
      db,
      'matching_seeker_swipe',
      `job_found, ${SWIPE_MATCH_COLUMNS}`,
      ['text', 'uuid', 'text'],
      (k) => [k.seekerUserId, k.jobId, k.action],
    ),
    employerSwipe: batchedFunction<EmployerSwipeKey, EmployerSwipeRow>(
      db,
      'matching_employer_swipe',
      `company_ok, seeker_ok, job_ok, ${SWIPE_MATCH_COLUMNS}`,
      ['text', 'text', 'text', 'uuid'],
      (k) => [k.hirerUserId, k.seekerUserId, k.action, k.contextJobId],
    ),
  };
}

export type Swipes = ReturnType<typeof createSwipes>;
