import { z } from 'zod';
import {
  convictionStatusSchema,
  convictionTypeSchema,
  mappaLevelSchema,
  disabilityTypeSchema,
  workplaceAdjustmentSchema,
  availabilityStatusSchema,
  workPreferenceSchema,
  jobInterestCategorySchema,
  countrySchema,
  skillIdSchema,
  sharingChoiceSchema,
} from './option-schemas';
import { savedRecordCheckSchema } from './spent-check';

/**
 * The seeker's own profile: the setup wizard's drafts, completing setup, the profile, the
 * disclosure answers with the seeker's sharing choice, the access log, export and erasure.
 *
 * Endpoints (served by src/server/modules/seekers, seekers only, owner only):
 *   GET    /api/seeker/drafts                  → wizardDraftsSchema (each step: its draft, else the stored profile, else empty)
 *   PUT    /api/seeker/drafts                  saveDraftSchema → { step, updatedAt }
 *   POST   /api/seeker/profile/complete        completeProfileSchema → completeProfileResponseSchema
 *   GET    /api/seeker/profile                 → seekerProfileSchema (404 PROFILE_NOT_FOUND before setup is completed)
 *   PATCH  /api/seeker/profile                 updateSeekerProfileSchema → seekerProfileSchema
 *   GET    /api/seeker/disclosure              → seekerDisclosureSchema
 *   PUT    /api/seeker/disclosure/sharing      updateSharingSchema → sharingSchema
 *   GET    /api/seeker/disclosure/access-log   → accessLogResponseSchema
 *   GET    /api/seeker/export                  → a JSON file (attachment) with everything NewLeaf holds
 *   DELETE /api/seeker/account                 deleteAccountSchema → 204, the session ends
 *
 * Disclosure answers travel only in bodies, never in URLs, and are returned only to their owner.
 * Employers see them through the matching module, which calls the seekers service's
 * `getDisclosureForEmployer(...)` (→ employerDisclosureSchema), which applies the sharing choice
 * and writes the access log.
 */

// ---- Limits ---------------------------------------------------------------------------------

export const NAME_MAX = 80;
export const JOB_TITLE_MAX = 120;
export const HEADLINE_MAX = 200;
export const BIO_MAX = 2000;
export const DETAILS_MAX = 1000;
export const PHONE_MAX = 30;
export const CITY_MAX = 100;
export const EMAIL_MAX = 254;
export const KEY_SKILLS_MAX = 50;
export const IMAGE_URL_MAX = 300;

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max, `Please choose at most ${max}`)
    .refine(unique, { message: 'Each choice may appear only once' });

const draftText = (max: number) => z.string().max(max, `Please keep this under ${max} characters`);

// ---- Wizard steps and their drafts (form values, partly filled) ----------------------------

export const WIZARD_STEP_VALUES = ['personal', 'skills', 'legal', 'health', 'final'] as const;
export const wizardStepSchema = z.enum(WIZARD_STEP_VALUES);
export type WizardStep = z.infer<typeof wizardStepSchema>;

/** Step 1: Tell us about yourself. */
export const personalDraftSchema = z.object({
  firstName: draftText(NAME_MAX),
  lastName: draftText(NAME_MAX),
  jobTitle: draftText(JOB_TITLE_MAX),
  headline: draftText(HEADLINE_MAX),
});
export type PersonalDraft = z.infer<typeof personalDraftSchema>;

/** Step 1.5: skills, and the interest categories the suggestions are drawn from. */
export const skillsDraftSchema = z.object({
  keySkills: uniqueList(skillIdSchema, KEY_SKILLS_MAX),
  jobInterests: uniqueList(jobInterestCategorySchema, 10),
});
export type SkillsDraft = z.infer<typeof skillsDraftSchema>;

/** Step 2: legal information. null is "unset" (the radios' unknown). */
export const legalDraftSchema = z.object({
  sentenceCompleted: z.boolean().nullable(),
  convictionTypes: uniqueList(convictionTypeSchema, 16),
  convictionStatus: convictionStatusSchema.nullable(),
  convictionOtherDetails: draftText(DETAILS_MAX),
  barredFromRegulatedWork: z.boolean().nullable(),
  onDbsBarringList: z.boolean().nullable(),
  relevantForSafeguardingChecks: z.boolean().nullable(),
  mappaLevel: mappaLevelSchema.nullable(),
});
export type LegalDraft = z.infer<typeof legalDraftSchema>;

/**
 * Step 3: health and accessibility. The adjustments list has no 'other' value, so
 * `workplaceAdjustmentsOther` carries it: null while "Other" is not ticked, text once it is.
 */
