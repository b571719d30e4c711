import { describe, it, expect } from 'vitest';
import { isSkillCategoryId } from './category-ids';
import { skillCategoryIdSchema } from '../contracts/option-schemas';

describe('skill category ids', () => {
  // The ids and their order: spec-lists.test.ts.
  it('recognises category ids only', () => {
    expect(isSkillCategoryId('soft_skills')).toBe(true);
    expect(isSkillCategoryId('Soft Skills')).toBe(false);
    expect(isSkillCategoryId(undefined)).toBe(false);
    expect(skillCategoryIdSchema.safeParse('it_digital').success).toBe(true);
    expect(skillCategoryIdSchema.safeParse('it').success).toBe(false);
  });
});
