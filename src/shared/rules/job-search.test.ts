import { describe, expect, it } from 'vitest';
import { jobMatchesSearch, type SearchableJob } from './job-search';
import { searchFromQuery, searchToQuery } from '../contracts/job-search';

const job: SearchableJob = {
  title: 'Kitchen Porter',
  description: 'Help our chefs in a busy café kitchen.',
  companyName: 'Green Fork Ltd',
  category: 'Hospitality',
  employmentType: 'Part-time',
  locationCity: 'Newcastle upon Tyne',
  skillNames: ['Food Hygiene'],
  benefits: ['free_meals', 'paid_breaks'],
  fairChance: true,
};

describe('jobMatchesSearch', () => {
  it('matches every job on an empty search', () => {
    expect(jobMatchesSearch(job, {})).toBe(true);
  });

  it('finds keywords at the start of words, in any field, accents and case ignored', () => {
    expect(jobMatchesSearch(job, { keywords: 'chef CAFE' })).toBe(true);
    expect(jobMatchesSearch(job, { keywords: 'hygiene porter' })).toBe(true);
    expect(jobMatchesSearch(job, { keywords: 'green fork' })).toBe(true);
    expect(jobMatchesSearch(job, { keywords: 'orter' })).toBe(false);
    expect(jobMatchesSearch(job, { keywords: 'porter driver' })).toBe(false);
  });

  it('matches a place as whole words of the town', () => {
    expect(jobMatchesSearch(job, { place: 'newcastle' })).toBe(true);
    expect(jobMatchesSearch(job, { place: 'Newcastle-upon-Tyne' })).toBe(true);
    expect(jobMatchesSearch(job, { place: 'castle' })).toBe(false);
    expect(jobMatchesSearch({ ...job, locationCity: null }, { place: 'Leeds' })).toBe(false);
  });

  it('needs every benefit asked for, the category, the type and fair chance', () => {
    expect(jobMatchesSearch(job, { benefits: ['free_meals'] })).toBe(true);
    expect(jobMatchesSearch(job, { benefits: ['free_meals', 'sick_pay'] })).toBe(false);
    expect(jobMatchesSearch(job, { category: 'Roofing' })).toBe(false);
    expect(jobMatchesSearch(job, { employmentType: 'Full-time' })).toBe(false);
    expect(jobMatchesSearch({ ...job, fairChance: false }, { fairChanceOnly: true })).toBe(false);
  });
});

describe('search query strings', () => {
  it('round-trip, and refuse values off the lists', () => {
    const search = { keywords: 'chef', benefits: ['free_meals' as const], fairChanceOnly: true };
    const parsed = searchFromQuery(searchToQuery(search));
    expect(parsed.success && parsed.data).toEqual(search);
    expect(searchFromQuery({ benefits: 'free_meals,yachts' }).success).toBe(false);
    expect(searchFromQuery({ category: 'Piracy' }).success).toBe(false);
  });
});

describe('distance', () => {
  const map: Record<string, { lat: number; lon: number }> = {
    leeds: { lat: 53.7965, lon: -1.5479 },
    bradford: { lat: 53.7939, lon: -1.7521 },
    york: { lat: 53.9576, lon: -1.0827 },
  };
  const locate = (name: string) => map[name.toLowerCase()] ?? null;
  const inBradford = { ...job, locationCity: 'Bradford' };

  it('finds jobs in towns within the miles chosen, as the crow flies', () => {
    expect(jobMatchesSearch(inBradford, { place: 'Leeds', distanceMiles: 10 }, undefined, locate)).toBe(true);
    expect(jobMatchesSearch(inBradford, { place: 'Leeds', distanceMiles: 5 }, undefined, locate)).toBe(false);
    expect(
      jobMatchesSearch(
        { ...job, locationCity: 'York' },
        { place: 'Leeds', distanceMiles: 25 },
        undefined,
        locate,
      ),
    ).toBe(true);
    expect(
      jobMatchesSearch(
        { ...job, locationCity: 'York' },
        { place: 'Leeds', distanceMiles: 10 },
        undefined,
        locate,
      ),
    ).toBe(false);
  });

  it('falls back to the town by name when a place is unknown or no distance is asked', () => {
    expect(jobMatchesSearch(inBradford, { place: 'Leeds' }, undefined, locate)).toBe(false);
    expect(jobMatchesSearch(inBradford, { place: 'Atlantis', distanceMiles: 50 }, undefined, locate)).toBe(
      false,
    );
    expect(
      jobMatchesSearch(
        { ...job, locationCity: 'Atlantis' },
        { place: 'Atlantis', distanceMiles: 5 },
        undefined,
        locate,
      ),
    ).toBe(true);
    expect(jobMatchesSearch(inBradford, { place: 'Leeds', distanceMiles: 10 })).toBe(false);
  });

  it('reads and writes the distance in query strings only with a place, and only from the list', () => {
    expect(searchToQuery({ place: 'Leeds', distanceMiles: 10 })).toEqual({ place: 'Leeds', distance: '10' });
    expect(searchToQuery({ distanceMiles: 10 })).toEqual({});
    const parsed = searchFromQuery({ place: 'Leeds', distance: '25' });
    expect(parsed.success && parsed.data).toEqual({ place: 'Leeds', distanceMiles: 25 });
    expect(searchFromQuery({ place: 'Leeds', distance: '7' }).success).toBe(false);
  });
});
