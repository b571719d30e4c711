/**
 * `npm run sim:market`: does congestion-aware ranking get more people a match? (issue 35)
 *
 * A synthetic market built as bench/feed.ts builds its own (seekers with 3–6 skills of one trade,
 * 1–2 soft skills and for one in six a second trade; jobs of one trade with 2–4 of its skills and
 * for half a soft skill; towns drawn with a few large ones), plus what a benchmark does not need:
 * each person's appeal to the other side (pay, wording, experience — which no ranking sees),
 * how often they come back, and how many cards they swipe when they do. It runs for SIM_DAYS days
 * twice on the same draws — who comes back on which day and how each pair would swipe if shown is
 * fixed by the seed — once with today's skill-only ranking and once with the reciprocal,
 * congestion-aware one (src/shared/rules/tu-matching.ts), and prints for each: matches, the share of
 * seekers and of jobs with a match, the Gini of likes received on each side and the p99 of
 * building one deck. The last line says `all goals met` or which goal is not.
 *
 * Settings: SIM_SEEKERS (10000), SIM_JOBS (2000), SIM_DAYS (30), SIM_SEED (1), SIM_PIN (2: the
 * seeker's best skill matches kept at the top of each reciprocal deck). For the experiments of
 * decision 0014: SIM_TAU (2: the kernel is (p · q)^(TAU / 2)), SIM_MASS (uniform: every seeker 1,
 * every job seekers/jobs; or attention: cards a day so far), and the employers' side of the market:
 * SIM_EMPLOYER_BASE (-4: the log-odds of a like for no shared skill), SIM_JOB_RETURN (0.2,0.4,0.6:
 * the chances an employer comes back on a day) and SIM_JOB_CARDS_MIN/SPREAD (2, 7: cards a day).
 */
import { performance } from 'node:perf_hooks';
import { SKILL_CATEGORIES } from '@shared/skills/catalogue';
import { matchPercent } from '@shared/rules/skill-match';
import { tuScales } from '@shared/rules/tu-matching';
import { marketScales, pairKernel, reorder } from '@shared/rules/market-scales';
import {
  JOBS_WINDOW,
  PINNED,
  SEEKERS_PINNED,
  SEEKERS_WINDOW,
} from '../src/server/modules/matching/feeds/market';
import {
  countSwipe,
  emptyCells,
  fitLikeModel,
  pairLogOdds,
  popularityOffset,
  type LikeModel,
} from '@shared/rules/like-chances';

const SEEKERS = Number(process.env.SIM_SEEKERS ?? 10_000);
const JOBS = Number(process.env.SIM_JOBS ?? 2_000);
const DAYS = Number(process.env.SIM_DAYS ?? 30);
const SEED = Number(process.env.SIM_SEED ?? 1);
/**
 * deployed: the decks' own code (src/server/modules/matching/feeds/market.ts): the market's scales
 * from src/shared/rules/market-scales.ts on the prior chances, each deck the skill ranking's best
 * WINDOW reordered, the seeker's best PINNED kept first. dense: decision 0014's first experiments
 * (a dense kernel with chances learned from the swipes so far), with the settings below.
 */
const METHOD = process.env.SIM_METHOD ?? 'deployed';
const PIN = Number(process.env.SIM_PIN ?? PINNED);
/** 0: the matching orders every candidate; N: it reorders the best N by skill only (the decks' way). */
const WINDOW = Number(process.env.SIM_WINDOW ?? 0);
/** The deployed method's windows (default: the decks' own): a seeker's deck, an employer's. */
const SEEKER_WINDOW = Number(process.env.SIM_WINDOW_SEEKER ?? JOBS_WINDOW);
const EMPLOYER_WINDOW = Number(process.env.SIM_WINDOW_EMPLOYER ?? SEEKERS_WINDOW);
/** 0: the chances use the prior models and no popularity offsets (nothing learned from swipes). */
const LEARN = Number(process.env.SIM_LEARN ?? 1);
/** 1: pairs sharing no skill get no weight in the matching (a sparse kernel). */
const SPARSE = Number(process.env.SIM_SPARSE ?? 0);
const TOWNS = 12;
const MASS = process.env.SIM_MASS ?? 'uniform';
const TAU = Number(process.env.SIM_TAU ?? 2);
const EMPLOYER_BASE = Number(process.env.SIM_EMPLOYER_BASE ?? -4);
const JOB_RETURN = (process.env.SIM_JOB_RETURN ?? '0.2,0.4,0.6').split(',').map(Number);
const JOB_CARDS_MIN = Number(process.env.SIM_JOB_CARDS_MIN ?? 2);
const JOB_CARDS_SPREAD = Number(process.env.SIM_JOB_CARDS_SPREAD ?? 7);

