import { sql, type SQL } from 'drizzle-orm';
import { FEED_PAGE_SIZE, type DiscoverCard } from '@shared/contracts/matching';
import type { Db } from '../../db/client';
import type { SeekerCardRow } from './matching.repo';

/**
 * The seekers feed (an employer's talent deck), ranked in memory.
 *
 * Seekers with a completed profile who are actively looking are held in an index per database:
 * their card fields, an inverted index skill → seekers, and their last activity, in most recently
 * active order. A feed request costs one statement: the company (by the employer's account), the
 * required skills of its active jobs (or of the context job), the seekers it swiped, the seekers
 * who super-liked one of those jobs, the index's stamp (feed_version 'seekers', written by
 * triggers on any change to seeker_profile but the "last active" touch) and the touches since the
 * previous request. A differing stamp reloads the index; touches update it in place.
 *
 * Touches are found by last_active_at, from `TOUCH_MARGIN_US` before the previous request's
 * database time: a touch is one short autocommit statement setting now() (its transaction's
 * start), so it is seen unless it took longer than the margin to commit.
 *
 * Ranking is the SQL one it replaces: best share over the jobs of the job's required skills the
 * seeker has (rounded percent, descending), then a super_like from the seeker on one of those
 * jobs, then most recently active; seekers the company swiped are left out. No disclosure field is
 * read.
 */

const TOUCH_MARGIN_US = 10_000_000;
const NO_TOUCHES = 9e15;
/** Past this many touched seekers the index is read again (to restore its order). */
const MAX_TOUCHED = 2_000;

interface IndexedSeeker {
  userId: string;
  row: Omit<SeekerCardRow, 'pct' | 'super_liked'>;
  /** Last activity at load, microseconds since the epoch (the index's order). */
  loadedActive: number;
}

