import { describe, expect, it } from 'vitest';
import { hasNumber } from './ats-score';
import { NUMBER_HINT, suggestAchievements, suggestSummary } from './cv-suggest';

/** Every verb a suggestion may open with (the helper's own and the seeker's). */
const PAST_VERB = /^(\w+ed|cut|led|ran|made|sold|built|drove|grew|kept|took)$/i;

/** A suggestion as a seeker can use it: a finished sentence, no gap, no verb stacked on a verb. */
function expectUsable(suggestion: string) {
  expect(suggestion).not.toContain('[');
  expect(suggestion).not.toContain(']');
  expect(suggestion).toMatch(/^[A-Z]/);
  expect(suggestion).not.toMatch(/\s{2}|\s,|,,|\.$/);
  const [first = '', second = ''] = suggestion.split(' ');
  // "Supported cooked breakfast": two verbs in a row.
  expect(PAST_VERB.test(first) && PAST_VERB.test(second), suggestion).toBe(false);
  expect(suggestion.length).toBeLessThanOrEqual(300);
}

describe('offline writing helper: achievements', () => {
  it.each([
    'cooked breakfast for 40 people',
    'cleaned rooms',
    'served customers',
    'Cut picking errors by 30%',
    'I was responsible for helping customers at the till',
    'helped customers find products',
    'Trained new starters',
    'I stack shelves',
    'Responsible for the stock room',
    'Looked after children',
    'Supported cooked breakfast for people',
    'Kept the kitchen spotless',
    'Stock control and ordering',
    '',
  ])('"%s": grammatical lines, no gaps, no doubled verbs', (text) => {
    const { suggestions } = suggestAchievements(text);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    suggestions.forEach(expectUsable);
    // Never the line unchanged.
    expect(suggestions.map((s) => s.toLowerCase())).not.toContain(text.toLowerCase());
  });

  it("keeps the seeker's verb phrase and offers verbs that read right before it", () => {
    expect(suggestAchievements('cooked breakfast for 40 people').suggestions).toEqual([
      'Prepared breakfast for 40 people',
      'Made breakfast for 40 people',
      'Cooked breakfast for 40 people, following food safety and hygiene rules',
    ]);
    expect(suggestAchievements('served customers').suggestions).toEqual([
      'Looked after customers',
      'Assisted customers',
      'Served customers, giving friendly, fast service at busy times',
    ]);
    expect(suggestAchievements('cleaned rooms').suggestions[0]).toBe('Deep-cleaned rooms');
    // The line the old helper turned into "Supported cooked breakfast for people by [how much?]%".
    expect(suggestAchievements('Supported cooked breakfast for people').suggestions).toContain(
      'Cooked breakfast for people',
    );
  });

  it('turns a weak opening into a past-tense verb, with the people it served', () => {
    const { suggestions, hint } = suggestAchievements('I was responsible for helping customers at the till');
    expect(suggestions).toEqual([
      'Helped customers at the till',
      'Served customers at the till',
      'Supported customers at the till',
    ]);
    expect(hint).toBe(NUMBER_HINT);
    expect(suggestAchievements('I cook the meals and clean the rooms').suggestions[0]).toBe(
      'Cooked the meals and cleaned the rooms',
    );
    expect(suggestAchievements('Responsible for the stock room').suggestions[0]).toBe(
      'Took charge of the stock room',
    );
  });

  it('leaves words it cannot reword safely as written', () => {
    // "Lead" and "Stock" are not verbs here; "helped customers find" takes no other verb.
    for (const text of [
      'Lead cook at a busy hotel',
      'Stock control and ordering',
      'helped customers find products',
    ]) {
      for (const s of suggestAchievements(text).suggestions)
        expect(s.startsWith(text.charAt(0).toUpperCase() + text.slice(1))).toBe(true);
    }
  });

  it('asks for a number without inventing one, and keeps a figure that is there', () => {
    const { suggestions, hint } = suggestAchievements('cleaned rooms');
    expect(hint).toMatch(/by how much\? how many\?/);
    expect(suggestions.some(hasNumber)).toBe(false);
    const measured = suggestAchievements('Cut picking errors by 30%');
    expect(measured.hint).toBeNull();
    expect(measured.suggestions[0]).toBe('Reduced picking errors by 30%');
    expect(measured.suggestions.every((s) => s.includes('picking errors by 30%'))).toBe(true);
  });
});

describe('offline writing helper: summaries', () => {
  it('suggests summaries from the profile', () => {
    const [summary] = suggestSummary({ jobTitle: 'Chef', skills: ['Food Hygiene', 'Line Cooking'] });
    expect(summary).toContain('Chef with skills in Food Hygiene, Line Cooking');
    expect(summary!.length).toBeGreaterThanOrEqual(50);
  });
});
