import { describe, expect, it } from 'vitest';
import { fairChanceBadges } from './fair-chance';
import { fairChanceListSchema } from '../contracts/option-schemas';

describe('fair-chance commitments', () => {
  it('keeps the list order, drops duplicates, allows one Disability Confident level', () => {
    expect(fairChanceListSchema.parse(['offers_adjustments', 'ban_the_box', 'ban_the_box'])).toEqual([
      'ban_the_box',
      'offers_adjustments',
    ]);
    expect(fairChanceListSchema.safeParse(['disability_confident_1', 'disability_confident_3']).success).toBe(
      false,
    );
    expect(fairChanceListSchema.safeParse(['free_lunch']).success).toBe(false);
  });

  it('turns stored values into badges, ignoring unknown ones', () => {
    expect(fairChanceBadges(['considers_convictions', 'disability_confident_2', 'old_value'])).toEqual([
      'Disability Confident 2',
      'Considers convictions',
    ]);
  });
});
