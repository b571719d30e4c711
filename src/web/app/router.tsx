import { createBrowserRouter, type RouteObject } from 'react-router';
import { Root } from './root';
import { RouteError } from './route-error';
import { FirstLoad } from './first-load';
import { guardRole, routeTable, type RouteSpec } from './route-table';
import { startEarlyData } from './early-data';
import type { ScreenHandle } from './screen-change';

// The daily signed-in screens' data is asked for now, in parallel with their code and the
// session, instead of after both.
startEarlyData(window.location);

/** Every module the route table may name, each its own chunk, loaded when its route opens. */
const modules = import.meta.glob([
  './routes/*.tsx',
  './guards/*.tsx',
  '!./guards/require-role.tsx',
  './providers-route.tsx',
]);

type Role = 'seeker' | 'hirer';
type Loader = (...args: unknown[]) => unknown;

/**
 * A screen below a guard asks for nothing until the session says the guard lets the visitor in:
 * its loader (which starts the screen's reads) waits for the session's answer, and does nothing
 * for a visitor the guard will send away (no 401 or 403 in the console before the redirect).
 */
function guarded(load: () => Promise<Record<string, unknown>>, role: Role) {
  return async () => {
    const [route, { signedInAs }] = await Promise.all([load(), import('./guards/signed-in-as')]);
    const loader = route.loader as Loader | undefined;
    if (!loader) return route;
    return {
      ...route,
      loader: async (...args: unknown[]) => ((await signedInAs(role)) ? loader(...args) : null),
    };
  };
}

function toRoute({ path, module, children, title }: RouteSpec, role?: Role): RouteObject {
  const load = modules[`./${module}.tsx`] as (() => Promise<Record<string, unknown>>) | undefined;
  if (!load) throw new Error(`The route table names ${module}, which is not a route module`);
  const below = guardRole(module) ?? role;
  return {
    ...(path !== undefined && { path }),
    ...(title && { handle: { title } satisfies ScreenHandle }),
    lazy: (role ? guarded(load, role) : load) as RouteObject['lazy'],
    ...(children && { children: children.map((child) => toRoute(child, below)) }),
  };
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: routeTable.map((spec) => toRoute(spec)),
  },
]);
