import { sql, type SQL } from 'drizzle-orm';
import { FEED_PAGE_SIZE, type DiscoverCard } from '@shared/contracts/matching';
import { stampedIndex } from './stamped-index';
import { batcher } from '../../lib/batcher';
import { deal, type Deck } from './deck';
import {
  buildSeekersIndex,
  moveLastActive,
  placesOf,
  rank,
  type Scratch,
  type SeekersIndex,
} from './seekers-ranking';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import type { SeekerCardRow } from './matching.repo';
import { splitIdList } from '../../db/id-list';

/**
 * The seekers feed (an employer's talent deck), ranked in memory.
 *
 * Seekers with a completed profile who are actively looking are held in an index per database:
 * their card fields, an inverted index skill → seekers, and their last activity, in most recently
 * active order. A feed request costs one statement, shared by the requests that arrive together
 * (see batcher): the company (by the employer's account), the
 * required skills of its active jobs (or of the context job), the seekers it swiped, the seekers
 * who super-liked one of those jobs, the index's stamp (feed_version 'seekers', written by
 * triggers on any change to seeker_profile but the "last active" touch) and the touches since the
 * previous batch. A differing stamp reloads the index; touches update it in place.
 *
 * Touches are found by last_active_at, from `TOUCH_MARGIN_US` (2 s) before the previous batch's
 * database time: a touch is one short autocommit statement setting now() (its transaction's
 * start), so it is seen unless it took longer than the margin to commit.
 *
 * Ranking is the SQL one it replaces: best share over the jobs of the job's required skills the
 * seeker has (rounded percent, descending), then a super_like from the seeker on one of those
 * jobs, then most recently active; seekers the company swiped are left out. No disclosure field is
 * read.
 */

const TOUCH_MARGIN_US = 2_000_000;
const NO_TOUCHES = 9e15;
/** Past this many touched seekers the index is read again, in the background (to restore its order). */
const MAX_TOUCHED = 20_000;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const micros = (value: string | number) => Number(value);

async function loadIndex(db: Db): Promise<SeekersIndex> {
  const found = await rows<
    Omit<SeekerCardRow, 'pct' | 'super_liked'> & { stamp: string | null; now_us: string; active_us: string }
  >(
    db,
    sql`
    select v.stamp, v.now_us, sp.user_id, sp.first_name, sp.last_name, sp.job_title, sp.headline,
           sp.location_city, sp.location_country, sp.profile_image_url, sp.key_skills,
           (extract(epoch from sp.last_active_at) * 1000000)::bigint::text as active_us
    from (select (select stamp::text from feed_version where name = 'seekers') as stamp,
                 (extract(epoch from now()) * 1000000)::bigint::text as now_us) v
    left join seeker_profile sp
      on sp.setup_completed_at is not null and sp.availability_status = 'actively_looking'
    order by sp.last_active_at desc, sp.user_id`,
  );
  const first = found[0]!;
  return buildSeekersIndex(
    found
      .filter((row) => row.user_id)
      .map(({ stamp: _stamp, now_us: _now, active_us, ...row }) => ({
        userId: row.user_id,
        row,
        loadedActive: micros(active_us),
      })),
    first.stamp,
    micros(first.now_us),
  );
}

interface CompanyContextRow {
  company_id: string | null;
  stamp: string | null;
  now_us: string;
  job_skills: string[][] | null;
  /** The version of the company's swiped list (company_swipes_version, '0' for none yet). */
  swiped_version: string;
  /** Comma-separated; null when the caller already holds this version of it. */
  swiped: string | null;
  supers: string;
  /** On the batch's first row only: comma-separated "userId µs". */
  touches: string | null;
}

// Companies' contexts, one row per (employer, job context) in the given order: calls made
// together share one statement (see batcher). The list of seekers a company swiped grows with
// every swipe, so it is sent only when its version differs from the one this process holds ($4,
// per row; drizzle/0006_company_swipes_version.sql). The stamp, the database time and the touches
// since the given time are the batch's, on its first row. Lists of ids come comma-separated
// (cheaper to read than arrays). The statement is prepared, so it is planned once without its parameters: the
// company is looked up per row and the touches' window is bounded on both sides, so that plan uses
// the indexes (an open-ended window was planned as a scan of every seeker).
const COMPANY_CONTEXTS = `
  with input as (
    select * from unnest($1::text[], $2::uuid[], $4::text[]) with ordinality as i(hirer, context_job, known, n)),
  co as materialized (
    select i.n, i.context_job, i.known, (select c.id from company c where c.user_id = i.hirer) as id from input i),
  cv as materialized (
    select co.*, coalesce((select v.version::text from company_swipes_version v where v.company_id = co.id), '0') as swiped_version
    from co)
  select co.id::text as company_id,
         (select stamp::text from feed_version where name = 'seekers') as stamp,
         (extract(epoch from now()) * 1000000)::bigint::text as now_us,
         (select json_agg(j.required_skills order by j.id) from job j
          where j.company_id = co.id and j.status = 'active' and (co.context_job is null or j.id = co.context_job)
            and cardinality(j.required_skills) > 0) as job_skills,
         co.swiped_version,
         case when co.swiped_version = co.known then null else array_to_string(array(
           select seeker_user_id from seeker_swipe where company_id = co.id
           union
           select seeker_user_id from conversation
           where company_id = co.id and blocked_by is not null and seeker_user_id is not null
           order by 1), ',') end as swiped,
         array_to_string(array(
           select distinct js.seeker_user_id from job_swipe js join job j on j.id = js.job_id
           where j.company_id = co.id and j.status = 'active' and (co.context_job is null or j.id = co.context_job)
             and js.action = 'super_like'
           order by 1), ',') as supers,
         case when co.n = 1 then array_to_string(array(
           select sp.user_id || ' ' || (extract(epoch from sp.last_active_at) * 1000000)::bigint
           from seeker_profile sp
           where sp.availability_status = 'actively_looking'
             and sp.last_active_at > to_timestamp($3::float8) and sp.last_active_at < 'infinity'), ',')
         end as touches
  from cv co
  order by co.n`;

