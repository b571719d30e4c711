import { describe, expect, it } from 'vitest';
import {
  closesAtFor,
  closingDateOf,
  closingDateProblem,
  defaultClosingDate,
  latestClosingDate,
} from './job-closing';

describe('job closing dates', () => {
  it('closes at 23:59 London time: GMT in winter, BST in summer', () => {
    expect(closesAtFor('2026-12-24')).toBe('2026-12-24T23:59:00.000Z');
    expect(closesAtFor('2026-07-01')).toBe('2026-07-01T22:59:00.000Z');
    expect(closingDateOf('2026-07-01T22:59:00.000Z')).toBe('2026-07-01');
  });

  it('defaults to 30 days from the UK date, and refuses past or far dates', () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(defaultClosingDate(now)).toBe('2026-12-27');
    expect(closingDateProblem('2026-11-26', now)).toMatch(/passed/);
    expect(closingDateProblem('2026-11-27', now)).toBeNull();
    expect(closingDateProblem(latestClosingDate(now), now)).toBeNull();
    expect(closingDateProblem('2027-06-01', now)).toMatch(/within 180 days/);
  });

  it('reads "today" in London, not UTC, around midnight in summer', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London: 1 July has passed there.
    const now = new Date('2026-07-01T23:30:00Z');
    expect(closingDateProblem('2026-07-01', now)).toMatch(/passed/);
    expect(closingDateProblem('2026-07-02', now)).toBeNull();
  });
});
