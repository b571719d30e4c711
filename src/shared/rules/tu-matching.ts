/**
 * Congestion-aware ranking by transferable-utility (TU) matching, after Tomita et al., "Fast and
 * Examination-agnostic Reciprocal Recommendation in Matching Markets" (RecSys 2023), which ranks by
 * the Choo–Siow matching of the market and computes it by iterative proportional fitting (Galichon
 * and Salanié, "Cupid's Invisible Hand", Review of Economic Studies 2022).
 *
 * The market: seekers i and jobs j, each with a mass n_i, m_j (how many matches each side could
 * take up), and for each pair the kernel K_ij = p_ij · q_ij, the chance the pair matches once both
 * have seen each other (p: the seeker likes the job; q: the employer likes the seeker). In Choo and
 * Siow's terms the joint surplus is Φ = log(p · q) at scale 1/2 (decision 0014: the scale 1 kernel,
 * sqrt(p · q), spread attention less in the simulation). The matching is
 *   μ_ij = K_ij · x_i · y_j,  with  x_i² + x_i Σ_j K_ij y_j = n_i  and  y_j² + y_j Σ_i K_ij x_i = m_j
 * (x_i² and y_j² are the mass left unmatched). A seeker's deck is ordered by μ_ij, that is by
 * K_ij · y_j: y_j is small for a job many people would like and large for one few would, so
 * attention spreads away from the crowded jobs; an employer's deck likewise by K_ij · x_i.
 */

export interface TuMarket {
  seekers: number;
  jobs: number;
  /** K, seeker-major: kernel[i * jobs + j]; 0 for a pair that cannot be shown. */
  kernel: Float32Array;
  /** n_i and m_j: each one's mass, > 0 (NewLeaf gives every seeker 1; see decision 0014). */
  seekerAttention: Float64Array;
  jobAttention: Float64Array;
}

export interface TuScales {
  /** x_i: multiplies a seeker's kernel entries in the employers' decks. */
  seekerScale: Float64Array;
  /** y_j: multiplies a job's kernel entries in the seekers' decks. */
  jobScale: Float64Array;
  /** Iterations run, and the largest relative change of a scale in the last one. */
  iterations: number;
  change: number;
}

/** The positive root x of x² + B x = n (the fixed point of one side, given the other). */
const solve = (sum: number, attention: number) => (Math.sqrt(sum * sum + 4 * attention) - sum) / 2;

/** Solves the matching's scales by alternating the two sides until they stop moving. */
export function tuScales(
  market: TuMarket,
  options: { maxIterations?: number; tolerance?: number; jobScaleStart?: Float64Array } = {},
): TuScales {
  const { seekers, jobs, kernel, seekerAttention, jobAttention } = market;
  const { maxIterations = 200, tolerance = 1e-4 } = options;
  const x = new Float64Array(seekers);
  // The last batch's job scales start the next one (the market moves little between batches).
  const y = options.jobScaleStart?.slice() ?? Float64Array.from(jobAttention, Math.sqrt);
  const columnSums = new Float64Array(jobs);
  let change = Infinity;
  let iterations = 0;
  while (iterations < maxIterations && change > tolerance) {
    iterations += 1;
    change = 0;
    for (let i = 0; i < seekers; i += 1) {
      let sum = 0;
      const row = i * jobs;
      for (let j = 0; j < jobs; j += 1) sum += kernel[row + j]! * y[j]!;
      const next = solve(sum, seekerAttention[i]!);
      change = Math.max(change, Math.abs(next - x[i]!) / Math.max(next, 1e-12));
      x[i] = next;
    }
    columnSums.fill(0);
    for (let i = 0; i < seekers; i += 1) {
      const xi = x[i]!;
      const row = i * jobs;
      for (let j = 0; j < jobs; j += 1) columnSums[j] += kernel[row + j]! * xi;
    }
    for (let j = 0; j < jobs; j += 1) {
      const next = solve(columnSums[j]!, jobAttention[j]!);
      change = Math.max(change, Math.abs(next - y[j]!) / Math.max(next, 1e-12));
      y[j] = next;
    }
  }
  return { seekerScale: x, jobScale: y, iterations, change };
}
