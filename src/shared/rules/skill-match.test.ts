import { describe, it, expect } from 'vitest';
import {
  CARD_TAG_LIMIT,
  TALENT_PREVIEW_TAG_LIMIT,
  formatTags,
  matchPercent,
  moreTagsLabel,
  skillMatchPercentage,
  skillMatchShare,
} from './skill-match';

describe('skillMatchPercentage', () => {
  it('is the rounded share of required skills the seeker has', () => {
    expect(skillMatchPercentage(['a', 'b'], ['a', 'b', 'c'])).toBe(67);
    expect(skillMatchPercentage(['a'], ['a', 'b', 'c'])).toBe(33);
    expect(skillMatchPercentage(['a', 'b', 'c', 'x'], ['a', 'b', 'c'])).toBe(100);
    expect(skillMatchPercentage(['x'], ['a', 'b'])).toBe(0);
  });

  it('ignores extra seeker skills (not symmetric)', () => {
    expect(skillMatchPercentage(['a', 'x', 'y', 'z'], ['a'])).toBe(100);
    expect(skillMatchPercentage(['a'], ['a', 'x', 'y', 'z'])).toBe(25);
  });

  it('is 0 when the job requires nothing', () => {
    expect(skillMatchPercentage(['a'], [])).toBe(0);
    expect(skillMatchPercentage(['a'], null)).toBe(0);
    expect(skillMatchPercentage(null, undefined)).toBe(0);
  });

  it('counts duplicated required skills once', () => {
    expect(skillMatchPercentage(['a'], ['a', 'a', 'b'])).toBe(50);
  });

  it('exposes the raw share for matching probabilities', () => {
    expect(skillMatchShare(['a'], ['a', 'b', 'c', 'd'])).toBe(0.25);
    expect(skillMatchShare(undefined, ['a'])).toBe(0);
  });
});

describe('matchPercent', () => {
  it('rounds halves up from the exact quotient, as the feeds and PostgreSQL do', () => {
    expect(matchPercent(1, 40)).toBe(3);
    // (23 / 40) * 100 is 57.49999… in floating point; 100 * 23 / 40 is exactly 57.5.
    expect(matchPercent(23, 40)).toBe(58);
    expect(
      skillMatchPercentage(
        Array.from({ length: 23 }, (_, i) => `s${i}`),
        Array.from({ length: 40 }, (_, i) => `s${i}`),
      ),
    ).toBe(58);
  });

  it('is 0 when nothing is required', () => {
    expect(matchPercent(0, 0)).toBe(0);
  });
});

describe('formatTags', () => {
  it('shows at most 3 tags by default and counts the rest', () => {
    expect(CARD_TAG_LIMIT).toBe(3);
    expect(formatTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('reports no more when everything fits', () => {
    expect(formatTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(formatTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(formatTags(null)).toEqual({ shown: [], more: 0 });
  });

  it('honours a custom maximum', () => {
    expect(TALENT_PREVIEW_TAG_LIMIT).toBe(2);
    expect(formatTags(['a', 'b', 'c'], TALENT_PREVIEW_TAG_LIMIT)).toEqual({ shown: ['a', 'b'], more: 1 });
    expect(formatTags(['a', 'b'], 0)).toEqual({ shown: [], more: 2 });
  });

  it('does not mutate the input', () => {
    const tags = ['a', 'b', 'c', 'd'];
    formatTags(tags).shown.push('z');
    expect(tags).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('moreTagsLabel', () => {
  it('renders +n more only when something was left out', () => {
    expect(moreTagsLabel(2)).toBe('+2 more');
    expect(moreTagsLabel(0)).toBe('');
  });
});