// ---- Random numbers: seeded streams, and per-event draws fixed by the seed ----------------------

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform draw in [0, 1) fixed by (seed, a, b, c): the same event draws the same in both runs. */
function draw(a: number, b: number, c: number) {
  let h = Math.imul(SEED ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(a + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0x165667b1);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ Math.imul(c + 0x1b873593, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

const normal = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = <T>(rand: () => number, list: readonly T[], n: number) => {
  const copy = [...list];
  for (let k = copy.length - 1; k > 0; k -= 1) {
    const r = Math.floor(rand() * (k + 1));
    [copy[k], copy[r]] = [copy[r]!, copy[k]!];
  }
  return copy.slice(0, n);
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

// ---- The market ----------------------------------------------------------------------------------

interface Market {
  /** Per pair, seeker-major: the rounded share of the job's skills the seeker has, and same town. */
  percent: Uint8Array;
  same: Uint8Array;
  /** The true chances (hidden from the rankings): seeker likes job, employer likes seeker. */
  seekerLikes: Float32Array;
  employerLikes: Float32Array;
  seekerReturn: Float64Array;
  seekerCards: Int32Array;
  jobReturn: Float64Array;
  jobCards: Int32Array;
  /** Newest-first rank of each job (the skill ranking's tie-break). */
  jobAge: Int32Array;
  /** What the deployed ranking reads: skills as numbers, towns, required counts. */
  seekerSkillIds: number[][];
  jobSkillIds: number[][];
  seekerTown: Int32Array;
  jobTown: Int32Array;
}

function buildMarket(): Market {
  const rand = mulberry32(SEED);
  const trades = SKILL_CATEGORIES.filter((c) => c.id !== 'soft_skills').map((c) => c.skills.map((s) => s.id));
  const soft = SKILL_CATEGORIES.find((c) => c.id === 'soft_skills')!.skills.map((s) => s.id);
  const townWeights = Array.from({ length: TOWNS }, (_, k) => 1 / (k + 1));
  const townTotal = townWeights.reduce((a, b) => a + b, 0);
  const town = () => {
    let r = rand() * townTotal;
    for (let k = 0; k < TOWNS; k += 1) if ((r -= townWeights[k]!) <= 0) return k;
    return TOWNS - 1;
  };
  const seekerSkills: Set<string>[] = [];
  const seekerTown = new Int32Array(SEEKERS);
  const seekerAppeal = new Float64Array(SEEKERS);
  const seekerReturn = new Float64Array(SEEKERS);
  const seekerCards = new Int32Array(SEEKERS);
  for (let i = 0; i < SEEKERS; i += 1) {
    const trade = Math.floor(rand() * trades.length);
    const skills = [
      ...pick(rand, trades[trade]!, 3 + Math.floor(rand() * 4)),
      ...pick(rand, soft, 1 + Math.floor(rand() * 2)),
    ];
    if (rand() < 1 / 6)
      skills.push(
        ...pick(rand, trades[(trade + 1 + Math.floor(rand() * (trades.length - 1))) % trades.length]!, 2),
      );
    seekerSkills.push(new Set(skills));
    seekerTown[i] = town();
    seekerAppeal[i] = 0.8 * normal(rand);
    seekerReturn[i] = [0.1, 0.3, 0.6, 0.9][Math.floor(rand() * 4)]!;
    seekerCards[i] = 5 + Math.floor(-10 * Math.log(1 - rand()));
  }
  const jobSkills: string[][] = [];
  const jobTown = new Int32Array(JOBS);
  const jobAppeal = new Float64Array(JOBS);
  const jobReturn = new Float64Array(JOBS);
  const jobCards = new Int32Array(JOBS);
  for (let j = 0; j < JOBS; j += 1) {
    const trade = Math.floor(rand() * trades.length);
    const skills = pick(rand, trades[trade]!, 2 + Math.floor(rand() * 3));
    if (rand() < 0.5) skills.push(...pick(rand, soft, 1));
    jobSkills.push(skills);
    jobTown[j] = town();
    jobAppeal[j] = 0.8 * normal(rand);
    jobReturn[j] = JOB_RETURN[Math.floor(rand() * JOB_RETURN.length)]!;
    jobCards[j] = JOB_CARDS_MIN + Math.floor(rand() * JOB_CARDS_SPREAD);
  }
  const jobAge = Int32Array.from(
    pick(
      rand,
      Array.from({ length: JOBS }, (_, j) => j),
      JOBS,
    ),
  );
  const percent = new Uint8Array(SEEKERS * JOBS);
  const same = new Uint8Array(SEEKERS * JOBS);
  const seekerLikes = new Float32Array(SEEKERS * JOBS);
  const employerLikes = new Float32Array(SEEKERS * JOBS);
  for (let i = 0; i < SEEKERS; i += 1) {
    const skills = seekerSkills[i]!;
    for (let j = 0; j < JOBS; j += 1) {
      const required = jobSkills[j]!;
      let matched = 0;
      for (const skill of required) if (skills.has(skill)) matched += 1;
      const k = i * JOBS + j;
      const share = matched / required.length;
      percent[k] = matchPercent(matched, required.length);
      same[k] = seekerTown[i] === jobTown[j] ? 1 : 0;
      seekerLikes[k] = sigmoid(-2.2 + 2.5 * share + 1.2 * same[k]! + jobAppeal[j]!);
      employerLikes[k] = sigmoid(EMPLOYER_BASE + 4 * share + 0.6 * same[k]! + seekerAppeal[i]!);
    }
  }
  const ids = new Map<string, number>();
  const idOf = (skill: string) => {
    let id = ids.get(skill);
    if (id === undefined) ids.set(skill, (id = ids.size));
    return id;
  };
  return {
    seekerSkillIds: seekerSkills.map((set) => [...set].map(idOf)),
    jobSkillIds: jobSkills.map((list) => [...new Set(list)].map(idOf)),
    seekerTown,
    jobTown,
    percent,
    same,
    seekerLikes,
    employerLikes,
    seekerReturn,
    seekerCards,
    jobReturn,
    jobCards,
    jobAge,
  };
}

// ---- One run -------------------------------------------------------------------------------------

type Ranking = 'skill' | 'reciprocal';

interface Outcome {
  matches: number;
  seekersMatched: number;
  jobsMatched: number;
  giniSeekers: number;
  giniJobs: number;
  deckP99: number;
  batchMs: number;
}

/** The best `limit` of `count` candidates by `score` (higher first), skipping `skip`. */
function top(count: number, limit: number, score: (k: number) => number, skip: (k: number) => boolean) {
  const keys: number[] = [];
  const scores: number[] = [];
  if (limit <= 0) return keys;
  for (let k = 0; k < count; k += 1) {
    if (skip(k)) continue;
    const s = score(k);
    if (keys.length === limit) {
      if (s <= scores[limit - 1]!) continue;
      keys.pop();
      scores.pop();
    }
    let at = keys.length;
    while (at > 0 && scores[at - 1]! < s) at -= 1;
    keys.splice(at, 0, k);
    scores.splice(at, 0, s);
  }
  return keys;
}

function gini(values: Float64Array) {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  let weighted = 0;
  sorted.forEach((v, k) => {
    sum += v;
    weighted += (k + 1) * v;
  });
  const n = sorted.length;
  return sum === 0 ? 0 : (2 * weighted) / (n * sum) - (n + 1) / n;
}

function percentile(list: number[], p: number) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

async function simulate(market: Market, ranking: Ranking): Promise<Outcome> {
  const pairs = SEEKERS * JOBS;
  const seekerSwiped = new Uint8Array(pairs);
  const employerSwiped = new Uint8Array(pairs);
  /** 1 liked, 2 passed. */
  const seekerAnswer = new Uint8Array(pairs);
  const employerAnswer = new Uint8Array(pairs);
  const seekerMatched = new Uint8Array(SEEKERS);
  const jobMatched = new Uint8Array(JOBS);
  const likesToSeeker = new Float64Array(SEEKERS);
  const likesToJob = new Float64Array(JOBS);
  const expectedToSeeker = new Float64Array(SEEKERS);
  const expectedToJob = new Float64Array(JOBS);
  const seekerSwipes = new Float64Array(SEEKERS);
  const jobSwipes = new Float64Array(JOBS);
  const lastActive = new Int32Array(SEEKERS).fill(-1);
  const seekerCells = emptyCells();
  const employerCells = emptyCells();
  let matches = 0;
  const deckMs: number[] = [];
  let batchMs = 0;
  let kernel: Float32Array | null = null;
  let seekerScale: Float64Array = new Float64Array(SEEKERS);
  let jobScale: Float64Array | undefined;
  let seekerModel: LikeModel = fitLikeModel(seekerCells);
  let employerModel: LikeModel = fitLikeModel(employerCells);

  const odds = (model: LikeModel) =>
    Float64Array.from({ length: 202 }, (_, c) => Math.exp(-pairLogOdds(model, c >> 1, (c & 1) === 1)));

  /** The deployed batch: the market's scales, the most recently active seekers first. */
  async function recomputeDeployed() {
    const started = performance.now();
    const order = Array.from({ length: SEEKERS }, (_, i) => i).sort(
      (a, b) => lastActive[b]! - lastActive[a]! || a - b,
    );
    const jobs = market.jobSkillIds.map((skills, j) => ({
      skills,
      required: skills.length,
      town: market.jobTown[j]!,
    }));
    const seekerOf = (i: number) => ({ skills: market.seekerSkillIds[i]!, town: market.seekerTown[i]! });
    const scales = await marketScales(
      jobs,
      order.map((i) => seekerOf(i)),
      { towns: TOWNS },
    );
    jobScale = scales.jobScale;
    seekerScale = Float64Array.from({ length: SEEKERS }, (_, i) => scales.seekerScale(seekerOf(i)));
    batchMs += performance.now() - started;
  }

  /** The batch: both sides' chances for every pair, then the matching's scales. */
  function recompute(day: number) {
    const started = performance.now();
    if (LEARN) {
      seekerModel = fitLikeModel(seekerCells);
      employerModel = fitLikeModel(employerCells);
    }
    // p = 1 / (1 + e^-(pair + offset)) without an exp per pair.
    const seekerOdds = odds(seekerModel);
    const employerOdds = odds(employerModel);
    const jobOffset = Float64Array.from(likesToJob, (l, j) =>
      LEARN ? Math.exp(-popularityOffset(l, expectedToJob[j]!)) : 1,
    );
    const seekerOffset = Float64Array.from(likesToSeeker, (l, i) =>
      LEARN ? Math.exp(-popularityOffset(l, expectedToSeeker[i]!)) : 1,
    );
    kernel ??= new Float32Array(pairs);
    for (let i = 0; i < SEEKERS; i += 1) {
      const row = i * JOBS;
      const so = seekerOffset[i]!;
      for (let j = 0; j < JOBS; j += 1) {
        const k = row + j;
        const cell = market.percent[k]! * 2 + market.same[k]!;
        const sa = seekerAnswer[k]!;
        const ea = employerAnswer[k]!;
        const p = sa === 0 ? 1 / (1 + seekerOdds[cell]! * jobOffset[j]!) : sa === 1 ? 1 : 0;
        const q = ea === 0 ? 1 / (1 + employerOdds[cell]! * so) : ea === 1 ? 1 : 0;
        kernel[k] = (sa !== 0 && ea !== 0) || (SPARSE && market.percent[k] === 0) ? 0 : (p * q) ** (TAU / 2);
      }
    }
    // Attention: cards a day so far, from a prior of 5 a day worth two days.
    const seekerAttention =
      MASS === 'attention'
        ? Float64Array.from(seekerSwipes, (n) => (n + 10) / (day + 2))
        : new Float64Array(SEEKERS).fill(1);
    const jobAttention =
      MASS === 'attention'
        ? Float64Array.from(jobSwipes, (n) => (n + 10) / (day + 2))
        : new Float64Array(JOBS).fill(SEEKERS / JOBS);
    const scales = tuScales(
      { seekers: SEEKERS, jobs: JOBS, kernel, seekerAttention, jobAttention },
      { maxIterations: 40, tolerance: 1e-3, jobScaleStart: jobScale },
    );
    seekerScale = scales.seekerScale;
    jobScale = scales.jobScale;
    batchMs += performance.now() - started;
  }

  const seekerChanceLogOdds = (k: number) =>
    pairLogOdds(seekerModel, market.percent[k]!, market.same[k]! === 1);
  const employerChanceLogOdds = (k: number) =>
    pairLogOdds(employerModel, market.percent[k]!, market.same[k]! === 1);

  function answer(k: number, i: number, j: number, bySeeker: boolean) {
    const liked =
      draw(i, j, bySeeker ? 1 : 2) < (bySeeker ? market.seekerLikes[k]! : market.employerLikes[k]!);
    const percent = market.percent[k]!;
    const same = market.same[k]! === 1;
    if (bySeeker) {
      seekerSwiped[k] = 1;
      seekerAnswer[k] = liked ? 1 : 2;
      seekerSwipes[i] += 1;
      countSwipe(seekerCells, percent, same, liked);
      expectedToJob[j] += sigmoid(seekerChanceLogOdds(k));
      if (liked) likesToJob[j] += 1;
    } else {
      employerSwiped[k] = 1;
      employerAnswer[k] = liked ? 1 : 2;
      jobSwipes[j] += 1;
      countSwipe(employerCells, percent, same, liked);
      expectedToSeeker[i] += sigmoid(employerChanceLogOdds(k));
      if (liked) likesToSeeker[i] += 1;
    }
    if (liked && seekerAnswer[k] === 1 && employerAnswer[k] === 1) {
      matches += 1;
      seekerMatched[i] = 1;
      jobMatched[j] = 1;
    }
  }

  for (let day = 0; day < DAYS; day += 1) {
    if (ranking === 'reciprocal' && METHOD === 'deployed') await recomputeDeployed();
    else if (ranking === 'reciprocal') recompute(day);
    for (let i = 0; i < SEEKERS; i += 1) {
      if (draw(i, day, 3) >= market.seekerReturn[i]!) continue;
      lastActive[i] = day;
      const started = performance.now();
      const row = i * JOBS;
      const skip = (j: number) => seekerSwiped[row + j] === 1;
      const bySkill = (j: number) => market.percent[row + j]! * JOBS - market.jobAge[j]!;
      let deck: number[];
      if (ranking === 'reciprocal' && METHOD === 'deployed' && jobScale) {
        const y = jobScale;
        deck = reorder(
          top(JOBS, SEEKER_WINDOW, bySkill, skip),
          (j) =>
            pairKernel(market.percent[row + j]!, market.same[row + j]! === 1, employerAnswer[row + j] === 1) *
            y[j]!,
          PIN,
          market.seekerCards[i]!,
        );
      } else if (ranking === 'skill' || !kernel || !jobScale)
        deck = top(JOBS, market.seekerCards[i]!, bySkill, skip);
      else {
        // The seeker's best skill matches stay at the top; the rest is ordered by the matching.
        const k = kernel;
        const y = jobScale;
        const score = (j: number) => k[row + j]! * y[j]!;
        if (WINDOW > 0) {
          const window = top(JOBS, WINDOW, bySkill, skip);
          const rest = window.slice(PIN).sort((a, b) => score(b) - score(a));
          deck = [...window.slice(0, PIN), ...rest].slice(0, market.seekerCards[i]!);
        } else {
          const pinned = top(JOBS, PIN, bySkill, skip);
          const rest = top(
            JOBS,
            market.seekerCards[i]! - pinned.length,
            score,
            (j) => skip(j) || pinned.includes(j),
          );
          deck = [...pinned, ...rest];
        }
      }
      deckMs.push(performance.now() - started);
      for (const j of deck) answer(row + j, i, j, true);
    }
    for (let j = 0; j < JOBS; j += 1) {
      if (draw(j, day, 4) >= market.jobReturn[j]!) continue;
      const started = performance.now();
      const skip = (i: number) => employerSwiped[i * JOBS + j] === 1;
      let deck: number[];
      const bySkill = (i: number) =>
        market.percent[i * JOBS + j]! * (DAYS + 2) * SEEKERS + (lastActive[i]! + 1) * SEEKERS - i;
      if (ranking === 'reciprocal' && METHOD === 'deployed' && jobScale) {
        // As the employers' decks do: no town in the pair's kernel (a deck is the company's).
        const x = seekerScale;
        deck = reorder(
          top(SEEKERS, EMPLOYER_WINDOW, bySkill, skip),
          (i) => pairKernel(market.percent[i * JOBS + j]!, false, seekerAnswer[i * JOBS + j] === 1) * x[i]!,
          SEEKERS_PINNED,
          market.jobCards[j]!,
        );
      } else if (ranking === 'skill' || !kernel) {
        deck = top(SEEKERS, market.jobCards[j]!, bySkill, skip);
      } else {
        const k = kernel;
        const x = seekerScale;
        const score = (i: number) => k[i * JOBS + j]! * x[i]!;
        deck =
          WINDOW > 0
            ? top(SEEKERS, WINDOW, bySkill, skip)
                .sort((a, b) => score(b) - score(a))
                .slice(0, market.jobCards[j]!)
            : top(SEEKERS, market.jobCards[j]!, score, skip);
      }
      deckMs.push(performance.now() - started);
      for (const i of deck) answer(i * JOBS + j, i, j, false);
    }
  }
  const sum = (list: Uint8Array) => list.reduce((a, b) => a + b, 0);
  return {
    matches,
    seekersMatched: sum(seekerMatched) / SEEKERS,
    jobsMatched: sum(jobMatched) / JOBS,
    giniSeekers: gini(likesToSeeker),
    giniJobs: gini(likesToJob),
    deckP99: percentile(deckMs, 0.99),
    batchMs,
  };
}

// ---- Report --------------------------------------------------------------------------------------

const pct = (v: number) => `${(100 * v).toFixed(1)} %`;
console.log(
  `Market: ${SEEKERS} seekers, ${JOBS} jobs, ${DAYS} days, seed ${SEED}, pinned ${PIN}, ranking ${METHOD}` +
    (METHOD === 'deployed' ? ` (windows ${SEEKER_WINDOW} and ${EMPLOYER_WINDOW})` : ''),
);
const built = performance.now();
const market = buildMarket();
console.log(`built in ${((performance.now() - built) / 1000).toFixed(1)} s`);
const runs: Record<Ranking, Outcome> = {
  skill: await simulate(market, 'skill'),
  reciprocal: await simulate(market, 'reciprocal'),
};
for (const [name, o] of Object.entries(runs)) {
  console.log(
    `${name.padEnd(10)} matches ${String(o.matches).padStart(6)} · seekers with a match ${pct(o.seekersMatched)} · ` +
      `jobs with a match ${pct(o.jobsMatched)} · Gini of likes received: seekers ${o.giniSeekers.toFixed(3)}, ` +
      `jobs ${o.giniJobs.toFixed(3)} · deck p99 ${o.deckP99.toFixed(2)} ms · batches ${(o.batchMs / 1000).toFixed(1)} s`,
  );
}
const { skill, reciprocal } = runs;
const goals: [string, boolean][] = [
  [
    `matches +${pct(reciprocal.matches / skill.matches - 1)} (goal ≥ +15 %)`,
    reciprocal.matches >= 1.15 * skill.matches,
  ],
  [
    `seekers with a match +${pct(reciprocal.seekersMatched / skill.seekersMatched - 1)} (goal ≥ +20 %)`,
    reciprocal.seekersMatched >= 1.2 * skill.seekersMatched,
  ],
  ['Gini of likes received lower for seekers', reciprocal.giniSeekers < skill.giniSeekers],
  ['Gini of likes received lower for jobs', reciprocal.giniJobs < skill.giniJobs],
];
for (const [text, met] of goals) console.log(`${met ? 'met    ' : 'NOT met'} ${text}`);
const missed = goals.filter(([, met]) => !met);
console.log(missed.length === 0 ? 'all goals met' : `goals not met: ${missed.map(([t]) => t).join('; ')}`);
