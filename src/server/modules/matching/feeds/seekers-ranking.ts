import { LRUCache } from 'lru-cache';
import { matchPercent } from '@shared/rules/skill-match';
import type { SeekerCardRow } from './feeds.repo';
import { splitIdList } from '../../../db/id-list';
import { grownTo } from './typed-arrays';

/**
 * Ranking of the seekers feed over the in-memory index (see seekers-feed.ts): best share over the
 * company's jobs of the job's required skills the seeker has (rounded percent, descending), then a
 * super_like from the seeker on one of those jobs, then most recently active; seekers the company
 * swiped are left out.
 *
 * A seeker's percent depends only on their skills and the jobs' required skills, so each set of
 * jobs gets a scan of the index, kept with the index (the most recently used `MAX_SCANS`): the
 * first `SCAN_DEPTH` seekers of each percent in index order (a few kilobytes), and the same of the
 * touched list while it is unchanged. A deck takes its clean seekers (not swiped, not
 * super-liking, not touched) and its touched ones from the kept lists; only when a list runs out
 * before the page is full and may hold more (the scan stopped early or kept no more) does it walk
 * the index or the touched list again.
 */

export interface IndexedSeeker {
  userId: string;
  row: SeekerCardRow;
  /** Last activity at load, microseconds since the epoch (the index's order). */
  loadedActive: number;
}

export interface SeekersIndex {
  stamp: string | null;
  seekers: IndexedSeeker[];
  position: Map<string, number>;
  /** Skill → small number; each seeker's skills as numbers, in `skillOf[skillStart[i]…skillStart[i+1]]`. */
  skillIds: Map<string, number>;
  /** Number → skill. */
  skillNames: string[];
  skillOf: Int16Array;
  skillStart: Int32Array;
  /** Current last activity (µs) of each seeker; differs from `loadedActive` for touched ones. */
  active: Float64Array;
  /** 1 for a seeker whose last activity moved since the load (no longer in index order). */
  isTouched: Uint8Array;
  /** 1 for a place whose seeker changed or left since (see replaceSeekers): never ranked. */
  isGone: Uint8Array;
  /** The touched seekers, most recently active first. */
  touchedOrder: number[];
  /** Counts changes to `touchedOrder`. */
  touchVersion: number;
  /** Database time (µs) up to which touches are applied. */
  polledTo: number;
  /** Scans by set of jobs, the `MAX_SCANS` most recently used. */
  scans: LRUCache<string, Scan>;
  /** Resolved id lists by owner (see placesOf), the `MAX_PLACES` most recently used. */
  places: LRUCache<string, KeptPlaces>;
}

interface KeptPlaces {
  list: string;
  places: Int32Array;
}

/** Card fields that many seekers share (a city, a job title, a first name): held once per value. */
const SHARED_FIELDS = [
  'first_name',
  'last_name',
  'job_title',
  'headline',
  'location_city',
  'location_country',
  'profile_image_url',
] as const;

/**
 * Points the row's skills at the index's one string per skill (`skillNames`), in place: the
 * driver reads a new string for every skill of every row, and at 500,000 seekers the copies were
 * most of the index (docs/decisions/0008, "Memory at scale 10"). Same values, same order.
 */
function shareSkills(index: Pick<SeekersIndex, 'skillIds' | 'skillNames'>, row: SeekerCardRow) {
  const { key_skills: skills } = row;
  for (let k = 0; k < skills.length; k += 1) {
    const name = index.skillNames[index.skillIds.get(skills[k]!)!];
    if (name !== undefined) skills[k] = name;
  }
}

/**
 * An index of the given seekers, most recently active first, loaded at `stamp` and database time
 * `polledTo`. The rows' strings are shared in place: one string per skill, and one per value of
 * the other card fields (see SHARED_FIELDS), as equal strings read from the driver are copies.
 */
