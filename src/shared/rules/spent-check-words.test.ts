import { describe, expect, it } from 'vitest';
import { checkRecord } from './spent-check';
import { describeResult } from './spent-check-words';

const one = (
  asOf: string,
  sentence: Parameters<typeof checkRecord>[0]['convictions'][0]['sentences'][0],
  date = '2019-06-10',
) =>
  describeResult(
    checkRecord(
      { dateOfBirth: '1990-01-01', cautions: [], convictions: [{ date, sentences: [sentence] }] },
      asOf,
    ).convictions[0]!,
  );

describe('describeResult', () => {
  it('says a spent conviction need not be mentioned, with the DBS levels', () => {
    const words = one('2021-01-01', { type: 'prison', length: { value: 6, unit: 'months' } });
    expect(words.headline).toBe('Spent on 10 December 2020');
    expect(words.advice).toContain("You don't need to mention it for most jobs");
    expect(words.basic).toBe('Basic DBS check: does not show.');
    expect(words.higher).toBe('Standard and enhanced DBS checks: show, and it will not be filtered.');
  });

  it('says when an unspent one will be spent, and when it is filtered', () => {
    const words = one('2019-07-01', { type: 'fine' });
    expect(words.headline).toBe('Will be spent on 10 June 2020');
    expect(words.advice).toContain('tell an employer about it if they ask');
    expect(words.basic).toBe('Basic DBS check: shows until 10 June 2020.');
    expect(words.higher).toBe(
      'Standard and enhanced DBS checks: show until 10 June 2030, when it is filtered.',
    );
    expect(one('2031-01-01', { type: 'fine' }).higher).toBe(
      'Standard and enhanced DBS checks: do not show (filtered since 10 June 2030).',
    );
  });

  it('never and indefinite', () => {
    expect(
      one('2030-01-01', { type: 'prison', length: { value: 5, unit: 'years' }, schedule18: true }).headline,
    ).toBe('Never spent');
    expect(one('2030-01-01', { type: 'restraining_order', indefinite: true }).headline).toBe(
      'Not spent yet: it has no end date',
    );
  });
});
