import { setImmediate as nextTurn } from 'node:timers/promises';
import { FEED_PAGE_SIZE } from '@shared/contracts/matching';
import { marketScales, pairKernel, reorder, type MarketSeeker } from '@shared/rules/market-scales';
import { townKey } from '@shared/rules/why-shown';

/**
 * Congestion-aware ranking of both decks (issue 35, docs/decisions/0014).
 *
 * A batch, every few minutes outside the request path, solves the TU matching of the market
 * (src/shared/rules/market-scales.ts) from the two feeds' indexes as they are: every active job,
 * and the most recently active seekers up to a budget of pairs; then every seeker's own scale in
 * one pass. A deck then takes the skill ranking's best cards (JOBS_WINDOW, SEEKERS_WINDOW), keeps the seeker's `PINNED`
 * best skill matches first, and orders the rest by the pair's kernel times the other side's scale:
 * a job that many seekers fit well (its attention spoken for) moves down a little, one that few fit
 * moves up. A pair where the other side already liked (or super-liked) this one counts that
 * side's chance as 1, so a like makes its card rise in the other's deck (in the simulation most of
 * the extra matches come with it). Nothing is left out, and each card keeps its own "why you are
 * seeing this"; no card says that anyone is shown less.
 */

/**
 * Cards of the skill ranking each deck reorders. In the simulation a seeker's deck gained as much
 * from reordering its own page as from its best 200 (+38.6 % / +24.6 % against +39.0 % / +24.7 %
 * on 5,000 × 1,000), so it walks no further than a page; an employer's deck needs a wider window
 * (best 60: +19.7 % seekers matched, 100: +22.8 %, 200: +24.7 %), and 100 stays within the kept
 * scans of the seekers index (SCAN_DEPTH 200), where 200 made each deck walk the index again.
 */
export const JOBS_WINDOW = FEED_PAGE_SIZE;
export const SEEKERS_WINDOW = 100;
/** The seeker's best skill matches, kept at the top of their deck. */
export const PINNED = 2;
/**
 * An employer's best skill match (the most recently active on a tie) stays first too: a company
 * with no skills asked for yet sees the newest active seeker first, as before.
 */
export const SEEKERS_PINNED = 1;
/**
 * Seekers given their own scale per batch, the most recently active first (the others, who have
 * not been back for a while, take the mean): each costs a walk over the jobs sharing a skill with
 * them, about 80 µs at the benchmark's 10,000 jobs.
 */
const MAX_SCALED_SEEKERS = 20_000;
/** Seekers scaled between two pauses of the batch (keeps each of its slices near 15 ms). */
const SLICE = 200;

/** A job as the batch reads it from the jobs index. */
export interface JobInMarket {
  id: string;
  skills: readonly string[];
  required: number;
  city: string | null;
}

/** A seeker as the batch reads it from the seekers index, most recently active first. */
export interface SeekerInMarket {
  userId: string;
  skills: readonly string[];
  city: string | null;
}

interface Solved {
  jobScale: Map<string, number>;
  seekerScale: Map<string, number>;
  seekerTown: Map<string, number>;
  jobTown: Map<string, number>;
  /** For a job or seeker the batch has not seen yet (new since): the mean scale. */
  meanJob: number;
  meanSeeker: number;
}

export interface MarketStats {
  batches: number;
  lastMs: number;
  seekers: number;
  pairs: number;
  iterations: number;
}

export interface Market {
  /** Solves the matching now from the indexes (false when an index is not loaded yet). */
  refresh(): Promise<boolean>;
  /** Runs `refresh` every `everyMs` until the returned function is called. */
  start(everyMs: number, onError: (err: unknown) => void): () => void;
  /**
   * Reorders a seeker's deck (ranked by skill, at most JOBS_WINDOW) to `limit` cards. `card` reads
   * each entry's job id, match and whether the job's employer liked or super-liked the seeker
   * (then that side's chance is 1).
   */
  jobsDeck<T>(
    seekerUserId: string,
    ranked: readonly T[],
    limit: number,
    card: (entry: T) => { jobId: string; pct: number; liked: boolean },
  ): T[];
  /**
   * Reorders an employer's deck likewise, its best skill match kept first (SEEKERS_PINNED); each
   * card gives its seeker's scale (`seekerScale`, which the deck keeps by index place: a Map lookup
   * per card of the window cost the deck a sixth of its requests a second).
   */
  seekersDeck<T>(
    ranked: readonly T[],
    limit: number,
    card: (entry: T) => { scale: number; pct: number; liked: boolean },
  ): T[];
  /** A seeker's scale from the latest batch (the mean for one it has not seen). */
  seekerScale(userId: string): number;
  /** Batches solved so far: scales kept from an earlier one are out of date. */
  batches(): number;
  stats(): MarketStats;
  /** Whether a batch has solved the market yet (the decks use it only once it has). */
  solved(): boolean;
}

