import { SUMMARY_MIN, type CvData } from '../contracts/cv';

/**
 * The spec's ATS score out of 100: contact details 20, a summary of 50+ characters 15, every job
 * with title and company (and at least one job) 25, five or more skills 20, an education entry 10,
 * an achievement with a number (percent, money, thousands, years, months) 10.
 */
export const ATS_WEIGHTS = {
  contact: 20,
  summary: 15,
  experience: 25,
  skills: 20,
  education: 10,
  numbers: 10,
} as const;
export type AtsCheckId = keyof typeof ATS_WEIGHTS;
export const ATS_SKILLS_NEEDED = 5;

/** Percent, £/$/€ amounts, "10k", years, months: what makes an achievement measurable. */
const NUMBER_PATTERN = /\d+(\.\d+)?\s*%|[£$€]\s*\d|\d+(\.\d+)?\s*k\b|\d+\s*(years?|yrs?|months?)\b/i;

export const hasNumber = (text: string) => NUMBER_PATTERN.test(text);

export interface AtsCheck {
  id: AtsCheckId;
  label: string;
  points: number;
  passed: boolean;
  /** What to do when it is missing. */
  advice: string;
}

export type AtsLabel = 'Excellent' | 'Good' | 'Needs Improvement';

export function atsChecks(cv: CvData): AtsCheck[] {
  const p = cv.personalInfo;
  const filled = (s: string) => s.trim().length > 0;
  const jobs = cv.workExperience;
  const results: Record<AtsCheckId, [boolean, string, string]> = {
    contact: [
      filled(p.fullName) && filled(p.email) && filled(p.phone),
      'Contact details complete',
      'Add your name, e-mail and phone number.',
    ],
    summary: [
      cv.professionalSummary.content.trim().length >= SUMMARY_MIN,
      `Summary of ${SUMMARY_MIN}+ characters`,
      `Write a summary of at least ${SUMMARY_MIN} characters.`,
    ],
    experience: [
      jobs.length > 0 && jobs.every((j) => filled(j.jobTitle) && filled(j.company)),
      'Every job has a title and a company',
      'Give each job its title and company.',
    ],
    skills: [
      cv.skills.length >= ATS_SKILLS_NEEDED,
      `${ATS_SKILLS_NEEDED} or more skills`,
      `Add at least ${ATS_SKILLS_NEEDED} skills (you have ${cv.skills.length}).`,
    ],
    education: [cv.education.length > 0, 'Education included', 'Add a qualification, course or training.'],
    numbers: [
      jobs.some((j) => j.achievements.some(hasNumber)),
      'An achievement with a number',
      'Add a number to an achievement: how many, how much (%, £), or how long (years, months).',
    ],
  };
  return (Object.keys(ATS_WEIGHTS) as AtsCheckId[]).map((id) => {
    const [passed, label, advice] = results[id];
    return { id, label, points: ATS_WEIGHTS[id], passed, advice };
  });
}

export function atsScore(cv: CvData): number {
  return atsChecks(cv).reduce((sum, c) => sum + (c.passed ? c.points : 0), 0);
}

/** 80+ Excellent (green), 60-79 Good (amber), below 60 Needs Improvement (red). */
export function atsLabel(score: number): { label: AtsLabel; colour: 'green' | 'amber' | 'red' } {
  if (score >= 80) return { label: 'Excellent', colour: 'green' };
  if (score >= 60) return { label: 'Good', colour: 'amber' };
  return { label: 'Needs Improvement', colour: 'red' };
}
