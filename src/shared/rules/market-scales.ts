import { matchPercent } from './skill-match';
import { PRIOR_MODEL, likeChance, pairLogOdds } from './like-chances';

/**
 * The TU matching's scales for a real market (decision 0014), without a dense kernel.
 *
 * The kernel is K = p · q, each chance from the prior model of ./like-chances.ts on the pair's skill
 * share and whether both are in the same town. A pair sharing no skill has K = K0(same town): a
 * constant per town class, so the sums over those pairs are kept as totals (all jobs' scales, and
 * per town), and only pairs that share a skill are walked — through a skill → jobs list, as the
 * decks walk it. So a seeker's row sum is
 *   Σ_sharing (K_ij − K0_ij) · y_j  +  K0(other) · Σ_j y_j  +  (K0(same) − K0(other)) · Σ_{j in town} y_j.
 *
 * The job scales are solved on the active market (the given seekers, most recently active first,
 * up to a budget of sharing pairs); every seeker's own scale then follows from them in one pass
 * (`seekerScale`), since x_i depends only on its own row.
 */

/** A job of the market: its distinct required skills (as numbers), how many are required, its town (-1: none). */
export interface MarketJob {
  skills: readonly number[];
  required: number;
  town: number;
}

/** A seeker of the market: distinct skills (as numbers) and town (-1: none). */
export interface MarketSeeker {
  skills: readonly number[];
  town: number;
}

/** The prior chance of a like, by cell (percent · 2 + same town): the same for both sides. */
const CHANCE = Float64Array.from({ length: 202 }, (_, cell) =>
  likeChance(pairLogOdds(PRIOR_MODEL, cell >> 1, (cell & 1) === 1), 0),
);

/** K by cell (percent · 2 + same town), from the prior chances of both sides. */
export const KERNEL = CHANCE.map((chance) => chance * chance);

/** The kernel of a pair, knowing one side already likes the other (a like or super-like): that chance is 1. */
export function pairKernel(percent: number, sameTown: boolean, oneSideLikes: boolean) {
  const cell = percent * 2 + (sameTown ? 1 : 0);
  return oneSideLikes ? CHANCE[cell]! : KERNEL[cell]!;
}

export interface MarketScales {
  /** y_j by job (the order given). */
  jobScale: Float64Array;
  /** x_i of any seeker, from the job scales (one walk over the jobs sharing a skill with them). */
  seekerScale(seeker: MarketSeeker): number;
  iterations: number;
  /** Seekers and sharing pairs the job scales were solved on. */
  seekers: number;
  pairs: number;
}

/** Pairs walked between two pauses (a few milliseconds). */
const PAIRS_PER_SLICE = 250_000;

const solve = (sum: number, mass: number) => (Math.sqrt(sum * sum + 4 * mass) - sum) / 2;
const cellOf = (percent: number, same: boolean) => percent * 2 + (same ? 1 : 0);

