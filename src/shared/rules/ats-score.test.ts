import { describe, expect, it } from 'vitest';
import { cvDataSchema, type CvData } from '../contracts/cv';
import { atsChecks, atsLabel, atsScore, hasEducation, hasNumber } from './ats-score';

const full = (): CvData =>
  cvDataSchema.parse({
    personalInfo: {
      fullName: 'Sam Taylor',
      email: 'sam@example.org',
      phone: '07700 900123',
      location: 'Leeds',
    },
    professionalSummary: { content: 'x'.repeat(50) },
    workExperience: [
      {
        id: 'a',
        jobTitle: 'Porter',
        company: 'Acme',
        startDate: '2020-01',
        achievements: ['Cut waste by 10%'],
      },
    ],
    skills: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, category: 'Technical', level: 'Intermediate' })),
    education: [{ id: 'e', degree: 'NVQ Level 2', institution: 'Leeds College' }],
  });

describe('ATS score', () => {
  it('a full CV scores 100, Excellent', () => {
    expect(atsScore(full())).toBe(100);
    expect(atsLabel(100)).toEqual({ label: 'Excellent', colour: 'green' });
  });

  it('each check is worth its weight', () => {
    const points = (mutate: (cv: CvData) => void) => {
      const cv = full();
      mutate(cv);
      return 100 - atsScore(cv);
    };
    expect(points((cv) => (cv.personalInfo.phone = ' '))).toBe(20);
    expect(points((cv) => (cv.professionalSummary.content = 'x'.repeat(49)))).toBe(15);
    expect(points((cv) => (cv.workExperience[0]!.company = ''))).toBe(25);
    expect(points((cv) => (cv.workExperience = []))).toBe(35);
    expect(points((cv) => cv.skills.pop())).toBe(20);
    expect(points((cv) => (cv.education = []))).toBe(10);
    expect(points((cv) => (cv.workExperience[0]!.achievements = ['Cut waste']))).toBe(10);
  });

  it('boundaries: 49/50 summary characters (trimmed), 4/5 skills', () => {
    const cv = full();
    cv.professionalSummary.content = ` ${'x'.repeat(49)} `;
    expect(atsChecks(cv).find((c) => c.id === 'summary')!.passed).toBe(false);
    cv.professionalSummary.content = 'x'.repeat(50);
    expect(atsChecks(cv).find((c) => c.id === 'summary')!.passed).toBe(true);
    cv.skills = cv.skills.slice(0, 4);
    expect(atsChecks(cv).find((c) => c.id === 'skills')).toMatchObject({
      passed: false,
      advice: 'Add at least 5 skills (you have 4).',
    });
  });

  it.each([
    ['Raised sales by 15%', true],
    ['Saved £2,000 a year', true],
    ['Managed a $5 budget', true],
    ['Handled 20k deliveries', true],
    ['Worked there 3 years', true],
    ['Trained for 6 months', true],
    ['Served 50 customers a day', true],
    // Counts of things: "how many" in the advice.
    ['Picked 180 items an hour', true],
    ['Served 400 covers a day', true],
    ['Supervised 12 staff', true],
    ['Cleaned 3 sites', true],
    ['Served 2,000 customers', true],
    ['Kept the kitchen spotless through 200-cover services', true],
    ['Managed rotas for 3-5 staff', true],
    ['Worked hard', false],
    ['Version 2 of the rota', false],
    // A year, a date or a label is not a count.
    ['2019', false],
    ['Joined in 2019', false],
    ['In 2019 staff praised my work', false],
    ['Started on 3 March 2019', false],
    ['Promoted on 12/03/2019', false],
    ['Since June 2019', false],
    ['Passed NVQ Level 2 exams', false],
    ['Open 7 days a week', true],
  ])('numbers in achievements: "%s" → %s', (text, expected) => {
    expect(hasNumber(text)).toBe(expected);
  });

  it('education counts only a row with a qualification or an institution in it', () => {
    const education = (cv: CvData) => atsChecks(cv).find((c) => c.id === 'education')!.passed;
    const cv = full();
    const blank = { ...cv.education[0]!, id: 'b', degree: '', institution: ' ' };
    cv.education = [blank];
    expect(hasEducation(cv)).toBe(false);
    expect(education(cv)).toBe(false);
    expect(atsScore(cv)).toBe(90);
    cv.education = [blank, { ...blank, id: 'c', institution: 'Leeds College' }];
    expect(education(cv)).toBe(true);
    cv.education = [{ ...blank, degree: 'Food Hygiene Level 2' }];
    expect(education(cv)).toBe(true);
  });

  it('labels: 80+ Excellent, 60-79 Good, below 60 Needs Improvement', () => {
    expect(atsLabel(80).label).toBe('Excellent');
    expect(atsLabel(79)).toEqual({ label: 'Good', colour: 'amber' });
    expect(atsLabel(60).label).toBe('Good');
    expect(atsLabel(59)).toEqual({ label: 'Needs Improvement', colour: 'red' });
  });
});
