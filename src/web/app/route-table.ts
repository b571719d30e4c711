/**
 * Every screen and the layouts above them, as data: `module` is a file under src/web/app,
 * loaded (its own chunk) when the route opens. The router (router.tsx) loads the modules; the
 * build (scripts/vite-route-preloads.ts) lists each route's chunks so the server can name them
 * in the page it sends, and the browser fetches them with the entry instead of after it.
 * Nothing from the app is imported here, so the build can read the table.
 */
// Relative, not through the alias: vite.config.ts reads this file before aliases apply.
import { DEFAULT_JOB_SORT } from '../../shared/options/job-sort';

export interface RouteSpec {
  path?: string;
  module: string;
  children?: RouteSpec[];
  /**
   * The API GETs the module's first render shows (its route loader reads them too). The page
   * sent for a first visit asks for them with the scripts, and the entry again for a page the
   * service worker served: a phone no longer waits for the code before asking for the data.
   * A path that drifts from what the screen asks is only a wasted request.
   */
  reads?: readonly string[];
}

/** Seeker screens; the guard above them sends everyone else away. */
const seekerRoutes: RouteSpec[] = [
  { path: '/seeker-setup-step1', module: 'routes/seeker-setup-step1' },
  { path: '/seeker-skills-step', module: 'routes/seeker-skills-step' },
  { path: '/seeker-setup-step2', module: 'routes/seeker-setup-step2' },
  { path: '/seeker-setup-step3', module: 'routes/seeker-setup-step3' },
  { path: '/seeker-setup-step4', module: 'routes/seeker-setup-step4' },
  {
    module: 'guards/app-shell-route',
    reads: ['/api/conversations/unread'],
    children: [
      {
        path: '/seeker-dashboard',
        module: 'routes/seeker-dashboard',
        reads: ['/api/seeker/profile', '/api/dashboard/seeker'],
      },
      {
        path: '/seeker-discover',
        module: 'routes/seeker-discover',
        reads: ['/api/feed/jobs', '/api/saved-jobs'],
      },
      { path: '/seeker-search', module: 'routes/seeker-search' },
      { path: '/seeker-messages/:id?', module: 'routes/seeker-messages', reads: ['/api/conversations'] },
      { path: '/seeker-profile', module: 'routes/seeker-profile' },
      { path: '/seeker-disclosure', module: 'routes/seeker-disclosure' },
      { path: '/seeker-job/:id', module: 'routes/seeker-job' },
      { path: '/seeker-saved', module: 'routes/seeker-saved' },
      { path: '/seeker-applications', module: 'routes/seeker-applications' },
      { path: '/seeker-ai-suite', module: 'routes/seeker-ai-suite' },
      { path: '/seeker-ai-coach', module: 'routes/seeker-ai-coach' },
      { path: '/seeker-ai-chat', module: 'routes/seeker-ai-chat' },
      { path: '/seeker-cv-builder', module: 'routes/seeker-cv-builder' },
    ],
  },
];

/** Employer screens; the guard above them sends everyone else away. */
const hirerRoutes: RouteSpec[] = [
  { path: '/hirer-setup', module: 'routes/hirer-setup' },
  {
    module: 'guards/app-shell-route',
    reads: ['/api/conversations/unread'],
    children: [
      { path: '/hirer-talent-overview', module: 'routes/hirer-talent-overview' },
      { path: '/hirer-dashboard', module: 'routes/hirer-dashboard', reads: ['/api/dashboard/hirer'] },
      {
        path: '/hirer-discover',
        module: 'routes/hirer-discover',
        reads: [
          `/api/jobs/mine?status=active&sort=${DEFAULT_JOB_SORT}`,
          '/api/favourite-talent',
          '/api/feed/seekers',
        ],
      },
      { path: '/hirer-candidate/:id', module: 'routes/hirer-candidate' },
      { path: '/hirer-messages/:id?', module: 'routes/hirer-messages', reads: ['/api/conversations'] },
      { path: '/hirer-jobs', module: 'routes/hirer-jobs' },
      { path: '/hirer-job/:id', module: 'routes/hirer-job' },
      { path: '/hirer-create-job', module: 'routes/hirer-create-job' },
      { path: '/hirer-profile', module: 'routes/hirer-profile' },
      { path: '/hirer-applicants', module: 'routes/hirer-applicants' },
    ],
  },
];

export const routeTable: RouteSpec[] = [
  { path: '/splash', module: 'routes/splash' },
  {
    module: 'providers-route',
    children: [
      { path: '/', module: 'routes/index' },
      { path: '/role-selection', module: 'routes/role-selection', reads: ['/api/app-config'] },
      { path: '/auth', module: 'routes/auth', reads: ['/api/app-config'] },
      { path: '/reset-password', module: 'routes/reset-password' },
      { path: '/email-verified', module: 'routes/email-verified' },
      { path: '/spent-checker', module: 'routes/spent-checker' },
      { module: 'guards/require-hirer', reads: ['/api/me'], children: hirerRoutes },
      { module: 'guards/require-seeker', reads: ['/api/me'], children: seekerRoutes },
      { path: '*', module: 'routes/not-found' },
    ],
  },
];

/** A screen's route: its path, the modules it loads (outermost first) and what they read. */
export interface RouteBranch {
  path: string;
  modules: string[];
  reads: string[];
}

/**
 * Each route that shows a screen. A path whose last segment may be left out (`/x/:id?`) is two
 * branches, `/x` and `/x/:id`: the screen's own reads are those of the first (a list), not of
 * the one item the second shows.
 */
export function routeBranches(
  routes: readonly RouteSpec[] = routeTable,
  above: Omit<RouteBranch, 'path'> = { modules: [], reads: [] },
): RouteBranch[] {
  return routes.flatMap(({ path, module, children, reads = [] }) => {
    const modules = [...above.modules, module];
    if (children) return routeBranches(children, { modules, reads: [...above.reads, ...reads] });
    if (!path) return [];
    const optional = /^(.*)\/(:[^/]+)\?$/.exec(path);
    if (!optional) return [{ path, modules, reads: [...above.reads, ...reads] }];
    return [
      { path: optional[1]!, modules, reads: [...above.reads, ...reads] },
      { path: `${optional[1]}/${optional[2]}`, modules, reads: above.reads },
    ];
  });
}
