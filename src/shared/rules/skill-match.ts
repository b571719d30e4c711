/** Tags shown on a discover card before '+n more'. */
export const CARD_TAG_LIMIT = 3;
/** Tags shown on a talent preview. */
export const TALENT_PREVIEW_TAG_LIMIT = 2;

type SkillList = readonly string[] | null | undefined;

/** Share (0 to 1) of the job's distinct required skills that the seeker has; 0 when none are required. */
export function skillMatchShare(seekerSkills: SkillList, requiredSkills: SkillList): number {
  const required = new Set(requiredSkills ?? []);
  if (required.size === 0) return 0;
  const held = new Set(seekerSkills ?? []);
  let matched = 0;
  for (const skill of required) if (held.has(skill)) matched += 1;
  return matched / required.size;
}

/** Rounded percentage of the job's required skills the seeker has; 0 when the job requires none. */
export function skillMatchPercentage(seekerSkills: SkillList, requiredSkills: SkillList): number {
  return Math.round(skillMatchShare(seekerSkills, requiredSkills) * 100);
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
