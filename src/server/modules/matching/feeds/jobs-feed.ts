import DataLoader from 'dataloader';
import { FEED_PAGE_SIZE, type DiscoverCard } from '@shared/contracts/matching';
import { matchPercent } from '@shared/rules/skill-match';
import { stampedIndex, type FeedIndexState, type FeedStats } from './stamped-index';
import { changeLogPruner } from './change-log';
import { deal, type Deck } from './deck';
import { toJobCard } from './cards';
import type { ActiveJobRow, FeedsRepo, JobChangeRow, SeekerContextRow } from './feeds.repo';
import { splitIdList } from '../../../db/id-list';
import { grownTo } from './typed-arrays';
import type { JobSearch } from '@shared/contracts/job-search';
import { jobMatchesSearch, searchTextOf, type SearchableJob } from '@shared/rules/job-search';
import { skillName } from '@shared/skills/catalogue';
import { inSameTown, skillsInCommon } from '@shared/rules/why-shown';
import { loadUkPlaces, locateUkPlace } from '../../../lib/uk-places';
import { JOBS_WINDOW, type JobInMarket, type Market } from './market';

/**
 * The jobs feed, ranked in memory.
 *
 * Active jobs (with their company's name and logo) are held in an index per database: each job's
 * distinct required skills, an inverted index skill → jobs, its DBS flag, its place in "newest
 * first" order and its ready-made card (feeds.repo.ts `activeJobs`). A feed request costs one
 * statement (`seekerContextsTouchingLastActive`, shared by the requests that arrive together, see
 * seekerContexts): the seeker's skills, DBS barring, the jobs they swiped or applied to, the super_likes
 * they received, the index's freshness stamp (feed_version 'jobs': the id of the latest change-log
 * row, written by triggers on every change to job or company) and the "last active" touch. When
 * the stamp is newer than the index's, the change log since the index's stamp is applied in place
 * (`catchUp`, drizzle/0019, docs/decisions/0008), so a request never ranks from an index older than
 * its own snapshot and never waits for the whole index to be read again.
 *
 * Ranking is the SQL one it replaces: share of the job's required skills the seeker has (rounded
 * percent, descending), then a super_like from the job's employer (for this job or with no job
 * context), then newest published; a job sharing no skill scores 0 %. Excluded: jobs swiped or
 * applied to, and DBS-barred jobs for a seeker on the barring list or barred from regulated work.
 * No disclosure answer leaves the statement but that one boolean.
 */

interface IndexedJob {
  id: string;
  companyId: string;
  /** cardinality(required_skills): the denominator of the match share. */
  required: number;
  dbs: boolean;
  /** The company made at least one fair-chance commitment. */
  fair: boolean;
  /** published_at in µs (-Infinity for none) and the id: the newest-first order. */
  published: number;
  skills: string[];
  card: DiscoverCard;
  /** What a search reads (jobMatchesSearch), and its folded text, made at the first search. */
  searchable: SearchableJob;
  text?: string;
}

/**
 * The active jobs, each at a place (its slot; places of jobs that left stay empty until the next
 * full load), and their newest-first order as a separate list of places, so a change is applied
 * in place: a job that changes leaves its place and comes back at a new one, in order.
 */
interface JobsIndex {
  stamp: string | null;
  jobs: (IndexedJob | undefined)[];
  /** Job id → place in `jobs`. */
  position: Map<string, number>;
  /** Company id → places of its active jobs. */
  byCompany: Map<string, number[]>;
  /** Skill → places of the jobs requiring it, newest first (ascending rankOf): see rank. */
  bySkill: Map<string, Int32Array>;
  /** Places in newest-first order (published_at desc nulls last, then id), and each place's rank in it. */
  byRank: Int32Array;
  rankOf: Int32Array;
  /** Per job, by place: its `required`, and 1 if subject to DBS barring (compact, for ranking). */
  requiredOf: Uint16Array;
  dbsOf: Uint8Array;
  /** 1 for a fair-chance employer's job. */
  fairOf: Uint8Array;
}

const micros = (value: string | null) => (value === null ? -Infinity : Number(value));

