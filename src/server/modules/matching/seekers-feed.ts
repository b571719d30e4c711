import { sql, type SQL } from 'drizzle-orm';
import { FEED_PAGE_SIZE, type DiscoverCard } from '@shared/contracts/matching';
import { stampedIndex } from './stamped-index';
import { batcher } from '../../lib/batcher';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import type { SeekerCardRow } from './matching.repo';

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

interface IndexedSeeker {
  userId: string;
  row: Omit<SeekerCardRow, 'pct' | 'super_liked'>;
  /** Last activity at load, microseconds since the epoch (the index's order). */
  loadedActive: number;
  /** The card, made when first shown (match figures are per deck). */
  card?: DiscoverCard;
}

interface SeekersIndex {
  stamp: string | null;
  seekers: IndexedSeeker[];
  position: Map<string, number>;
  /** Skill → small number; each seeker's skills as numbers, in `skillOf[skillStart[i]…skillStart[i+1]]`. */
  skillIds: Map<string, number>;
  skillOf: Int16Array;
  skillStart: Int32Array;
  /** Current last activity (µs) of each seeker; differs from `loadedActive` for touched ones. */
  active: Float64Array;
  /** 1 for a seeker whose last activity moved since the load (no longer in index order). */
  isTouched: Uint8Array;
  /** The touched seekers, most recently active first. */
  touchedOrder: number[];
  /** Database time (µs) up to which touches are applied. */
  polledTo: number;
}

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
  const seekers: IndexedSeeker[] = [];
  const position = new Map<string, number>();
  const skillIds = new Map<string, number>();
  const flat: number[] = [];
  const starts: number[] = [];
  for (const { stamp: _stamp, now_us: _now, active_us, ...row } of found) {
    if (!row.user_id) continue;
    const i = seekers.length;
    seekers.push({ userId: row.user_id, row, loadedActive: micros(active_us) });
    position.set(row.user_id, i);
    starts.push(flat.length);
    for (const skill of new Set(row.key_skills)) {
      let id = skillIds.get(skill);
      if (id === undefined) skillIds.set(skill, (id = skillIds.size));
      flat.push(id);
    }
  }
  starts.push(flat.length);
  const active = new Float64Array(seekers.length);
  seekers.forEach((s, i) => (active[i] = s.loadedActive));
  return {
    stamp: found[0]?.stamp ?? null,
    seekers,
    position,
    skillIds,
    skillOf: Int16Array.from(flat),
    skillStart: Int32Array.from(starts),
    active,
    isTouched: new Uint8Array(seekers.length),
    touchedOrder: [],
    polledTo: micros(found[0]!.now_us),
  };
}

interface CompanyContextRow {
  company_id: string | null;
  stamp: string | null;
  now_us: string;
  job_skills: string[][] | null;
  swiped: string[];
  supers: string[];
  /** On the batch's first row only. */
  touches: string[] | null;
}

// Companies' contexts, one row per (employer, job context) in the given order: calls made
// together share one statement (see batcher). The stamp, the database time and the touches since
// the given time are the batch's, on its first row.
const COMPANY_CONTEXTS = `
  with input as (select * from unnest($1::text[], $2::uuid[]) with ordinality as i(hirer, context_job, n))
  select co.id::text as company_id,
         (select stamp::text from feed_version where name = 'seekers') as stamp,
         (extract(epoch from now()) * 1000000)::bigint::text as now_us,
         (select json_agg(j.required_skills) from job j
          where j.company_id = co.id and j.status = 'active' and (i.context_job is null or j.id = i.context_job)
            and cardinality(j.required_skills) > 0) as job_skills,
         array(select seeker_user_id from seeker_swipe where company_id = co.id) as swiped,
         array(select distinct js.seeker_user_id from job_swipe js join job j on j.id = js.job_id
               where j.company_id = co.id and j.status = 'active' and (i.context_job is null or j.id = i.context_job)
                 and js.action = 'super_like') as supers,
         case when i.n = 1 then array(
           select sp.user_id || ' ' || (extract(epoch from sp.last_active_at) * 1000000)::bigint
           from seeker_profile sp
           where sp.availability_status = 'actively_looking' and sp.last_active_at > to_timestamp($3::float8))
         end as touches
  from input i
  left join company co on co.user_id = i.hirer
  order by i.n`;

interface ContextKey {
  hirerUserId: string;
  contextJobId: string | null;
}

/** Scratch space of one ranking (zero, or -1 for `table`, between uses). */
interface Scratch {
  /** Best percent by skill mask (for up to 16 distinct skills). */
  table: Int16Array;
  /** 1: swiped by the company; 2: super-liked one of its jobs. */
  mark: Uint8Array;
}

