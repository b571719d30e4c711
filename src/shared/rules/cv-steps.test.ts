import { describe, expect, it } from 'vitest';
import { CV_LINK_MESSAGE, cvDataSchema, cvFormSchema, isOptionalUrl } from '../contracts/cv';
import {
  isStepComplete,
  isStepValid,
  stepMessage,
  summaryCounts,
  summaryHint,
  SUMMARY_SHORT_HINT,
  visitedThrough,
} from './cv-steps';

const empty = () => cvDataSchema.parse({});

describe('CV wizard steps', () => {
  it('template: modern by default, so valid', () => {
    expect(empty().template).toBe('modern');
    expect(isStepValid(empty(), 0)).toBe(true);
  });

  it('personal info needs name, e-mail, phone and location; links must be URLs', () => {
    const cv = empty();
    cv.personalInfo = {
      fullName: 'Sam',
      targetTitle: '',
      email: 's@example.org',
      phone: '0770',
      location: '',
      linkedin: '',
      website: '',
    };
    expect(isStepValid(cv, 1)).toBe(false);
    cv.personalInfo.location = 'Leeds';
    expect(isStepValid(cv, 1)).toBe(true);
    cv.personalInfo.linkedin = 'not a link';
    expect(isStepValid(cv, 1)).toBe(false);
    cv.personalInfo.linkedin = 'linkedin.com/in/sam';
    expect(isStepValid(cv, 1)).toBe(true);
    expect(isOptionalUrl('javascript:alert(1)')).toBe(false);
    expect(isOptionalUrl('https://example.org/me')).toBe(true);
  });

  it("the form's contract says what is wrong with a link, in the spec's words; saving stays lenient", () => {
    const cv = empty();
    cv.personalInfo.website = 'not a link';
    const result = cvFormSchema.safeParse(cv);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['personalInfo.website', CV_LINK_MESSAGE],
    ]);
    expect(cvDataSchema.safeParse(cv).success).toBe(true);
    cv.personalInfo.website = 'www.example.co.uk';
    expect(cvFormSchema.safeParse(cv).success).toBe(true);
  });

  it('summary: 50 trimmed characters; hint below 50 when not empty; counters', () => {
    const cv = empty();
    cv.professionalSummary.content = ` ${'a'.repeat(49)} `;
    expect(isStepValid(cv, 2)).toBe(false);
    expect(summaryHint(cv.professionalSummary.content)).toBe(SUMMARY_SHORT_HINT);
    expect(summaryHint('')).toBeNull();
    cv.professionalSummary.content = 'a'.repeat(50);
    expect(isStepValid(cv, 2)).toBe(true);
    expect(summaryCounts('Reliable and  keen to learn ')).toEqual({ words: 5, characters: 28 });
  });

  it('experience: each job needs title, company, start and one non-blank achievement', () => {
    const cv = empty();
    expect(isStepValid(cv, 3)).toBe(false);
    cv.workExperience = [
      {
        id: 'a',
        jobTitle: 'Porter',
        company: 'Acme',
        location: '',
        startDate: '2021-03',
        endDate: '',
        current: true,
        achievements: [' '],
      },
    ];
    expect(isStepValid(cv, 3)).toBe(false);
    cv.workExperience[0]!.achievements.push('Kept the kitchen spotless');
    expect(isStepValid(cv, 3)).toBe(true);
  });

  it('skills: at least one; education optional; preview always', () => {
    const cv = empty();
    expect(isStepValid(cv, 4)).toBe(false);
    cv.skills = [{ name: 'Forklift', category: 'Technical', level: 'Intermediate' }];
    expect(isStepValid(cv, 4)).toBe(true);
    expect(isStepValid(cv, 5)).toBe(true);
  });
});

describe("the step's message (Continue and Next)", () => {
  it('says what each incomplete step still needs, and nothing once it is complete', () => {
    const cv = empty();
    expect(stepMessage(cv, 0)).toBeNull();
    expect(stepMessage(cv, 1)).toBe(
      'To continue, add your full name, your e-mail, your phone number and your location.',
    );
    cv.personalInfo = { ...cv.personalInfo, fullName: 'Sam', email: 's@example.org', phone: '0770' };
    cv.personalInfo.linkedin = 'not a link';
    expect(stepMessage(cv, 1)).toBe('To continue, add your location and correct the LinkedIn link.');
    cv.personalInfo = { ...cv.personalInfo, location: 'Leeds', linkedin: '' };
    expect(stepMessage(cv, 1)).toBeNull();

    cv.professionalSummary.content = 'Careful and quick';
    expect(stepMessage(cv, 2)).toBe('To continue, write a summary of at least 50 characters (you have 17).');

    expect(stepMessage(cv, 3)).toBe('To continue, add a job.');
    const job = {
      id: 'a',
      jobTitle: 'Porter',
      company: '',
      location: '',
      startDate: '',
      endDate: '',
      current: false,
      achievements: [''],
    };
    cv.workExperience = [job];
    expect(stepMessage(cv, 3)).toBe('To continue, add a company, a start month and an achievement.');
    cv.workExperience = [
      { ...job, company: 'Acme', startDate: '2021-03', achievements: ['Kept the kitchen spotless'] },
      { ...job, id: 'b', jobTitle: '' },
    ];
    expect(stepMessage(cv, 3)).toBe(
      'To continue, add a job title, a company, a start month and an achievement to job 2.',
    );

    expect(stepMessage(cv, 4)).toBe('To continue, add at least one skill.');
    expect(stepMessage(cv, 5)).toBeNull();
  });

  it('is shown exactly when the step is not valid', () => {
    const cv = empty();
    for (let step = 0; step < 6; step++) {
      expect(stepMessage(cv, step) === null).toBe(isStepValid(cv, step));
    }
  });
});

describe('a step dot says complete only once visited', () => {
  it('the prefilled skills step and the preview are not complete before the seeker has been there', () => {
    const cv = empty();
    cv.skills = [{ name: 'Teamwork', category: 'Soft Skills', level: 'Intermediate' }];
    const visited = visitedThrough(0);
    expect(isStepValid(cv, 4)).toBe(true);
    expect(isStepValid(cv, 5)).toBe(true);
    expect(isStepComplete(cv, 4, visited)).toBe(false);
    expect(isStepComplete(cv, 5, visited)).toBe(false);
    expect(isStepComplete(cv, 0, visited)).toBe(true);
    visited.add(4).add(5);
    expect(isStepComplete(cv, 4, visited)).toBe(true);
    expect(isStepComplete(cv, 5, visited)).toBe(true);
  });

  it('a visited step that is not valid is not complete; a resumed CV has seen its steps so far', () => {
    const cv = empty();
    expect(isStepComplete(cv, 4, new Set([4]))).toBe(false);
    expect([...visitedThrough(3)]).toEqual([0, 1, 2, 3]);
    expect([...visitedThrough(-1)]).toEqual([0]);
  });
});
