import { describe, it, expect } from 'vitest';
import {
  DISABILITY_TYPES,
  DISABILITY_TYPE_VALUES,
  WORKPLACE_ADJUSTMENTS,
  WORKPLACE_ADJUSTMENT_VALUES,
} from './health';
import { disabilityTypeSchema, workplaceAdjustmentSchema } from '../contracts/option-schemas';

function expectReadableUniqueLabels(labels: readonly string[]): void {
  expect(new Set(labels).size).toBe(labels.length);
  for (const label of labels) {
    expect(label).not.toMatch(/_/);
    expect(label.charAt(0)).toMatch(/[A-Z]/);
  }
}

describe('disability types', () => {
  // The values and their order: spec-lists.test.ts.
  it('has an option for each value', () => {
    expect(DISABILITY_TYPES.map((o) => o.value)).toEqual([...DISABILITY_TYPE_VALUES]);
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
  // The values and their order: spec-lists.test.ts.
  it('has an option for each value', () => {
    expect(WORKPLACE_ADJUSTMENTS.map((o) => o.value)).toEqual([...WORKPLACE_ADJUSTMENT_VALUES]);
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