export function buildSeekersIndex(
  seekers: IndexedSeeker[],
  stamp: string | null,
  polledTo: number,
): SeekersIndex {
  const position = new Map<string, number>();
  const skillIds = new Map<string, number>();
  const skillNames: string[] = [];
  const flat: number[] = [];
  const starts: number[] = [];
  // Only while building: after, the rows hold the one copy of each value.
  const values = new Map<string, string>();
  seekers.forEach((seeker, i) => {
    position.set(seeker.userId, i);
    starts.push(flat.length);
    const { row } = seeker;
    for (const field of SHARED_FIELDS) {
      const value = row[field];
      if (value === null) continue;
      const held = values.get(value);
      if (held === undefined) values.set(value, value);
      else row[field] = held;
    }
    for (const skill of new Set(row.key_skills)) {
      let id = skillIds.get(skill);
      if (id === undefined) {
        skillIds.set(skill, (id = skillIds.size));
        skillNames.push(skill);
      }
      flat.push(id);
    }
    shareSkills({ skillIds, skillNames }, row);
  });
  starts.push(flat.length);
  return {
    stamp,
    seekers,
    position,
    skillIds,
    skillNames,
    skillOf: Int16Array.from(flat),
    skillStart: Int32Array.from(starts),
    active: Float64Array.from(seekers, (s) => s.loadedActive),
    isTouched: new Uint8Array(seekers.length),
    isGone: new Uint8Array(seekers.length),
    touchedOrder: [],
    touchVersion: 0,
    polledTo,
    scans: new LRUCache({ max: MAX_SCANS }),
    places: new LRUCache({ max: MAX_PLACES }),
  };
}

/**
 * Moves seekers' last activity forward (a touch); touched seekers leave index order for the
 * touched list. Touches only move forward, so applying one the index already has is harmless.
 */
export function moveLastActive(index: SeekersIndex, touches: Iterable<readonly [string, number]>) {
  let moved = false;
  for (const [userId, at] of touches) {
    const i = index.position.get(userId);
    if (i !== undefined && at > index.active[i]!) {
      index.active[i] = at;
      moved = true;
      if (index.isTouched[i] === 0) {
        index.isTouched[i] = 1;
        index.touchedOrder.push(i);
      }
    }
  }
  if (moved) {
    index.touchedOrder.sort((a, b) => index.active[b]! - index.active[a]! || a - b);
    index.touchVersion += 1;
  }
}

/** Changes read from the change log (seekers-feed.ts `changesSince`): applied by applySeekerChanges. */
export interface SeekerChanges {
  /** Every seeker named since the index's stamp. */
  changed: string[];
  /** Those of them in the deck now, with their rows as they are now. */
  arriving: IndexedSeeker[];
  /** The stamp the index is then at. */
  stamp: string | null;
}

export function applySeekerChanges(index: SeekersIndex, changes: SeekerChanges) {
  replaceSeekers(index, changes.changed, changes.arriving);
  index.stamp = changes.stamp;
}

/**
 * Applies changed seekers in place (the change log, drizzle/0019): the place of each seeker named
 * in `changed` is left empty (gone), and each of `arriving` (those of them in the index now, with
 * their rows as they are now) takes a new place at the end, as a touched seeker, since it is not in
 * index order there. Kept scans stay valid: they skip empty places, and the touched list is scanned
 * again. Costs the changed seekers, not a load.
 */
