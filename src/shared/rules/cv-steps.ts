import { isOptionalUrl, SUMMARY_MIN, type CvData } from '../contracts/cv';

const filled = (s: string) => s.trim().length > 0;

/**
 * What each wizard step still needs before its Continue (or the wizard's Next) moves on, as the
 * spec says: a template; name, e-mail, phone and location with valid optional links; a summary of
 * 50+ characters; at least one job, each with title, company, start and an achievement; a skill.
 * Each item finishes the sentence "To continue, ...".
 */
export const CV_STEP_NEEDS: readonly ((cv: CvData) => string[])[] = [
  (cv) => (cv.template ? [] : ['choose a template']),
  ({ personalInfo: p }) => {
    const missing = [
      ...(filled(p.fullName) ? [] : ['your full name']),
      ...(filled(p.email) ? [] : ['your e-mail']),
      ...(filled(p.phone) ? [] : ['your phone number']),
      ...(filled(p.location) ? [] : ['your location']),
    ];
    const links = [
      ...(isOptionalUrl(p.linkedin) ? [] : ['LinkedIn']),
      ...(isOptionalUrl(p.website) ? [] : ['website']),
    ];
    return [
      ...(missing.length ? [`add ${listWords(missing)}`] : []),
      ...(links.length ? [`correct the ${listWords(links)} link${links.length > 1 ? 's' : ''}`] : []),
    ];
  },
  (cv) => {
    const n = cv.professionalSummary.content.trim().length;
    return n >= SUMMARY_MIN ? [] : [`write a summary of at least ${SUMMARY_MIN} characters (you have ${n})`];
  },
  (cv) => {
    if (cv.workExperience.length === 0) return ['add a job'];
    const many = cv.workExperience.length > 1;
    return cv.workExperience.flatMap((j, i) => {
      const missing = [
        ...(filled(j.jobTitle) ? [] : ['a job title']),
        ...(filled(j.company) ? [] : ['a company']),
        ...(filled(j.startDate) ? [] : ['a start month']),
        ...(j.achievements.some(filled) ? [] : ['an achievement']),
      ];
      if (!missing.length) return [];
      const which = many ? ` to job ${i + 1}${filled(j.jobTitle) ? ` (${j.jobTitle.trim()})` : ''}` : '';
      return [`add ${listWords(missing)}${which}`];
    });
  },
  (cv) => (cv.skills.length > 0 ? [] : ['add at least one skill']),
  () => [],
];

/** "a, b and c". */
function listWords(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** Whether each wizard step is complete (its in-step Continue is enabled). */
export const CV_STEP_RULES: readonly ((cv: CvData) => boolean)[] = CV_STEP_NEEDS.map(
  (needs) => (cv: CvData) => needs(cv).length === 0,
);

export const isStepValid = (cv: CvData, step: number) => CV_STEP_RULES[step]?.(cv) ?? false;

/**
 * Why a step cannot be left forwards yet, or null when it can: the one message that Continue
 * shows beside itself and the wizard's Next shows when it is pressed too early.
 */
export function stepMessage(cv: CvData, step: number): string | null {
  const needs = CV_STEP_NEEDS[step]?.(cv);
  if (!needs) return null;
  return needs.length ? `To continue, ${listWords(needs)}.` : null;
}

/**
 * Whether a step dot says "(complete)": the step is valid and the seeker has been on it. A step
 * filled from the profile (the skills) or with nothing to fill (the preview) is not complete
 * before it is seen.
 */
export const isStepComplete = (cv: CvData, step: number, visited: ReadonlySet<number>) =>
  visited.has(step) && isStepValid(cv, step);

/**
 * The steps seen when the wizard opens on `step`: a saved CV resumes where it was left, so the
 * steps up to there have been seen; a new CV has seen only its first step.
 */
export const visitedThrough = (step: number): Set<number> =>
  new Set(Array.from({ length: Math.max(step, 0) + 1 }, (_, i) => i));

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
