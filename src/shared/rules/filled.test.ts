import { describe, it, expect } from 'vitest';
import { isFilled, percentage } from './filled';

describe('isFilled', () => {
  it('counts non-blank text only', () => {
    expect(isFilled('Sam')).toBe(true);
    expect(isFilled('')).toBe(false);
    expect(isFilled('   ')).toBe(false);
  });

  it('counts non-empty lists only', () => {
    expect(isFilled(['teamwork'])).toBe(true);
    expect(isFilled([])).toBe(false);
  });

  it('counts any answered boolean, including false', () => {
    expect(isFilled(true)).toBe(true);
    expect(isFilled(false)).toBe(true);
  });

  it('never counts null or undefined', () => {
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });

  it('counts finite numbers', () => {
    expect(isFilled(0)).toBe(true);
    expect(isFilled(Number.NaN)).toBe(false);
  });
});

describe('percentage', () => {
  it('rounds to the nearest whole percent', () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(5, 8)).toBe(63);
    expect(percentage(8, 8)).toBe(100);
  });

  it('is 0 for an empty whole', () => {
    expect(percentage(0, 0)).toBe(0);
  });
});
