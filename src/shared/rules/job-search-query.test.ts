import { describe, expect, it } from 'vitest';
import { searchFromQuery, type JobSearch } from '../contracts/job-search';
import { isEmptySearch, searchToQuery } from './job-search-query';
import {
  countSearchFilters,
  describeSearch,
  searchFromPageQuery,
  searchToPageQuery,
  suggestSearchName,
} from './job-search-page';

const full: JobSearch = {
  keywords: 'chef nights',
  category: 'Chef & Cooking',
  place: 'Leeds',
  employmentType: 'Part-time',
  benefits: ['paid_breaks', 'free_meals'],
  fairChanceOnly: true,
};

const page = (search: JobSearch) => new URLSearchParams(searchToPageQuery(search));

describe('the search in a query string', () => {
  it('leaves empty fields out, and an empty search is no query at all', () => {
    expect(searchToQuery({})).toEqual({});
    expect(searchToQuery({ keywords: '', benefits: [], fairChanceOnly: false })).toEqual({});
    expect(isEmptySearch({ benefits: [] })).toBe(true);
    expect(isEmptySearch({ place: 'York' })).toBe(false);
  });

  it('gives the API its fields (benefits comma-separated, fair-chance as true)', () => {
    expect(searchToQuery(full)).toEqual({
      keywords: 'chef nights',
      category: 'Chef & Cooking',
      place: 'Leeds',
      employmentType: 'Part-time',
      benefits: 'paid_breaks,free_meals',
      fairChanceOnly: 'true',
    });
    // What the API's checked reading makes of it is the same search.
    expect(searchFromQuery(searchToQuery(full))).toEqual({ success: true, data: full });
  });

  it('keeps fair=1 in the page address, and reads the page address back to the same search', () => {
    expect(page({ fairChanceOnly: true }).toString()).toBe('fair=1');
    expect(page({ place: 'Leeds', fairChanceOnly: true }).toString()).toBe('place=Leeds&fair=1');
    expect(searchFromPageQuery(page(full))).toEqual(full);
    expect(searchFromPageQuery(page({}))).toEqual({});
    // Through a real address: "&" and spaces survive.
    const url = new URL(`https://newleaf.test/seeker-discover?${page(full)}`);
    expect(searchFromPageQuery(url.searchParams)).toEqual(full);
  });

  it('reads old and API-style addresses, trims, and drops what is blank', () => {
    expect(searchFromPageQuery(new URLSearchParams('fair=1'))).toEqual({ fairChanceOnly: true });
    expect(searchFromPageQuery(new URLSearchParams('fairChanceOnly=true'))).toEqual({ fairChanceOnly: true });
    expect(searchFromPageQuery(new URLSearchParams('fair=0&fairChanceOnly=false'))).toEqual({});
    expect(
      searchFromPageQuery(
        new URLSearchParams('keywords=%20%20&place=%20York%20&benefits=,sick_pay,,sick_pay&from=menu'),
      ),
    ).toEqual({ place: 'York', benefits: ['sick_pay'] });
  });
});

describe('the search in words', () => {
  it('counts each filter, each benefit on its own', () => {
    expect(countSearchFilters({})).toBe(0);
    expect(countSearchFilters({ fairChanceOnly: false, benefits: [] })).toBe(0);
    expect(countSearchFilters(full)).toBe(7);
  });

  it('describes it briefly', () => {
    expect(describeSearch(full)).toEqual([
      '“chef nights”',
      'Chef & Cooking',
      'Leeds',
      'Part-time',
      '2 benefits',
      'Fair-chance employers only',
    ]);
    expect(describeSearch({ benefits: ['sick_pay'] })).toEqual(['1 benefit']);
    expect(describeSearch({})).toEqual([]);
  });

  it('suggests a name from the most telling filter and the place', () => {
    expect(suggestSearchName({ keywords: 'chef', place: 'Leeds' }, 60)).toBe('Chef in Leeds');
    expect(suggestSearchName({ category: 'Chef & Cooking', place: 'Leeds' }, 60)).toBe(
      'Chef & Cooking in Leeds',
    );
    expect(suggestSearchName({ employmentType: 'Part-time' }, 60)).toBe('Part-time jobs');
    expect(suggestSearchName({ fairChanceOnly: true }, 60)).toBe('Fair-chance jobs');
    expect(suggestSearchName({ benefits: ['sick_pay'] }, 60)).toBe('Jobs with benefits');
    expect(suggestSearchName({ place: 'York' }, 60)).toBe('Jobs in York');
    expect(suggestSearchName({}, 60)).toBe('All jobs');
    expect(suggestSearchName({ keywords: 'forklift driver', place: 'Newcastle upon Tyne' }, 20)).toBe(
      'Forklift driver in N',
    );
    expect(suggestSearchName({ keywords: 'forklift driver', place: 'York' }, 16)).toBe('Forklift driver');
  });
});

describe('a distance in the page address', () => {
  it('is kept with a place, from the list only, and described in words', () => {
    const search: JobSearch = { place: 'Leeds', distanceMiles: 10 };
    expect(searchFromPageQuery(page(search))).toEqual(search);
    expect(searchFromPageQuery(new URLSearchParams('place=Leeds&distance=7'))).toEqual({ place: 'Leeds' });
    expect(searchFromPageQuery(new URLSearchParams('distance=10'))).toEqual({});
    expect(describeSearch(search)).toEqual(['within 10 miles of Leeds']);
  });
});
