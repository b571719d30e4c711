import { createBrowserRouter, type RouteObject } from 'react-router';
import { Root } from './root';
import { RouteError } from './route-error';
import { FirstLoad } from './first-load';
import { routeTable, type RouteSpec } from './route-table';
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

function toRoute({ path, module, children, title }: RouteSpec): RouteObject {
  const lazy = modules[`./${module}.tsx`] as RouteObject['lazy'];
  if (!lazy) throw new Error(`The route table names ${module}, which is not a route module`);
  return {
    ...(path !== undefined && { path }),
    ...(title && { handle: { title } satisfies ScreenHandle }),
    lazy,
    ...(children && { children: children.map(toRoute) }),
  };
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: routeTable.map(toRoute),
  },
]);
