import { z } from 'zod';

export const CV_TEMPLATE_VALUES = ['modern', 'classic', 'minimal'] as const;
export type CvTemplate = (typeof CV_TEMPLATE_VALUES)[number];
export const DEFAULT_CV_TEMPLATE: CvTemplate = 'modern';

/** Spec: all three flagged ATS optimised. */
export const CV_TEMPLATES: readonly { value: CvTemplate; label: string; description: string }[] = [
  { value: 'modern', label: 'Modern', description: 'Clean, contemporary design with accent colours' },
  { value: 'classic', label: 'Classic', description: 'Traditional professional layout' },
  { value: 'minimal', label: 'Minimal', description: 'Simple, clean design focused on content' },
];

export const CV_SKILL_CATEGORIES = [
  'Technical',
  'Programming Languages',
  'Frameworks & Libraries',
  'Tools & Software',
  'Soft Skills',
  'Languages',
  'Certifications',
  'Other',
] as const;
export type CvSkillCategory = (typeof CV_SKILL_CATEGORIES)[number];
export const CV_SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type CvSkillLevel = (typeof CV_SKILL_LEVELS)[number];
export const DEFAULT_SKILL_CATEGORY: CvSkillCategory = 'Technical';
export const DEFAULT_SKILL_LEVEL: CvSkillLevel = 'Intermediate';

export const SUMMARY_MIN = 50;
export const SUMMARY_MAX = 500;

/** The most of each list a CV holds: capped here, and the builder stops offering Add there. */
export const CV_LIST_MAX = { achievements: 12, education: 10, certifications: 20 } as const;

export const CV_STEPS = [
  'Template',
  'Personal Info',
  'Summary',
  'Experience',
  'Skills & Education',
  'Preview & Export',
] as const;

const text = (max: number, label: string) =>
  z.string().max(max, `${label} can be at most ${max} characters`).default('');
/** A month as YYYY-MM, or '' when not given. */
const month = (label: string) =>
  z
    .string()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, `${label}: use a month written as YYYY-MM`)
    .default('');
const entryId = z.string().min(1).max(40);

/** The CV builder's message for a link that is not a web address (spec). */
export const CV_LINK_MESSAGE = 'Enter a web address, like www.example.co.uk';