export function replaceSeekers(index: SeekersIndex, changed: Iterable<string>, arriving: IndexedSeeker[]) {
  const { position } = index;
  const left = new Set<number>();
  const hadPlace = new Set<string>();
  for (const userId of changed) {
    const i = position.get(userId);
    if (i === undefined) continue;
    index.isGone[i] = 1;
    position.delete(userId);
    left.add(i);
    hadPlace.add(userId);
  }
  let size = index.seekers.length + arriving.length;
  index.active = grownTo(index.active, size, (n) => new Float64Array(n));
  index.isTouched = grownTo(index.isTouched, size, (n) => new Uint8Array(n));
  index.isGone = grownTo(index.isGone, size, (n) => new Uint8Array(n));
  index.skillStart = grownTo(index.skillStart, size + 1, (n) => new Int32Array(n));
  let end = index.skillStart[index.seekers.length]!;
  for (const seeker of arriving) {
    const i = index.seekers.length;
    const skills = [...new Set(seeker.row.key_skills)].map((skill) => {
      let id = index.skillIds.get(skill);
      if (id === undefined) {
        index.skillIds.set(skill, (id = index.skillIds.size));
        index.skillNames.push(skill);
      }
      return id;
    });
    index.skillOf = grownTo(index.skillOf, end + skills.length, (n) => new Int16Array(n));
    index.skillOf.set(skills, end);
    shareSkills(index, seeker.row);
    end += skills.length;
    index.skillStart[i + 1] = end;
    index.seekers.push(seeker);
    position.set(seeker.userId, i);
    index.active[i] = seeker.loadedActive;
    index.isGone[i] = 0;
    index.isTouched[i] = 1;
    index.touchedOrder.push(i);
  }
  size = index.seekers.length;
  if (left.size) index.touchedOrder = index.touchedOrder.filter((i) => !left.has(i));
  index.touchedOrder.sort((a, b) => index.active[b]! - index.active[a]! || a - b);
  index.touchVersion += 1;
  followMoves(
    index,
    arriving.filter((seeker) => !hadPlace.has(seeker.userId)).map((seeker) => seeker.userId),
  );
}

/** Seekers copied per slice of a compaction, between which other requests run. */
const COMPACT_SLICE = 5_000;

/**
 * The index in one order again, built from itself (no statement): the touched seekers (kept out
 * of index order, see moveLastActive and replaceSeekers) merged back into it, and gone places left
 * out, so the touched list is empty. Decks are the same: a deck merges its clean and touched
 * seekers by last activity, clean first on a tie, and the new order is that merge.
 *
 * It runs in slices (`pause` between them) from a copy of what touches change. The function it
 * answers is to be called in the same turn as it replaces the index, with the changes applied to
 * the index meanwhile (catch-ups), in order: it gives the new index with those changes and the
 * touches made meanwhile, or null if the index's stamp is not then the new one's (a change it was
 * not given).
 */
export async function compactSeekersIndex(
  index: SeekersIndex,
  pause: () => Promise<void>,
  slice = COMPACT_SLICE,
): Promise<(meanwhile: SeekerChanges[]) => SeekersIndex | null> {
  const { stamp, seekers, skillOf, skillStart } = index;
  const count = seekers.length;
  const active = index.active.slice(0, count);
  const isGone = index.isGone.slice(0, count);
  const isTouched = index.isTouched.slice(0, count);
  const touched = index.touchedOrder.filter((i) => isGone[i] === 0);
  const polledTo = index.polledTo;

  // The order: clean places (already most recently active first) merged with the touched list.
  const order: number[] = [];
  let a = 0;
  let b = 0;
  const nextClean = () => {
    while (a < count && (isTouched[a] === 1 || isGone[a] === 1)) a += 1;
  };
  nextClean();
  while (a < count || b < touched.length) {
    const takeTouched = b < touched.length && (a >= count || active[touched[b]!]! > active[a]!);
    if (takeTouched) order.push(touched[b++]!);
    else {
      order.push(a++);
      nextClean();
    }
  }

  const size = order.length;
  const next: IndexedSeeker[] = new Array<IndexedSeeker>(size);
  const position = new Map<string, number>();
  const starts = new Int32Array(size + 1);
  let total = 0;
  for (const i of order) total += skillStart[i + 1]! - skillStart[i]!;
  const flat = new Int16Array(total);
  const nextActive = new Float64Array(size);
  let end = 0;
  for (let k = 0; k < size; k += 1) {
    if (k > 0 && k % slice === 0) await pause();
    const i = order[k]!;
    const seeker = seekers[i]!;
    next[k] = seeker;
    position.set(seeker.userId, k);
    nextActive[k] = active[i]!;
    starts[k] = end;
    for (let at = skillStart[i]!; at < skillStart[i + 1]!; at += 1) flat[end++] = skillOf[at]!;
  }
  starts[size] = end;

  return (meanwhile) => {
    const compacted: SeekersIndex = {
      stamp,
      seekers: next,
      position,
      skillIds: new Map(index.skillIds),
      skillNames: index.skillNames.slice(),
      skillOf: flat,
      skillStart: starts,
      active: nextActive,
      isTouched: new Uint8Array(size),
      isGone: new Uint8Array(size),
      touchedOrder: [],
      touchVersion: 0,
      polledTo,
      scans: new LRUCache({ max: MAX_SCANS }),
      places: new LRUCache({ max: MAX_PLACES }),
    };
    for (const changes of meanwhile) applySeekerChanges(compacted, changes);
    if (compacted.stamp !== index.stamp) return null;
    // Touches since the copy: the touched list holds every seeker whose activity moved (those who
    // arrived meanwhile too), and only a later activity moves one.
    moveLastActive(
      compacted,
      index.touchedOrder.map((i) => [index.seekers[i]!.userId, index.active[i]!] as const),
    );
    compacted.polledTo = index.polledTo;
    return compacted;
  };
}

