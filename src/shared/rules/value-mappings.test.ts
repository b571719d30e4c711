import { describe, it, expect } from 'vitest';
import {
  STORED_ADJUSTMENT_VALUES,
  STORED_CONVICTION_TYPE_VALUES,
  STORED_DISABILITY_TYPE_VALUES,
  adjustmentFromStored,
  adjustmentsFromStored,
  convictionTypeFromStored,
  convictionTypesFromStored,
  disabilityTypeFromStored,
  disabilityTypesFromStored,
  mapAdjustment,
  mapAdjustments,
  mapConvictionType,
  mapConvictionTypes,
  mapDisabilityType,
  mapDisabilityTypes,
  mapWorkPreference,
  mapWorkPreferences,
  storedConvictionTypeSchema,
  workPreferenceFromStored,
  workPreferencesFromStored,
} from './value-mappings';
import { CONVICTION_TYPE_VALUES } from '../options/conviction';
import { DISABILITY_TYPE_VALUES, WORKPLACE_ADJUSTMENT_VALUES } from '../options/health';
import { WORK_PREFERENCE_VALUES } from '../options/work';

describe('conviction types', () => {
  it('maps the renamed values', () => {
    expect(mapConvictionType('drug_offences_possession')).toBe('drug_possession');
    expect(mapConvictionType('drug_offences_supply')).toBe('drug_supply_production');
    expect(mapConvictionType('drug_offences_production')).toBe('drug_supply_production');
    expect(mapConvictionType('fraud_financial_offences')).toBe('fraud_financial');
    expect(mapConvictionType('assault_violent_offences')).toBe('assault_violent');
    expect(mapConvictionType('domestic_abuse_related')).toBe('domestic_abuse');
  });

  it('keeps the other values unchanged', () => {
    for (const value of [
      'theft_burglary_robbery',
      'driving_offences',
      'sexual_offences',
      'public_order_offences',
      'terrorism_related_offences',
      'weapons_offences',
      'harassment_stalking',
      'arson',
      'breach_court_orders',
      'other',
    ] as const) {
      expect(mapConvictionType(value)).toBe(value);
    }
  });

  it('produces exactly the stored value list', () => {
    expect(new Set(CONVICTION_TYPE_VALUES.map(mapConvictionType))).toEqual(
      new Set(STORED_CONVICTION_TYPE_VALUES),
    );
    expect(STORED_CONVICTION_TYPE_VALUES).toHaveLength(15);
    expect(storedConvictionTypeSchema.safeParse('drug_supply_production').success).toBe(true);
  });

  it('de-duplicates lists: supply and production become one value', () => {
    expect(mapConvictionTypes(['drug_offences_supply', 'arson', 'drug_offences_production'])).toEqual([
      'drug_supply_production',
      'arson',
    ]);
    expect(mapConvictionTypes(null)).toEqual([]);
    expect(mapConvictionTypes(undefined)).toEqual([]);
  });

  it('maps stored values back to form values for editing', () => {
    expect(convictionTypeFromStored('drug_supply_production')).toBe('drug_offences_supply');
    expect(convictionTypeFromStored('drug_possession')).toBe('drug_offences_possession');
    expect(convictionTypeFromStored('fraud_financial')).toBe('fraud_financial_offences');
    expect(convictionTypeFromStored('assault_violent')).toBe('assault_violent_offences');
    expect(convictionTypeFromStored('domestic_abuse')).toBe('domestic_abuse_related');
    expect(convictionTypeFromStored('arson')).toBe('arson');
  });

  it('accepts form values already stored and drops unknown values', () => {
    expect(convictionTypeFromStored('drug_offences_production')).toBe('drug_offences_production');
    expect(convictionTypeFromStored('jaywalking')).toBeUndefined();
    expect(convictionTypesFromStored(['arson', 'jaywalking', 'fraud_financial', 'arson'])).toEqual([
      'arson',
      'fraud_financial_offences',
    ]);
    expect(convictionTypesFromStored(null)).toEqual([]);
  });

  it('round-trips every form value except production (merged into supply)', () => {
    for (const value of CONVICTION_TYPE_VALUES) {
      const expected = value === 'drug_offences_production' ? 'drug_offences_supply' : value;
      expect(convictionTypeFromStored(mapConvictionType(value))).toBe(expected);
    }
  });
});

