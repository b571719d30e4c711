import { describe, it, expect } from 'vitest';
import { isOneOf, optionLabel, selfLabelled, toOptions } from './option';

const VALUES = ['b', 'a'] as const;

describe('toOptions', () => {
  it('keeps the order of the value tuple and attaches labels', () => {
    expect(toOptions(VALUES, { a: 'Alpha', b: 'Beta' })).toEqual([
      { value: 'b', label: 'Beta' },
      { value: 'a', label: 'Alpha' },
    ]);
  });

  it('returns frozen data', () => {
    const options = toOptions(VALUES, { a: 'Alpha', b: 'Beta' });
    expect(Object.isFrozen(options)).toBe(true);
    expect(Object.isFrozen(options[0])).toBe(true);
  });
});

describe('selfLabelled', () => {
  it('uses each value as its own label', () => {
    expect(selfLabelled(['Full-time', 'Other'])).toEqual([
      { value: 'Full-time', label: 'Full-time' },
      { value: 'Other', label: 'Other' },
    ]);
  });
});

describe('isOneOf', () => {
  it('accepts members and rejects anything else', () => {
    expect(isOneOf(VALUES, 'a')).toBe(true);
    expect(isOneOf(VALUES, 'c')).toBe(false);
    expect(isOneOf(VALUES, 'A')).toBe(false);
    expect(isOneOf(VALUES, 1)).toBe(false);
    expect(isOneOf(VALUES, null)).toBe(false);
  });
});

describe('optionLabel', () => {
  const options = toOptions(VALUES, { a: 'Alpha', b: 'Beta' });

  it('finds the label of a known value', () => {
    expect(optionLabel(options, 'a')).toBe('Alpha');
  });

  it('falls back for unknown or missing values', () => {
    expect(optionLabel(options, 'zzz')).toBe('');
    expect(optionLabel(options, null, 'Not set')).toBe('Not set');
    expect(optionLabel(options, undefined, '-')).toBe('-');
  });
});
