import { describe, it, expect } from 'vitest';
import {
  DISABILITY_TYPES,
  DISABILITY_TYPE_VALUES,
  WORKPLACE_ADJUSTMENTS,
  WORKPLACE_ADJUSTMENT_VALUES,
  disabilityTypeSchema,
  workplaceAdjustmentSchema,
} from './health';

function expectReadableUniqueLabels(labels: readonly string[]): void {
  expect(new Set(labels).size).toBe(labels.length);
  for (const label of labels) {
    expect(label).not.toMatch(/_/);
    expect(label.charAt(0)).toMatch(/[A-Z]/);
  }
}

describe('disability types', () => {
  it('has the 10 spec values in order', () => {
    expect(DISABILITY_TYPE_VALUES).toEqual([
      'mobility_physical_access',
      'sensory_hearing_vision_processing',
      'long_term_medical_condition',
      'neurodivergence',
      'learning_difficulty',
      'mental_health',
      'communication_needs',
      'cognitive_memory_difficulties',
      'other',
      'prefer_not_to_specify',
    ]);
    expect(DISABILITY_TYPES.map((o) => o.value)).toEqual(DISABILITY_TYPE_VALUES);
  });

  it('has readable labels', () => {
    expectReadableUniqueLabels(DISABILITY_TYPES.map((o) => o.label));
    expect(DISABILITY_TYPES.find((o) => o.value === 'prefer_not_to_specify')?.label).toBe(
      'Prefer not to specify',
    );
  });

  it('validates form values only', () => {
    expect(disabilityTypeSchema.safeParse('mental_health').success).toBe(true);
    expect(disabilityTypeSchema.safeParse('mobility_physical').success).toBe(false);
  });
});

describe('workplace adjustments', () => {
  it('has the 7 spec values in order', () => {
    expect(WORKPLACE_ADJUSTMENT_VALUES).toEqual([
      'flexible_working_hours',
      'remote_work_option',
      'additional_training_support',
      'assistive_technology',
      'modified_physical_work_environment',
      'communication_support',
      'none',
    ]);
    expect(WORKPLACE_ADJUSTMENTS.map((o) => o.value)).toEqual(WORKPLACE_ADJUSTMENT_VALUES);
  });

  it('has readable labels', () => {
    expectReadableUniqueLabels(WORKPLACE_ADJUSTMENTS.map((o) => o.label));
    expect(WORKPLACE_ADJUSTMENTS[0]?.label).toBe('Flexible working hours');
  });

  it('validates form values only', () => {
    expect(workplaceAdjustmentSchema.safeParse('none').success).toBe(true);
    expect(workplaceAdjustmentSchema.safeParse('remote_work').success).toBe(false);
  });
});
