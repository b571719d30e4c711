import { matchPath } from 'react-router';
import { SESSION_READ } from '@shared/rules/route-chunks';
import { startEarly, startEarlyAs } from '@web/lib/early-requests';
import { routeBranches } from './route-table';

/**
 * What the first screen of a visit reads (the route table's `reads`), asked for by the entry
 * while the screen's code downloads (lib/early-requests). The page the server sends already asks
 * for them (fetch preloads, which these requests take over); a page the service worker served
 * does not, and there this is what saves the wait.
 */
export function startEarlyData({ pathname, search }: { pathname: string; search: string }) {
  // A filtered or searched screen asks for other paths; only the plain first screen is known.
  // Offline (a page the service worker opened) the reads wait for the connection instead.
  if (search || !navigator.onLine) return;
  const branch = routeBranches().find((b) => b.path !== '*' && matchPath(b.path, pathname));
  if (!branch || branch.reads.length === 0) return;
  // A guarded screen's reads wait for the session to say the guard lets the visitor in.
  if (branch.role) startEarlyAs(branch.role, SESSION_READ, branch.reads);
  else startEarly(branch.reads);
}
