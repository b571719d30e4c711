import { z } from 'zod';
import { fairChanceListSchema, fairChanceSchema } from './option-schemas';
import {
  COMPANY_SIZE_VALUES,
  COUNTRY_VALUES,
  PROFILE_INDUSTRY_VALUES,
  SETUP_INDUSTRY_VALUES,
} from '../options/company';
import { isSkillId } from '../skills/catalogue';

// ---- Field schemas (shared by the setup form, the profile editor and the routes) --------------

/** Blank text becomes null: the API stores "not given" as null. */
/** A contact name's longest length (a person's first and last name). */
export const CONTACT_NAME_MAX = 80;

export const optionalText = (max: number, tooLong = `Please keep this under ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** One of `values`, or '' / null for "not chosen". */
export const optionalChoice = <const V extends readonly [string, ...string[]]>(values: V, message: string) =>
  z
    .union([z.literal('').transform(() => null), z.enum(values, { message })])
    .nullable()
    .optional();

/** Every industry the product offers: the 20 at setup and the 10 of the profile editor. */
export const COMPANY_INDUSTRY_VALUES = [
  ...new Set([...SETUP_INDUSTRY_VALUES, ...PROFILE_INDUSTRY_VALUES]),
] as [string, ...string[]];

export const COMPANY_NAME_MAX = 120;
export const COMPANY_DESCRIPTION_MAX = 2000;
export const PREFERRED_SKILLS_MAX = 40;

export const companyNameSchema = z
  .string({ message: 'Please enter your company name to continue.' })
  .trim()
  .min(1, 'Please enter your company name to continue.')
  .max(COMPANY_NAME_MAX, `Please keep the company name under ${COMPANY_NAME_MAX} characters`);

/**
 * A company website: blank for none; 'example.co.uk' is read as 'https://example.co.uk'.
 * Only http(s) addresses with a dotted host name are accepted.
 */
export const websiteUrlSchema = z
  .string()
  .trim()
  .max(300, 'Please keep the website address under 300 characters')
  .transform((value, ctx) => {
    if (value === '') return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname)) {
        return url.href;
      }
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid website address, like www.example.co.uk' });
    return z.NEVER;
  })
  .nullable()
  .optional();

/** Skill ids from the catalogue, duplicates dropped. */
export const skillIdListSchema = (max: number) =>
  z
    .array(z.string().refine(isSkillId, 'Please choose skills from the list'), {
      message: 'Please choose skills from the list',
    })
    .max(max, `Please choose at most ${max} skills`)
    .transform((ids) => [...new Set(ids)]);

const companyFields = {
  industry: optionalChoice(COMPANY_INDUSTRY_VALUES, 'Please choose an industry from the list'),
  companySize: optionalChoice(COMPANY_SIZE_VALUES, 'Please choose a company size from the list'),
  websiteUrl: websiteUrlSchema,
  description: optionalText(COMPANY_DESCRIPTION_MAX),
  locationCity: optionalText(100),
  locationCountry: optionalChoice(COUNTRY_VALUES, 'Please choose a country from the list'),
  /** Fair-chance commitments, shown as badges on the company's jobs. */
  fairChance: fairChanceListSchema.optional(),
  /** The person seekers talk to in messages (never taken from an e-mail address). */
  contactName: optionalText(CONTACT_NAME_MAX),
};

// ---- Requests ------------------------------------------------------------------------------

/** POST /api/company: the Company Setup form. */
export const companyCreateSchema = z.object({
  companyName: companyNameSchema,
  ...companyFields,
  preferredSkills: skillIdListSchema(PREFERRED_SKILLS_MAX).optional(),
});
export type CompanyCreateInput = z.input<typeof companyCreateSchema>;
export type CompanyCreate = z.output<typeof companyCreateSchema>;

/** PATCH /api/company: the Company Profile editor; only the fields sent change. */
export const companyUpdateSchema = z.object({
  companyName: companyNameSchema.optional(),
  ...companyFields,
  preferredSkills: skillIdListSchema(PREFERRED_SKILLS_MAX).optional(),
  /** A URL answered by POST /api/uploads/image (kind company-logo), or null to remove the logo. */
  logoUrl: z.string().max(300).nullable().optional(),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

// ---- Answers -------------------------------------------------------------------------------

export const companySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  logoUrl: z.string().nullable(),
  preferredSkills: z.array(z.string()),
  fairChance: z.array(fairChanceSchema),
  contactName: z.string().nullable(),
  profileCompletionPercentage: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The company of a demo employer account, an invented example: labelled "Sample". */
  sample: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const companyResponseSchema = z.object({ company: companySchema });
/** GET /api/company: null before Company Setup, an ordinary state (not an error). */
export const companyOrNoneResponseSchema = z.object({ company: companySchema.nullable() });

// ---- Export and erasure -------------------------------------------------------------------------

const exportRows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/employer/export (downloaded as a file). */
export const employerExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  signInMethods: exportRows,
  sessions: exportRows,
  company: z.record(z.string(), z.unknown()).nullable(),
  jobs: exportRows,
  favourites: exportRows,
  /** Applications to the company's jobs, with the statuses the employer set. */
  applicationsReceived: exportRows,
  talentSwipes: exportRows,
  matches: exportRows,
  conversations: exportRows,
  /** Interviews proposed to candidates: times, bookings, adjustments asked, cancellations. */
  interviews: exportRows,
});

/** The companies module's answers; 'notFound' is also other modules' answer for an employer with no company yet. */
export const COMPANY_MESSAGES = {
  createRole: 'Only hirers can create a company profile',
  readRole: 'Only hirers can access company profiles',
  updateRole: 'Only hirers can update company profiles',
  notFound: 'Company profile not found',
  exists: 'You already have a company profile',
} as const;

export const EMPLOYER_MESSAGES = { role: 'Only employers can do this' } as const;
