import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONVICTION_STATUS, CONVICTION_TYPE_VALUES, CONVICTION_TYPES, MAPPA_LEVELS } from './conviction';
import { DISABILITY_TYPE_VALUES, WORKPLACE_ADJUSTMENT_VALUES } from './health';
import { EMPLOYMENT_TYPES, WORK_PREFERENCE_VALUES, WORK_PREFERENCES } from './work';
import { COMPANY_SIZES, COUNTRIES, PROFILE_INDUSTRIES, SETUP_INDUSTRIES } from './company';
import { JOB_INTEREST_CATEGORIES, suggestedSkillCategories } from './job-interest';
import { SKILL_CATEGORY_IDS } from '../skills/category-ids';
import { SKILL_CATEGORIES, getSkillCategory, isSkillId } from '../skills/catalogue';
import {
  APPLICATION_FILTERS,
  APPLICATION_SORTS,
  APPLICATION_SORT_VALUES,
  DEFAULT_APPLICATION_SORT,
} from '../rules/applications';
import { QUICK_TOPICS } from '../coach/welcome';

/**
 * The option lists against the spec's own words (docs/spec-lists.md, copied from the product
 * spec): values, order and the labels the spec gives. The other tests beside each list check
 * behaviour (labels, validation), not the list again.
 */
const SPEC = fs.readFileSync(new URL('../../../docs/spec-lists.md', import.meta.url), 'utf8');

/** The text of the bullet starting with `start` (after it, if `start` is a label), up to its first sentence's end, without parentheses. */
function bullet(start: string): string {
  const line = SPEC.split('\n').find((l) => l.startsWith(`- ${start}`));
  if (!line) throw new Error(`docs/spec-lists.md has no bullet starting "${start}"`);
  const text = start.endsWith(':') ? line.slice(2 + start.length) : line.slice(2);
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\.(?:\s|$)/)[0]!
    .trim();
}

/** The bullet's items: separated by semicolons when it has any, else by commas. */
function items(start: string): string[] {
  const text = bullet(start);
  return text.split(text.includes(';') ? ';' : ',').map((item) => item.trim());
}

const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

describe('option lists as the spec gives them (docs/spec-lists.md)', () => {
  it('conviction status, types and MAPPA levels', () => {
    expect(values(CONVICTION_STATUS)).toEqual(items('Conviction status:'));
    expect(CONVICTION_STATUS[0]?.label).toBe('Spent (under the Rehabilitation of Offenders Act 1974)');
    expect(SPEC).toContain('spent (under the Rehabilitation of Offenders Act 1974)');
    expect([...CONVICTION_TYPE_VALUES]).toEqual(items('Conviction types:'));
    expect(values(CONVICTION_TYPES)).toEqual([...CONVICTION_TYPE_VALUES]);
    expect(values(MAPPA_LEVELS)).toEqual(items('MAPPA level:'));
    expect(SPEC).toContain('not_applicable (shown as N/A)');
    expect(MAPPA_LEVELS.find((o) => o.value === 'not_applicable')?.label).toBe('N/A');
  });

  it('disability types and workplace adjustments', () => {
    expect([...DISABILITY_TYPE_VALUES]).toEqual(items('Disability types:'));
    expect([...WORKPLACE_ADJUSTMENT_VALUES]).toEqual(items('Workplace adjustments:'));
  });

  it('work preferences (10) and employment types', () => {
    expect([...WORK_PREFERENCE_VALUES]).toEqual(items('Work preferences (10):'));
    expect(WORK_PREFERENCES).toHaveLength(10);
    expect(values(EMPLOYMENT_TYPES)).toEqual(items('Employment types:'));
  });

  it('company sizes, as "<band> employees"', () => {
    const bands = items('Company size:').map((item) => item.replace(/ employees$/, ''));
    expect(values(COMPANY_SIZES)).toEqual(bands);
    expect(COMPANY_SIZES.map((o) => o.label)).toEqual(bands.map((band) => `${band} employees`));
    // The company profile (part 2) gives the same bands.
    expect(SPEC).toContain(`Company sizes: ${items('Company size:').join(', ')}.`);
  });

  it('the 20 setup industries and the shorter list of the company profile editor', () => {
    expect(values(SETUP_INDUSTRIES)).toEqual(items('Industry options at hirer setup (20):'));
    expect(SETUP_INDUSTRIES).toHaveLength(20);
    expect(values(PROFILE_INDUSTRIES)).toEqual(items('Company industries:'));
  });

  it('countries, the United Kingdom first (in both parts of the spec)', () => {
    expect(COUNTRIES.map((o) => o.label)).toEqual(items('Countries:'));
    expect(SPEC).toContain(`Countries: ${items('Countries:').join(', ')}.`);
  });

  it('job interest categories and the industry → skill-category suggestions', () => {
    expect(values(JOB_INTEREST_CATEGORIES)).toEqual(items('Seeker job interest categories:'));
    const rows = items('Industry to skill-category suggestions:');
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      const [industry = '', categories = ''] = row.split(' gives ');
      const expected = categories.split(' and ');
      if (industry === 'anything else') {
        expect(suggestedSkillCategories('Astronomy')).toEqual(expected);
      } else {
        expect(suggestedSkillCategories(industry), industry).toEqual(expected);
      }
    }
  });

  it('skill categories (soft_skills named Skills & Personal Development) and the example skills', () => {
    expect([...SKILL_CATEGORY_IDS]).toEqual(items('construction,'));
    expect(SKILL_CATEGORIES.map((c) => c.id)).toEqual([...SKILL_CATEGORY_IDS]);
    expect(SPEC).toContain('soft_skills (named Skills & Personal Development)');
    expect(getSkillCategory('soft_skills')?.name).toBe('Skills & Personal Development');
    const examples = items('Example skill ids:');
    expect(examples).toHaveLength(10);
    for (const id of examples) expect(isSkillId(id), id).toBe(true);
  });

  it('My Applications filter chips, sort labels and sort keys (date-desc first, the default)', () => {
    expect(APPLICATION_FILTERS.map((o) => o.label)).toEqual(items('My Applications filter chips:'));
    expect(APPLICATION_SORTS.map((o) => o.label)).toEqual(items('My Applications sort selector:'));
    const [sortKeys = '', filterDefault = ''] = bullet('Application sort keys:').split('; ');
    expect([...APPLICATION_SORT_VALUES]).toEqual(sortKeys.split(', '));
    expect(SPEC).toContain(`${DEFAULT_APPLICATION_SORT} (default)`);
    expect(filterDefault).toBe(`filter default ${APPLICATION_FILTERS[0]?.value}`);
  });

  it("the coach's eight Quick Topics, in order", () => {
    expect([...QUICK_TOPICS]).toEqual(items('Quick Topics:'));
    expect(QUICK_TOPICS).toHaveLength(8);
  });
});
