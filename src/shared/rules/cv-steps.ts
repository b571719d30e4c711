import { isOptionalUrl, SUMMARY_MIN, type CvData } from '../contracts/cv';

const filled = (s: string) => s.trim().length > 0;

/**
 * Whether each wizard step is complete (its in-step Continue is enabled), as the spec says:
 * a template; name, e-mail, phone and location with valid optional links; a summary of 50+
 * characters; at least one job, each with title, company, start and an achievement; a skill.
 */
export const CV_STEP_RULES: readonly ((cv: CvData) => boolean)[] = [
  (cv) => Boolean(cv.template),
  ({ personalInfo: p }) =>
    filled(p.fullName) &&
    filled(p.email) &&
    filled(p.phone) &&
    filled(p.location) &&
    isOptionalUrl(p.linkedin) &&
    isOptionalUrl(p.website),
  (cv) => cv.professionalSummary.content.trim().length >= SUMMARY_MIN,
  (cv) =>
    cv.workExperience.length > 0 &&
    cv.workExperience.every(
      (j) => filled(j.jobTitle) && filled(j.company) && filled(j.startDate) && j.achievements.some(filled),
    ),
  (cv) => cv.skills.length > 0,
  () => true,
];

export const isStepValid = (cv: CvData, step: number) => CV_STEP_RULES[step]?.(cv) ?? false;

/** The summary's counters: words, and characters out of 500. */
export function summaryCounts(content: string) {
  const trimmed = content.trim();
  return { words: trimmed ? trimmed.split(/\s+/).length : 0, characters: content.length };
}

/** Spec: under 50 characters but not empty. */
export const SUMMARY_SHORT_HINT = 'Your summary should be at least 50 characters long for best results';
export const summaryHint = (content: string) => {
  const n = content.trim().length;
  return n > 0 && n < SUMMARY_MIN ? SUMMARY_SHORT_HINT : null;
};
