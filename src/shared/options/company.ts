import { selfLabelled, toOptions } from './option';

// ---- Company size -----------------------------------------------------------------------

export const COMPANY_SIZE_VALUES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

export const COMPANY_SIZES = toOptions(COMPANY_SIZE_VALUES, {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-500': '201-500 employees',
  '501-1000': '501-1000 employees',
  '1000+': '1000+ employees',
});

// ---- Industries at hirer setup (20) ----------------------------------------------------------

export const SETUP_INDUSTRY_VALUES = [
  'Accommodation and Food Services',
  'Administrative and Support Services',
  'Agriculture, Forestry and Fishing',
  'Arts, Entertainment and Recreation',
  'Construction and Building',
  'Education and Training',
  'Energy and Utilities',
  'Financial and Insurance Services',
  'Government and Public Administration',
  'Healthcare and Social Assistance',
  'Information Technology',
  'Manufacturing',
  'Mining and Resources',
  'Professional Services',
  'Property and Real Estate',
  'Retail and Consumer Services',
  'Transportation and Logistics',
  'Wholesale Trade',
  'Non-Profit and Community Services',
  'Other',
] as const;

export const SETUP_INDUSTRIES = selfLabelled(SETUP_INDUSTRY_VALUES);

// ---- Industries in the company profile editor (10) ----------------------------------------------

export const PROFILE_INDUSTRY_VALUES = [
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
] as const;

export const PROFILE_INDUSTRIES = selfLabelled(PROFILE_INDUSTRY_VALUES);

// ---- Countries -----------------------------------------------------------------------------

export const COUNTRY_VALUES = [
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
] as const;
export type Country = (typeof COUNTRY_VALUES)[number];

export const COUNTRIES = selfLabelled(COUNTRY_VALUES);

export const DEFAULT_COUNTRY = 'United Kingdom' satisfies Country;
