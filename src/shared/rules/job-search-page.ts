import type { JobSearch } from '../contracts/job-search';
import { searchToQuery } from './job-search-query';

/*
 * The Discover page's search in its address and in words (summary line, a saved search's name):
 * apart from job-search-query.ts, which the deck's calls need on every screen showing the deck.
 */

/** How far from the place a job may be, in miles (the filter's choices). */
export const SEARCH_DISTANCES_MILES = [5, 10, 25, 50] as const;
export type SearchDistance = (typeof SEARCH_DISTANCES_MILES)[number];
export const isSearchDistance = (value: number): value is SearchDistance =>
  (SEARCH_DISTANCES_MILES as readonly number[]).includes(value);

/**
 * The Discover page's own address for a search: the API's fields, except that fair-chance only
 * is the `fair=1` the page has always used (old links and bookmarks keep working).
 */
export function searchToPageQuery(search: JobSearch): Record<string, string> {
  const { fairChanceOnly, ...rest } = searchToQuery(search);
  return fairChanceOnly ? { ...rest, fair: '1' } : rest;
}

const text = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The search a page address holds (`searchToPageQuery`'s fields, or the API's: `fairChanceOnly=true`
 * reads as `fair=1`). Values are taken as they are, not checked against the option lists: the
 * feed answers a value that is not in them with its own message.
 */
export function searchFromPageQuery(params: URLSearchParams): JobSearch {
  const search: JobSearch = {};
  const keywords = text(params.get('keywords'));
  if (keywords) search.keywords = keywords;
  const category = text(params.get('category'));
  if (category) search.category = category as JobSearch['category'];
  const place = text(params.get('place'));
  if (place) search.place = place;
  const distance = Number(params.get('distance'));
  if (place && isSearchDistance(distance)) search.distanceMiles = distance;
  const employmentType = text(params.get('employmentType'));
  if (employmentType) search.employmentType = employmentType as JobSearch['employmentType'];
  const benefits = (params.get('benefits') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (benefits.length > 0) search.benefits = [...new Set(benefits)] as JobSearch['benefits'];
  if (params.get('fair') === '1' || params.get('fairChanceOnly') === 'true') search.fairChanceOnly = true;
  return search;
}

/** How many filters a search sets (each benefit counts: each narrows the deck). */
export const countSearchFilters = (search: JobSearch) =>
  [search.keywords, search.category, search.place, search.employmentType, search.fairChanceOnly].filter(
    Boolean,
  ).length + (search.benefits?.length ?? 0);

/** The search in a few words, for a summary line: `“chef”`, `Leeds`, `Full-time`, `2 benefits`… */
export function describeSearch(search: JobSearch): string[] {
  const parts: string[] = [];
  if (search.keywords) parts.push(`“${search.keywords}”`);
  if (search.category) parts.push(search.category);
  if (search.place)
    parts.push(
      search.distanceMiles ? `within ${search.distanceMiles} miles of ${search.place}` : search.place,
    );
  if (search.employmentType) parts.push(search.employmentType);
  const benefits = search.benefits?.length ?? 0;
  if (benefits > 0) parts.push(benefits === 1 ? '1 benefit' : `${benefits} benefits`);
  if (search.fairChanceOnly) parts.push('Fair-chance employers only');
  return parts;
}

/** A name to offer for a saved search: "Chef in Leeds", "Part-time jobs", "All jobs". */
export function suggestSearchName(search: JobSearch, max: number): string {
  const what =
    search.keywords ??
    search.category ??
    (search.employmentType
      ? `${search.employmentType} jobs`
      : search.fairChanceOnly
        ? 'Fair-chance jobs'
        : search.benefits?.length
          ? 'Jobs with benefits'
          : search.place
            ? 'Jobs'
            : 'All jobs');
  const name = search.place ? `${what} in ${search.place}` : what;
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return capitalised.length > max ? capitalised.slice(0, max).trimEnd() : capitalised;
}
