import { describe, it, expect } from 'vitest';
import {
  AVAILABILITY_STATUS,
  DEFAULT_AVAILABILITY_STATUS,
  DEFAULT_EMPLOYMENT_TYPE,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  WORK_PREFERENCES,
  WORK_PREFERENCE_VALUES,
} from './work';
import {
  availabilityStatusSchema,
  employmentTypeSchema,
  workPreferenceSchema,
} from '../contracts/option-schemas';
import { humaniseValue } from '../rules/format';

describe('work preferences', () => {
  // The values and their order: spec-lists.test.ts.
  it('has an option for each value', () => {
    expect(WORK_PREFERENCES.map((o) => o.value)).toEqual([...WORK_PREFERENCE_VALUES]);
  });

  it('shows each value with underscores as spaces, capitalised', () => {
    expect(WORK_PREFERENCES[0]).toEqual({ value: 'full_time', label: 'Full time' });
    for (const option of WORK_PREFERENCES) {
      expect(option.label).toBe(humaniseValue(option.value));
    }
  });

  it('validates with zod', () => {
    expect(workPreferenceSchema.safeParse('zero_hours').success).toBe(true);
    expect(workPreferenceSchema.safeParse('Zero hours').success).toBe(false);
  });
});

describe('employment types', () => {
  // The types and their order: spec-lists.test.ts.
  it('shows each type as the spec writes it and validates it', () => {
    expect(EMPLOYMENT_TYPES.every((o) => o.label === o.value)).toBe(true);
    expect(employmentTypeSchema.safeParse(DEFAULT_EMPLOYMENT_TYPE).success).toBe(true);
    expect(employmentTypeSchema.safeParse('full_time').success).toBe(false);
  });
});

describe('experience levels', () => {
  it('lists entry to supervisor with UK labels', () => {
    expect(EXPERIENCE_LEVELS).toEqual([
      { value: 'entry', label: 'Entry level' },
      { value: 'some', label: 'Some experience' },
      { value: 'experienced', label: 'Experienced' },
      { value: 'supervisor', label: 'Supervisor / Manager' },
    ]);
  });
});

describe('availability status', () => {
  it('starts as actively looking', () => {
    expect(DEFAULT_AVAILABILITY_STATUS).toBe('actively_looking');
    expect(AVAILABILITY_STATUS.map((o) => o.value)).toEqual([
      'actively_looking',
      'open_to_offers',
      'not_looking',
    ]);
    expect(AVAILABILITY_STATUS[0]?.label).toBe('Actively looking');
    expect(availabilityStatusSchema.safeParse('available').success).toBe(false);
  });
});