export async function marketScales(
  jobs: readonly MarketJob[],
  seekers: readonly MarketSeeker[],
  options: {
    towns: number;
    /** Sharing pairs held at most (memory: 8 bytes each). */
    maxPairs?: number;
    maxIterations?: number;
    tolerance?: number;
    /** Called between slices of work, so a server answers requests meanwhile. */
    pause?: () => Promise<void>;
  },
): Promise<MarketScales> {
  const { towns, maxPairs = 2_000_000, maxIterations = 40, tolerance = 1e-3 } = options;
  const pause = options.pause ?? (() => Promise.resolve());
  const J = jobs.length;
  const bySkill = new Map<number, number[]>();
  jobs.forEach((job, j) => {
    for (const skill of job.skills) {
      let list = bySkill.get(skill);
      if (!list) bySkill.set(skill, (list = []));
      list.push(j);
    }
  });
  const counts = new Uint16Array(J);
  const touched: number[] = [];
  /** Calls `visit(j, excess)` for each job sharing a skill with the seeker: excess = K − K0. */
  function walk(seeker: MarketSeeker, visit: (j: number, excess: number) => void) {
    for (const skill of seeker.skills) {
      for (const j of bySkill.get(skill) ?? []) {
        if (counts[j] === 0) touched.push(j);
        counts[j] += 1;
      }
    }
    for (const j of touched) {
      const job = jobs[j]!;
      const same = seeker.town >= 0 && seeker.town === job.town;
      const excess = KERNEL[cellOf(matchPercent(counts[j]!, job.required), same)]! - KERNEL[cellOf(0, same)]!;
      if (excess > 0) visit(j, excess);
      counts[j] = 0;
    }
    touched.length = 0;
  }

  // The active market's sharing pairs, seeker by seeker, as compressed rows.
  // Room for the budget and one more seeker's row (at most every job).
  const cols = new Int32Array(maxPairs + J);
  const excess = new Float32Array(maxPairs + J);
  const rowStart: number[] = [0];
  const sample: MarketSeeker[] = [];
  let pairs = 0;
  for (const seeker of seekers) {
    if (pairs >= maxPairs) break;
    walk(seeker, (j, extra) => {
      cols[pairs] = j;
      excess[pairs++] = extra;
    });
    sample.push(seeker);
    rowStart.push(pairs);
    if (sample.length % 200 === 0) await pause();
  }
  const S = sample.length;
  const starts = Int32Array.from(rowStart);
  const k0Other = KERNEL[cellOf(0, false)]!;
  const k0Extra = KERNEL[cellOf(0, true)]! - k0Other;
  // Every seeker counts once; the jobs share the seekers' mass.
  const jobMass = J === 0 ? 0 : Math.max(S, 1) / J;
  const x = new Float64Array(S);
  const y = new Float64Array(J).fill(Math.sqrt(jobMass));
  const yTown = new Float64Array(towns);
  const xTown = new Float64Array(towns);
  const columns = new Float64Array(J);
  const sums = (scale: Float64Array, townOf: (k: number) => number, byTown: Float64Array) => {
    byTown.fill(0);
    let total = 0;
    scale.forEach((v, k) => {
      total += v;
      const t = townOf(k);
      if (t >= 0) byTown[t] += v;
    });
    return total;
  };
  let iterations = 0;
  for (let change = Infinity; iterations < maxIterations && change > tolerance;) {
    iterations += 1;
    change = 0;
    const yTotal = sums(y, (j) => jobs[j]!.town, yTown);
    let since = 0;
    for (let i = 0; i < S; i += 1) {
      const town = sample[i]!.town;
      let sum = k0Other * yTotal + (town >= 0 ? k0Extra * yTown[town]! : 0);
      for (let p = starts[i]!; p < starts[i + 1]!; p += 1) sum += excess[p]! * y[cols[p]!]!;
      const next = solve(sum, 1);
      change = Math.max(change, Math.abs(next - x[i]!) / next);
      x[i] = next;
      if (starts[i + 1]! - since >= PAIRS_PER_SLICE) {
        since = starts[i + 1]!;
        await pause();
      }
    }
    const xTotal = sums(x, (i) => sample[i]!.town, xTown);
    columns.fill(0);
    since = 0;
    for (let i = 0; i < S; i += 1) {
      const xi = x[i]!;
      for (let p = starts[i]!; p < starts[i + 1]!; p += 1) columns[cols[p]!] += excess[p]! * xi;
      if (starts[i + 1]! - since >= PAIRS_PER_SLICE) {
        since = starts[i + 1]!;
        await pause();
      }
    }
    for (let j = 0; j < J; j += 1) {
      const town = jobs[j]!.town;
      const sum = columns[j]! + k0Other * xTotal + (town >= 0 ? k0Extra * xTown[town]! : 0);
      const next = solve(sum, jobMass);
      change = Math.max(change, Math.abs(next - y[j]!) / next);
      y[j] = next;
    }
    await pause();
  }

  const yTotal = sums(y, (j) => jobs[j]!.town, yTown);
  return {
    jobScale: y,
    seekerScale(seeker) {
      let sum = k0Other * yTotal + (seeker.town >= 0 ? k0Extra * yTown[seeker.town]! : 0);
      walk(seeker, (j, extra) => (sum += extra * y[j]!));
      return solve(sum, 1);
    },
    iterations,
    seekers: S,
    pairs,
  };
}

/**
 * A deck reordered by the matching: the first `pinned` (the best skill matches) stay, the rest
 * follow by score, highest first; ties keep the skill order. Returns at most `limit`: a selection
 * of the best, not a sort of the whole window (a deck keeps 20 of up to 100).
 */
export function reorder<T>(ranked: readonly T[], score: (item: T) => number, pinned: number, limit: number) {
  const head = ranked.slice(0, Math.min(pinned, limit));
  const want = limit - head.length;
  // The best `want` of the rest, kept in order (score descending, then skill order).
  const chosen: number[] = [];
  const scores: number[] = [];
  for (let k = head.length; k < ranked.length && want > 0; k += 1) {
    const s = score(ranked[k]!);
    if (chosen.length === want && s <= scores[want - 1]!) continue;
    let at = chosen.length === want ? want - 1 : chosen.length;
    while (at > 0 && scores[at - 1]! < s) at -= 1;
    chosen.splice(at, 0, k);
    scores.splice(at, 0, s);
    if (chosen.length > want) {
      chosen.pop();
      scores.pop();
    }
  }
  for (const k of chosen) head.push(ranked[k]!);
  return head;
}
