import { describe, it, expect } from 'vitest';
import { SKILL_CATEGORY_IDS, isSkillCategoryId, skillCategoryIdSchema } from './category-ids';

describe('skill category ids', () => {
  it('lists the 8 spec categories in order', () => {
    expect(SKILL_CATEGORY_IDS).toEqual([
      'construction',
      'driving_logistics',
      'catering_hospitality',
      'cleaning_maintenance',
      'it_digital',
      'trades_technical',
      'retail_customer',
      'soft_skills',
    ]);
  });

  it('recognises category ids only', () => {
    expect(isSkillCategoryId('soft_skills')).toBe(true);
    expect(isSkillCategoryId('Soft Skills')).toBe(false);
    expect(isSkillCategoryId(undefined)).toBe(false);
    expect(skillCategoryIdSchema.safeParse('it_digital').success).toBe(true);
    expect(skillCategoryIdSchema.safeParse('it').success).toBe(false);
  });
});
