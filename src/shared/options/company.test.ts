import { describe, it, expect } from 'vitest';
import {
  COMPANY_SIZES,
  COUNTRIES,
  DEFAULT_COUNTRY,
  PROFILE_INDUSTRIES,
  SETUP_INDUSTRIES,
  companySizeSchema,
  countrySchema,
  profileIndustrySchema,
  setupIndustrySchema,
} from './company';

describe('company sizes', () => {
  it('maps each size band to its "employees" label', () => {
    expect(COMPANY_SIZES).toEqual([
      { value: '1-10', label: '1-10 employees' },
      { value: '11-50', label: '11-50 employees' },
      { value: '51-200', label: '51-200 employees' },
      { value: '201-500', label: '201-500 employees' },
      { value: '501-1000', label: '501-1000 employees' },
      { value: '1000+', label: '1000+ employees' },
    ]);
    expect(companySizeSchema.safeParse('1000+').success).toBe(true);
    expect(companySizeSchema.safeParse('1000+ employees').success).toBe(false);
  });
});

describe('setup industries', () => {
  it('has the 20 spec industries in order, ending with Other', () => {
    const values = SETUP_INDUSTRIES.map((o) => o.value);
    expect(values).toHaveLength(20);
    expect(new Set(values).size).toBe(20);
    expect(values[0]).toBe('Accommodation and Food Services');
    expect(values[2]).toBe('Agriculture, Forestry and Fishing');
    expect(values[16]).toBe('Transportation and Logistics');
    expect(values[18]).toBe('Non-Profit and Community Services');
    expect(values[19]).toBe('Other');
    expect(setupIndustrySchema.safeParse('Technology').success).toBe(false);
  });
});

describe('profile industries', () => {
  it('has the shorter list of 10 used by the company profile editor', () => {
    expect(PROFILE_INDUSTRIES.map((o) => o.value)).toEqual([
      'Construction',
      'Manufacturing',
      'Technology',
      'Healthcare',
      'Finance',
      'Education',
      'Retail',
      'Hospitality',
      'Transportation',
      'Other',
    ]);
    expect(profileIndustrySchema.safeParse('Technology').success).toBe(true);
  });
});

describe('countries', () => {
  it('has the 10 spec countries with the United Kingdom first', () => {
    expect(COUNTRIES.map((o) => o.label)).toEqual([
      'United Kingdom',
      'Ireland',
      'France',
      'Germany',
      'Spain',
      'Italy',
      'Netherlands',
      'Belgium',
      'Sweden',
      'Denmark',
    ]);
    expect(DEFAULT_COUNTRY).toBe('United Kingdom');
    expect(countrySchema.safeParse('UK').success).toBe(false);
  });
});
