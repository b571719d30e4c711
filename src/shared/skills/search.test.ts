import { describe, it, expect } from 'vitest';
import { SKILL_SUGGESTION_LIMIT, SUGGESTED_SKILLS_LIMIT, searchSkills, suggestedSkills } from './search';
import { skillsInCategory } from './catalogue';

const ids = (skills: readonly { id: string }[]) => skills.map((s) => s.id);

describe('constants', () => {
  it('matches the spec limits', () => {
    expect(SKILL_SUGGESTION_LIMIT).toBe(8);
    expect(SUGGESTED_SKILLS_LIMIT).toBe(12);
  });
});

describe('searchSkills', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(searchSkills('')).toEqual([]);
    expect(searchSkills('   ')).toEqual([]);
  });

  it('matches a case-insensitive substring of the name', () => {
    expect(ids(searchSkills('BRICK'))).toContain('bricklaying');
    expect(ids(searchSkills('laying'))).toContain('bricklaying');
  });

  it('matches a substring of a keyword', () => {
    // "green card" is a keyword of the CSCS labourer card, not part of its name
    expect(ids(searchSkills('green car'))).toContain('cscs_labourer');
    expect(ids(searchSkills('Epos'))).toContain('till_operation');
  });

  it('trims the query', () => {
    expect(ids(searchSkills('  forklift  '))).toEqual(['forklift_counterbalance', 'forklift_reach']);
  });

  it('does not match unrelated skills', () => {
    expect(searchSkills('zzzz')).toEqual([]);
    expect(ids(searchSkills('forklift'))).not.toContain('bricklaying');
  });

  it('excludes already chosen skills', () => {
    expect(ids(searchSkills('forklift', { exclude: ['forklift_counterbalance'] }))).toEqual([
      'forklift_reach',
    ]);
  });

  it('returns at most 8 by default and honours a custom limit', () => {
    const all = searchSkills('a', { limit: 1000 });
    expect(all.length).toBeGreaterThan(8);
    expect(searchSkills('a')).toHaveLength(8);
    expect(searchSkills('a', { limit: 3 })).toHaveLength(3);
    expect(searchSkills('a', { limit: 0 })).toEqual([]);
  });

  it('ranks name matches before keyword-only matches', () => {
    // "hgv" is in the names of the HGV licences and only a keyword of Driver CPC
    const result = ids(searchSkills('hgv'));
    expect(result.slice(0, 2)).toEqual(['hgv_class1', 'hgv_class2']);
    expect(result).toContain('driver_cpc');
    expect(result.indexOf('driver_cpc')).toBeGreaterThan(1);
  });

  it('ranks name prefixes before other name matches', () => {
    // "Wall & Floor Tiling" comes first in the catalogue, but "Floor Care ..." starts with the query
    const result = ids(searchSkills('floor'));
    expect(result[0]).toBe('floor_care');
    expect(result).toContain('wall_floor_tiling');
  });
});

describe('suggestedSkills', () => {
  it('draws from the categories of the interest, in order', () => {
    const result = suggestedSkills(['Construction'], [], 100);
    expect(ids(result)).toEqual([
      ...ids(skillsInCategory('construction')),
      ...ids(skillsInCategory('trades_technical')),
    ]);
  });

  it('caps the list at 12 by default', () => {
    expect(suggestedSkills(['Construction'])).toHaveLength(12);
    expect(suggestedSkills(['Construction'], [], 5)).toHaveLength(5);
  });

  it('de-duplicates categories shared by several interests, keeping first order', () => {
    const result = ids(suggestedSkills(['Transportation', 'Retail'], [], 100));
    expect(result).toEqual([
      ...ids(skillsInCategory('driving_logistics')),
      ...ids(skillsInCategory('soft_skills')),
      ...ids(skillsInCategory('retail_customer')),
    ]);
    expect(new Set(result).size).toBe(result.length);
  });

  it('leaves out excluded skills and fills up from the rest', () => {
    const result = ids(suggestedSkills(['Hospitality'], ['food_hygiene']));
    expect(result).not.toContain('food_hygiene');
    expect(result).toHaveLength(12);
  });

  it('falls back to soft skills for unknown or no interests', () => {
    expect(ids(suggestedSkills(['Astronomy']))).toEqual(ids(skillsInCategory('soft_skills')).slice(0, 12));
    expect(ids(suggestedSkills([]))).toEqual(ids(skillsInCategory('soft_skills')).slice(0, 12));
  });
});