/** Whether a comma-separated list of ids holds `id`. */
function listHas(list: string, id: string) {
  for (let at = list.indexOf(id); at >= 0; at = list.indexOf(id, at + 1)) {
    const end = at + id.length;
    if ((at === 0 || list.charCodeAt(at - 1) === 44) && (end === list.length || list.charCodeAt(end) === 44))
      return true;
  }
  return false;
}

/**
 * Brings the places kept by owner (see placesOf) up to date after replaceSeekers, instead of
 * resolving every list again (at 500,000 seekers about a microsecond an id: after each profile
 * edit, some 100 ms over the employers' swiped lists; decision 0008, "Memory at scale 10"). A
 * place in a list is a seeker the list names; if that place is gone, the seeker is at their new
 * place or no longer in the index. A seeker who arrived without having had a place (`newcomers`:
 * new, or back in the deck) is looked for in the list itself.
 */
function followMoves(index: SeekersIndex, newcomers: string[]) {
  const { isGone, seekers, position } = index;
  for (const kept of index.places.values()) {
    const { places } = kept;
    let moved = false;
    for (let k = 0; k < places.length && !moved; k += 1) moved = isGone[places[k]!] === 1;
    const found = newcomers.filter((id) => listHas(kept.list, id));
    if (!moved && found.length === 0) continue;
    const now: number[] = [];
    for (let k = 0; k < places.length; k += 1) {
      const i = places[k]!;
      const at = isGone[i] === 1 ? position.get(seekers[i]!.userId) : i;
      if (at !== undefined) now.push(at);
    }
    for (const id of found) now.push(position.get(id)!);
    kept.places = Int32Array.from(now);
  }
}

const MAX_PLACES = 2048;

/**
 * Places in the index of the seekers in a comma-separated list of ids (ids not in the index left
 * out). With an `owner`, the answer is kept for that owner while their list is unchanged: an
 * employer's swipes are read on every deck, and looking a few hundred ids up costs more than the
 * rest of the ranking.
 */
export function placesOf(index: SeekersIndex, list: string, owner?: string): Int32Array {
  const kept = owner === undefined ? undefined : index.places.get(owner);
  if (kept && kept.list === list) return kept.places;
  const found: number[] = [];
  for (const id of splitIdList(list)) {
    const i = index.position.get(id);
    if (i !== undefined) found.push(i);
  }
  const places = Int32Array.from(found);
  if (owner !== undefined) index.places.set(owner, { list, places });
  return places;
}

/** What a ranking needs of the company's context. */
export interface RankingContext {
  /** Required skills of each of the jobs (those with at least one). */
  job_skills: string[][] | null;
  /** Places in the index (see placesOf) of the seekers the company swiped, and of those who super-liked one of the jobs. */
  swiped: ArrayLike<number>;
  supers: ArrayLike<number>;
}

/** Seekers by percent, in the order scanned: a prefix of everyone with that percent. */
interface OrderScan {
  buckets: number[][];
  /** Whether the scan visited everyone (so a bucket shorter than SCAN_DEPTH is whole). */
  visitedAll: boolean;
}

