import { z } from 'zod';
import {
  COMPANY_SIZE_VALUES,
  COUNTRY_VALUES,
  PROFILE_INDUSTRY_VALUES,
  SETUP_INDUSTRY_VALUES,
} from '../options/company';
import { CONVICTION_STATUS_VALUES, CONVICTION_TYPE_VALUES, MAPPA_LEVEL_VALUES } from '../options/conviction';
import { DISABILITY_CONFIDENT_LEVELS, FAIR_CHANCE_VALUES } from '../options/fair-chance';
import { DISABILITY_TYPE_VALUES, WORKPLACE_ADJUSTMENT_VALUES } from '../options/health';
import { JOB_CATEGORY_VALUES } from '../options/job-categories';
import { JOB_INTEREST_CATEGORY_VALUES } from '../options/job-interest';
import { AVAILABILITY_STATUS_VALUES, EMPLOYMENT_TYPE_VALUES, WORK_PREFERENCE_VALUES } from '../options/work';
import { SHARING_CHOICE_VALUES } from '../rules/disclosure-sharing';
import { SKILL_IDS } from '../skills/catalogue';
import { SKILL_CATEGORY_IDS } from '../skills/category-ids';

/**
 * The option lists' schemas, apart from the lists: a screen that only shows an option's label
 * imports the list without zod (it is ~22 KB of a first visit's script).
 */

export const fairChanceSchema = z.enum(FAIR_CHANCE_VALUES, {
  message: 'Please choose commitments from the list',
});

/** A company's commitments: duplicates dropped, at most one Disability Confident level. */
export const fairChanceListSchema = z
  .array(fairChanceSchema)
  .max(FAIR_CHANCE_VALUES.length)
  .transform((list) => FAIR_CHANCE_VALUES.filter((v) => list.includes(v)))
  .refine((list) => list.filter((v) => DISABILITY_CONFIDENT_LEVELS.includes(v)).length <= 1, {
    message: 'Choose one Disability Confident level',
  });

export const jobCategorySchema = z.enum(JOB_CATEGORY_VALUES);

export const disabilityTypeSchema = z.enum(DISABILITY_TYPE_VALUES);

export const workplaceAdjustmentSchema = z.enum(WORKPLACE_ADJUSTMENT_VALUES);

export const jobInterestCategorySchema = z.enum(JOB_INTEREST_CATEGORY_VALUES);

export const convictionStatusSchema = z.enum(CONVICTION_STATUS_VALUES);

export const convictionTypeSchema = z.enum(CONVICTION_TYPE_VALUES);

export const mappaLevelSchema = z.enum(MAPPA_LEVEL_VALUES);

export const workPreferenceSchema = z.enum(WORK_PREFERENCE_VALUES);

export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPE_VALUES);

export const availabilityStatusSchema = z.enum(AVAILABILITY_STATUS_VALUES);

export const companySizeSchema = z.enum(COMPANY_SIZE_VALUES);

export const setupIndustrySchema = z.enum(SETUP_INDUSTRY_VALUES);

export const profileIndustrySchema = z.enum(PROFILE_INDUSTRY_VALUES);

export const countrySchema = z.enum(COUNTRY_VALUES);

export const skillIdSchema = z.enum(SKILL_IDS);

export const skillCategoryIdSchema = z.enum(SKILL_CATEGORY_IDS);

export const sharingChoiceSchema = z.enum(SHARING_CHOICE_VALUES);
