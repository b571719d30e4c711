import type { SkillCategoryId } from '../skills/category-ids';
import { selfLabelled } from './option';

// ---- Seeker job interest categories ---------------------------------------------------------

export const JOB_INTEREST_CATEGORY_VALUES = [
  'Construction',
  'Manufacturing',
  'Transportation',
  'Retail',
  'Hospitality',
  'Healthcare',
  'Service Industry',
  'Maintenance',
  'Logistics',
  'Agriculture',
] as const;
export type JobInterestCategory = (typeof JOB_INTEREST_CATEGORY_VALUES)[number];

export const JOB_INTEREST_CATEGORIES = selfLabelled(JOB_INTEREST_CATEGORY_VALUES);

/** Interest category used when an industry has no better match. */
export const DEFAULT_JOB_INTEREST_CATEGORY = 'Service Industry' satisfies JobInterestCategory;

// ---- Industry -> interest category ----------------------------------------------------------

/**
 * Suggestion category for every industry the product offers: the 20 hirer-setup industries
 * and the 10 company-profile industries. Keys are matched exactly (after trimming).
 */
export const INDUSTRY_TO_INTEREST: Readonly<Record<string, JobInterestCategory>> = Object.freeze({
  // Hirer setup industries
  'Accommodation and Food Services': 'Hospitality',
  'Administrative and Support Services': 'Service Industry',
  'Agriculture, Forestry and Fishing': 'Agriculture',
  'Arts, Entertainment and Recreation': 'Service Industry',
  'Construction and Building': 'Construction',
  'Education and Training': 'Service Industry',
  'Energy and Utilities': 'Maintenance',
  'Financial and Insurance Services': 'Service Industry',
  'Government and Public Administration': 'Service Industry',
  'Healthcare and Social Assistance': 'Healthcare',
  'Information Technology': 'Service Industry',
  Manufacturing: 'Manufacturing',
  'Mining and Resources': 'Construction',
  'Professional Services': 'Service Industry',
  'Property and Real Estate': 'Maintenance',
  'Retail and Consumer Services': 'Retail',
  'Transportation and Logistics': 'Transportation',
  'Wholesale Trade': 'Logistics',
  'Non-Profit and Community Services': 'Service Industry',
  Other: 'Service Industry',
  // Company profile industries (Manufacturing and Other above)
  Construction: 'Construction',
  Technology: 'Service Industry',
  Healthcare: 'Healthcare',
  Finance: 'Service Industry',
  Education: 'Service Industry',
  Retail: 'Retail',
  Hospitality: 'Hospitality',
  Transportation: 'Transportation',
});

/**
 * The job interest category used for skill suggestions for an industry.
 * An interest category maps to itself; anything unknown gives 'Service Industry'.
 */
export function industryToInterestCategory(industry: string | null | undefined): JobInterestCategory {
  const key = (industry ?? '').trim();
  if (Object.hasOwn(INDUSTRY_TO_INTEREST, key)) return INDUSTRY_TO_INTEREST[key] as JobInterestCategory;
  if ((JOB_INTEREST_CATEGORY_VALUES as readonly string[]).includes(key)) return key as JobInterestCategory;
  return DEFAULT_JOB_INTEREST_CATEGORY;
}

// ---- Interest category -> suggested skill categories -------------------------------------------

export const INTEREST_SKILL_CATEGORIES: Readonly<Record<JobInterestCategory, readonly SkillCategoryId[]>> =
  Object.freeze({
    Construction: ['construction', 'trades_technical'],
    Manufacturing: ['trades_technical', 'soft_skills'],
    Transportation: ['driving_logistics', 'soft_skills'],
    Retail: ['retail_customer', 'soft_skills'],
    Hospitality: ['catering_hospitality', 'soft_skills'],
    Healthcare: ['soft_skills', 'cleaning_maintenance'],
    'Service Industry': ['soft_skills', 'retail_customer'],
    Maintenance: ['cleaning_maintenance', 'trades_technical'],
    Logistics: ['driving_logistics', 'soft_skills'],
    Agriculture: ['soft_skills', 'trades_technical'],
  });

const FALLBACK_SKILL_CATEGORIES: readonly SkillCategoryId[] = Object.freeze(['soft_skills']);

/** Skill categories to suggest for an interest category; anything else gives ['soft_skills']. */
export function suggestedSkillCategories(interest: string | null | undefined): readonly SkillCategoryId[] {
  const key = interest ?? '';
  return Object.hasOwn(INTEREST_SKILL_CATEGORIES, key)
    ? INTEREST_SKILL_CATEGORIES[key as JobInterestCategory]
    : FALLBACK_SKILL_CATEGORIES;
}