interface SwipedList {
  version: string;
  list: string;
}

/** Employers whose swiped list is held (about 10 bytes per swiped seeker each). */
const MAX_SWIPED_LISTS = 2048;

interface ContextKey {
  hirerUserId: string;
  contextJobId: string | null;
}

export interface SeekersFeed {
  /** The deck, or null when the employer has no company. */
  (hirerUserId: string, contextJobId: string | null): Promise<Deck | null>;
}

export function createSeekersFeed(db: Db, toCard: (row: SeekerCardRow) => DiscoverCard): SeekersFeed {
  const seekers = stampedIndex(() => loadIndex(db));
  let scratch: Scratch = { mark: new Uint8Array(0) };

  async function indexFor(stamp: string | null, seen: number): Promise<SeekersIndex> {
    const current = await seekers.indexFor(stamp, seen);
    // Touched seekers are kept out of index order; past a limit the index is read again.
    if (current.touchedOrder.length > MAX_TOUCHED && !seekers.isLoading())
      seekers.reload().catch(() => undefined);
    return current;
  }

  /** Applies touches ("userId µs"); the index counts as polled up to `now` if the window reached back far enough. */
  function applyTouches(current: SeekersIndex, touches: string[], since: number, now: number) {
    moveLastActive(
      current,
      touches.map((entry) => {
        const [userId = '', at = '0'] = entry.split(' ');
        return [userId, micros(at)] as const;
      }),
    );
    if (since <= current.polledTo - TOUCH_MARGIN_US && now > current.polledTo) current.polledTo = now;
  }

  /** The swiped list last read per employer, with its version (most recently used last). */
  const swipedLists = new Map<string, SwipedList>();
  function keepSwipedList(hirerUserId: string, kept: SwipedList) {
    swipedLists.delete(hirerUserId);
    if (swipedLists.size >= MAX_SWIPED_LISTS) swipedLists.delete(swipedLists.keys().next().value!);
    swipedLists.set(hirerUserId, kept);
  }

  const contexts = batcher(async (keys: ContextKey[]) => {
    // Without an index yet, no touches are needed: the load reads a later snapshot.
    const loaded = seekers.current();
    const since = loaded ? loaded.polledTo - TOUCH_MARGIN_US : NO_TOUCHES;
    const known = keys.map((k) => swipedLists.get(k.hirerUserId));
    const found = await preparedRows<CompanyContextRow>(
      db,
      'seekers_feed_company_contexts',
      COMPANY_CONTEXTS,
      [
        keys.map((k) => k.hirerUserId),
        keys.map((k) => k.contextJobId),
        since / 1_000_000,
        known.map((kept) => kept?.version ?? null),
      ],
    );
    const first = found[0]!;
    const index = await indexFor(first.stamp, seekers.tick());
    applyTouches(index, splitIdList(first.touches), since, micros(first.now_us));
    return found.map((context, i) => {
      let swiped = context.swiped;
      // Not sent: the version asked with is current, so the list held then is.
      if (swiped === null) swiped = known[i]?.list ?? '';
      else if (context.company_id)
        keepSwipedList(keys[i]!.hirerUserId, { version: context.swiped_version, list: swiped });
      return { context, swiped, index };
    });
  });

  return async (hirerUserId, contextJobId) => {
    const { context, swiped, index } = await contexts({ hirerUserId, contextJobId });
    if (!context.company_id) return null;
    const size = index.seekers.length;
    if (scratch.mark.length < size) scratch = { mark: new Uint8Array(size) };
    return deal(
      rank(
        index,
        {
          job_skills: context.job_skills,
          // Both kept per owner while unchanged (the super-likers per job context).
          swiped: placesOf(index, swiped, context.company_id),
          supers: placesOf(index, context.supers, `${context.company_id}:${contextJobId ?? ''}`),
        },
        scratch,
        FEED_PAGE_SIZE,
      ).map(({ seeker, pct, superLiked }) => ({
        card: (seeker.card ??= toCard({ ...seeker.row, pct: 0, super_liked: false })),
        pct,
        superLiked,
      })),
    );
  };
}
