import type { JobSearch } from '../contracts/job-search';

/**
 * A job search (issue 34) as query-string fields, without zod: the seekers' Discover screen reads
 * its search from its address and sends it to the feed with these, and that screen's own chunk
 * must not bring zod (docs/decisions/0009). The contract re-exports `searchToQuery` and
 * `isEmptySearch`; its `searchFromQuery` is the checked reading the server uses.
 */

/** The search as query-string fields, for the API (empty fields left out, benefits comma-separated). */
export function searchToQuery(search: JobSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.keywords) out.keywords = search.keywords;
  if (search.category) out.category = search.category;
  if (search.place) out.place = search.place;
  if (search.place && search.distanceMiles) out.distance = String(search.distanceMiles);
  if (search.employmentType) out.employmentType = search.employmentType;
  if (search.benefits?.length) out.benefits = search.benefits.join(',');
  if (search.fairChanceOnly) out.fairChanceOnly = 'true';
  return out;
}

export const isEmptySearch = (search: JobSearch) => Object.keys(searchToQuery(search)).length === 0;
