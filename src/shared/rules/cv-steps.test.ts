import { describe, expect, it } from 'vitest';
import { CV_LINK_MESSAGE, cvDataSchema, cvFormSchema, isOptionalUrl } from '../contracts/cv';
import { isStepValid, summaryCounts, summaryHint, SUMMARY_SHORT_HINT } from './cv-steps';
import { suggestAchievements, suggestSummary } from './cv-suggest';
import { hasNumber } from './ats-score';

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

describe('offline writing helper', () => {
  it('turns a weak line into action verbs and asks for a number, never inventing one', () => {
    const { suggestions, hint } = suggestAchievements('I was responsible for helping customers at the till');
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toMatch(/^Served /);
    expect(suggestions.every((s) => /\[how (many|much|long)\?\]/.test(s))).toBe(true);
    expect(hint).toMatch(/by how much\? how many\?/);
    // Once the seeker fills the gap with a real figure, the ATS number check passes.
    expect(hasNumber(suggestions[1]!.replace('[how much?]', '12'))).toBe(true);
  });

  it('keeps a line that already has a number, and suggests summaries from the profile', () => {
    expect(suggestAchievements('Cut waste by 10%').hint).toBeNull();
    const [summary] = suggestSummary({ jobTitle: 'Chef', skills: ['Food Hygiene', 'Line Cooking'] });
    expect(summary).toContain('Chef with skills in Food Hygiene, Line Cooking');
    expect(summary!.length).toBeGreaterThanOrEqual(50);
  });
});