function toIndexed(row: ActiveJobRow | JobChangeRow): IndexedJob {
  return {
    id: row.id!,
    companyId: row.company_id,
    required: row.required_skills.length,
    dbs: row.subject_to_dbs_barring,
    fair: row.fair_chance.length > 0,
    published: micros(row.published_us),
    skills: [...new Set(row.required_skills)],
    card: toJobCard({ ...row, id: row.id! }),
    searchable: {
      title: row.title,
      description: row.description,
      companyName: row.company_name,
      category: row.category,
      employmentType: row.employment_type,
      locationCity: row.location_city,
      skillNames: row.required_skills.map(skillName),
      benefits: row.benefits,
      fairChance: row.fair_chance.length > 0,
    },
  };
}

/** Newest first: published_at desc (none last), then id (as PostgreSQL orders uuids). */
const newestFirst = (a: IndexedJob, b: IndexedJob) =>
  a.published !== b.published ? (a.published > b.published ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function placeJob(index: JobsIndex, job: IndexedJob): number {
  const i = index.jobs.length;
  index.jobs.push(job);
  index.position.set(job.id, i);
  let ofCompany = index.byCompany.get(job.companyId);
  if (!ofCompany) index.byCompany.set(job.companyId, (ofCompany = []));
  ofCompany.push(i);
  index.requiredOf = grownTo(index.requiredOf, i + 1, (n) => new Uint16Array(n));
  index.dbsOf = grownTo(index.dbsOf, i + 1, (n) => new Uint8Array(n));
  index.fairOf = grownTo(index.fairOf, i + 1, (n) => new Uint8Array(n));
  index.requiredOf[i] = Math.min(job.required, 0xffff);
  index.dbsOf[i] = job.dbs ? 1 : 0;
  index.fairOf[i] = job.fair ? 1 : 0;
  return i;
}

async function loadIndex(repo: FeedsRepo): Promise<JobsIndex> {
  const found = await repo.activeJobs();
  const index: JobsIndex = {
    stamp: found[0]?.stamp ?? null,
    jobs: [],
    position: new Map(),
    byCompany: new Map(),
    bySkill: new Map(),
    byRank: new Int32Array(0),
    rankOf: new Int32Array(0),
    requiredOf: new Uint16Array(found.length),
    dbsOf: new Uint8Array(found.length),
    fairOf: new Uint8Array(found.length),
  };
  const bySkill = new Map<string, number[]>();
  for (const row of found) {
    if (!row.id) continue;
    const job = toIndexed(row);
    const i = placeJob(index, job);
    for (const skill of job.skills) {
      let list = bySkill.get(skill);
      if (!list) bySkill.set(skill, (list = []));
      list.push(i);
    }
  }
  // Read newest first, so places are ranks.
  index.bySkill = new Map([...bySkill].map(([skill, list]) => [skill, Int32Array.from(list)]));
  index.byRank = Int32Array.from(index.jobs, (_, i) => i);
  index.rankOf = Int32Array.from(index.jobs, (_, i) => i);
  return index;
}

/**
 * Applies the change log (feeds.repo.ts `jobChangesSince`) in place: every job named, and every
 * job of a company named, leaves the index; those active now come back at new places, in order.
 * The changed jobs' skill lists are rebuilt in the new order (rank needs them newest first).
 * Costs a pass over the order and the changed jobs' skill lists, not a load.
 */
async function catchUp(repo: FeedsRepo, index: JobsIndex): Promise<boolean> {
  const found = await repo.jobChangesSince(index.stamp);
  const head = found[0]!;
  if (head.reload) return false;
  const leaving = new Set<number>();
  for (const id of splitIdList(head.job_ids)) {
    const i = index.position.get(id);
    if (i !== undefined) leaving.add(i);
  }
  for (const companyId of splitIdList(head.company_ids)) {
    for (const i of index.byCompany.get(companyId) ?? []) leaving.add(i);
  }
  const touchedSkills = new Set<string>();
  for (const i of leaving) {
    const job = index.jobs[i]!;
    index.jobs[i] = undefined;
    index.position.delete(job.id);
    const ofCompany = index.byCompany.get(job.companyId)!.filter((k) => k !== i);
    if (ofCompany.length) index.byCompany.set(job.companyId, ofCompany);
    else index.byCompany.delete(job.companyId);
    job.skills.forEach((skill) => touchedSkills.add(skill));
  }
  const arriving = found.filter((row) => row.id).map(toIndexed);
  const placed = arriving.map((job) => placeJob(index, job));
  for (const job of arriving) job.skills.forEach((skill) => touchedSkills.add(skill));
  // The order first: the staying places as they were, merged with the arriving ones (sorted).
  const incoming = placed.slice().sort((a, b) => newestFirst(index.jobs[a]!, index.jobs[b]!));
  const order = new Int32Array(index.byRank.length - leaving.size + incoming.length);
  let n = 0;
  let k = 0;
  for (const i of index.byRank) {
    if (leaving.has(i)) continue;
    while (k < incoming.length && newestFirst(index.jobs[incoming[k]!]!, index.jobs[i]!) < 0) {
      order[n++] = incoming[k++]!;
    }
    order[n++] = i;
  }
  while (k < incoming.length) order[n++] = incoming[k++]!;
  index.byRank = order;
  index.rankOf = grownTo(index.rankOf, index.jobs.length, (size) => new Int32Array(size));
  const { rankOf } = index;
  order.forEach((i, rank) => (rankOf[i] = rank));
  // Skill lists, in the new order: without the leaving places, merged with the arriving ones. The
  // staying places keep their order relative to each other, so untouched lists stay sorted.
  const added = new Map<string, number[]>();
  for (const i of incoming) {
    for (const skill of index.jobs[i]!.skills) {
      let list = added.get(skill);
      if (!list) added.set(skill, (list = []));
      list.push(i);
    }
  }
  for (const skill of touchedSkills) {
    const old = index.bySkill.get(skill) ?? new Int32Array(0);
    const adding = added.get(skill) ?? [];
    const list = new Int32Array(old.length + adding.length);
    let size = 0;
    let a = 0;
    for (const i of old) {
      if (leaving.has(i)) continue;
      while (a < adding.length && rankOf[adding[a]!]! < rankOf[i]!) list[size++] = adding[a++]!;
      list[size++] = i;
    }
    while (a < adding.length) list[size++] = adding[a++]!;
    if (size) index.bySkill.set(skill, list.slice(0, size));
    else index.bySkill.delete(skill);
  }
  index.stamp = head.stamp;
  return true;
}

interface Candidate {
  job: IndexedJob;
  pct: number;
  superLiked: boolean;
}

/** In the counters: a job the seeker swiped or applied to. */
const EXCLUDED = 0xffff;
/** Room for a job's index in a packed ranking entry (see rank). */
const SLOT = 2 ** 20;

/** Per-job scratch space of one ranking: skill counts and super_like marks, zero between uses. */
interface Scratch {
  counts: Uint16Array;
  superLiked: Uint8Array;
  /** The jobs sharing a skill with the seeker, then the ranking's packed entries (see rank). */
  sharing: Int32Array;
  packed: Float64Array;
  /** Scored jobs per bucket key (see rank), zero between uses. */
  perKey: Int32Array;
}

/** matchPercent, looked up for jobs with fewer than this many required skills (a hot loop). */
const TABLE_REQUIRED = 64;
const PERCENT = Uint8Array.from({ length: TABLE_REQUIRED * TABLE_REQUIRED }, (_, k) => {
  const required = Math.floor(k / TABLE_REQUIRED);
  const matched = k % TABLE_REQUIRED;
  return matched > required ? 0 : matchPercent(matched, required);
});
const percentOf = (matched: number, required: number) =>
  required < TABLE_REQUIRED ? PERCENT[required * TABLE_REQUIRED + matched]! : matchPercent(matched, required);

/** What the rankings walked so far (`JobsFeed.ranking`): for the tests and the benchmark. */
export interface RankingStats {
  decks: number;
  /** Decks whose scan stopped before the end of the seeker's skill lists (a page was certain). */
  stoppedEarly: number;
  /** Entries of the seeker's skill lists walked, and all entries of those lists. */
  walked: number;
  listed: number;
}

/** The first rank window of a scan (see rank); each next one is twice as wide. */
const FIRST_WINDOW = 1024;

/**
 * Ranks the index for one seeker. Synchronous, because the scratch counters are shared: they count
 * each job's required skills the seeker has, and are zero again on return.
 *
 * Only the jobs sharing a skill with the seeker (found through the skill → jobs lists) and the
 * super-liked ones are scored; jobs scoring 0 % are taken newest first from the top of the index,
 * after them, up to a page.
 *
 * The order is bucket key (2 · percent + super_like) descending, then newest first, so a job that
 * is not super-liked has key ≤ 200. The super-liked jobs are scored first, with their exact match
 * count; the skill lists (newest first) are then walked in rank windows, [0, w), [w, 2w),
 * [2w, 4w) and so on: after a window every job of a rank below its end has its exact count (it is
 * on no other list), and the jobs first met in it are scored. Once the scored jobs with key ≥ 200
 * fill a page, the walk stops: every job not met yet is older than all of them and has key ≤ 200,
 * so it cannot enter the page. Otherwise the lists are walked to the end.
 */
function rank(
  index: JobsIndex,
  context: SeekerContextRow,
  scratch: Scratch,
  limit: number,
  fairOnly: boolean,
  /** Per place, 1 for a job the seeker's search lets through; null when there is no search. */
  allowed: Uint8Array | null,
  firstWindow: number,
  stats: RankingStats,
) {
  const { jobs } = index;
  const { counts, superLiked } = scratch;
  const excluded: number[] = [];
  for (const id of splitIdList(context.excluded)) {
    const i = index.position.get(id);
    if (i !== undefined && counts[i] !== EXCLUDED) {
      counts[i] = EXCLUDED;
      excluded.push(i);
    }
  }
  const skills = new Set(context.skills ?? []);
  // 'company:' is a super_like with no job context (every job of the company), 'company:job' one
  // for that job.
  const marked: number[] = [];
  for (const entry of splitIdList(context.supers)) {
    const [companyId = '', jobId] = entry.split(':');
    const i = jobId ? index.position.get(jobId) : undefined;
    const targets = jobId
      ? i !== undefined && jobs[i]!.companyId === companyId
        ? [i]
        : []
      : (index.byCompany.get(companyId) ?? []);
    for (const t of targets) {
      if (superLiked[t] === 0 && counts[t] !== EXCLUDED) {
        superLiked[t] = 1;
        marked.push(t);
      }
    }
  }

  // Each scored job as one number, (201 − key) · 2²⁰ + rank, so an ascending sort orders by
  // bucket key (2 · percent + super_like) descending, then newest first. Jobs scoring 0 % without a
  // super_like are left to the walk below.
  let scored = 0;
  const { perKey, sharing, packed } = scratch;
  const { requiredOf, dbsOf, fairOf, rankOf, byRank } = index;
  const skipDbs = context.barred ? 1 : 2;
  // With the filter on, jobs of employers with no fair-chance commitment (fairOf 0) are skipped.
  const skipFair = fairOnly ? 0 : 2;
  const blocked = (i: number) => fairOf[i] === skipFair || (allowed !== null && allowed[i] === 0);
  // The super-liked jobs, with their exact count (the walk skips them).
  for (const i of marked) {
    if (dbsOf[i] === skipDbs || blocked(i)) continue;
    let matched = 0;
    for (const skill of jobs[i]!.skills) if (skills.has(skill)) matched += 1;
    const key = percentOf(matched, requiredOf[i]!) * 2 + 1;
    perKey[key] += 1;
    packed[scored++] = (201 - key) * SLOT + rankOf[i]!;
  }
  const lists: Int32Array[] = [];
  for (const skill of skills) {
    const list = index.bySkill.get(skill);
    if (list) lists.push(list);
  }
  const at = new Int32Array(lists.length);
  let shared = 0;
  let walked = 0;
  let stopped = false;
  for (let end = firstWindow, first = 0; ; end *= 2) {
    for (let l = 0; l < lists.length; l += 1) {
      const list = lists[l]!;
      let p = at[l]!;
      for (; p < list.length; p += 1) {
        const i = list[p]!;
        if (rankOf[i]! >= end) break;
        const count = counts[i]!;
        if (count === EXCLUDED || superLiked[i] === 1) continue;
        if (count === 0) sharing[shared++] = i;
        counts[i] = count + 1;
      }
      walked += p - at[l]!;
      at[l] = p;
    }
    // The jobs first met in this window: their counts are complete.
    for (let k = first; k < shared; k += 1) {
      const i = sharing[k]!;
      const key = percentOf(counts[i]!, requiredOf[i]!) * 2;
      if (key === 0 || dbsOf[i] === skipDbs || blocked(i)) continue;
      perKey[key] += 1;
      packed[scored++] = (201 - key) * SLOT + rankOf[i]!;
    }
    first = shared;
    if (end >= byRank.length) break;
    if (perKey[200]! + perKey[201]! >= limit) {
      stopped = true;
      break;
    }
  }
  stats.decks += 1;
  if (stopped) stats.stoppedEarly += 1;
  stats.walked += walked;
  for (const list of lists) stats.listed += list.length;
  // Only the buckets that can fill a page are sorted.
  let threshold = 1;
  for (let key = 201, seen = 0; key >= 1; key -= 1) {
    seen += perKey[key]!;
    if (seen >= limit) {
      threshold = key;
      break;
    }
  }
  const cutoff = (202 - threshold) * SLOT;
  let kept = 0;
  for (let k = 0; k < scored; k += 1) if (packed[k]! < cutoff) packed[kept++] = packed[k]!;
  const top = packed.subarray(0, kept).sort();
  const ranked: Candidate[] = [];
  for (let k = 0; k < top.length && ranked.length < limit; k += 1) {
    const key = 201 - Math.floor(top[k]! / SLOT);
    ranked.push({ job: jobs[byRank[top[k]! % SLOT]!]!, pct: key >> 1, superLiked: (key & 1) === 1 });
  }
  for (let r = 0; r < byRank.length && ranked.length < limit; r += 1) {
    const i = byRank[r]!;
    const matched = counts[i]!;
    const none = matched === 0 || (matched !== EXCLUDED && percentOf(matched, requiredOf[i]!) === 0);
    if (none && superLiked[i] === 0 && dbsOf[i] !== skipDbs && !blocked(i)) {
      ranked.push({ job: jobs[i]!, pct: 0, superLiked: false });
    }
  }
  for (let k = 0; k < shared; k += 1) counts[sharing[k]!] = 0;
  for (const i of excluded) counts[i] = 0;
  perKey.fill(0);
  for (const i of marked) superLiked[i] = 0;
  return ranked;
}

/**
 * A ranked card as the market reads it: a job whose employer liked or super-liked the seeker
 * ('company:' in `likers` for all its jobs, 'company:job' for one) counts as liked.
 */
function likedJobs(index: JobsIndex, likers: string) {
  const liked = new Set<string>();
  for (const entry of splitIdList(likers)) {
    const [companyId = '', jobId] = entry.split(':');
    if (jobId) liked.add(jobId);
    else for (const i of index.byCompany.get(companyId) ?? []) liked.add(index.jobs[i]!.id);
  }
  return ({ job, pct, superLiked }: Candidate) => ({
    jobId: job.id,
    pct,
    liked: superLiked || liked.has(job.id),
  });
}

/**
 * Which places of the index a search lets through (fair-chance only is left to `fairOf`). One pass
 * over the index per searching request; a job's folded text is made once, at its first search.
 */
function allowedBy(index: JobsIndex, search: JobSearch): Uint8Array | null {
  const { fairChanceOnly: _fair, ...rest } = search;
  if (!Object.values(rest).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== ''))) {
    return null;
  }
  const allowed = new Uint8Array(index.jobs.length);
  index.jobs.forEach((job, i) => {
    if (!job) return;
    job.text ??= searchTextOf(job.searchable);
    if (jobMatchesSearch(job.searchable, rest, job.text, locateUkPlace)) allowed[i] = 1;
  });
  return allowed;
}