export const healthDraftSchema = z.object({
  hasDisability: z.boolean().nullable(),
  disabilityTypes: uniqueList(disabilityTypeSchema, 10),
  disabilityOtherDetails: draftText(DETAILS_MAX),
  workplaceAdjustments: uniqueList(workplaceAdjustmentSchema, 7),
  workplaceAdjustmentsOther: draftText(DETAILS_MAX).nullable(),
});
export type HealthDraft = z.infer<typeof healthDraftSchema>;

/** Step 4: Final Details. */
export const finalDraftSchema = z.object({
  profileImageUrl: z.string().max(IMAGE_URL_MAX).nullable(),
  hasDrivingLicence: z.boolean().nullable(),
  workPreferences: uniqueList(workPreferenceSchema, 10),
  openToRelocation: z.boolean().nullable(),
});
export type FinalDraft = z.infer<typeof finalDraftSchema>;

export const EMPTY_PERSONAL_DRAFT: PersonalDraft = {
  firstName: '',
  lastName: '',
  jobTitle: '',
  headline: '',
};
export const EMPTY_SKILLS_DRAFT: SkillsDraft = { keySkills: [], jobInterests: [] };
export const EMPTY_LEGAL_DRAFT: LegalDraft = {
  sentenceCompleted: null,
  convictionTypes: [],
  convictionStatus: null,
  convictionOtherDetails: '',
  barredFromRegulatedWork: null,
  onDbsBarringList: null,
  relevantForSafeguardingChecks: null,
  mappaLevel: null,
};
export const EMPTY_HEALTH_DRAFT: HealthDraft = {
  hasDisability: null,
  disabilityTypes: [],
  disabilityOtherDetails: '',
  workplaceAdjustments: [],
  workplaceAdjustmentsOther: null,
};
export const EMPTY_FINAL_DRAFT: FinalDraft = {
  profileImageUrl: null,
  hasDrivingLicence: null,
  workPreferences: [],
  openToRelocation: null,
};

/** PUT /api/seeker/drafts: one step's whole form state. */
export const saveDraftSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('personal'), data: personalDraftSchema }),
  z.object({ step: z.literal('skills'), data: skillsDraftSchema }),
  z.object({ step: z.literal('legal'), data: legalDraftSchema }),
  z.object({ step: z.literal('health'), data: healthDraftSchema }),
  z.object({ step: z.literal('final'), data: finalDraftSchema }),
]);
export type SaveDraftInput = z.infer<typeof saveDraftSchema>;

export const saveDraftResponseSchema = z.object({ step: wizardStepSchema, updatedAt: z.string() });

/** GET /api/seeker/drafts: the form state of every step. */
export const wizardDraftsSchema = z.object({
  personal: personalDraftSchema,
  skills: skillsDraftSchema,
  legal: legalDraftSchema,
  health: healthDraftSchema,
  final: finalDraftSchema,
  /** Whether setup was completed before (the wizard then edits the stored profile). */
  setupCompleted: z.boolean(),
});
export type WizardDrafts = z.infer<typeof wizardDraftsSchema>;

// ---- Completing setup ---------------------------------------------------------------------

export const NAMES_REQUIRED_MESSAGE = 'First name and last name are required';

const requiredName = z.string().trim().min(1, NAMES_REQUIRED_MESSAGE).max(NAME_MAX);

/** POST /api/seeker/profile/complete: every step; first and last name are required. */
export const completeProfileSchema = z.object({
  personal: personalDraftSchema.extend({ firstName: requiredName, lastName: requiredName }),
  skills: skillsDraftSchema,
  legal: legalDraftSchema,
  health: healthDraftSchema,
  final: finalDraftSchema,
});
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;

// ---- The profile (owner's view) ---------------------------------------------------------------

export const seekerProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  keySkills: z.array(z.string()),
  jobInterests: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  hasDrivingLicence: z.boolean().nullable(),
  workPreferences: z.array(z.string()),
  openToRelocation: z.boolean().nullable(),
  availabilityStatus: availabilityStatusSchema,
  /** The 12-field profile completion (see src/shared/rules/seeker-completion.ts). */
  profileCompletionPercentage: z.number().int().min(0).max(100),
  setupCompletedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SeekerProfile = z.infer<typeof seekerProfileSchema>;

export const completeProfileResponseSchema = z.object({
  profile: seekerProfileSchema,
  /** The setup wizard's weighted figure (names 2 points, four other fields 1), for information. */
  setupCompletionPercentage: z.number().int().min(0).max(100),
});
export type CompleteProfileResponse = z.infer<typeof completeProfileResponseSchema>;