const SWIPED = 1;
const SUPER = 2;

/** The best percent over the jobs (each as the bit numbers of its required skills, as listed). */
function bestPercent(mask: number, jobBits: number[][]) {
  let best = 0;
  for (const bits of jobBits) {
    let matched = 0;
    for (const bit of bits) if (mask & (1 << bit)) matched += 1;
    const pct = Math.round((100 * matched) / bits.length);
    if (pct > best) best = pct;
  }
  return best;
}

function rank(index: SeekersIndex, context: CompanyContextRow, scratch: Scratch, limit: number) {
  const { seekers, active, isTouched } = index;
  const { mark } = scratch;
  const marked: number[] = [];
  for (const id of context.swiped) {
    const i = index.position.get(id);
    if (i !== undefined) {
      mark[i] = SWIPED;
      marked.push(i);
    }
  }
  for (const id of context.supers) {
    const i = index.position.get(id);
    if (i !== undefined && mark[i] === 0) {
      mark[i] = SUPER;
      marked.push(i);
    }
  }
  // Each seeker's skills among the jobs' (distinct, up to 31) as a bit mask; the best percent over
  // the jobs depends on the mask alone, so it is worked out once per mask. A company whose jobs ask
  // for more distinct skills has its seekers counted one by one (slower; rare).
  const jobs = context.job_skills ?? [];
  const skills = [...new Set(jobs.flat())];
  const wide = skills.length > 31;
  const jobBits = wide ? [] : jobs.map((required) => required.map((skill) => skills.indexOf(skill)));
  const bitOf = new Int8Array(index.skillIds.size).fill(-1);
  if (!wide) {
    skills.forEach((skill, b) => {
      const id = index.skillIds.get(skill);
      if (id !== undefined) bitOf[id] = b;
    });
  }
  const { skillOf, skillStart } = index;
  const table = skills.length <= 16 ? scratch.table : undefined;
  table?.fill(-1, 0, 1 << skills.length);
  const byMask = new Map<number, number>();
  const percent = (i: number) => {
    if (wide) return bestPercentOfSkills(seekers[i]!.row.key_skills, jobs);
    let m = 0;
    for (let k = skillStart[i]!; k < skillStart[i + 1]!; k += 1) {
      const bit = bitOf[skillOf[k]!]!;
      if (bit >= 0) m |= 1 << bit;
    }
    if (m === 0) return 0;
    if (table) {
      let pct = table[m]!;
      if (pct < 0) table[m] = pct = bestPercent(m, jobBits);
      return pct;
    }
    let pct = byMask.get(m);
    if (pct === undefined) byMask.set(m, (pct = bestPercent(m, jobBits)));
    return pct;
  };

  // Buckets by (percent, super_like), filled in index order (most recently active at load first),
  // so a bucket needs no sort and no more than a page of it. Super-liking seekers are placed first;
  // touched ones (no longer in index order) come from their own most-recent-first list. Each scan
  // stops once a page of its seekers hold every skill of a job, as nobody later in it can rank
  // above them.
  const clean: number[][] = [];
  const moved: number[][] = [];
  const add = (buckets: number[][], i: number, superLiked: boolean) => {
    const bucket = (buckets[percent(i) * 2 + (superLiked ? 1 : 0)] ??= []);
    if (bucket.length < limit) bucket.push(i);
  };
  const superLikers = marked.filter((i) => mark[i] === SUPER);
  superLikers
    .filter((i) => isTouched[i] === 0)
    .sort((a, b) => a - b)
    .forEach((i) => add(clean, i, true));
  superLikers
    .filter((i) => isTouched[i] === 1)
    .sort((a, b) => active[b]! - active[a]! || a - b)
    .forEach((i) => add(moved, i, true));
  const movedFull = (moved[200] ??= []);
  for (let k = 0; k < index.touchedOrder.length && movedFull.length < limit; k += 1) {
    const i = index.touchedOrder[k]!;
    if (mark[i] === 0) add(moved, i, false);
  }
  const full = (clean[200] ??= []);
  for (let i = 0; i < seekers.length && full.length < limit; i += 1) {
    if (isTouched[i] === 0 && mark[i] === 0) add(clean, i, false);
  }
  for (const i of marked) mark[i] = 0;

  const ranked: { seeker: IndexedSeeker; pct: number; superLiked: boolean }[] = [];
  for (let key = Math.max(clean.length, moved.length) - 1; key >= 0 && ranked.length < limit; key -= 1) {
    const a = clean[key] ?? [];
    const b = moved[key] ?? [];
    let ia = 0;
    let ib = 0;
    while (ranked.length < limit && (ia < a.length || ib < b.length)) {
      const takeB = ib < b.length && (ia >= a.length || active[b[ib]!]! > active[a[ia]!]!);
      const i = takeB ? b[ib++]! : a[ia++]!;
      ranked.push({ seeker: seekers[i]!, pct: key >> 1, superLiked: (key & 1) === 1 });
    }
  }
  return ranked;
}

