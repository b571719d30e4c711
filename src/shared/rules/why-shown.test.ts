import { describe, expect, it } from 'vitest';
import {
  distinctSkillLists,
  inSameTown,
  skillsInCommon,
  skillsInCommonWithBestJob,
  tagsInCommonFirst,
  whyShownLine,
} from './why-shown';

describe('skillsInCommon', () => {
  it('keeps the card’s order and each skill once', () => {
    expect(skillsInCommon(['b', 'a', 'x'], ['a', 'c', 'b', 'a'])).toEqual(['a', 'b']);
    expect(skillsInCommon(null, ['a'])).toEqual([]);
    expect(skillsInCommon(['a'], undefined)).toEqual([]);
  });
});

describe('skillsInCommonWithBestJob', () => {
  it('takes the job the seeker shares the largest share of, not the most skills', () => {
    // 2 of 5 (40 %) against 1 of 1 (100 %): the match figure comes from the second job.
    expect(
      skillsInCommonWithBestJob(['a', 'b', 'z'], distinctSkillLists([['a', 'b', 'c', 'd', 'e'], ['z']])),
    ).toEqual(['z']);
  });
  it('keeps the first of equal shares and skips jobs with no skills', () => {
    expect(skillsInCommonWithBestJob(['a', 'b'], distinctSkillLists([[], ['a', 'c'], ['b', 'd']]))).toEqual([
      'a',
    ]);
    // A skill listed twice counts once: 1 of 2, not 2 of 3.
    expect(
      skillsInCommonWithBestJob(
        ['a'],
        distinctSkillLists([
          ['a', 'a', 'b'],
          ['a', 'c', 'd'],
        ]),
      ),
    ).toEqual(['a']);
    expect(
      skillsInCommonWithBestJob(
        ['a', 'c'],
        distinctSkillLists([
          ['a', 'a', 'b'],
          ['a', 'c', 'd'],
        ]),
      ),
    ).toEqual(['a', 'c']);
    expect(skillsInCommonWithBestJob(['a'], [['b']])).toEqual([]);
    expect(skillsInCommonWithBestJob(['a'], distinctSkillLists(null))).toEqual([]);
  });
});

describe('inSameTown', () => {
  it('compares towns trimmed and in any case, never a missing one', () => {
    expect(inSameTown(' leeds', ['York', 'Leeds '])).toBe(true);
    expect(inSameTown('Leeds', ['York'])).toBe(false);
    expect(inSameTown(null, [null])).toBe(false);
    expect(inSameTown('', [''])).toBe(false);
  });
});

describe('whyShownLine', () => {
  it('counts the shared skills and names the town and a fair-chance employer for a job', () => {
    expect(
      whyShownLine({
        type: 'job',
        inCommon: ['Cooking', 'Food hygiene'],
        nearYou: true,
        badges: ['Ban the Box'],
      }),
    ).toBe('2 skills in common · Near you · Fair-chance employer');
    expect(whyShownLine({ type: 'job', inCommon: ['Cooking'], nearYou: false, badges: [] })).toBe(
      '1 skill in common',
    );
  });
  it('speaks of the employer’s job on a seeker card, and never of badges there', () => {
    expect(whyShownLine({ type: 'seeker', inCommon: ['Forklift'], nearYou: true, badges: ['x'] })).toBe(
      '1 skill in common · Near your job',
    );
  });
  it('says what the deck is when there is nothing to name', () => {
    expect(whyShownLine({ type: 'job', inCommon: [], nearYou: false, badges: [] })).toBe(
      'A recent job you have not seen yet',
    );
    expect(whyShownLine({ type: 'seeker', inCommon: [], nearYou: false, badges: [] })).toBe(
      'Looking for work and active lately',
    );
  });
});

describe('tagsInCommonFirst', () => {
  it('puts the tags in common first, in their order, and marks them', () => {
    expect(tagsInCommonFirst(['A', 'B', 'C', 'D'], ['D', 'B', 'X'])).toEqual([
      { name: 'B', inCommon: true },
      { name: 'D', inCommon: true },
      { name: 'A', inCommon: false },
      { name: 'C', inCommon: false },
    ]);
  });
});
