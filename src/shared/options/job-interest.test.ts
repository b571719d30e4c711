import { describe, it, expect } from 'vitest';
import {
  JOB_INTEREST_CATEGORY_VALUES,
  industryToInterestCategory,
  suggestedSkillCategories,
} from './job-interest';
import { PROFILE_INDUSTRY_VALUES, SETUP_INDUSTRY_VALUES } from './company';
import { SKILL_CATEGORY_IDS } from '../skills/category-ids';

// The categories, their order and the industry → skill-category table: spec-lists.test.ts.

describe('industryToInterestCategory', () => {
  it('maps Transportation and Logistics to Transportation', () => {
    expect(industryToInterestCategory('Transportation and Logistics')).toBe('Transportation');
  });

  it('maps obvious setup industries to their interest category', () => {
    expect(industryToInterestCategory('Construction and Building')).toBe('Construction');
    expect(industryToInterestCategory('Accommodation and Food Services')).toBe('Hospitality');
    expect(industryToInterestCategory('Healthcare and Social Assistance')).toBe('Healthcare');
    expect(industryToInterestCategory('Retail and Consumer Services')).toBe('Retail');
    expect(industryToInterestCategory('Agriculture, Forestry and Fishing')).toBe('Agriculture');
    expect(industryToInterestCategory('Manufacturing')).toBe('Manufacturing');
    expect(industryToInterestCategory('Wholesale Trade')).toBe('Logistics');
  });

  it('maps the company profile industries', () => {
    expect(industryToInterestCategory('Hospitality')).toBe('Hospitality');
    expect(industryToInterestCategory('Transportation')).toBe('Transportation');
    expect(industryToInterestCategory('Technology')).toBe('Service Industry');
  });

  it('gives a valid interest category for every offered industry', () => {
    for (const industry of [...SETUP_INDUSTRY_VALUES, ...PROFILE_INDUSTRY_VALUES]) {
      expect(JOB_INTEREST_CATEGORY_VALUES).toContain(industryToInterestCategory(industry));
    }
  });

  it('maps an interest category to itself', () => {
    for (const interest of JOB_INTEREST_CATEGORY_VALUES) {
      expect(industryToInterestCategory(interest)).toBe(interest);
    }
  });

  it('defaults to Service Industry', () => {
    expect(industryToInterestCategory('Space Tourism')).toBe('Service Industry');
    expect(industryToInterestCategory('')).toBe('Service Industry');
    expect(industryToInterestCategory(null)).toBe('Service Industry');
    expect(industryToInterestCategory(undefined)).toBe('Service Industry');
    expect(industryToInterestCategory('toString')).toBe('Service Industry');
  });

  it('ignores surrounding whitespace', () => {
    expect(industryToInterestCategory('  Transportation and Logistics ')).toBe('Transportation');
  });
});

describe('suggestedSkillCategories', () => {
  it('gives soft_skills for anything else', () => {
    expect(suggestedSkillCategories('Astronomy')).toEqual(['soft_skills']);
    expect(suggestedSkillCategories('construction')).toEqual(['soft_skills']);
    expect(suggestedSkillCategories(null)).toEqual(['soft_skills']);
    expect(suggestedSkillCategories('hasOwnProperty')).toEqual(['soft_skills']);
  });

  it('only names real skill categories', () => {
    for (const interest of JOB_INTEREST_CATEGORY_VALUES) {
      for (const category of suggestedSkillCategories(interest)) {
        expect(SKILL_CATEGORY_IDS).toContain(category);
      }
    }
  });
});
