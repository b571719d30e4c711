import { isFilled, percentage } from './filled';

// ---- Setup wizard completion ---------------------------------------------------------------

export interface WizardCompletionInput {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly jobTitle?: string | null | undefined;
  readonly headline?: string | null | undefined;
  readonly keySkills?: readonly string[] | null | undefined;
  readonly sentenceCompleted?: boolean | null | undefined;
}

/** Names weigh 2 points each, the other four fields 1 each (8 points in all). */
export const WIZARD_COMPLETION_WEIGHTS: Readonly<Record<keyof WizardCompletionInput, number>> = Object.freeze(
  {
    firstName: 2,
    lastName: 2,
    jobTitle: 1,
    headline: 1,
    keySkills: 1,
    sentenceCompleted: 1,
  },
);

/** Rounded share of the weighted points of the filled wizard fields. */
export function wizardCompletion(input: WizardCompletionInput): number {
  const fields = Object.keys(WIZARD_COMPLETION_WEIGHTS) as (keyof WizardCompletionInput)[];
  let total = 0;
  let earned = 0;
  for (const field of fields) {
    const weight = WIZARD_COMPLETION_WEIGHTS[field];
    total += weight;
    if (isFilled(input[field])) earned += weight;
  }
  return percentage(earned, total);
}

// ---- Seeker profile completion (12 fields) ------------------------------------------------------

export interface SeekerCompletionInput {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly jobTitle?: string | null | undefined;
  readonly headline?: string | null | undefined;
  readonly bio?: string | null | undefined;
  readonly keySkills?: readonly string[] | null | undefined;
  readonly locationCity?: string | null | undefined;
  readonly locationCountry?: string | null | undefined;
  readonly profilePictureUrl?: string | null | undefined;
  readonly phone?: string | null | undefined;
  /** Alternative name of `phone` used by the locally stored profile copy. */
  readonly phoneNumber?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly workPreferences?: readonly string[] | null | undefined;
}

export const SEEKER_COMPLETION_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'headline',
  'bio',
  'keySkills',
  'locationCity',
  'locationCountry',
  'profilePictureUrl',
  'phone',
  'email',
  'workPreferences',
] as const satisfies readonly (keyof SeekerCompletionInput)[];

/** Rounded share of the 12 seeker fields that are filled (lists need at least one entry). */
export function profileCompletion(profile: SeekerCompletionInput): number {
  const filled = SEEKER_COMPLETION_FIELDS.filter((field) =>
    field === 'phone' ? isFilled(profile.phone) || isFilled(profile.phoneNumber) : isFilled(profile[field]),
  ).length;
  return percentage(filled, SEEKER_COMPLETION_FIELDS.length);
}

// ---- Starting values of the local profile ------------------------------------------------------

export const SEEKER_START_COMPLETION = 30;
export const SEEKER_START_COMPLETION_WITH_SKILLS = 40;
export const SEEKER_SETUP_COMPLETE_COMPLETION = 85;

/** Completion a new seeker profile starts with: 40% when skills are given, else 30%. */
export function initialSeekerCompletion(keySkills: readonly string[] | null | undefined): number {
  return isFilled(keySkills) ? SEEKER_START_COMPLETION_WITH_SKILLS : SEEKER_START_COMPLETION;
}
