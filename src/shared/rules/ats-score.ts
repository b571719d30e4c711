import { SUMMARY_MIN, type CvData } from '../contracts/cv';

/**
 * The spec's ATS score out of 100: contact details 20, a summary of 50+ characters 15, every job
 * with title and company (and at least one job) 25, five or more skills 20, an education entry
 * with a qualification or a place of study 10, an achievement with a number (a count of things,
 * percent, money, thousands, years, months) 10.
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

/**
 * A count of things: a number (not part of a word or a date) followed by a word, as in
 * "180 items an hour", "400 covers", "12 staff", "2,000 customers", "200-cover services".
 */
const COUNT_PATTERN = /(?<![\p{L}\d.,/£$€])(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s+|-)(\p{L}+)/gu;
/** A number from 1900 to 2099 on its own is a year ("in 2019 staff..."), not a count. */
const YEAR = /^(19|20)\d\d$/;
/** Words after a number that say it is not a count of things: dates, times, "2 of", "9 to 5". */
const NOT_A_THING =
  /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|of|to|and|or|the|a|an|in|on|at|for|with|by|from|until|till|through|as|per|than|am|pm|is|was|were|are|be|it|this|that|st|nd|rd|th)$/i;
/** Words before a number that make it a label, not a count: "Level 2 course", "Version 2". */
const LABEL_BEFORE =
  /\b(level|levels|version|step|stage|grade|phase|tier|room|unit|floor|page|section|part|chapter|class|number|no\.?|year|key stage)\s*$/i;

function hasCount(text: string): boolean {
  for (const match of text.matchAll(COUNT_PATTERN)) {
    const [, figure = '', word = ''] = match;
    if (YEAR.test(figure) || NOT_A_THING.test(word)) continue;
    if (LABEL_BEFORE.test(text.slice(0, match.index))) continue;
    return true;
  }
  return false;
}

/** Whether an achievement is measurable: a count of things, percent, money, thousands, time. */
export const hasNumber = (text: string) => NUMBER_PATTERN.test(text) || hasCount(text);

/** An education row counts once it names a qualification or where it was studied. */
export const hasEducation = (cv: CvData) =>
  cv.education.some((e) => e.degree.trim().length > 0 || e.institution.trim().length > 0);

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
    education: [hasEducation(cv), 'Education included', 'Add a qualification, course or training.'],
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