describe('disability types', () => {
  it('maps the renamed values and keeps the rest', () => {
    expect(mapDisabilityType('mobility_physical_access')).toBe('mobility_physical');
    expect(mapDisabilityType('sensory_hearing_vision_processing')).toBe('sensory_hearing_vision');
    expect(mapDisabilityType('long_term_medical_condition')).toBe('long_term_medical');
    expect(mapDisabilityType('cognitive_memory_difficulties')).toBe('cognitive_memory');
    expect(mapDisabilityType('mental_health')).toBe('mental_health');
    expect(mapDisabilityType('prefer_not_to_specify')).toBe('prefer_not_to_specify');
  });

  it('produces exactly the stored value list and round-trips', () => {
    expect(DISABILITY_TYPE_VALUES.map(mapDisabilityType)).toEqual([...STORED_DISABILITY_TYPE_VALUES]);
    for (const value of DISABILITY_TYPE_VALUES) {
      expect(disabilityTypeFromStored(mapDisabilityType(value))).toBe(value);
    }
  });

  it('handles lists', () => {
    expect(mapDisabilityTypes(['mental_health', 'mental_health', 'other'])).toEqual([
      'mental_health',
      'other',
    ]);
    expect(disabilityTypesFromStored(['cognitive_memory', 'unknown_value'])).toEqual([
      'cognitive_memory_difficulties',
    ]);
    expect(mapDisabilityTypes(null)).toEqual([]);
  });
});

describe('workplace adjustments', () => {
  it('maps the renamed values and keeps the rest', () => {
    expect(mapAdjustment('flexible_working_hours')).toBe('flexible_hours');
    expect(mapAdjustment('remote_work_option')).toBe('remote_work');
    expect(mapAdjustment('additional_training_support')).toBe('training_support');
    expect(mapAdjustment('modified_physical_work_environment')).toBe('modified_environment');
    expect(mapAdjustment('assistive_technology')).toBe('assistive_technology');
    expect(mapAdjustment('communication_support')).toBe('communication_support');
    expect(mapAdjustment('none')).toBe('none');
  });

  it('produces exactly the stored value list and round-trips', () => {
    expect(WORKPLACE_ADJUSTMENT_VALUES.map(mapAdjustment)).toEqual([...STORED_ADJUSTMENT_VALUES]);
    for (const value of WORKPLACE_ADJUSTMENT_VALUES) {
      expect(adjustmentFromStored(mapAdjustment(value))).toBe(value);
    }
  });

  it('handles lists', () => {
    expect(mapAdjustments(['remote_work_option', 'none'])).toEqual(['remote_work', 'none']);
    expect(adjustmentsFromStored(['training_support', 'remote_work', 'teleport'])).toEqual([
      'additional_training_support',
      'remote_work_option',
    ]);
    expect(adjustmentsFromStored(undefined)).toEqual([]);
  });
});

describe('work preferences', () => {
  it('maps every value to itself', () => {
    for (const value of WORK_PREFERENCE_VALUES) {
      expect(mapWorkPreference(value)).toBe(value);
      expect(workPreferenceFromStored(value)).toBe(value);
    }
  });

  it('de-duplicates lists and drops unknown stored values', () => {
    expect(mapWorkPreferences(['nights', 'nights', 'full_time'])).toEqual(['nights', 'full_time']);
    expect(workPreferencesFromStored(['weekends', 'Full time'])).toEqual(['weekends']);
    expect(mapWorkPreferences(null)).toEqual([]);
  });
});
