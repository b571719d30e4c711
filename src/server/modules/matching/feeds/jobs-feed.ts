import { FEED_PAGE_SIZE, type DiscoverCard } from '@shared/contracts/matching';
import { matchPercent } from '@shared/rules/skill-match';
import { stampedIndex } from './stamped-index';
import { batcher } from '../../../lib/batcher';
import { deal, type Deck } from './deck';
import { toJobCard } from './cards';
import type { FeedsRepo, SeekerContextRow } from './feeds.repo';
import { splitIdList } from '../../../db/id-list';

/**
 * The jobs feed, ranked in memory.
 *
 * Active jobs (with their company's name and logo) are held in an index per database: each job's
 * distinct required skills, an inverted index skill → jobs, its DBS flag, its place in "newest
 * first" order and its ready-made card (feeds.repo.ts `activeJobs`). A feed request costs one
 * statement (`seekerContextsTouchingLastActive`, shared by the requests that arrive together, see
 * batcher): the seeker's skills, DBS barring, the jobs they swiped or applied to, the super_likes
 * they received, the index's freshness stamp (feed_version 'jobs', written by triggers on every
 * change to job or company) and the "last active" touch. The index is read again whenever the stamp differs, so a request never
 * ranks from an index older than its own snapshot.
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
  /** Position in newest-first order (published_at desc nulls last, then id). */
  order: number;
  card: DiscoverCard;
}

interface JobsIndex {
  stamp: string | null;
  jobs: IndexedJob[];
  /** Job id → place in `jobs`. */
  position: Map<string, number>;
  /** Company id → places of its active jobs. */
  byCompany: Map<string, number[]>;
  bySkill: Map<string, Int32Array>;
  /** Per job, by place: its `required`, and 1 if subject to DBS barring (compact, for ranking). */
  requiredOf: Uint16Array;
  dbsOf: Uint8Array;
  /** 1 for a fair-chance employer's job. */
  fairOf: Uint8Array;
}

async function loadIndex(repo: FeedsRepo): Promise<JobsIndex> {
  const found = await repo.activeJobs();
  const jobs: IndexedJob[] = [];
  const bySkill = new Map<string, number[]>();
  const byCompany = new Map<string, number[]>();
  for (const row of found) {
    if (!row.id) continue;
    const i = jobs.length;
    jobs.push({
      id: row.id,
      companyId: row.company_id,
      required: row.required_skills.length,
      dbs: row.subject_to_dbs_barring,
      fair: row.fair_chance.length > 0,
      order: i,
      card: toJobCard(row),
    });
    let ofCompany = byCompany.get(row.company_id);
    if (!ofCompany) byCompany.set(row.company_id, (ofCompany = []));
    ofCompany.push(i);
    for (const skill of new Set(row.required_skills)) {
      let list = bySkill.get(skill);
      if (!list) bySkill.set(skill, (list = []));
      list.push(i);
    }
  }
  return {
    stamp: found[0]?.stamp ?? null,
    jobs,
    position: new Map(jobs.map((job, i) => [job.id, i])),
    byCompany,
    bySkill: new Map([...bySkill].map(([skill, list]) => [skill, Int32Array.from(list)])),
    requiredOf: Uint16Array.from(jobs, (job) => Math.min(job.required, 0xffff)),
    dbsOf: Uint8Array.from(jobs, (job) => (job.dbs ? 1 : 0)),
    fairOf: Uint8Array.from(jobs, (job) => (job.fair ? 1 : 0)),
  };
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

/**
 * Ranks the index for one seeker. Synchronous, because the scratch counters are shared: they count
 * each job's required skills the seeker has, and are zero again on return.
 *
 * Only the jobs sharing a skill with the seeker (found through the skill → jobs lists) and the
 * super-liked ones are scored; jobs scoring 0 % are taken newest first from the top of the index,
 * after them, up to a page.
 */
function rank(
  index: JobsIndex,
  context: SeekerContextRow,
  scratch: Scratch,
  limit: number,
  fairOnly: boolean,
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
  const { sharing, packed } = scratch;
  let shared = 0;
  for (const skill of new Set(context.skills ?? [])) {
    const list = index.bySkill.get(skill);
    if (!list) continue;
    for (const i of list) {
      const count = counts[i]!;
      if (count === EXCLUDED) continue;
      if (count === 0) sharing[shared++] = i;
      counts[i] = count + 1;
    }
  }
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

  // Each scored job as one number, (201 − key) · 2²⁰ + index, so an ascending sort orders by
  // bucket key (2 · percent + super_like) descending, then newest first. Jobs scoring 0 % without a
  // super_like are left to the walk below.
  let scored = 0;
  const { perKey } = scratch;
  const { requiredOf, dbsOf, fairOf } = index;
  const skipDbs = context.barred ? 1 : 2;
  // With the filter on, jobs of employers with no fair-chance commitment (fairOf 0) are skipped.
  const skipFair = fairOnly ? 0 : 2;
  for (let k = 0; k < shared; k += 1) {
    const i = sharing[k]!;
    const key = percentOf(counts[i]!, requiredOf[i]!) * 2 + superLiked[i]!;
    if (key === 0 || dbsOf[i] === skipDbs || fairOf[i] === skipFair) continue;
    perKey[key] += 1;
    packed[scored++] = (201 - key) * SLOT + i;
  }
  // The super-liked jobs sharing no skill (the others were scored above).
  for (const i of marked) {
    if (counts[i] !== 0 || dbsOf[i] === skipDbs || fairOf[i] === skipFair) continue;
    perKey[1] += 1;
    packed[scored++] = 200 * SLOT + i;
  }
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
    ranked.push({ job: jobs[top[k]! % SLOT]!, pct: key >> 1, superLiked: (key & 1) === 1 });
  }
  for (let i = 0; i < jobs.length && ranked.length < limit; i += 1) {
    const matched = counts[i]!;
    const none = matched === 0 || (matched !== EXCLUDED && percentOf(matched, requiredOf[i]!) === 0);
    if (none && superLiked[i] === 0 && dbsOf[i] !== skipDbs && fairOf[i] !== skipFair) {
      ranked.push({ job: jobs[i]!, pct: 0, superLiked: false });
    }
  }
  for (let k = 0; k < shared; k += 1) counts[sharing[k]!] = 0;
  for (const i of excluded) counts[i] = 0;
  perKey.fill(0);
  for (const i of marked) superLiked[i] = 0;
  return ranked;
}

export interface JobsFeed {
  (seekerUserId: string, options?: { fairChanceOnly?: boolean }): Promise<Deck>;
}

/** The jobs feed of one database (one index per database, shared by every caller). */
export function createJobsFeed(repo: FeedsRepo): JobsFeed {
  const jobs = stampedIndex(() => loadIndex(repo));
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

  // Requests arriving together share one statement.
  const seekerContext = batcher(repo.seekerContextsTouchingLastActive);

  return async (seekerUserId, options = {}) => {
    const context = await seekerContext(seekerUserId);
    const current = await jobs.indexFor(context.stamp, jobs.tick());
    return deal(
      rank(
        current,
        context,
        scratchFor(current.jobs.length),
        FEED_PAGE_SIZE,
        options.fairChanceOnly === true,
      ).map(({ job, pct, superLiked }) => ({
        card: job.card,
        pct,
        superLiked,
      })),
    );
  };
}
