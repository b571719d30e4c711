import { describe, it, expect } from 'vitest';
import {
  SEEKER_COMPLETION_FIELDS,
  SEEKER_SETUP_COMPLETE_COMPLETION,
  WIZARD_COMPLETION_WEIGHTS,
  initialSeekerCompletion,
  profileCompletion,
  wizardCompletion,
} from './seeker-completion';

describe('wizardCompletion', () => {
  it('weighs names 2 and the other four fields 1 (8 points)', () => {
    expect(Object.values(WIZARD_COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(8);
    expect(wizardCompletion({})).toBe(0);
    expect(wizardCompletion({ firstName: 'Sam' })).toBe(25);
    expect(wizardCompletion({ firstName: 'Sam', lastName: 'Jones' })).toBe(50);
    expect(wizardCompletion({ jobTitle: 'Chef' })).toBe(13); // 1/8 = 12.5 -> 13
    expect(wizardCompletion({ firstName: 'Sam', jobTitle: 'Chef' })).toBe(38); // 3/8 = 37.5 -> 38
  });

  it('reaches 100 when everything is filled', () => {
    expect(
      wizardCompletion({
        firstName: 'Sam',
        lastName: 'Jones',
        jobTitle: 'Chef',
        headline: 'Reliable line cook',
        keySkills: ['food_hygiene'],
        sentenceCompleted: true,
      }),
    ).toBe(100);
  });

  it('counts sentenceCompleted when answered false but not when unset', () => {
    expect(wizardCompletion({ sentenceCompleted: false })).toBe(13);
    expect(wizardCompletion({ sentenceCompleted: null })).toBe(0);
  });

  it('ignores blank text and empty skill lists', () => {
    expect(wizardCompletion({ firstName: '  ', lastName: '', keySkills: [] })).toBe(0);
    expect(wizardCompletion({ keySkills: ['teamwork'] })).toBe(13);
  });
});

describe('profileCompletion', () => {
  const full = {
    firstName: 'Sam',
    lastName: 'Jones',
    jobTitle: 'Chef',
    headline: 'Reliable line cook',
    bio: 'Ten years in kitchens.',
    keySkills: ['food_hygiene'],
    locationCity: 'Leeds',
    locationCountry: 'United Kingdom',
    profilePictureUrl: 'https://example.test/p.jpg',
    phone: '07700 900123',
    email: 'sam@example.test',
    workPreferences: ['full_time'],
  };

  it('uses the 12 spec fields', () => {
    expect(SEEKER_COMPLETION_FIELDS).toHaveLength(12);
    expect(profileCompletion(full)).toBe(100);
    expect(profileCompletion({})).toBe(0);
  });

  it('rounds the share of filled fields', () => {
    expect(profileCompletion({ firstName: 'Sam' })).toBe(8); // 1/12 = 8.33
    expect(profileCompletion({ firstName: 'Sam', lastName: 'Jones' })).toBe(17); // 16.67
    expect(profileCompletion({ ...full, bio: null })).toBe(92); // 11/12 = 91.67
  });

  it('needs at least one key skill and one work preference', () => {
    expect(profileCompletion({ ...full, keySkills: [], workPreferences: [] })).toBe(83); // 10/12
  });

  it('accepts phoneNumber for phone', () => {
    expect(profileCompletion({ ...full, phone: null, phoneNumber: '07700 900123' })).toBe(100);
    expect(profileCompletion({ ...full, phone: '', phoneNumber: '' })).toBe(92);
  });
});

describe('local starting values', () => {
  it('starts at 30, or 40 with skills; setup complete is 85', () => {
    expect(initialSeekerCompletion(undefined)).toBe(30);
    expect(initialSeekerCompletion([])).toBe(30);
    expect(initialSeekerCompletion(['teamwork'])).toBe(40);
    expect(SEEKER_SETUP_COMPLETE_COMPLETION).toBe(85);
  });
});
