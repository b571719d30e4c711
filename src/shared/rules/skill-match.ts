/** Tags shown on a discover card before '+n more'. */
export const CARD_TAG_LIMIT = 3;
/** Tags shown on a talent preview. */
export const TALENT_PREVIEW_TAG_LIMIT = 2;

type SkillList = readonly string[] | null | undefined;

/**
 * Rounded percentage of `matched` out of `required`, 0 when none are required: the one rounding
 * every match figure uses (the cards, the candidate profile and the feeds' ranking).
 */
export function matchPercent(matched: number, required: number): number {
  return required === 0 ? 0 : Math.round((100 * matched) / required);
}

function countMatched(seekerSkills: SkillList, requiredSkills: SkillList) {
  const required = new Set(requiredSkills ?? []);
  const held = new Set(seekerSkills ?? []);
  let matched = 0;
  for (const skill of required) if (held.has(skill)) matched += 1;
  return { matched, required: required.size };
}

/** Share (0 to 1) of the job's distinct required skills that the seeker has; 0 when none are required. */
export function skillMatchShare(seekerSkills: SkillList, requiredSkills: SkillList): number {
  const { matched, required } = countMatched(seekerSkills, requiredSkills);
  return required === 0 ? 0 : matched / required;
}

/** Rounded percentage of the job's required skills the seeker has; 0 when the job requires none. */
export function skillMatchPercentage(seekerSkills: SkillList, requiredSkills: SkillList): number {
  const { matched, required } = countMatched(seekerSkills, requiredSkills);
  return matchPercent(matched, required);
}

export interface FormattedTags<T> {
  readonly shown: T[];
  /** How many tags were left out (shown as '+n more' when above 0). */
  readonly more: number;
}

export function formatTags<T>(
  tags: readonly T[] | null | undefined,
  max: number = CARD_TAG_LIMIT,
): FormattedTags<T> {
  const list = tags ?? [];
  const limit = Math.max(0, Math.floor(max));
  return { shown: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}

/** '+n more', or '' when nothing was left out. */
export function moreTagsLabel(more: number): string {
  return more > 0 ? `+${more} more` : '';
}
