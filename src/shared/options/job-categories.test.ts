import { describe, it, expect } from 'vitest';
import { JOB_CATEGORIES, JOB_CATEGORY_COUNT, JOB_CATEGORY_VALUES } from './job-categories';
import { jobCategorySchema } from '../contracts/option-schemas';

describe('job categories', () => {
  it('has exactly 75 categories', () => {
    expect(JOB_CATEGORY_COUNT).toBe(75);
    expect(JOB_CATEGORY_VALUES).toHaveLength(75);
    expect(JOB_CATEGORIES).toHaveLength(75);
  });

  it('has unique, trimmed, non-empty values (also case-insensitively)', () => {
    expect(new Set(JOB_CATEGORY_VALUES).size).toBe(75);
    expect(new Set(JOB_CATEGORY_VALUES.map((c) => c.toLowerCase())).size).toBe(75);
    for (const category of JOB_CATEGORY_VALUES) {
      expect(category.trim()).toBe(category);
      expect(category.length).toBeGreaterThan(0);
    }
  });

  it('includes the examples named by the spec', () => {
    for (const example of ['Construction & Building', 'Care Work', 'General Labour', 'Multiple Roles']) {
      expect(JOB_CATEGORY_VALUES).toContain(example);
    }
  });

  it('covers every required sector', () => {
    const covered = [
      'Plumbing & Heating', // trades
      'Machine Operation', // manufacturing
      'Warehouse Operative', // warehouse
      'Retail Sales Assistant', // retail
      'Kitchen Porter', // hospitality
      'HGV & LGV Driving', // transport
      'Cleaning', // cleaning
      'Security', // security
      'Administration', // admin
      'IT Support', // IT
      'Teaching Assistant', // education
      'Creative & Design', // creative
      'Agriculture & Farming', // agriculture
      'Hair & Beauty', // personal services
      'Temporary & Seasonal Work', // temporary
    ];
    for (const category of covered) expect(JOB_CATEGORY_VALUES).toContain(category);
  });

  it('uses each value as its label and validates with zod', () => {
    expect(JOB_CATEGORIES.every((o) => o.label === o.value)).toBe(true);
    expect(jobCategorySchema.safeParse('Care Work').success).toBe(true);
    expect(jobCategorySchema.safeParse('care work').success).toBe(false);
  });
});