/** The best percent over the jobs, counted directly (for a company with very many skills). */
function bestPercentOfSkills(held: string[], jobs: string[][]) {
  const have = new Set(held);
  let best = 0;
  for (const required of jobs) {
    let matched = 0;
    for (const skill of required) if (have.has(skill)) matched += 1;
    best = Math.max(best, Math.round((100 * matched) / required.length));
  }
  return best;
}

export interface SeekersFeed {
  /** The deck, or null when the employer has no company. */
  (hirerUserId: string, contextJobId: string | null): Promise<DiscoverCard[] | null>;
}

export function createSeekersFeed(db: Db, toCard: (row: SeekerCardRow) => DiscoverCard): SeekersFeed {
  const seekers = stampedIndex(() => loadIndex(db));
  let scratch: Scratch = { table: new Int16Array(1 << 16), mark: new Uint8Array(0) };

  async function indexFor(stamp: string | null, seen: number): Promise<SeekersIndex> {
    const current = await seekers.indexFor(stamp, seen);
    // Touched seekers are kept out of index order; past a limit the index is read again.
    if (current.touchedOrder.length > MAX_TOUCHED && !seekers.isLoading())
      seekers.reload().catch(() => undefined);
    return current;
  }

  /** Moves the touched seekers' last activity forward; the index counts as polled up to `now`. */
  function applyTouches(current: SeekersIndex, touches: string[], since: number, now: number) {
    // Touches only move last activity forward, so applying one the index already has is harmless;
    // the index counts as polled up to this batch's time only if the window reached back far
    // enough for it.
    let moved = false;
    for (const entry of touches) {
      const [userId = '', at = '0'] = entry.split(' ');
      const i = current.position.get(userId);
      const value = micros(at);
      if (i !== undefined && value > current.active[i]!) {
        current.active[i] = value;
        moved = true;
        if (current.isTouched[i] === 0) {
          current.isTouched[i] = 1;
          current.touchedOrder.push(i);
        }
      }
    }
    if (moved) current.touchedOrder.sort((a, b) => current.active[b]! - current.active[a]! || a - b);
    if (since <= current.polledTo - TOUCH_MARGIN_US && now > current.polledTo) current.polledTo = now;
  }

  const contexts = batcher(async (keys: ContextKey[]) => {
    // Without an index yet, no touches are needed: the load reads a later snapshot.
    const loaded = seekers.current();
    const since = loaded ? loaded.polledTo - TOUCH_MARGIN_US : NO_TOUCHES;
    const found = await preparedRows<CompanyContextRow>(
      db,
      'seekers_feed_company_contexts',
      COMPANY_CONTEXTS,
      [keys.map((k) => k.hirerUserId), keys.map((k) => k.contextJobId), since / 1_000_000],
    );
    const first = found[0]!;
    const index = await indexFor(first.stamp, seekers.tick());
    applyTouches(index, first.touches ?? [], since, micros(first.now_us));
    return found.map((context) => ({ context, index }));
  });

  return async (hirerUserId, contextJobId) => {
    const { context, index } = await contexts({ hirerUserId, contextJobId });
    if (!context.company_id) return null;
    const size = index.seekers.length;
    if (scratch.mark.length < size) scratch = { ...scratch, mark: new Uint8Array(size) };
    return rank(index, context, scratch, FEED_PAGE_SIZE).map(({ seeker, pct, superLiked }) => ({
      ...(seeker.card ??= toCard({ ...seeker.row, pct: 0, super_liked: false })),
      skillMatchPercentage: pct,
      superLikedYou: superLiked,
    }));
  };
}

const feeds = new WeakMap<Db, SeekersFeed>();

/** The shared seekers feed of this database. */
export function seekersFeedFor(db: Db, toCard: (row: SeekerCardRow) => DiscoverCard): SeekersFeed {
  let feed = feeds.get(db);
  if (!feed) feeds.set(db, (feed = createSeekersFeed(db, toCard)));
  return feed;
}
