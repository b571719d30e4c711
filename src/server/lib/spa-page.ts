import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { ROUTE_CHUNKS_FILE, documentTitle, readsFor, type RouteChunks } from '@shared/rules/route-chunks';

/**
 * The page sent for a client-side route: the built index.html, naming the route's own scripts
 * as module preloads and the API reads its first screen shows as fetch preloads. Without them a
 * phone downloads and runs the entry (React, the router) before it learns which screen's code to
 * ask for, and runs that code before it asks for the data; with them all three download at once
 * (the app's own `fetch` of the same path takes the preloaded answer). Read once at start; a page
 * per route pattern is made on first use.
 */
export interface SpaPage {
  /**
   * `search`: a filtered or searched screen reads other paths, so its page names none.
   * `viewerRole`: the signed-in visitor's role; a screen behind a guard names its reads only for
   * the role the guard lets in (others get the session's read alone: nothing is asked for before
   * the guard decides). `leadImage`: the picture the first screen shows largest (a deck's top
   * card), preloaded at high priority: without it the picture is asked for only once the code has
   * run and the data come.
   */
  page(pathname: string, search: string, viewerRole: string | null, leadImage?: string | null): string;
  /** The API reads the page for this path names for this visitor (none for a searched one). */
  reads(pathname: string, search: string, viewerRole: string | null): readonly string[];
}

export function loadSpaPage(webDir: string): SpaPage {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const chunksFile = path.join(webDir, ROUTE_CHUNKS_FILE);
  // A build without the list (or an older one) still works: the router loads what it needs.
  const routes: RouteChunks['routes'] = fs.existsSync(chunksFile)
    ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as RouteChunks).routes
    : [];
  const pages = new Map<string, string>();
  // Matched as the web app's router matches them; the not-found screen (`*`) has nothing to name.
  const routeOf = (pathname: string) =>
    routes.find((r) => r.pattern !== '*' && matchPath(r.pattern, pathname));
  return {
    reads(pathname, search, viewerRole) {
      const route = routeOf(pathname);
      return search || !route ? [] : readsFor(route, viewerRole);
    },
    page(pathname, search, viewerRole, leadImage = null) {
      const page = routePage(pathname, search, viewerRole);
      if (!leadImage) return page;
      const link = `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(leadImage)}">`;
      return page.replace('</head>', `  ${link}\n  </head>`);
    },
  };

  function routePage(pathname: string, search: string, viewerRole: string | null): string {
    const route = routeOf(pathname);
    if (!route) return html;
    const reads = search ? [] : readsFor(route, viewerRole);
    const key = `${route.pattern} ${reads.join(' ')}`;
    let page = pages.get(key);
    if (page === undefined) {
      const links = [
        ...route.scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`),
        // `crossorigin` (anonymous) is what a plain fetch() asks for: same-origin credentials.
        ...reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(read)}">`),
      ].join('\n    ');
      page = html
        .replace('<title>NewLeaf</title>', `<title>${escapeText(documentTitle(route.title))}</title>`)
        .replace('</head>', `  ${links}\n  </head>`);
      pages.set(key, page);
    }
    return page;
  }
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
