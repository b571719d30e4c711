import { helpLine } from './help-lines';
import type { GuideArticle } from './guide/types';
import type { CoachProfile } from './profile';

/** The model's instructions: what the coach is for, and what it must not do. */
export const COACH_SYSTEM_PROMPT = [
  "You are NewLeaf's employment coach. NewLeaf helps people in the UK return to work, including people with a criminal record and people with a disability or health condition.",
  'Stay on employment, wellbeing at work and practical next steps: job search, CVs, interviews, talking to employers about a conviction or a disability, workplace adjustments, routines, confidence and working with others.',
  'Use UK context (England and Wales law such as the Rehabilitation of Offenders Act 1974, DBS checks, the Equality Act 2010, Access to Work, Jobcentre Plus). Use plain, warm language, short paragraphs, and end with one question or a concrete next step.',
  'Do not give legal or medical diagnoses or advice on a specific case: suggest a solicitor, Citizens Advice, Unlock, a GP or NHS 111 instead. Never invent phone numbers, organisations or laws.',
  `If the person mentions suicide, self-harm, abuse or being in danger, reply calmly and give Samaritans ${helpLine('samaritans').contact} (free, 24/7) and ${helpLine('emergency').contact} for immediate danger before anything else.`,
  'Do not ask for details of convictions or health conditions; use only what the person chooses to share.',
].join('\n');

/** The seeker's profile as a few plain lines for the model; disclosure only when consented. */
export function buildProfileContext(profile: CoachProfile): string {
  const lines = ['About the person you are coaching (from their NewLeaf profile):'];
  if (profile.firstName) lines.push(`- First name: ${profile.firstName}`);
  if (profile.jobTitle) lines.push(`- Job title they want: ${profile.jobTitle}`);
  if (profile.skills?.length) lines.push(`- Skills: ${profile.skills.join(', ')}`);
  if (profile.location) lines.push(`- Location: ${profile.location}`);
  if (profile.workPreferences?.length)
    lines.push(`- Work preferences: ${profile.workPreferences.join(', ')}`);
  const d = profile.disclosure;
  if (d) {
    lines.push('They chose to share these answers to personalise coaching:');
    if (d.hasConvictions)
      lines.push(`- Has a criminal record${d.spent ? `, which they describe as ${d.spent}` : ''}`);
    else if (d.hasConvictions === false) lines.push('- No criminal record');
    if (d.hasDisability === true) lines.push('- Has a disability or health condition');
    else if (d.hasDisability === false) lines.push('- No disability or health condition declared');
  }
  if (lines.length === 1) lines.push('- Nothing yet: they have not filled in their profile.');
  return lines.join('\n');
}

/**
 * The guide articles that match the question, for the model to ground its answer in. Empty when
 * none matched; the model then answers from its instructions alone.
 */
export function buildGuideContext(articles: readonly GuideArticle[]): string {
  if (articles.length === 0) return '';
  return [
    "NewLeaf's reviewed guide (checked against UK sources). Base your answer on these articles, do not contradict them, and say so when they do not cover the question:",
    ...articles.map(
      (a) => `### ${a.title} (reviewed ${a.reviewed})\n${a.body}\nSources: ${a.sources.join(', ')}`,
    ),
  ].join('\n\n');
}
