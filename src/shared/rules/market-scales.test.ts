import { describe, expect, it } from 'vitest';
import {
  KERNEL,
  marketScales,
  pairKernel,
  reorder,
  type MarketJob,
  type MarketSeeker,
} from './market-scales';
import { matchPercent } from './skill-match';
import { tuScales } from './tu-matching';

/** A small seeded market: skills 0–11 in three trades, towns 0–2 (and some with none). */
function smallMarket(seed: number, seekerCount = 40, jobCount = 12) {
  let a = seed;
  const random = () => (a = (a * 48271) % 2147483647) / 2147483647;
  const pick = (n: number) => Math.floor(random() * n);
  const skillsOf = (count: number) => {
    const trade = pick(3) * 4;
    return [...new Set(Array.from({ length: count }, () => trade + pick(4)))];
  };
  const jobs: MarketJob[] = Array.from({ length: jobCount }, () => {
    const skills = skillsOf(2 + pick(2));
    return { skills, required: skills.length + pick(2), town: pick(4) - 1 };
  });
  const seekers: MarketSeeker[] = Array.from({ length: seekerCount }, () => ({
    skills: skillsOf(1 + pick(4)),
    town: pick(4) - 1,
  }));
  return { jobs, seekers };
}

/** The same market's dense kernel, pair by pair. */
function denseKernel(jobs: MarketJob[], seekers: MarketSeeker[]) {
  const kernel = new Float32Array(seekers.length * jobs.length);
  seekers.forEach((s, i) =>
    jobs.forEach((job, j) => {
      const matched = job.skills.filter((k) => s.skills.includes(k)).length;
      const same = s.town >= 0 && s.town === job.town;
      kernel[i * jobs.length + j] = KERNEL[matchPercent(matched, job.required) * 2 + (same ? 1 : 0)]!;
    }),
  );
  return kernel;
}

describe('market scales (sparse TU matching)', () => {
  it('gives the dense solution: pairs sharing no skill kept as totals per town class', async () => {
    for (const seed of [1, 7, 42]) {
      const { jobs, seekers } = smallMarket(seed);
      const sparse = await marketScales(jobs, seekers, { towns: 3, maxIterations: 500, tolerance: 1e-10 });
      const dense = tuScales(
        {
          seekers: seekers.length,
          jobs: jobs.length,
          kernel: denseKernel(jobs, seekers),
          seekerAttention: new Float64Array(seekers.length).fill(1),
          jobAttention: new Float64Array(jobs.length).fill(seekers.length / jobs.length),
        },
        { maxIterations: 500, tolerance: 1e-10 },
      );
      for (let j = 0; j < jobs.length; j += 1) {
        expect(sparse.jobScale[j]).toBeCloseTo(dense.jobScale[j]!, 4);
      }
      seekers.forEach((s, i) => expect(sparse.seekerScale(s)).toBeCloseTo(dense.seekerScale[i]!, 4));
    }
  });

  it('scales down a job everyone matches, against an equal job few match', async () => {
    // Job 0 needs skill 0, which every seeker has; job 1 needs skill 1, which one seeker has.
    const jobs: MarketJob[] = [
      { skills: [0], required: 1, town: -1 },
      { skills: [1], required: 1, town: -1 },
    ];
    const seekers: MarketSeeker[] = [
      { skills: [0, 1], town: -1 },
      ...Array.from({ length: 9 }, () => ({ skills: [0], town: -1 })),
    ];
    const { jobScale, seekerScale } = await marketScales(jobs, seekers, { towns: 0, tolerance: 1e-9 });
    expect(jobScale[0]).toBeLessThan(jobScale[1]!);
    // For the seeker who fits both equally, the less crowded job comes first in their deck.
    const score = (j: number) => KERNEL[200]! * jobScale[j]!;
    expect(reorder([0, 1], score, 0, 2)).toEqual([1, 0]);
    // And the seeker with the rarer skill is the less crowded one for employers.
    expect(seekerScale(seekers[0]!)).toBeLessThan(seekerScale(seekers[1]!));
  });

  it('changes nothing in a symmetric market: equal scales, so the skill order stays', async () => {
    const jobs: MarketJob[] = [0, 1, 2].map(() => ({ skills: [0, 1], required: 2, town: 0 }));
    const seekers: MarketSeeker[] = [0, 1, 2, 3].map(() => ({ skills: [0, 1], town: 0 }));
    const { jobScale, seekerScale } = await marketScales(jobs, seekers, { towns: 1, tolerance: 1e-12 });
    expect(jobScale[1]).toBeCloseTo(jobScale[0]!, 12);
    expect(jobScale[2]).toBeCloseTo(jobScale[0]!, 12);
    expect(seekerScale(seekers[3]!)).toBeCloseTo(seekerScale(seekers[0]!), 12);
    expect(reorder([2, 0, 1], (j) => KERNEL[201]! * jobScale[j]!, 0, 3)).toEqual([2, 0, 1]);
  });

  it('is deterministic, and stops at the pair budget (the most recently active first)', async () => {
    const { jobs, seekers } = smallMarket(3, 200, 30);
    const one = await marketScales(jobs, seekers, { towns: 3 });
    const two = await marketScales(jobs, seekers, { towns: 3 });
    expect(Array.from(two.jobScale)).toEqual(Array.from(one.jobScale));
    const capped = await marketScales(jobs, seekers, { towns: 3, maxPairs: 50 });
    expect(capped.pairs).toBeGreaterThanOrEqual(50);
    expect(capped.seekers).toBeLessThan(seekers.length);
  });

  it('pairKernel: a super-like makes that side certain', () => {
    expect(pairKernel(100, true, false)).toBeCloseTo(KERNEL[201]!, 12);
    expect(pairKernel(100, true, true)).toBeCloseTo(Math.sqrt(KERNEL[201]!), 12);
  });

  it('reorder selects what a full sort would, for any window, pin and limit', () => {
    let a = 11;
    const random = () => (a = (a * 48271) % 2147483647) / 2147483647;
    for (let run = 0; run < 200; run += 1) {
      const items = Array.from({ length: Math.floor(random() * 40) }, (_, k) => ({
        k,
        s: Math.floor(random() * 6),
      }));
      const pinned = Math.floor(random() * 4);
      const limit = Math.floor(random() * 25);
      const rest = items.slice(pinned).sort((x, y) => y.s - x.s || x.k - y.k);
      const expected = [...items.slice(0, pinned), ...rest].slice(0, limit);
      expect(reorder(items, (item) => item.s, pinned, limit)).toEqual(expected);
    }
  });

  it('reorder keeps the pinned head and the skill order on ties', () => {
    const scores: Record<string, number> = { a: 1, b: 1, c: 5, d: 1, e: 9 };
    expect(reorder(['a', 'b', 'c', 'd', 'e'], (k) => scores[k]!, 2, 4)).toEqual(['a', 'b', 'e', 'c']);
    expect(reorder(['a', 'b', 'd'], (k) => scores[k]!, 0, 3)).toEqual(['a', 'b', 'd']);
  });
});
