import { describe, expect, it } from 'vitest';
import { FAIR_CHANCE_BADGES } from '../options/fair-chance';
import { fairChanceBadgeWords } from './fair-chance-words';

describe('fairChanceBadgeWords', () => {
  it('names each Disability Confident level as the scheme does', () => {
    expect(fairChanceBadgeWords(FAIR_CHANCE_BADGES.disability_confident_1)).toBe(
      'Disability Confident level 1: committed',
    );
    expect(fairChanceBadgeWords(FAIR_CHANCE_BADGES.disability_confident_2)).toBe(
      'Disability Confident level 2: employer',
    );
    expect(fairChanceBadgeWords(FAIR_CHANCE_BADGES.disability_confident_3)).toBe(
      'Disability Confident level 3: leader',
    );
  });

  it('leaves badges that are already words, and unknown text, as they are', () => {
    expect(fairChanceBadgeWords(FAIR_CHANCE_BADGES.ban_the_box)).toBe('Ban the Box');
    expect(fairChanceBadgeWords('Considers convictions')).toBe('Considers convictions');
    expect(fairChanceBadgeWords('Something new')).toBe('Something new');
  });
});
