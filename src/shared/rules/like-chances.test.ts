import { describe, expect, it } from 'vitest';
import {
  PRIOR_MODEL,
  countSwipe,
  emptyCells,
  fitLikeModel,
  likeChance,
  pairLogOdds,
  popularityOffset,
} from './like-chances';

describe('like chances', () => {
  it('keeps the prior model until there are enough swipes', () => {
    const cells = emptyCells();
    countSwipe(cells, 100, true, true);
    expect(fitLikeModel(cells)).toEqual(PRIOR_MODEL);
  });

  it('recovers the coefficients of the swipes it is fitted on', () => {
    const truth = { intercept: -1.5, share: 2.5, samePlace: 1 };
    const cells = emptyCells();
    for (let percent = 0; percent <= 100; percent += 25) {
      for (const same of [false, true]) {
        const views = 20_000;
        const p = likeChance(pairLogOdds(truth, percent, same), 0);
        const c = percent * 2 + (same ? 1 : 0);
        cells.views[c] = views;
        cells.likes[c] = Math.round(views * p);
      }
    }
    const fitted = fitLikeModel(cells);
    expect(fitted.intercept).toBeCloseTo(truth.intercept, 1);
    expect(fitted.share).toBeCloseTo(truth.share, 1);
    expect(fitted.samePlace).toBeCloseTo(truth.samePlace, 1);
  });

  it('counts a like and a pass in their cell', () => {
    const cells = emptyCells();
    countSwipe(cells, 50, true, true);
    countSwipe(cells, 50, true, false);
    expect(cells.views[101]).toBe(2);
    expect(cells.likes[101]).toBe(1);
  });

  it('moves popularity only with evidence: none without views, up for more likes than expected', () => {
    expect(popularityOffset(0, 0)).toBe(0);
    expect(popularityOffset(2, 2)).toBeCloseTo(0, 9);
    expect(popularityOffset(30, 10)).toBeGreaterThan(0.5);
    expect(popularityOffset(0, 10)).toBeLessThan(-1);
    // Shrunk: one unexpected like moves it less than thirty do.
    expect(popularityOffset(1, 0)).toBeLessThan(popularityOffset(30, 10));
  });
});
