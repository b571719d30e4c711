import type {
  CompleteProfileInput,
  FinalDraft,
  HealthDraft,
  LegalDraft,
  PersonalDraft,
  SkillsDraft,
} from '../contracts/seeker';
import {
  EMPTY_FINAL_DRAFT,
  EMPTY_HEALTH_DRAFT,
  EMPTY_LEGAL_DRAFT,
  EMPTY_PERSONAL_DRAFT,
  EMPTY_SKILLS_DRAFT,
} from '../contracts/seeker';
import { CONVICTION_STATUS_VALUES, CONVICTION_TYPE_OTHER, MAPPA_LEVEL_VALUES } from '../options/conviction';
import { DISABILITY_TYPE_OTHER } from '../options/health';
import { JOB_INTEREST_CATEGORY_VALUES, type JobInterestCategory } from '../options/job-interest';
import { isOneOf } from '../options/option';
import { isSkillId, type SkillId } from '../skills/catalogue';
import { savedRecordStatus } from './saved-record';
import {
  adjustmentsFromStored,
  convictionTypesFromStored,
  disabilityTypesFromStored,
  mapAdjustments,
  mapConvictionTypes,
  mapDisabilityTypes,
  mapWorkPreferences,
  workPreferencesFromStored,
  type StoredAdjustment,
  type StoredConvictionType,
  type StoredDisabilityType,
} from './value-mappings';

/*
 * The seeker setup wizard's form values and the stored profile: completing setup turns the
 * form values into stored values (spec 01 §3 value mappings; empty values are stored as null;
 * hidden conditional fields are not kept), and re-entering the wizard turns them back.
 */

/** Trimmed text, or null when blank. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/** The stored profile fields that setup writes (seeker_profile). */
export interface StoredSetupProfile {
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  headline: string | null;
  keySkills: string[];
  jobInterests: string[];
  profileImageUrl: string | null;
  hasDrivingLicence: boolean | null;
  workPreferences: string[];
  openToRelocation: boolean | null;
}

/** The stored disclosure answers (seeker_disclosure), kept apart from the profile. */
export interface StoredDisclosureAnswers {
  sentenceCompleted: boolean | null;
  convictionTypes: StoredConvictionType[] | string[];
  convictionStatus: string | null;
  convictionOtherDetails: string | null;
  barredFromRegulatedWork: boolean | null;
  onDbsBarringList: boolean | null;
  relevantForSafeguardingChecks: boolean | null;
  mappaLevel: string | null;
  hasDisability: boolean | null;
  disabilityTypes: StoredDisabilityType[] | string[];
  disabilityOtherDetails: string | null;
  workplaceAdjustments: StoredAdjustment[] | string[];
  workplaceAdjustmentsOther: string | null;
}

export function storedLegal(
  legal: LegalDraft,
): Pick<
  StoredDisclosureAnswers,
  | 'sentenceCompleted'
  | 'convictionTypes'
  | 'convictionStatus'
  | 'convictionOtherDetails'
  | 'barredFromRegulatedWork'
  | 'onDbsBarringList'
  | 'relevantForSafeguardingChecks'
  | 'mappaLevel'
> {
  return {
    sentenceCompleted: legal.sentenceCompleted,
    convictionTypes: mapConvictionTypes(legal.convictionTypes),
    convictionStatus: legal.convictionStatus,
    // The details field shows only while "other" is selected; otherwise it is not kept.
    convictionOtherDetails: legal.convictionTypes.includes(CONVICTION_TYPE_OTHER)
      ? textOrNull(legal.convictionOtherDetails)
      : null,
    barredFromRegulatedWork: legal.barredFromRegulatedWork,
    onDbsBarringList: legal.onDbsBarringList,
    relevantForSafeguardingChecks: legal.relevantForSafeguardingChecks,
    mappaLevel: legal.mappaLevel,
  };
}

export function storedHealth(
  health: HealthDraft,
): Pick<
  StoredDisclosureAnswers,
  | 'hasDisability'
  | 'disabilityTypes'
  | 'disabilityOtherDetails'
  | 'workplaceAdjustments'
  | 'workplaceAdjustmentsOther'
> {
  // The disability card shows only when hasDisability is true; its answers are kept only then.
  if (health.hasDisability !== true) {
    return {
      hasDisability: health.hasDisability,
      disabilityTypes: [],
      disabilityOtherDetails: null,
      workplaceAdjustments: [],
      workplaceAdjustmentsOther: null,
    };
  }
  return {
    hasDisability: true,
    disabilityTypes: mapDisabilityTypes(health.disabilityTypes),
    disabilityOtherDetails: health.disabilityTypes.includes(DISABILITY_TYPE_OTHER)
      ? textOrNull(health.disabilityOtherDetails)
      : null,
    workplaceAdjustments: mapAdjustments(health.workplaceAdjustments),
    workplaceAdjustmentsOther: textOrNull(health.workplaceAdjustmentsOther),
  };
}

