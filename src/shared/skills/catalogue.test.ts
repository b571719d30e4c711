import { describe, it, expect } from 'vitest';
import {
  ALL_SKILLS,
  SKILL_CATEGORIES,
  SKILL_IDS,
  SKILL_TYPES,
  getSkill,
  isSkillId,
  type SkillId,
  skillName,
  skillsInCategory,
} from './catalogue';
import { skillIdSchema } from '../contracts/option-schemas';

describe('skill categories', () => {
  // The categories, their order, the name of soft_skills and the example ids: spec-lists.test.ts.
  it('gives every category a name, a description and 8-12 skills', () => {
    for (const category of SKILL_CATEGORIES) {
      expect(category.name.trim()).not.toBe('');
      expect(category.description.trim()).not.toBe('');
      expect(category.skills.length).toBeGreaterThanOrEqual(8);
      expect(category.skills.length).toBeLessThanOrEqual(12);
    }
  });

  it('tags each skill with the category it is listed under', () => {
    for (const category of SKILL_CATEGORIES) {
      for (const skill of category.skills) expect(skill.category).toBe(category.id);
    }
  });
});

describe('skills', () => {
  it('has unique ids and unique names', () => {
    const ids = ALL_SKILLS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = ALL_SKILLS.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses snake_case ids', () => {
    for (const skill of ALL_SKILLS) expect(skill.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('places the example skills in sensible categories', () => {
    expect(getSkill('cscs_labourer')?.category).toBe('construction');
    expect(getSkill('hgv_class1')?.category).toBe('driving_logistics');
    expect(getSkill('food_hygiene')?.category).toBe('catering_hospitality');
    expect(getSkill('microsoft_office')?.category).toBe('it_digital');
    expect(getSkill('plumbing_basic')?.category).toBe('trades_technical');
    expect(getSkill('till_operation')?.category).toBe('retail_customer');
    expect(getSkill('punctuality')?.category).toBe('soft_skills');
  });

  it('has a valid type, optional Basic level and lower-case keywords', () => {
    for (const skill of ALL_SKILLS) {
      expect(SKILL_TYPES).toContain(skill.type);
      if (skill.level !== undefined) expect(skill.level).toBe('Basic');
      expect(skill.keywords.length).toBeGreaterThan(0);
      for (const keyword of skill.keywords) expect(keyword).toBe(keyword.toLowerCase().trim());
    }
    expect(getSkill('hgv_class1')?.type).toBe('License');
    expect(getSkill('teamwork')?.type).toBe('Soft Skill');
  });

  it('lists all skills of all categories in ALL_SKILLS', () => {
    expect(ALL_SKILLS.length).toBe(SKILL_CATEGORIES.reduce((n, c) => n + c.skills.length, 0));
  });
});

describe('SKILL_IDS and lookups', () => {
  it('types SkillId as a union of literal ids (checked by tsc)', () => {
    const known: SkillId = 'bricklaying';
    // @ts-expect-error 'juggling' is not a catalogue id
    const unknown: SkillId = 'juggling';
    expect([known, unknown]).toEqual(['bricklaying', 'juggling']);
  });

  it('matches ALL_SKILLS and works with z.enum', () => {
    expect(SKILL_IDS).toEqual(ALL_SKILLS.map((s) => s.id));
    expect(skillIdSchema.safeParse('bricklaying').success).toBe(true);
    expect(skillIdSchema.safeParse('juggling').success).toBe(false);
  });

  it('looks skills up by id', () => {
    expect(getSkill('bricklaying')?.name).toBe('Bricklaying');
    expect(getSkill('juggling')).toBeUndefined();
  });

  it('names a skill, returning an unknown id unchanged', () => {
    expect(skillName('teamwork')).toBe('Teamwork');
    expect(skillName('juggling')).toBe('juggling');
  });

  it('rejects non-ids', () => {
    expect(isSkillId('Teamwork')).toBe(false);
    expect(isSkillId(42)).toBe(false);
    expect(isSkillId(undefined)).toBe(false);
  });

  it('lists skills by category', () => {
    expect(skillsInCategory('construction').map((s) => s.id)).toContain('bricklaying');
    expect(skillsInCategory('nope')).toEqual([]);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(SKILL_CATEGORIES)).toBe(true);
    expect(Object.isFrozen(ALL_SKILLS[0])).toBe(true);
  });
});
