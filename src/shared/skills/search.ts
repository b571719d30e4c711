import { suggestedSkillCategories } from '../options/job-interest';
import { ALL_SKILLS, skillsInCategory, type Skill } from './catalogue';

/** Search suggestions shown under the skill search box. */
export const SKILL_SUGGESTION_LIMIT = 8;
/** Skills shown on the suggested-skills tab. */
export const SUGGESTED_SKILLS_LIMIT = 12;

export interface SkillSearchOptions {
  /** Skill ids to leave out, usually those already chosen. */
  readonly exclude?: readonly string[] | undefined;
  readonly limit?: number | undefined;
}

/** 0: name starts with the query, 1: name contains it, 2: only a keyword contains it, -1: no match. */
function matchRank(skill: Skill, needle: string): number {
  const name = skill.name.toLowerCase();
  if (name.startsWith(needle)) return 0;
  if (name.includes(needle)) return 1;
  if (skill.keywords.some((keyword) => keyword.toLowerCase().includes(needle))) return 2;
  return -1;
}

/**
 * Skills whose name or any keyword contains the trimmed query (case-insensitive).
 * Name-prefix matches come first, then other name matches, then keyword matches,
 * each group in catalogue order. An empty query gives no results.
 */
export function searchSkills(query: string, options: SkillSearchOptions = {}): Skill[] {
  const needle = query.trim().toLowerCase();
  const limit = options.limit ?? SKILL_SUGGESTION_LIMIT;
  if (needle === '' || limit <= 0) return [];
  const excluded = new Set(options.exclude ?? []);
  return ALL_SKILLS.filter((skill) => !excluded.has(skill.id))
    .map((skill) => ({ skill, rank: matchRank(skill, needle) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ skill }) => skill);
}

/**
 * Skills to suggest for a seeker's job interest categories: the skills of each interest's
 * suggested skill categories, categories de-duplicated in order of first appearance.
 * With no interests the soft-skills fallback is used.
 */
export function suggestedSkills(
  interestCategories: readonly string[],
  exclude: readonly string[] = [],
  limit: number = SUGGESTED_SKILLS_LIMIT,
): Skill[] {
  const interests = interestCategories.length > 0 ? interestCategories : [''];
  const categories = [...new Set(interests.flatMap((interest) => suggestedSkillCategories(interest)))];
  const excluded = new Set(exclude);
  return categories
    .flatMap((category) => skillsInCategory(category))
    .filter((skill) => !excluded.has(skill.id))
    .slice(0, Math.max(0, limit));
}