export interface JobsFeed {
  (seekerUserId: string, options?: { search?: JobSearch }): Promise<Deck>;
  /** Full loads and change-log catch-ups of the index so far. */
  stats(): FeedStats;
  /** Loads the index now if it has not been (at start). */
  warm(): Promise<void>;
  /** What the rankings so far walked (see rank). */
  ranking(): RankingStats;
  /** Whether the index is loaded, when it was last brought up to date, and its active jobs. */
  indexState(): FeedIndexState;
  /** The active jobs as the market's batch reads them (null before the index is loaded). */
  market(): JobInMarket[] | null;
}

/**
 * The jobs feed of one database (one index per database, shared by every caller). `firstWindow`:
 * the first rank window of a scan (see rank); the tests make it small to stop inside small indexes.
 */
export function createJobsFeed(
  repo: FeedsRepo,
  tuning: { firstWindow?: number; market?: () => Market | null } = {},
): JobsFeed {
  const firstWindow = Math.max(1, tuning.firstWindow ?? FIRST_WINDOW);
  const ranking: RankingStats = { decks: 0, stoppedEarly: 0, walked: 0, listed: 0 };
  const prune = changeLogPruner(repo);
  const jobs = stampedIndex(
    () => loadIndex(repo),
    async (index) => {
      prune();
      return catchUp(repo, index);
    },
  );
  const scratchOf = (size: number): Scratch => ({
    counts: new Uint16Array(size),
    superLiked: new Uint8Array(size),
    sharing: new Int32Array(size),
    packed: new Float64Array(size),
    perKey: new Int32Array(202),
  });
  let scratch = scratchOf(0);
  const scratchFor = (size: number) => {
    if (scratch.counts.length < size) scratch = scratchOf(size);
    return scratch;
  };

  // Requests arriving in one round of I/O share one statement (run on setImmediate, at most 64
  // keys a statement; nothing kept between rounds).
  const seekerContexts = new DataLoader(
    (seekerUserIds: readonly string[]) => repo.seekerContextsTouchingLastActive([...seekerUserIds]),
    { maxBatchSize: 64, cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );

  const feed = async (seekerUserId: string, options: { search?: JobSearch } = {}) => {
    // A distance needs the places' map (loaded once, at the first such search).
    if (options.search?.place && options.search.distanceMiles) await loadUkPlaces();
    const context = await seekerContexts.load(seekerUserId);
    const current = await jobs.indexFor(context.stamp, jobs.tick());
    const search = options.search ?? {};
    // With congestion-aware ranking, the skill ranking's best JOBS_WINDOW are reordered (./market.ts).
    const market = tuning.market?.() ?? null;
    const ranked = rank(
      current,
      context,
      scratchFor(current.jobs.length),
      market ? JOBS_WINDOW : FEED_PAGE_SIZE,
      search.fairChanceOnly === true,
      allowedBy(current, search),
      firstWindow,
      ranking,
    );
    const page = market
      ? market.jobsDeck(seekerUserId, ranked, FEED_PAGE_SIZE, likedJobs(current, context.likers))
      : ranked;
    const held = new Set(context.skills);
    const towns = [context.city];
    return deal(
      page.map(({ job, pct, superLiked }) => ({
        card: job.card,
        pct,
        superLiked,
        inCommon: skillsInCommon(held, job.skills).map(skillName),
        nearYou: inSameTown(job.searchable.locationCity, towns),
      })),
    );
  };
  return Object.assign(feed, {
    stats: jobs.stats,
    warm: jobs.warm,
    ranking: () => ({ ...ranking }),
    indexState: () => ({ updatedAt: jobs.updatedAt(), size: jobs.current()?.position.size ?? null }),
    market: () => {
      const index = jobs.current();
      if (!index) return null;
      const active: JobInMarket[] = [];
      for (const job of index.jobs) {
        if (job) {
          active.push({
            id: job.id,
            skills: job.skills,
            required: job.required,
            city: job.searchable.locationCity,
          });
        }
      }
      return active;
    },
  });
}
