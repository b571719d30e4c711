import { describe, it, expect } from 'vitest';
import {
  CONVICTION_STATUS,
  CONVICTION_TYPES,
  CONVICTION_TYPE_VALUES,
  MAPPA_LEVELS,
  TRI_STATE,
  booleanToTriState,
  convictionStatusSchema,
  convictionTypeSchema,
  mappaLevelSchema,
  triStateToBoolean,
} from './conviction';

describe('conviction status', () => {
  it('lists spent, unspent and pending in order', () => {
    expect(CONVICTION_STATUS.map((o) => o.value)).toEqual(['spent', 'unspent', 'pending']);
  });

  it('explains spent with the Rehabilitation of Offenders Act 1974', () => {
    expect(CONVICTION_STATUS[0]?.label).toBe('Spent (under the Rehabilitation of Offenders Act 1974)');
  });

  it('validates with zod', () => {
    expect(convictionStatusSchema.safeParse('unspent').success).toBe(true);
    expect(convictionStatusSchema.safeParse('expired').success).toBe(false);
  });
});

describe('conviction types', () => {
  it('has the 16 form values of the spec in order', () => {
    expect(CONVICTION_TYPE_VALUES).toEqual([
      'theft_burglary_robbery',
      'fraud_financial_offences',
      'drug_offences_possession',
      'drug_offences_supply',
      'drug_offences_production',
      'driving_offences',
      'assault_violent_offences',
      'sexual_offences',
      'public_order_offences',
      'domestic_abuse_related',
      'terrorism_related_offences',
      'weapons_offences',
      'harassment_stalking',
      'arson',
      'breach_court_orders',
      'other',
    ]);
    expect(CONVICTION_TYPES.map((o) => o.value)).toEqual(CONVICTION_TYPE_VALUES);
  });

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
  it('shows not_applicable as N/A', () => {
    expect(MAPPA_LEVELS).toEqual([
      { value: 'level_1', label: 'Level 1' },
      { value: 'level_2', label: 'Level 2' },
      { value: 'level_3', label: 'Level 3' },
      { value: 'not_applicable', label: 'N/A' },
    ]);
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
