/**
 * The build writes, beside index.html, each route pattern of the web app with the scripts its
 * first visit needs (scripts/vite-route-preloads.ts); the server names them in the page it sends
 * for that route (src/server/lib/spa-page.ts), so the browser fetches them with the entry, and
 * the data they will ask for with them.
 */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

export interface RouteChunks {
  /**
   * `reads`: the API GETs the route's first render shows (the route table's `reads`); `title`:
   * the screen's name, put in the page's <title> so the first screen is named before the code runs.
   */
  routes: RouteChunk[];
}

/**
 * `role`: the role its guard lets in (seeker or hirer screens); the page names the route's reads
 * only for a visitor signed in with that role, as no read may leave before the guard decides.
 */
export interface RouteChunk {
  pattern: string;
  scripts: string[];
  reads?: string[];
  title?: string;
  role?: 'seeker' | 'hirer';
}

/** The session's read: answers everyone (a null user when signed out), so it may always go early. */
export const SESSION_READ = '/api/me';

/** The reads a page may start for this visitor: all for the guard's role, else the session's only. */
export function readsFor(
  route: Pick<RouteChunk, 'reads' | 'role'>,
  viewerRole: string | null | undefined,
): string[] {
  const reads = route.reads ?? [];
  if (!route.role || route.role === viewerRole) return reads;
  return reads.filter((read) => read === SESSION_READ);
}

/** A document title: the screen's name, then the app's ("Discover jobs – NewLeaf"). */
export const documentTitle = (screen: string | undefined) =>
  !screen || screen === 'NewLeaf' ? 'NewLeaf' : `${screen} – NewLeaf`;
