import { describe, expect, it } from 'vitest';
import { tuScales, type TuMarket } from './tu-matching';

function market(rows: number[][], seekerAttention?: number[], jobAttention?: number[]): TuMarket {
  const seekers = rows.length;
  const jobs = rows[0]!.length;
  return {
    seekers,
    jobs,
    kernel: Float32Array.from(rows.flat()),
    seekerAttention: Float64Array.from(seekerAttention ?? rows.map(() => 1)),
    jobAttention: Float64Array.from(jobAttention ?? rows[0]!.map(() => 1)),
  };
}

/** Each seeker's jobs, best first, by K_ij · y_j (their deck's order). */
function decks(m: TuMarket, y: Float64Array) {
  return Array.from({ length: m.seekers }, (_, i) =>
    Array.from({ length: m.jobs }, (_, j) => j).sort(
      (a, b) => m.kernel[i * m.jobs + b]! * y[b]! - m.kernel[i * m.jobs + a]! * y[a]! || a - b,
    ),
  );
}

describe('TU matching scales', () => {
  it('solves a one-pair market by hand: x = y = 1 / sqrt(1 + K) when both have one unit of attention', () => {
    const { seekerScale, jobScale } = tuScales(market([[0.44]]), { tolerance: 1e-12 });
    expect(seekerScale[0]).toBeCloseTo(1 / Math.sqrt(1.44), 6);
    expect(jobScale[0]).toBeCloseTo(1 / Math.sqrt(1.44), 6);
  });

  it('satisfies both sides’ equations at the fixed point', () => {
    const m = market(
      [
        [0.5, 0.2, 0.1],
        [0.3, 0.6, 0.2],
      ],
      [2, 1],
      [1, 1, 3],
    );
    const { seekerScale: x, jobScale: y } = tuScales(m, { tolerance: 1e-12 });
    for (let i = 0; i < 2; i += 1) {
      let sum = 0;
      for (let j = 0; j < 3; j += 1) sum += m.kernel[i * 3 + j]! * y[j]!;
      expect(x[i]! ** 2 + x[i]! * sum).toBeCloseTo(m.seekerAttention[i]!, 6);
    }
    for (let j = 0; j < 3; j += 1) {
      let sum = 0;
      for (let i = 0; i < 2; i += 1) sum += m.kernel[i * 3 + j]! * x[i]!;
      expect(y[j]! ** 2 + y[j]! * sum).toBeCloseTo(m.jobAttention[j]!, 6);
    }
  });

  it('changes nothing in a symmetric market: equal scales, decks in kernel order', () => {
    const rows = [
      [0.6, 0.3, 0.3],
      [0.3, 0.6, 0.3],
      [0.3, 0.3, 0.6],
    ];
    const m = market(rows);
    const { seekerScale, jobScale } = tuScales(m, { tolerance: 1e-12 });
    for (const v of [...seekerScale, ...jobScale]) expect(v).toBeCloseTo(seekerScale[0]!, 9);
    expect(decks(m, jobScale)).toEqual([
      [0, 1, 2],
      [1, 0, 2],
      [2, 0, 1],
    ]);
  });

  it('spreads a superstar job: it tops every skill-only deck, and one deck once the market is matched', () => {
    // Job 0 is everyone's best (0.8); each seeker also has a niche job of their own (0.5) that
    // nobody else wants (0.05). By the kernel alone every deck starts with job 0. In the matching
    // job 0 has one unit of attention for four suitors, so its scale falls well below the niche
    // jobs' and each seeker's own job comes first: 0.8 · y0 < 0.5 · y_niche.
    const rows = [
      [0.8, 0.5, 0.05, 0.05, 0.05],
      [0.8, 0.05, 0.5, 0.05, 0.05],
      [0.8, 0.05, 0.05, 0.5, 0.05],
      [0.8, 0.05, 0.05, 0.05, 0.5],
    ];
    const m = market(rows);
    const byKernel = decks(m, new Float64Array(5).fill(1));
    expect(byKernel.every((deck) => deck[0] === 0)).toBe(true);
    const { jobScale } = tuScales(m, { tolerance: 1e-12 });
    expect(jobScale[0]).toBeLessThan(Math.min(...jobScale.slice(1)));
    const matched = decks(m, jobScale);
    expect(matched.map((deck) => deck[0])).toEqual([1, 2, 3, 4]);
    // Job 0 stays second for everyone: the reorder spreads attention, it does not hide it.
    expect(matched.every((deck) => deck[1] === 0)).toBe(true);
  });

  it('gives a pair that cannot be shown (kernel 0) no weight, and is deterministic', () => {
    const m = market([
      [0, 0.4],
      [0.4, 0.4],
    ]);
    const a = tuScales(m);
    const b = tuScales(m);
    expect(Array.from(a.jobScale)).toEqual(Array.from(b.jobScale));
    expect(Array.from(a.seekerScale)).toEqual(Array.from(b.seekerScale));
    // Seeker 0 can only go to job 1, so job 1 is more contested than job 0.
    expect(a.jobScale[1]).toBeLessThan(a.jobScale[0]!);
  });
});
