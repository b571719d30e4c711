import { escapeHtml } from './html';

/**
 * The sitemap (sitemaps.org protocol) of the public job pages, and robots.txt. A sitemap holds at
 * most 50,000 addresses; past that, /sitemap.xml is an index of pages /sitemap-jobs-1.xml, … .
 */

/** Most addresses one sitemap may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A W3C datetime, to the second, in UTC. */
const w3cDate = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap of job pages. */
export function urlSet(publicUrl: string, jobs: readonly { id: string; updatedAt: Date }[]): string {
  const urls = jobs.map(
    (j) =>
      `<url><loc>${escapeHtml(`${publicUrl}/jobs/${j.id}`)}</loc><lastmod>${w3cDate(j.updatedAt)}</lastmod></url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The path of the `page`th sitemap of jobs (from 1). */
export const sitemapPagePath = (page: number) => `/sitemap-jobs-${page}.xml`;

/** A sitemap index naming `pages` sitemaps of jobs. */
export function sitemapIndex(publicUrl: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeHtml(`${publicUrl}${sitemapPagePath(i + 1)}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The path prefixes of the signed-in screens, from the route table's branches: every screen below
 * a guard, as the part of its first segment up to its first '-' ('/seeker-dashboard' → '/seeker-'),
 * or the whole first segment ('/moderation/reports/:id' → '/moderation').
 */
export function signedInPrefixes(
  branches: readonly { path: string; modules: readonly string[] }[],
): string[] {
  const prefixes = new Set<string>();
  for (const { path, modules } of branches) {
    if (!modules.some((m) => m.startsWith('guards/'))) continue;
    const segment = path.split('/')[1] ?? '';
    if (!segment || segment.startsWith(':') || segment === '*') continue;
    const dash = segment.indexOf('-');
    prefixes.add(`/${dash > 0 ? segment.slice(0, dash + 1) : segment}`);
  }
  return [...prefixes].sort();
}

/** robots.txt: job pages welcome; the API and the signed-in screens not; where the sitemap is. */
export function robotsTxt(publicUrl: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /jobs/',
    'Disallow: /api/',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
