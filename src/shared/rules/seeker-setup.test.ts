import { describe, expect, it } from 'vitest';
import {
  EMPTY_FINAL_DRAFT,
  EMPTY_HEALTH_DRAFT,
  EMPTY_LEGAL_DRAFT,
  EMPTY_SKILLS_DRAFT,
  completeProfileSchema,
  type CompleteProfileInput,
} from '../contracts/seeker';
import {
  finalFromStored,
  hasHealthAnswers,
  hasLegalAnswers,
  healthFromStored,
  legalFromStored,
  personalFromStored,
  skillsFromStored,
  storedFromSetup,
  textOrNull,
} from './seeker-setup';

const full: CompleteProfileInput = {
  personal: { firstName: '  Sam ', lastName: 'Jones', jobTitle: 'Line Cook', headline: '' },
  skills: { keySkills: ['food_hygiene', 'teamwork'], jobInterests: ['Hospitality'] },
  legal: {
    sentenceCompleted: true,
    convictionTypes: [
      'drug_offences_supply',
      'drug_offences_production',
      'fraud_financial_offences',
      'other',
    ],
    convictionStatus: 'spent',
    convictionOtherDetails: ' Criminal damage ',
    barredFromRegulatedWork: false,
    onDbsBarringList: null,
    relevantForSafeguardingChecks: true,
    mappaLevel: 'not_applicable',
  },
  health: {
    hasDisability: true,
    disabilityTypes: ['mobility_physical_access', 'cognitive_memory_difficulties', 'other'],
    disabilityOtherDetails: 'Chronic back pain',
    workplaceAdjustments: ['flexible_working_hours', 'modified_physical_work_environment'],
    workplaceAdjustmentsOther: 'A chair with back support',
  },
  final: {
    profileImageUrl: '/uploads/abc.webp',
    hasDrivingLicence: false,
    workPreferences: ['full_time', 'nights'],
    openToRelocation: null,
  },
};

describe('storedFromSetup', () => {
  it('maps form values to stored values and stores blank text as null', () => {
    const { profile, disclosure } = storedFromSetup(full);
    expect(profile).toEqual({
      firstName: 'Sam',
      lastName: 'Jones',
      jobTitle: 'Line Cook',
      headline: null,
      keySkills: ['food_hygiene', 'teamwork'],
      jobInterests: ['Hospitality'],
      profileImageUrl: '/uploads/abc.webp',
      hasDrivingLicence: false,
      workPreferences: ['full_time', 'nights'],
      openToRelocation: null,
    });
    expect(disclosure).toEqual({
      sentenceCompleted: true,
      convictionTypes: ['drug_supply_production', 'fraud_financial', 'other'],
      convictionStatus: 'spent',
      convictionOtherDetails: 'Criminal damage',
      barredFromRegulatedWork: false,
      onDbsBarringList: null,
      relevantForSafeguardingChecks: true,
      mappaLevel: 'not_applicable',
      hasDisability: true,
      disabilityTypes: ['mobility_physical', 'cognitive_memory', 'other'],
      disabilityOtherDetails: 'Chronic back pain',
      workplaceAdjustments: ['flexible_hours', 'modified_environment'],
      workplaceAdjustmentsOther: 'A chair with back support',
    });
  });

  it('drops "other" details when other is not selected', () => {
    const { disclosure } = storedFromSetup({
      ...full,
      legal: { ...full.legal, convictionTypes: ['arson'] },
      health: { ...full.health, disabilityTypes: ['mental_health'] },
    });
    expect(disclosure.convictionOtherDetails).toBeNull();
    expect(disclosure.disabilityOtherDetails).toBeNull();
    expect(disclosure.workplaceAdjustmentsOther).toBe('A chair with back support');
  });

  it('keeps no disability details unless hasDisability is true', () => {
    for (const hasDisability of [false, null]) {
      const { disclosure } = storedFromSetup({ ...full, health: { ...full.health, hasDisability } });
      expect(disclosure).toMatchObject({
        hasDisability,
        disabilityTypes: [],
        disabilityOtherDetails: null,
        workplaceAdjustments: [],
        workplaceAdjustmentsOther: null,
      });
    }
  });
});

describe('form values from stored values', () => {
  it('round-trips a completed setup (merged drug types come back as supply)', () => {
    const { profile, disclosure } = storedFromSetup(full);
    expect(personalFromStored(profile)).toEqual({
      firstName: 'Sam',
      lastName: 'Jones',
      jobTitle: 'Line Cook',
      headline: '',
    });
    expect(skillsFromStored(profile)).toEqual(full.skills);
    expect(finalFromStored(profile)).toEqual(full.final);
    expect(legalFromStored(disclosure)).toEqual({
      ...full.legal,
      convictionTypes: ['drug_offences_supply', 'fraud_financial_offences', 'other'],
      convictionOtherDetails: 'Criminal damage',
    });
    expect(healthFromStored(disclosure)).toEqual(full.health);
  });

  it('gives empty drafts for a missing row and drops unknown stored values', () => {
    expect(legalFromStored(null)).toEqual(EMPTY_LEGAL_DRAFT);
    expect(healthFromStored(undefined)).toEqual(EMPTY_HEALTH_DRAFT);
    expect(finalFromStored(null)).toEqual(EMPTY_FINAL_DRAFT);
    expect(skillsFromStored(null)).toEqual(EMPTY_SKILLS_DRAFT);
    expect(skillsFromStored({ keySkills: ['teamwork', 'juggling'], jobInterests: ['Space'] })).toEqual({
      keySkills: ['teamwork'],
      jobInterests: [],
    });
    expect(legalFromStored({ convictionStatus: 'forgotten', mappaLevel: 'level_9' })).toMatchObject({
      convictionStatus: null,
      mappaLevel: null,
    });
  });
});

describe('answers present', () => {
  it('tells whether any legal or health answer was given', () => {
    expect(hasLegalAnswers(EMPTY_LEGAL_DRAFT)).toBe(false);
    expect(hasLegalAnswers({ ...EMPTY_LEGAL_DRAFT, sentenceCompleted: false })).toBe(true);
    expect(hasLegalAnswers({ ...EMPTY_LEGAL_DRAFT, mappaLevel: 'level_1' })).toBe(true);
    expect(hasHealthAnswers(EMPTY_HEALTH_DRAFT)).toBe(false);
    expect(hasHealthAnswers({ ...EMPTY_HEALTH_DRAFT, hasDisability: false })).toBe(true);
  });
});

describe('completeProfileSchema', () => {
  it('requires first and last name with the spec message', () => {
    const result = completeProfileSchema.safeParse({
      ...full,
      personal: { ...full.personal, lastName: '   ' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('First name and last name are required');
  });

  it('refuses unknown option values and duplicates', () => {
    expect(
      completeProfileSchema.safeParse({ ...full, legal: { ...full.legal, mappaLevel: 'level_4' } }).success,
    ).toBe(false);
    expect(
      completeProfileSchema.safeParse({
        ...full,
        skills: { ...full.skills, keySkills: ['teamwork', 'teamwork'] },
      }).success,
    ).toBe(false);
    expect(completeProfileSchema.safeParse(full).success).toBe(true);
  });

  it('treats blank text as null', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
    expect(textOrNull(' a ')).toBe('a');
  });
});
