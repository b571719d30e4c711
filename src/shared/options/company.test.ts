import { describe, it, expect } from 'vitest';
import { COMPANY_SIZES, COUNTRIES, DEFAULT_COUNTRY, PROFILE_INDUSTRIES, SETUP_INDUSTRIES } from './company';
import {
  companySizeSchema,
  countrySchema,
  profileIndustrySchema,
  setupIndustrySchema,
} from '../contracts/option-schemas';

describe('company sizes', () => {
  // The bands and their order: spec-lists.test.ts.
  it('labels each size band "<band> employees" and validates the band', () => {
    for (const size of COMPANY_SIZES) expect(size.label).toBe(`${size.value} employees`);
    expect(companySizeSchema.safeParse('1000+').success).toBe(true);
    expect(companySizeSchema.safeParse('1000+ employees').success).toBe(false);
  });
});

describe('setup industries', () => {
  // The list and its order: spec-lists.test.ts.
  it('has unique values and accepts only them', () => {
    const values = SETUP_INDUSTRIES.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(setupIndustrySchema.safeParse('Technology').success).toBe(false);
  });
});

describe('profile industries', () => {
  it('is a list of its own (the company profile editor), validated by its own schema', () => {
    expect(PROFILE_INDUSTRIES.every((o) => o.label === o.value)).toBe(true);
    expect(profileIndustrySchema.safeParse('Technology').success).toBe(true);
  });
});

describe('countries', () => {
  it('defaults to the first country, the United Kingdom', () => {
    expect(DEFAULT_COUNTRY).toBe(COUNTRIES[0]?.value);
    expect(DEFAULT_COUNTRY).toBe('United Kingdom');
    expect(countrySchema.safeParse('UK').success).toBe(false);
  });
});