interface SeekersIndex {
  stamp: string | null;
  seekers: IndexedSeeker[];
  position: Map<string, number>;
  bySkill: Map<string, number[]>;
  /** Current last activity (µs) of each seeker; differs from `loadedActive` for touched ones. */
  active: Float64Array;
  /** 1 for a seeker whose last activity moved since the load (no longer in index order). */
  isTouched: Uint8Array;
  touched: number;
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
  const bySkill = new Map<string, number[]>();
  for (const { stamp: _stamp, now_us: _now, active_us, ...row } of found) {
    if (!row.user_id) continue;
    const i = seekers.length;
    seekers.push({ userId: row.user_id, row, loadedActive: micros(active_us) });
    position.set(row.user_id, i);
    for (const skill of new Set(row.key_skills)) {
      let list = bySkill.get(skill);
      if (!list) bySkill.set(skill, (list = []));
      list.push(i);
    }
  }
  const active = new Float64Array(seekers.length);
  seekers.forEach((s, i) => (active[i] = s.loadedActive));
  return {
    stamp: found[0]?.stamp ?? null,
    seekers,
    position,
    bySkill,
    active,
    isTouched: new Uint8Array(seekers.length),
    touched: 0,
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
  touches: string[];
}

function companyContext(db: Db, hirerUserId: string, contextJobId: string | null, touchedSince: number) {
  const ctx = contextJobId ? sql`and j.id = ${contextJobId}::uuid` : sql``;
  return rows<CompanyContextRow>(
    db,
    sql`
    with co as (select id from company where user_id = ${hirerUserId}),
    jobs as (
      select j.id, j.required_skills from job j
      where j.company_id = (select id from co) and j.status = 'active' ${ctx}
    )
    select (select id::text from co) as company_id,
           (select stamp::text from feed_version where name = 'seekers') as stamp,
           (extract(epoch from now()) * 1000000)::bigint::text as now_us,
           (select json_agg(required_skills) from jobs where cardinality(required_skills) > 0) as job_skills,
           array(select seeker_user_id from seeker_swipe where company_id = (select id from co)) as swiped,
           array(select distinct js.seeker_user_id from job_swipe js join jobs on jobs.id = js.job_id
                 where js.action = 'super_like') as supers,
           array(select sp.user_id || ' ' || (extract(epoch from sp.last_active_at) * 1000000)::bigint
                 from seeker_profile sp
                 where sp.availability_status = 'actively_looking'
                   and sp.last_active_at > to_timestamp(${touchedSince / 1_000_000}::float8)) as touches`,
  ).then((found) => found[0]!);
}

/** Per-seeker scratch space of one ranking (zero between uses). */
interface Scratch {
  count: Uint16Array;
  best: Uint8Array;
  /** 1: swiped by the company; 2: super-liked one of its jobs. */
  mark: Uint8Array;
}

const SWIPED = 1;
const SUPER = 2;

function rank(index: SeekersIndex, context: CompanyContextRow, scratch: Scratch, limit: number) {
  const { seekers, active } = index;
  const { count, best, mark } = scratch;
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
  // Best share over the jobs: per job, count its required skills (as listed) each seeker has.
  const scored: number[] = [];
  for (const required of context.job_skills ?? []) {
    const hit: number[] = [];
    for (const skill of required) {
      for (const i of index.bySkill.get(skill) ?? []) if (count[i]!++ === 0) hit.push(i);
    }
    for (const i of hit) {
      const pct = Math.round((100 * count[i]!) / required.length);
      count[i] = 0;
      if (best[i] === 0) scored.push(i);
      if (pct > best[i]!) best[i] = pct;
    }
  }

  // Buckets by (percent, super_like), filled in index order (most recently active at load first),
  // so a bucket needs no sort and no more than a page of it; touched seekers go apart, to merge.
  const clean: number[][] = [];
  const moved: number[][] = [];
  const isTouched = index.isTouched;
  for (let i = 0; i < seekers.length; i += 1) {
    if (mark[i] === SWIPED) continue;
    const key = best[i]! * 2 + (mark[i] === SUPER ? 1 : 0);
    if (isTouched[i] === 1) {
      (moved[key] ??= []).push(i);
    } else {
      const bucket = (clean[key] ??= []);
      if (bucket.length < limit) bucket.push(i);
    }
  }
  for (const i of scored) best[i] = 0;
  for (const i of marked) mark[i] = 0;

  const ranked: { seeker: IndexedSeeker; pct: number; superLiked: boolean }[] = [];
  const buckets = Math.max(clean.length, moved.length);
  for (let key = buckets - 1; key >= 0 && ranked.length < limit; key -= 1) {
    const a = clean[key] ?? [];
    const b = (moved[key] ?? []).sort((x, y) => active[y]! - active[x]! || x - y);
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

export interface SeekersFeed {
  /** The deck, or null when the employer has no company. */
  (hirerUserId: string, contextJobId: string | null): Promise<DiscoverCard[] | null>;
}

export function createSeekersFeed(db: Db, toCard: (row: SeekerCardRow) => DiscoverCard): SeekersFeed {
  let clock = 0;
  let index: (SeekersIndex & { started: number }) | undefined;
  let loading: { started: number; promise: Promise<SeekersIndex> } | undefined;
  let scratch: Scratch = { count: new Uint16Array(0), best: new Uint8Array(0), mark: new Uint8Array(0) };

  function reload() {
    const started = ++clock;
    const promise: Promise<SeekersIndex> = loadIndex(db)
      .then((loaded) => {
        if (!index || started > index.started) index = { ...loaded, started };
        return index;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { started, promise };
    return promise;
  }

  async function indexFor(stamp: string | null, seen: number): Promise<SeekersIndex> {
    if (index && index.stamp === stamp && index.touched <= MAX_TOUCHED) return index;
    if (loading && loading.started > seen) return loading.promise;
    if (loading) {
      const loaded = await loading.promise.catch(() => undefined);
      if (loaded && loaded.stamp === stamp) return loaded;
      if (loading && loading.started > seen) return loading.promise;
    }
    return reload();
  }

  return async (hirerUserId, contextJobId) => {
    // Without an index yet, no touches are needed: the load reads a later snapshot.
    const since = index ? index.polledTo - TOUCH_MARGIN_US : NO_TOUCHES;
    const context = await companyContext(db, hirerUserId, contextJobId, since);
    if (!context.company_id) return null;
    const current = await indexFor(context.stamp, ++clock);
    // Touches only move last activity forward, so applying one the index already has is harmless;
    // the index counts as polled up to this request's time only if the window reached back far
    // enough for it.
    for (const entry of context.touches) {
      const [userId = '', at = '0'] = entry.split(' ');
      const i = current.position.get(userId);
      const value = micros(at);
      if (i !== undefined && value > current.active[i]!) {
        current.active[i] = value;
        if (current.isTouched[i] === 0) {
          current.isTouched[i] = 1;
          current.touched += 1;
        }
      }
    }
    const now = micros(context.now_us);
    if (since <= current.polledTo - TOUCH_MARGIN_US && now > current.polledTo) current.polledTo = now;
    const size = current.seekers.length;
    if (scratch.count.length < size) {
      scratch = { count: new Uint16Array(size), best: new Uint8Array(size), mark: new Uint8Array(size) };
    }
    return rank(current, context, scratch, FEED_PAGE_SIZE).map(({ seeker, pct, superLiked }) =>
      toCard({ ...seeker.row, pct, super_liked: superLiked }),
    );
  };
}

const feeds = new WeakMap<Db, SeekersFeed>();

/** The shared seekers feed of this database. */
export function seekersFeedFor(db: Db, toCard: (row: SeekerCardRow) => DiscoverCard): SeekersFeed {
  let feed = feeds.get(db);
  if (!feed) feeds.set(db, (feed = createSeekersFeed(db, toCard)));
  return feed;
}
