/**
 * Every screen and the layouts above them, as data: `module` is a file under src/web/app,
 * loaded (its own chunk) when the route opens. The router (router.tsx) loads the modules; the
 * build (scripts/vite-route-preloads.ts) lists each route's chunks so the server can name them
 * in the page it sends, and the browser fetches them with the entry instead of after it.
 * Nothing is imported here, so the build can read the table.
 */
export interface RouteSpec {
  path?: string;
  module: string;
  children?: RouteSpec[];
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
    children: [
      { path: '/seeker-dashboard', module: 'routes/seeker-dashboard' },
      { path: '/seeker-discover', module: 'routes/seeker-discover' },
      { path: '/seeker-search', module: 'routes/seeker-search' },
      { path: '/seeker-messages/:id?', module: 'routes/seeker-messages' },
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
    children: [
      { path: '/hirer-talent-overview', module: 'routes/hirer-talent-overview' },
      { path: '/hirer-dashboard', module: 'routes/hirer-dashboard' },
      { path: '/hirer-discover', module: 'routes/hirer-discover' },
      { path: '/hirer-candidate/:id', module: 'routes/hirer-candidate' },
      { path: '/hirer-messages/:id?', module: 'routes/hirer-messages' },
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
      { path: '/role-selection', module: 'routes/role-selection' },
      { path: '/auth', module: 'routes/auth' },
      { path: '/reset-password', module: 'routes/reset-password' },
      { path: '/email-verified', module: 'routes/email-verified' },
      { path: '/spent-checker', module: 'routes/spent-checker' },
      { module: 'guards/require-hirer', children: hirerRoutes },
      { module: 'guards/require-seeker', children: seekerRoutes },
      { path: '*', module: 'routes/not-found' },
    ],
  },
];

/** Each route that shows a screen, with the modules it loads, outermost first. */
export function routeBranches(
  routes: readonly RouteSpec[] = routeTable,
  above: readonly string[] = [],
): { path: string; modules: string[] }[] {
  return routes.flatMap(({ path, module, children }) => {
    const modules = [...above, module];
    return children ? routeBranches(children, modules) : path ? [{ path, modules }] : [];
  });
}
