import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_CHUNKS_FILE, routePatternMatches, type RouteChunks } from '@shared/rules/route-chunks';

/**
 * The page sent for a client-side route: the built index.html, naming the route's own scripts
 * as module preloads. Without them a phone downloads and runs the entry (React, the router)
 * before it learns which screen's code to ask for; with them both download at once. Read once
 * at start; a page per route pattern is made on first use.
 */
export interface AppShell {
  page(pathname: string): string;
}

export function loadAppShell(webDir: string): AppShell {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const chunksFile = path.join(webDir, ROUTE_CHUNKS_FILE);
  // A build without the list (or an older one) still works: the router loads what it needs.
  const routes: RouteChunks['routes'] = fs.existsSync(chunksFile)
    ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as RouteChunks).routes
    : [];
  const pages = new Map<string, string>();
  return {
    page(pathname) {
      const route = routes.find((r) => routePatternMatches(r.pattern, pathname));
      if (!route) return html;
      let page = pages.get(route.pattern);
      if (page === undefined) {
        const links = route.scripts
          .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`)
          .join('\n    ');
        page = html.replace('</head>', `  ${links}\n  </head>`);
        pages.set(route.pattern, page);
      }
      return page;
    },
  };
}