/** Blank text becomes null ("not given"). */
const editableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** PATCH /api/seeker/profile: only the fields sent change. */
export const updateSeekerProfileSchema = z
  .object({
    firstName: requiredName,
    lastName: requiredName,
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX)
      .refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_MESSAGE)
      .transform((v) => (v === '' ? null : v.toLowerCase()))
      .nullable(),
    phoneNumber: z
      .string()
      .trim()
      .max(PHONE_MAX, PHONE_MESSAGE)
      .refine((v) => v === '' || /^\+?[0-9 ()-]{6,}$/.test(v), PHONE_MESSAGE)
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    jobTitle: editableText(JOB_TITLE_MAX),
    headline: editableText(HEADLINE_MAX),
    bio: editableText(BIO_MAX),
    locationCity: editableText(CITY_MAX),
    locationCountry: z.union([z.literal('').transform(() => null), countrySchema]).nullable(),
    keySkills: uniqueList(skillIdSchema, KEY_SKILLS_MAX),
    profileImageUrl: z.string().max(IMAGE_URL_MAX).nullable(),
  })
  .partial()
  .strict();
export type UpdateSeekerProfileInput = z.input<typeof updateSeekerProfileSchema>;

// ---- Disclosure (owner's view) and the sharing choice -----------------------------------------

export const sharingSchema = z.object({
  convictionSharing: sharingChoiceSchema,
  healthSharing: sharingChoiceSchema,
});
export type Sharing = z.infer<typeof sharingSchema>;

export const updateSharingSchema = sharingSchema
  .partial()
  .strict()
  .refine((v) => v.convictionSharing !== undefined || v.healthSharing !== undefined, {
    message: 'Please choose who may see your answers',
  });
export type UpdateSharingInput = z.infer<typeof updateSharingSchema>;

/** GET /api/seeker/disclosure: the answers as form values, and the sharing choice. */
export const seekerDisclosureSchema = z.object({
  legal: legalDraftSchema,
  health: healthDraftSchema,
  sharing: sharingSchema,
  /** A saved spent check, which the spent/unspent answer follows. */
  recordCheck: savedRecordCheckSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type SeekerDisclosure = z.infer<typeof seekerDisclosureSchema>;

// ---- Access log ---------------------------------------------------------------------------------

export const DISCLOSURE_SECTION_VALUES = ['conviction', 'health'] as const;
export const disclosureSectionSchema = z.enum(DISCLOSURE_SECTION_VALUES);
export type DisclosureSection = z.infer<typeof disclosureSectionSchema>;

export const DISCLOSURE_SECTION_LABELS: Readonly<Record<DisclosureSection, string>> = {
  conviction: 'Legal information',
  health: 'Health & accessibility',
};

export const accessLogEntrySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  sections: z.array(disclosureSectionSchema),
  viewedAt: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogResponseSchema = z.object({ items: z.array(accessLogEntrySchema) });
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;

// ---- What an employer may see (returned by the seekers service to the matching module) --------

export const employerDisclosureSchema = z.object({
  /** null when the seeker's choice does not allow it, or nothing was answered. */
  conviction: legalDraftSchema.nullable(),
  health: healthDraftSchema.nullable(),
});
export type EmployerDisclosure = z.infer<typeof employerDisclosureSchema>;

// ---- Export and erasure -------------------------------------------------------------------------

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/seeker/export (downloaded as a file). */
export const seekerExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  signInMethods: rows,
  sessions: rows,
  profile: z.record(z.string(), z.unknown()).nullable(),
  disclosure: z.record(z.string(), z.unknown()).nullable(),
  wizardDrafts: rows,
  disclosureAccessLog: rows,
  uploads: rows,
  jobSwipes: rows,
  employerSwipes: rows,
  savedJobs: rows,
  applications: rows,
  matches: rows,
  favouritedBy: rows,
  activity: rows,
  conversations: rows,
  /** Interviews proposed to the seeker: times, bookings, adjustments asked, cancellations. */
  interviews: rows,
  /** AI coach and AI chat messages, both threads. */
  coaching: rows,
  /** The CV builder's data (files are made from it on request). */
  cv: rows,
  /** The model replies counted against the AI limits in the last two days (when, what for, tokens). */
  modelUsage: rows,
  /** Saved searches and their job alert choices (issue 34). */
  savedSearches: rows,
  /** The devices that get job alerts by push: their push service address and when (not their keys). */
  pushSubscriptions: rows,
});
export type SeekerExport = z.infer<typeof seekerExportSchema>;

export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** DELETE /api/seeker/account: the body must confirm, so no stray request erases an account. */
export const deleteAccountSchema = z.object({ confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION) });
