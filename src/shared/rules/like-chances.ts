/**
 * The chance that one side likes the other, estimated from the swipes so far (issue 35).
 *
 * Two parts, each simple enough to say in a sentence:
 * - A logistic model of the pair: the share of the job's required skills the seeker has, and
 *   whether both are in the same town. Fitted by Newton's method on the swipes counted per cell
 *   (share in whole percent × same town), so a refit costs 202 cells, not one row per swipe.
 * - A popularity offset of the one being liked: how many likes it received against how many the
 *   model expected for the people who saw it, shrunk towards none while it has few views
 *   (log((likes + k) / (expected + k)) on the log-odds). It carries what the model cannot see:
 *   pay, the wording of a job, the look of a profile.
 */

const CELLS = 101 * 2;
const cellOf = (percent: number, samePlace: boolean) => percent * 2 + (samePlace ? 1 : 0);

export interface LikeModel {
  intercept: number;
  share: number;
  samePlace: number;
}

/** Before any swipe: likes grow with the skills shared and being in the same town. */
export const PRIOR_MODEL: LikeModel = { intercept: -2, share: 3, samePlace: 0.5 };

/** Views and likes of one side's swipes, by cell. */
export interface SwipeCells {
  views: Float64Array;
  likes: Float64Array;
}

export const emptyCells = (): SwipeCells => ({
  views: new Float64Array(CELLS),
  likes: new Float64Array(CELLS),
});

export function countSwipe(cells: SwipeCells, percent: number, samePlace: boolean, liked: boolean) {
  const c = cellOf(percent, samePlace);
  cells.views[c] += 1;
  if (liked) cells.likes[c] += 1;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Logistic regression on the cells (a small ridge keeps it defined with few swipes); the prior
 * model until there are `minViews` swipes.
 */
export function fitLikeModel(cells: SwipeCells, minViews = 200): LikeModel {
  let total = 0;
  for (const v of cells.views) total += v;
  if (total < minViews) return PRIOR_MODEL;
  const beta = [PRIOR_MODEL.intercept, PRIOR_MODEL.share, PRIOR_MODEL.samePlace];
  const ridge = 1;
  for (let step = 0; step < 25; step += 1) {
    const gradient = [0, 0, 0];
    const hessian = [
      [ridge, 0, 0],
      [0, ridge, 0],
      [0, 0, ridge],
    ];
    for (let c = 0; c < CELLS; c += 1) {
      const n = cells.views[c]!;
      if (n === 0) continue;
      const features = [1, Math.floor(c / 2) / 100, c % 2];
      const p = sigmoid(features[0]! * beta[0]! + features[1]! * beta[1]! + features[2]! * beta[2]!);
      const w = n * p * (1 - p);
      for (let a = 0; a < 3; a += 1) {
        gradient[a] += features[a]! * (cells.likes[c]! - n * p);
        for (let b = 0; b < 3; b += 1) hessian[a]![b] += w * features[a]! * features[b]!;
      }
    }
    for (let a = 0; a < 3; a += 1)
      gradient[a] -=
        ridge * (beta[a]! - [PRIOR_MODEL.intercept, PRIOR_MODEL.share, PRIOR_MODEL.samePlace][a]!);
    const delta = solve3(hessian, gradient);
    for (let a = 0; a < 3; a += 1) beta[a] += delta[a]!;
    if (Math.abs(delta[0]!) + Math.abs(delta[1]!) + Math.abs(delta[2]!) < 1e-6) break;
  }
  return { intercept: beta[0]!, share: beta[1]!, samePlace: beta[2]! };
}

/** Solves a 3 × 3 system by Cramer's rule (the Hessian is positive definite with the ridge). */
function solve3(m: number[][], v: number[]): number[] {
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  return [0, 1, 2].map(
    (col) => det(m.map((row, r) => row.map((value, c) => (c === col ? v[r]! : value)))) / d,
  );
}

/** The model's log-odds for a pair, before the popularity offset. */
export const pairLogOdds = (model: LikeModel, percent: number, samePlace: boolean) =>
  model.intercept + (model.share * percent) / 100 + (samePlace ? model.samePlace : 0);

/** How many likes' worth of evidence the offset needs before it moves much. */
export const OFFSET_SHRINK = 3;

/** The popularity offset from likes received and the likes the model expected for its viewers. */
export const popularityOffset = (likes: number, expected: number) =>
  Math.log((likes + OFFSET_SHRINK) / (expected + OFFSET_SHRINK));

export const likeChance = (logOdds: number, offset: number) => sigmoid(logOdds + offset);