interface Scan {
  percentOf(i: number): number;
  /** The index, in index order (touched seekers included: they are left out when taken). */
  clean: OrderScan;
  /** The touched list, as of the index's `touchVersion`. */
  touched?: { version: number; scan: OrderScan };
}

const SCAN_DEPTH = 200;
const MAX_SCANS = 1024;

/** Per-ranking marks by seeker, zero between uses. */
export interface Scratch {
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
    const pct = matchPercent(matched, bits.length);
    if (pct > best) best = pct;
  }
  return best;
}

/** The best percent over the jobs, counted directly (for a company with very many skills). */
function bestPercentOfSkills(held: string[], jobs: string[][]) {
  const have = new Set(held);
  let best = 0;
  for (const required of jobs) {
    let matched = 0;
    for (const skill of required) if (have.has(skill)) matched += 1;
    best = Math.max(best, matchPercent(matched, required.length));
  }
  return best;
}

/**
 * A seeker's best percent over the jobs. Their skills among the jobs' (distinct, up to 31) make a
 * bit mask, and the percent depends on the mask alone, so it is worked out once per mask; with
 * more distinct skills, seekers are counted one by one (slower; rare).
 */
function percentFunction(index: SeekersIndex, jobs: string[][]): (i: number) => number {
  const skills = [...new Set(jobs.flat())];
  if (skills.length > 31) return (i) => bestPercentOfSkills(index.seekers[i]!.row.key_skills, jobs);
  const jobBits = jobs.map((required) => required.map((skill) => skills.indexOf(skill)));
  // Skill numbers given after this scan was made (seekers that changed since) are looked up by name.
  const bitOf = new Int8Array(index.skillIds.size).fill(-1);
  skills.forEach((skill, b) => {
    const id = index.skillIds.get(skill);
    if (id !== undefined) bitOf[id] = b;
  });
  const bitOfSkill = (id: number) =>
    id < bitOf.length ? bitOf[id]! : skills.indexOf(index.skillNames[id] ?? '');
  const byMask = new Map<number, number>();
  return (i) => {
    const { skillOf, skillStart } = index;
    let mask = 0;
    for (let k = skillStart[i]!; k < skillStart[i + 1]!; k += 1) {
      const bit = bitOfSkill(skillOf[k]!);
      if (bit >= 0) mask |= 1 << bit;
    }
    if (mask === 0) return 0;
    let pct = byMask.get(mask);
    if (pct === undefined) byMask.set(mask, (pct = bestPercent(mask, jobBits)));
    return pct;
  };
}

/**
 * Visits `count` seekers in the given order, each into the list of their percent (at most
 * SCAN_DEPTH each); nobody after SCAN_DEPTH seekers at 100 % can be needed before them.
 */
function scanOrder(count: number, at: (k: number) => number, percentOf: (i: number) => number): OrderScan {
  const buckets: number[][] = [];
  let visited = 0;
  while (visited < count && (buckets[100]?.length ?? 0) < SCAN_DEPTH) {
    const i = at(visited++);
    const bucket = (buckets[percentOf(i)] ??= []);
    if (bucket.length < SCAN_DEPTH) bucket.push(i);
  }
  return { buckets, visitedAll: visited === count };
}

function scanFor(index: SeekersIndex, jobs: string[][]): Scan {
  const key = JSON.stringify(jobs);
  const kept = index.scans.get(key);
  if (kept) return kept;
  const percentOf = percentFunction(index, jobs);
  const scan: Scan = { percentOf, clean: scanOrder(index.seekers.length, (k) => k, percentOf) };
  index.scans.set(key, scan);
  return scan;
}

function touchedScanFor(index: SeekersIndex, scan: Scan): OrderScan {
  if (scan.touched?.version !== index.touchVersion) {
    const order = index.touchedOrder;
    scan.touched = {
      version: index.touchVersion,
      scan: scanOrder(order.length, (k) => order[k]!, scan.percentOf),
    };
  }
  return scan.touched.scan;
}