/** Form values of every step → the stored profile and disclosure rows. */
export function storedFromSetup(input: CompleteProfileInput): {
  profile: StoredSetupProfile;
  disclosure: StoredDisclosureAnswers;
} {
  const { personal, skills, legal, health, final } = input;
  return {
    profile: {
      firstName: textOrNull(personal.firstName),
      lastName: textOrNull(personal.lastName),
      jobTitle: textOrNull(personal.jobTitle),
      headline: textOrNull(personal.headline),
      keySkills: [...new Set(skills.keySkills)],
      jobInterests: [...new Set(skills.jobInterests)],
      profileImageUrl: textOrNull(final.profileImageUrl),
      hasDrivingLicence: final.hasDrivingLicence,
      workPreferences: mapWorkPreferences(final.workPreferences),
      openToRelocation: final.openToRelocation,
    },
    disclosure: { ...storedLegal(legal), ...storedHealth(health) },
  };
}

// ---- Stored values back to form values ---------------------------------------------------------

type Maybe<T> = T | null | undefined;

export interface StoredProfileLike {
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  jobTitle?: Maybe<string>;
  headline?: Maybe<string>;
  keySkills?: Maybe<readonly string[]>;
  jobInterests?: Maybe<readonly string[]>;
  profileImageUrl?: Maybe<string>;
  hasDrivingLicence?: Maybe<boolean>;
  workPreferences?: Maybe<readonly string[]>;
  openToRelocation?: Maybe<boolean>;
}

export type StoredDisclosureLike = {
  [K in keyof StoredDisclosureAnswers]?: Maybe<StoredDisclosureAnswers[K]>;
} & {
  /** A saved spent check: when present, the spent/unspent answer follows it. */
  recordCheck?: unknown;
};

export function personalFromStored(profile: StoredProfileLike | null | undefined): PersonalDraft {
  if (!profile) return { ...EMPTY_PERSONAL_DRAFT };
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    jobTitle: profile.jobTitle ?? '',
    headline: profile.headline ?? '',
  };
}

export function skillsFromStored(profile: StoredProfileLike | null | undefined): SkillsDraft {
  if (!profile) return { ...EMPTY_SKILLS_DRAFT, keySkills: [], jobInterests: [] };
  return {
    keySkills: [...new Set((profile.keySkills ?? []).filter(isSkillId))] as SkillId[],
    jobInterests: [
      ...new Set(
        (profile.jobInterests ?? []).filter((v): v is JobInterestCategory =>
          isOneOf(JOB_INTEREST_CATEGORY_VALUES, v),
        ),
      ),
    ],
  };
}

export function finalFromStored(profile: StoredProfileLike | null | undefined): FinalDraft {
  if (!profile) return { ...EMPTY_FINAL_DRAFT, workPreferences: [] };
  return {
    profileImageUrl: profile.profileImageUrl ?? null,
    hasDrivingLicence: profile.hasDrivingLicence ?? null,
    workPreferences: workPreferencesFromStored(profile.workPreferences),
    openToRelocation: profile.openToRelocation ?? null,
  };
}

export function legalFromStored(disclosure: StoredDisclosureLike | null | undefined): LegalDraft {
  if (!disclosure) return { ...EMPTY_LEGAL_DRAFT, convictionTypes: [] };
  const status = savedRecordStatus(disclosure.recordCheck)?.status ?? disclosure.convictionStatus;
  const mappa = disclosure.mappaLevel;
  return {
    sentenceCompleted: disclosure.sentenceCompleted ?? null,
    convictionTypes: convictionTypesFromStored(disclosure.convictionTypes),
    convictionStatus: isOneOf(CONVICTION_STATUS_VALUES, status) ? status : null,
    convictionOtherDetails: disclosure.convictionOtherDetails ?? '',
    barredFromRegulatedWork: disclosure.barredFromRegulatedWork ?? null,
    onDbsBarringList: disclosure.onDbsBarringList ?? null,
    relevantForSafeguardingChecks: disclosure.relevantForSafeguardingChecks ?? null,
    mappaLevel: isOneOf(MAPPA_LEVEL_VALUES, mappa) ? mappa : null,
  };
}

export function healthFromStored(disclosure: StoredDisclosureLike | null | undefined): HealthDraft {
  if (!disclosure) return { ...EMPTY_HEALTH_DRAFT, disabilityTypes: [], workplaceAdjustments: [] };
  return {
    hasDisability: disclosure.hasDisability ?? null,
    disabilityTypes: disabilityTypesFromStored(disclosure.disabilityTypes),
    disabilityOtherDetails: disclosure.disabilityOtherDetails ?? '',
    workplaceAdjustments: adjustmentsFromStored(disclosure.workplaceAdjustments),
    workplaceAdjustmentsOther: disclosure.workplaceAdjustmentsOther ?? null,
  };
}

/** Whether any conviction answer was given (used to decide whether there is anything to show). */
export function hasLegalAnswers(legal: LegalDraft): boolean {
  return (
    legal.sentenceCompleted !== null ||
    legal.convictionTypes.length > 0 ||
    legal.convictionStatus !== null ||
    legal.convictionOtherDetails.trim() !== '' ||
    legal.barredFromRegulatedWork !== null ||
    legal.onDbsBarringList !== null ||
    legal.relevantForSafeguardingChecks !== null ||
    legal.mappaLevel !== null
  );
}

export function hasHealthAnswers(health: HealthDraft): boolean {
  return (
    health.hasDisability !== null ||
    health.disabilityTypes.length > 0 ||
    health.workplaceAdjustments.length > 0 ||
    health.disabilityOtherDetails.trim() !== '' ||
    (health.workplaceAdjustmentsOther ?? '').trim() !== ''
  );
}