/** An optional link: empty, or an http(s) address (a bare "www." one counts). */
export function isOptionalUrl(value: string): boolean {
  const v = value.trim();
  if (!v) return true;
  try {
    const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const cvPersonalInfoSchema = z.object({
  fullName: text(100, 'Full name'),
  /** The job the seeker is after, shown under the name (prefilled from the profile's job title). */
  targetTitle: text(120, 'Job title wanted'),
  email: text(254, 'Email'),
  phone: text(30, 'Phone'),
  location: text(120, 'Location'),
  linkedin: text(300, 'LinkedIn'),
  website: text(300, 'Website'),
});

export const cvExperienceSchema = z.object({
  id: entryId,
  jobTitle: text(120, 'Job title'),
  company: text(120, 'Company'),
  location: text(120, 'Location'),
  startDate: month('Start date'),
  endDate: month('End date'),
  current: z.boolean().default(false),
  achievements: z
    .array(z.string().max(300, 'Achievements can be at most 300 characters'))
    .max(CV_LIST_MAX.achievements)
    .default(['']),
});
export type CvExperience = z.infer<typeof cvExperienceSchema>;

export const cvSkillSchema = z.object({
  name: z.string().trim().min(1, 'Enter a skill').max(60, 'Skills can be at most 60 characters'),
  category: z.enum(CV_SKILL_CATEGORIES, { message: 'Choose a skill category from the list' }),
  level: z.enum(CV_SKILL_LEVELS, { message: 'Choose a skill level from the list' }),
});

export const cvEducationSchema = z.object({
  id: entryId,
  degree: text(150, 'Qualification'),
  institution: text(150, 'Institution'),
  location: text(120, 'Location'),
  startDate: month('Start date'),
  endDate: month('End date'),
  current: z.boolean().default(false),
});
export type CvEducation = z.infer<typeof cvEducationSchema>;

export const cvCertificationSchema = z.object({
  id: entryId,
  name: text(150, 'Certificate'),
  issuer: text(150, 'Issuer'),
  date: month('Date'),
});

/** Spec entity "CV data". Drafts may have blanks; the steps' rules say when each is complete. */
export const cvDataSchema = z.object({
  template: z.enum(CV_TEMPLATE_VALUES, { message: 'Choose a template' }).default(DEFAULT_CV_TEMPLATE),
  personalInfo: cvPersonalInfoSchema.default({
    fullName: '',
    targetTitle: '',
    email: '',
    phone: '',
    location: '',
    linkedin: '',
    website: '',
  }),
  professionalSummary: z.object({ content: text(SUMMARY_MAX, 'The summary') }).default({ content: '' }),
  workExperience: z.array(cvExperienceSchema).max(20, 'At most 20 jobs').default([]),
  skills: z.array(cvSkillSchema).max(50, 'At most 50 skills').default([]),
  education: z
    .array(cvEducationSchema)
    .max(CV_LIST_MAX.education, `At most ${CV_LIST_MAX.education} qualifications`)
    .default([]),
  certifications: z
    .array(cvCertificationSchema)
    .max(CV_LIST_MAX.certifications, `At most ${CV_LIST_MAX.certifications} certificates`)
    .default([]),
});
export type CvData = z.infer<typeof cvDataSchema>;
export type CvDataInput = z.input<typeof cvDataSchema>;

const link = (label: string) =>
  z
    .string()
    .max(300, `${label} can be at most 300 characters`)
    .refine(isOptionalUrl, CV_LINK_MESSAGE)
    .default('');

/**
 * What the CV builder's form checks as the seeker types: the CV, with its two links web
 * addresses. Saving stays on cvDataSchema, so a step can be left half done (the spec saves it).
 */
export const cvFormSchema = cvDataSchema.extend({
  personalInfo: cvPersonalInfoSchema.extend({ linkedin: link('LinkedIn'), website: link('Website') }),
});

export const saveCvSchema = z.object({
  data: cvDataSchema,
  /** The wizard step being left (0-5), to resume there. */
  step: z.number().int().min(0).max(5).default(0),
});
export type SaveCvInput = z.input<typeof saveCvSchema>;

export const cvResponseSchema = z.object({
  /** The saved CV, or null before the seeker creates one. */
  cv: cvDataSchema.nullable(),
  /**
   * What a new CV starts from: the profile's name, e-mail, phone, place, job title (the CV's
   * target title), bio (or headline) as the summary, and skills.
   */
  prefill: cvDataSchema,
  step: z.number().int(),
  updatedAt: z.string().nullable(),
  atsScore: z.number().int().nullable(),
});
export type CvResponse = z.infer<typeof cvResponseSchema>;

export const cvSuggestSchema = z.object({
  field: z.enum(['summary', 'achievement']),
  text: z.string().max(500).default(''),
  /** For an achievement: the job it belongs to. */
  jobTitle: z.string().max(120).optional(),
});
export type CvSuggestInput = z.input<typeof cvSuggestSchema>;
export const cvSuggestResponseSchema = z.object({
  suggestions: z.array(z.string()),
  source: z.enum(['model', 'offline']),
  hint: z.string().nullable(),
  /** Why NewLeaf's offline helper answered when a model is configured (failed, limit reached). */
  notice: z.string().nullable(),
});
export type CvSuggestResponse = z.infer<typeof cvSuggestResponseSchema>;

export const CV_FORMATS = ['pdf', 'docx', 'txt'] as const;
export type CvFormat = (typeof CV_FORMATS)[number];
export const cvFormatParamsSchema = z.object({
  format: z.enum(CV_FORMATS, { message: 'The format is pdf, docx or txt' }),
});

export const CV_MESSAGES = {
  seekersOnly: 'Only job seekers can build a CV',
  notFound: 'No CV yet: create one in the CV Builder first',
  noAccess: 'This CV is not shared with you',
  modelFailed:
    "The AI model didn't answer just now, so NewLeaf's offline helper made these suggestions instead.",
} as const;
