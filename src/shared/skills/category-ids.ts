/** Skill catalogue category ids, in display order. */
export const SKILL_CATEGORY_IDS = [
  'construction',
  'driving_logistics',
  'catering_hospitality',
  'cleaning_maintenance',
  'it_digital',
  'trades_technical',
  'retail_customer',
  'soft_skills',
] as const;
export type SkillCategoryId = (typeof SKILL_CATEGORY_IDS)[number];

export function isSkillCategoryId(value: unknown): value is SkillCategoryId {
  return typeof value === 'string' && (SKILL_CATEGORY_IDS as readonly string[]).includes(value);
}
