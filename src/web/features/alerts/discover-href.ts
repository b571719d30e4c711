import type { JobSearch } from '@shared/contracts/job-search';
import { searchToPageQuery } from '@shared/rules/job-search-page';

/** The Discover screen showing a search's jobs (the search in its address). */
export function discoverHref(search: JobSearch): string {
  const query = new URLSearchParams(searchToPageQuery(search)).toString();
  return query ? `/seeker-discover?${query}` : '/seeker-discover';
}