export function createMarket(sources: {
  jobs: () => JobInMarket[] | null;
  seekers: () => SeekerInMarket[] | null;
  /** Sharing pairs the batch holds at most (see marketScales). */
  maxPairs?: number;
}): Market {
  let solved: Solved | null = null;
  let running: Promise<boolean> | null = null;
  const stats: MarketStats = { batches: 0, lastMs: 0, seekers: 0, pairs: 0, iterations: 0 };

  async function solve(): Promise<boolean> {
    const jobs = sources.jobs();
    const seekers = sources.seekers();
    if (!jobs || !seekers) return false;
    const started = performance.now();
    const skillIds = new Map<string, number>();
    const towns = new Map<string, number>();
    const skillId = (skill: string) => {
      let id = skillIds.get(skill);
      if (id === undefined) skillIds.set(skill, (id = skillIds.size));
      return id;
    };
    const town = (city: string | null) => {
      const key = townKey(city);
      if (key === null) return -1;
      let id = towns.get(key);
      if (id === undefined) towns.set(key, (id = towns.size));
      return id;
    };
    const marketJobs = jobs.map((job) => ({
      skills: [...new Set(job.skills.map(skillId))],
      required: job.required,
      town: town(job.city),
    }));
    const pause = () => nextTurn();
    const marketSeekers: MarketSeeker[] = [];
    for (const seeker of seekers) {
      if (marketSeekers.length % (10 * SLICE) === 0) await pause();
      marketSeekers.push({ skills: [...new Set(seeker.skills.map(skillId))], town: town(seeker.city) });
    }
    const scales = await marketScales(marketJobs, marketSeekers, {
      towns: towns.size,
      maxPairs: sources.maxPairs,
      pause,
    });
    const next: Solved = {
      jobScale: new Map(),
      seekerScale: new Map(),
      seekerTown: new Map(),
      jobTown: new Map(),
      meanJob: 0,
      meanSeeker: 0,
    };
    jobs.forEach((job, j) => {
      next.jobScale.set(job.id, scales.jobScale[j]!);
      next.jobTown.set(job.id, marketJobs[j]!.town);
      next.meanJob += scales.jobScale[j]! / jobs.length;
    });
    const scaled = Math.min(seekers.length, MAX_SCALED_SEEKERS);
    for (let i = 0; i < seekers.length; i += 1) {
      if (i > 0 && i % SLICE === 0) await pause();
      next.seekerTown.set(seekers[i]!.userId, marketSeekers[i]!.town);
      if (i >= scaled) continue;
      const x = scales.seekerScale(marketSeekers[i]!);
      next.seekerScale.set(seekers[i]!.userId, x);
      next.meanSeeker += x / scaled;
    }
    solved = next;
    Object.assign(stats, {
      batches: stats.batches + 1,
      lastMs: performance.now() - started,
      seekers: scales.seekers,
      pairs: scales.pairs,
      iterations: scales.iterations,
    });
    return true;
  }

  const refresh = () => {
    running ??= solve().finally(() => (running = null));
    return running;
  };

  return {
    refresh,
    start(everyMs, onError) {
      const run = () => void refresh().catch(onError);
      run();
      const timer = setInterval(run, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    jobsDeck(seekerUserId, ranked, limit, card) {
      const s = solved!;
      const town = s.seekerTown.get(seekerUserId) ?? -1;
      return reorder(
        ranked,
        (entry) => {
          const { jobId, pct, liked } = card(entry);
          const same = town >= 0 && s.jobTown.get(jobId) === town;
          return pairKernel(pct, same, liked) * (s.jobScale.get(jobId) ?? s.meanJob);
        },
        PINNED,
        limit,
      );
    },
    seekersDeck(ranked, limit, card) {
      return reorder(
        ranked,
        (entry) => {
          const { scale, pct, liked } = card(entry);
          return pairKernel(pct, false, liked) * scale;
        },
        SEEKERS_PINNED,
        limit,
      );
    },
    seekerScale: (userId) => solved!.seekerScale.get(userId) ?? solved!.meanSeeker,
    batches: () => stats.batches,
    stats: () => ({ ...stats }),
    solved: () => solved !== null,
  };
}