/**
 * The first `limit` seekers the scan kept that pass `keep`, by percent (as bucket keys 2 · percent),
 * or null when a kept list runs out and may not hold everyone.
 */
function takeFromScan(scan: OrderScan, keep: (i: number) => boolean, limit: number): number[][] | null {
  const taken: number[][] = [];
  let count = 0;
  for (let pct = 100; pct >= 0 && count < limit; pct -= 1) {
    const kept = scan.buckets[pct];
    if (!kept) continue;
    const bucket: number[] = (taken[pct * 2] = []);
    for (let k = 0; k < kept.length && count < limit; k += 1) {
      const i = kept[k]!;
      if (keep(i)) {
        bucket.push(i);
        count += 1;
      }
    }
    const whole = scan.visitedAll && kept.length < SCAN_DEPTH;
    if (count < limit && !whole) return null;
  }
  return taken;
}

/** As takeFromScan, walking the whole order (when the kept scan cannot tell). */
function takeFromOrder(
  count: number,
  at: (k: number) => number,
  keep: (i: number) => boolean,
  percentOf: (i: number) => number,
  limit: number,
): number[][] {
  const taken: number[][] = [];
  const full = (taken[200] ??= []);
  for (let k = 0; k < count && full.length < limit; k += 1) {
    const i = at(k);
    if (keep(i)) {
      const bucket = (taken[percentOf(i) * 2] ??= []);
      if (bucket.length < limit) bucket.push(i);
    }
  }
  return taken;
}

export function rank(index: SeekersIndex, context: RankingContext, scratch: Scratch, limit: number) {
  const { seekers, active, isTouched, isGone } = index;
  const { mark } = scratch;
  const marked: number[] = [];
  for (let k = 0; k < context.swiped.length; k += 1) {
    const i = context.swiped[k]!;
    if (mark[i] === 0) {
      mark[i] = SWIPED;
      marked.push(i);
    }
  }
  for (let k = 0; k < context.supers.length; k += 1) {
    const i = context.supers[k]!;
    if (mark[i] === 0) {
      mark[i] = SUPER;
      marked.push(i);
    }
  }
  const scan = scanFor(index, context.job_skills ?? []);

  // Buckets by (percent, super_like), each in most recently active order and no longer than a
  // page. Clean seekers come from the scan; super-liking ones and touched ones (no longer in index
  // order) are placed here; the buckets are merged by last activity below.
  const isClean = (i: number) => isTouched[i] === 0 && mark[i] === 0 && isGone[i] === 0;
  const clean =
    takeFromScan(scan.clean, isClean, limit) ??
    takeFromOrder(seekers.length, (k) => k, isClean, scan.percentOf, limit);
  const { touchedOrder } = index;
  const isMoved = (i: number) => mark[i] === 0 && isGone[i] === 0;
  const moved =
    takeFromScan(touchedScanFor(index, scan), isMoved, limit) ??
    takeFromOrder(touchedOrder.length, (k) => touchedOrder[k]!, isMoved, scan.percentOf, limit);
  const add = (buckets: number[][], i: number, superLiked: boolean) => {
    const bucket = (buckets[scan.percentOf(i) * 2 + (superLiked ? 1 : 0)] ??= []);
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
  for (const i of marked) mark[i] = 0;

  // `place`: the seeker's place in the index (places are never reused: replaceSeekers).
  const ranked: { seeker: IndexedSeeker; place: number; pct: number; superLiked: boolean }[] = [];
  for (let key = Math.max(clean.length, moved.length) - 1; key >= 0 && ranked.length < limit; key -= 1) {
    const a = clean[key] ?? [];
    const b = moved[key] ?? [];
    let ia = 0;
    let ib = 0;
    while (ranked.length < limit && (ia < a.length || ib < b.length)) {
      const takeB = ib < b.length && (ia >= a.length || active[b[ib]!]! > active[a[ia]!]!);
      const i = takeB ? b[ib++]! : a[ia++]!;
      ranked.push({ seeker: seekers[i]!, place: i, pct: key >> 1, superLiked: (key & 1) === 1 });
    }
  }
  return ranked;
}
