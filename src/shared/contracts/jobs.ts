import { z } from 'zod';
import { COUNTRY_VALUES } from '../options/company';
import { JOB_CATEGORY_VALUES } from '../options/job-categories';
import { EMPLOYMENT_TYPE_VALUES, EXPERIENCE_LEVEL_VALUES } from '../options/work';
import { DEFAULT_JOB_SORT, JOB_SORT_VALUES } from '../options/job-sort';
import { JOB_LIST_VALUES, JOB_STATUS_VALUES } from '../options/job-status';
import { optionalChoice, optionalText, skillIdListSchema } from './company';
import { JOB_BENEFIT_VALUES, JOB_REQUIREMENT_MAX_CHARS, JOB_REQUIREMENTS_MAX } from '../options/benefits';

// ---- Status and sorting --------------------------------------------------------------------

export { JOB_LIST_STATUSES, type JobList, type JobStatus } from '../options/job-status';
export { JOB_SORT_OPTIONS } from '../options/job-sort-options';
export const jobStatusSchema = z.enum(JOB_STATUS_VALUES);
export const jobListSchema = z.enum(JOB_LIST_VALUES);

/** Status a job is created with: Save as Draft or Post Job. */
export const jobCreateStatusSchema = z.enum(['draft', 'active']);

export const jobSortSchema = z.enum(JOB_SORT_VALUES);
export type JobSort = z.infer<typeof jobSortSchema>;

// ---- Fields --------------------------------------------------------------------------------

export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;
export const REQUIRED_SKILLS_MAX = 30;
/** Annual salary bounds in whole pounds. */
export const SALARY_MIN_GBP = 1_000;
export const SALARY_MAX_GBP = 500_000;

const salarySchema = z
  .number({ message: 'Please enter the salary as a number of pounds' })
  .int('Please enter the salary in whole pounds')
  .min(SALARY_MIN_GBP, 'Salary must be at least £1,000 a year')
  .max(SALARY_MAX_GBP, 'Salary must be at most £500,000 a year')
  .nullable()
  .optional();

export const jobTitleSchema = z
  .string({ message: 'Please provide a job title.' })
  .trim()
  .min(1, 'Please provide a job title.')
  .max(JOB_TITLE_MAX, `Please keep the job title under ${JOB_TITLE_MAX} characters`);

/** Lines of "what you will need": blank lines dropped, each trimmed. */
const requirementsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(
        JOB_REQUIREMENT_MAX_CHARS,
        `Please keep each requirement under ${JOB_REQUIREMENT_MAX_CHARS} characters`,
      ),
  )
  .transform((lines) => lines.filter((line) => line !== ''))
  .pipe(
    z.array(z.string()).max(JOB_REQUIREMENTS_MAX, `Please list at most ${JOB_REQUIREMENTS_MAX} requirements`),
  );

const benefitsSchema = z
  .array(z.enum(JOB_BENEFIT_VALUES, { message: 'Please choose benefits from the list' }))
  .transform((list) => [...new Set(list)]);

/**
 * The closing date, YYYY-MM-DD (the job closes at the end of that day, UK time): today or later,
 * at most JOB_MAX_OPEN_DAYS ahead. '' or null: 30 days after publishing.
 */
export const closingDateSchema = z
  .union([
    z.literal('').transform(() => null),
    z.iso.date({ message: 'Please give the closing date as a date' }),
  ])
  .nullable()
  .optional();

const jobFields = {
  description: optionalText(JOB_DESCRIPTION_MAX),
  category: optionalChoice(JOB_CATEGORY_VALUES, 'Please choose a category from the list'),
  employmentType: optionalChoice(EMPLOYMENT_TYPE_VALUES, 'Please choose an employment type from the list'),
  experienceLevel: optionalChoice(EXPERIENCE_LEVEL_VALUES, 'Please choose an experience level from the list'),
  locationCity: optionalText(100),
  locationCountry: optionalChoice(COUNTRY_VALUES, 'Please choose a country from the list'),
  salaryMin: salarySchema,
  salaryMax: salarySchema,
  requiredSkills: skillIdListSchema(REQUIRED_SKILLS_MAX).optional(),
  subjectToDbsBarring: z.boolean().optional(),
  requirements: requirementsSchema.optional(),
  benefits: benefitsSchema.optional(),
  closingDate: closingDateSchema,
};

const salaryOrdered = (job: { salaryMin?: number | null; salaryMax?: number | null }) =>
  job.salaryMin == null || job.salaryMax == null || job.salaryMin <= job.salaryMax;
const SALARY_ORDER_MESSAGE = 'The minimum salary cannot be more than the maximum';

// ---- Requests ------------------------------------------------------------------------------

/** POST /api/jobs: Save as Draft (status draft) or Post Job (status active). */
export const jobCreateSchema = z
  .object({ title: jobTitleSchema, ...jobFields, status: jobCreateStatusSchema })
  .refine(salaryOrdered, { message: SALARY_ORDER_MESSAGE, path: ['salaryMax'] });
export type JobCreateInput = z.input<typeof jobCreateSchema>;
export type JobCreate = z.output<typeof jobCreateSchema>;

/** PATCH /api/jobs/:id: only the fields sent change; status changes through publish/archive. */
export const jobUpdateSchema = z
  .object({ title: jobTitleSchema.optional(), ...jobFields })
  .refine(salaryOrdered, { message: SALARY_ORDER_MESSAGE, path: ['salaryMax'] });
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;
export type JobUpdate = z.output<typeof jobUpdateSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid({ message: 'Job not found' }) });

/** GET /api/jobs/mine */
export const myJobsQuerySchema = z.object({
  status: jobListSchema.optional(),
  sort: jobSortSchema.default(DEFAULT_JOB_SORT),
});

// ---- Answers -------------------------------------------------------------------------------

export const jobSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  /** The company's fair-chance commitments (badges). */
  companyFairChance: z.array(z.string()),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  employmentType: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.literal('GBP'),
  requiredSkills: z.array(z.string()),
  subjectToDbsBarring: z.boolean(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  status: jobStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** When an active job closes (ISO instant): the end of its closing date, UK time. */
  closesAt: z.string().nullable(),
  /** Why a moderator holds, refused or took down the job, in words for the employer (else null). */
  moderationNote: z.string().nullable(),
  /** True when the signed-in user's company owns the job (may edit it). */
  isOwn: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponseSchema = z.object({ job: jobSchema });
export const jobListResponseSchema = z.object({ jobs: z.array(jobSchema) });

/** GET /api/jobs/counts: the employer's jobs per status; notArchived is the spec's Active Jobs figure. */
export const jobCountsSchema = z.object({
  active: z.number().int(),
  draft: z.number().int(),
  archived: z.number().int(),
  notArchived: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

// ---- Messages the spec gives ---------------------------------------------------------------

export { JOB_MESSAGES } from './job-messages';
