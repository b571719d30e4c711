// The route table is data (paths and module names) that imports nothing of the web app; the build
// and scripts/lighthouse.ts read it too. robots.txt takes the signed-in screens from it.
// eslint-disable-next-line no-restricted-imports
import { routeBranches } from '../../../web/app/route-table';
import type { Db } from '../../db/client';
import { publicJobsRepo } from './public-jobs.repo';
import { closedPage, jobPage, notFoundPage, type PageContext } from './public-jobs.pages';
import { SITEMAP_MAX_URLS, robotsTxt, signedInPrefixes, sitemapIndex, urlSet } from './public-jobs.sitemap';

/** Job ids are UUIDs; anything else is no job (and is never sent to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many open jobs a closed job's page links to. */
const SIMILAR_JOBS = 5;

/** A page and the status it is sent with: 200 open, 410 closed, 404 never public (or no such job). */
export interface PublicPage {
  status: 200 | 404 | 410;
  html: string;
  /** Kept out of search engines (a closed, unknown or sample job). */
  noindex: boolean;
}

/**
 * The public job pages, the sitemap and robots.txt: what anyone (a search engine, a link shared
 * in a message) sees of a job without signing in. Only active jobs are shown; a job that closed
 * (archived, taken down, or past its closing date) answers 410 with open jobs instead; a draft, a
 * held or refused job, a suspended employer's job and an unknown id answer 404, alike.
 */
export function publicJobsService(deps: {
  db: Db;
  /** The app's address (config.publicUrl), no trailing slash. */
  publicUrl: string;
  /** The web build's stylesheet path, or null when no web app is served (API tests). */
  stylesheet: string | null;
  /** Addresses per sitemap: SITEMAP_MAX_URLS, smaller in tests. */
  sitemapPageSize?: number;
}) {
  const repo = publicJobsRepo(deps.db);
  const ctx: PageContext = { publicUrl: deps.publicUrl, stylesheet: deps.stylesheet };
  const pageSize = deps.sitemapPageSize ?? SITEMAP_MAX_URLS;
  const robots = robotsTxt(deps.publicUrl, signedInPrefixes(routeBranches()));
  const missing = (): PublicPage => ({ status: 404, html: notFoundPage(ctx), noindex: true });

  return {
    async jobPage(id: string): Promise<PublicPage> {
      if (!UUID.test(id)) return missing();
      const job = await repo.findJob(id.toLowerCase());
      if (!job || job.suspended) return missing();
      if (job.status === 'active' && !job.closed) {
        return { status: 200, html: jobPage(job, ctx), noindex: job.sample };
      }
      if (job.status === 'active' || job.status === 'archived' || job.status === 'removed') {
        const similar = await repo.similarOpen({
          excludeId: job.id,
          category: job.category,
          withSample: job.sample,
          limit: SIMILAR_JOBS,
        });
        return { status: 410, html: closedPage(similar, ctx), noindex: true };
      }
      return missing();
    },

    /** /sitemap.xml: the job pages, or past one sitemap's worth an index of sitemaps. */
    async sitemap(): Promise<string> {
      const total = await repo.countListed();
      if (total <= pageSize) return urlSet(deps.publicUrl, await repo.listed(0, pageSize));
      return sitemapIndex(deps.publicUrl, Math.ceil(total / pageSize));
    },

    /** /sitemap-jobs-<page>.xml (from 1); null past the last page. */
    async sitemapPage(page: number): Promise<string | null> {
      if (!Number.isSafeInteger(page) || page < 1) return null;
      const jobs = await repo.listed((page - 1) * pageSize, pageSize);
      if (jobs.length === 0 && page > 1) return null;
      return urlSet(deps.publicUrl, jobs);
    },

    robots: () => robots,
  };
}
