import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX } from '@shared/contracts/cv';
import { cvDocument } from '@shared/rules/cv-document';
import { cvPrefill, startingSummary } from './cv-prefill';

const profile = {
  firstName: 'Dana',
  lastName: 'Okafor',
  email: 'dana@example.org',
  phoneNumber: '07700 900456',
  jobTitle: 'Warehouse Operative',
  headline: 'Careful and quick',
  bio: 'Reliable warehouse operative with four years of picking, packing and forklift work.',
  locationCity: 'Bradford',
  locationCountry: 'United Kingdom',
  keySkills: ['teamwork'],
};

describe('a new CV from the profile', () => {
  it('takes the job wanted as the target title, not as a past job with no company or dates', () => {
    const cv = cvPrefill(profile);
    expect(cv.personalInfo).toMatchObject({
      fullName: 'Dana Okafor',
      targetTitle: 'Warehouse Operative',
      email: 'dana@example.org',
      location: 'Bradford, United Kingdom',
    });
    expect(cv.workExperience).toEqual([]);
    expect(cv.skills.map((s) => s.category)).toEqual(['Soft Skills']);
    // The CV's header shows it under the name.
    expect(cvDocument(cv)).toMatchObject({ name: 'Dana Okafor', targetTitle: 'Warehouse Operative' });
  });

  it('cuts a name or place longer than a CV line holds, instead of refusing the CV', () => {
    const cv = cvPrefill({
      ...profile,
      firstName: 'A'.repeat(80),
      lastName: 'B'.repeat(80),
      locationCity: 'C'.repeat(100),
      locationCountry: 'Democratic Republic of the Congo',
    });
    expect(cv.personalInfo.fullName).toHaveLength(100);
    expect(cv.personalInfo.location).toHaveLength(120);
  });

  it('starts the summary from the bio, else the headline, else empty', () => {
    expect(cvPrefill(profile).professionalSummary.content).toBe(profile.bio);
    expect(cvPrefill({ ...profile, bio: '  ' }).professionalSummary.content).toBe('Careful and quick');
    expect(cvPrefill({ ...profile, bio: null, headline: null }).professionalSummary.content).toBe('');
    expect(cvPrefill(null)).toMatchObject({
      personalInfo: { fullName: '', targetTitle: '' },
      professionalSummary: { content: '' },
      workExperience: [],
    });
  });

  it('cuts a long bio to the summary limit at a sentence, else a word', () => {
    const sentence = 'I keep the stock room tidy and the orders moving on time. ';
    const long = startingSummary(sentence.repeat(20), null);
    expect(long.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(long).toMatch(/on time\.$/);
    const words = startingSummary('word '.repeat(200), null);
    expect(words.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(words).toMatch(/ word$/);
  });
});
