import { describe, it, expect } from 'vitest';
import {
  CONVICTION_STATUS,
  CONVICTION_TYPES,
  MAPPA_LEVELS,
  TRI_STATE,
  booleanToTriState,
  triStateToBoolean,
} from './conviction';
import { convictionStatusSchema, convictionTypeSchema, mappaLevelSchema } from '../contracts/option-schemas';

describe('conviction status', () => {
  // The values, their order and the label of spent: spec-lists.test.ts.
  it('has a capitalised label for each value', () => {
    for (const option of CONVICTION_STATUS) expect(option.label.toLowerCase()).toContain(option.value);
  });

  it('validates with zod', () => {
    expect(convictionStatusSchema.safeParse('unspent').success).toBe(true);
    expect(convictionStatusSchema.safeParse('expired').success).toBe(false);
  });
});

describe('conviction types', () => {
  // The values and their order: spec-lists.test.ts.
  it('has human readable, unique labels', () => {
    const labels = CONVICTION_TYPES.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) {
      expect(label).not.toContain('_');
      expect(label[0]).toBe(label[0]?.toUpperCase());
    }
    expect(CONVICTION_TYPES[0]).toEqual({
      value: 'theft_burglary_robbery',
      label: 'Theft, burglary or robbery',
    });
  });

  it('validates with zod', () => {
    expect(convictionTypeSchema.safeParse('arson').success).toBe(true);
    expect(convictionTypeSchema.safeParse('drug_possession').success).toBe(false);
  });
});

describe('MAPPA levels', () => {
  // The values, their order and N/A: spec-lists.test.ts.
  it('labels the levels "Level n"', () => {
    for (const option of MAPPA_LEVELS.filter((o) => o.value !== 'not_applicable')) {
      expect(option.label).toBe(`Level ${option.value.slice('level_'.length)}`);
    }
    expect(mappaLevelSchema.safeParse('level_4').success).toBe(false);
  });
});

describe('tri-state answers', () => {
  it('labels yes, no and unknown', () => {
    expect(TRI_STATE.map((o) => o.label)).toEqual(['Yes', 'No', 'Unknown']);
  });

  it('turns an answer into a nullable boolean', () => {
    expect(triStateToBoolean('yes')).toBe(true);
    expect(triStateToBoolean('no')).toBe(false);
    expect(triStateToBoolean('unknown')).toBeNull();
  });

  it('turns a nullable boolean into an answer', () => {
    expect(booleanToTriState(true)).toBe('yes');
    expect(booleanToTriState(false)).toBe('no');
    expect(booleanToTriState(null)).toBe('unknown');
    expect(booleanToTriState(undefined)).toBe('unknown');
  });

  it('round-trips', () => {
    for (const value of [true, false, null] as const) {
      expect(triStateToBoolean(booleanToTriState(value))).toBe(value);
    }
  });
});
