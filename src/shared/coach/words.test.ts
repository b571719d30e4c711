import { describe, expect, it } from 'vitest';
import { hasPhrase, stem, stems, words } from './words';

describe('stem', () => {
  it.each([
    ['interviews', 'interview'],
    ['interviewing', 'interview'],
    ['interviewer', 'interview'],
    ['planning', 'plan'],
    ['plans', 'plan'],
    ['planned', 'plan'],
    ['stressed', 'stress'],
    ['stress', 'stress'],
    ['jobs', 'job'],
    ['goals', 'goal'],
    ['worries', 'worry'],
    ['worried', 'worry'],
    ['housing', 'hous'],
    ['house', 'hous'],
    ['bosses', 'boss'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('keeps different words apart', () => {
    expect(stem('jobless')).not.toBe(stem('job'));
    expect(stem('planet')).not.toBe(stem('plan'));
    expect(stem('anxious')).not.toBe(stem('anxiou'));
  });
});

describe('hasPhrase', () => {
  it('matches whole words and phrases, never substrings', () => {
    expect(hasPhrase(stems('I need a place to live'), 'place to live')).toBe(true);
    expect(hasPhrase(stems('I need a place where I can live'), 'place to live')).toBe(false);
    expect(hasPhrase(stems('an embossed letter'), 'boss')).toBe(false);
    expect(hasPhrase(stems('my bosses'), 'boss')).toBe(true);
  });

  it('splits on punctuation and keeps apostrophes inside words', () => {
    expect(words("I'd like help—with jobs!")).toEqual(["i'd", 'like', 'help', 'with', 'jobs']);
  });
});
