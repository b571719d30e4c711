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
  /** The screen's name: the document title ("Discover Jobs – NewLeaf") and what a route change announces. */
  title?: string;
}

/** Seeker screens; the guard above them sends everyone else away. */
const seekerRoutes: RouteSpec[] = [
  { path: '/seeker-setup-step1', title: 'Set up your profile, step 1', module: 'routes/seeker-setup-step1' },
  { path: '/seeker-skills-step', title: 'Set up your profile: skills', module: 'routes/seeker-skills-step' },
  { path: '/seeker-setup-step2', title: 'Set up your profile, step 2', module: 'routes/seeker-setup-step2' },
  { path: '/seeker-setup-step3', title: 'Set up your profile, step 3', module: 'routes/seeker-setup-step3' },
  { path: '/seeker-setup-step4', title: 'Set up your profile, step 4', module: 'routes/seeker-setup-step4' },
  {
    module: 'guards/app-shell-route',
    reads: ['/api/conversations/unread'],
    children: [
      {
        path: '/seeker-dashboard',
        title: 'Dashboard',
        module: 'routes/seeker-dashboard',
        reads: ['/api/seeker/profile', '/api/dashboard/seeker'],
      },
      {
        path: '/seeker-discover',
        title: 'Discover Jobs',
        module: 'routes/seeker-discover',
        reads: ['/api/feed/jobs', '/api/saved-jobs'],
      },
      { path: '/seeker-search', title: 'Search jobs', module: 'routes/seeker-search' },
      {
        path: '/seeker-messages/:id?',
        title: 'Messages',
        module: 'routes/seeker-messages',
        reads: ['/api/conversations'],
      },
      { path: '/seeker-profile', title: 'Your profile', module: 'routes/seeker-profile' },
      { path: '/seeker-disclosure', title: 'Disclosure Status', module: 'routes/seeker-disclosure' },
      { path: '/seeker-job/:id', title: 'Job Details', module: 'routes/seeker-job' },
      { path: '/seeker-saved', title: 'Saved Jobs', module: 'routes/seeker-saved' },
      { path: '/seeker-applications', title: 'My Applications', module: 'routes/seeker-applications' },
      { path: '/seeker-ai-suite', title: 'AI Suite', module: 'routes/seeker-ai-suite' },
      { path: '/seeker-ai-coach', title: 'Coach', module: 'routes/seeker-ai-coach' },
      { path: '/seeker-ai-chat', title: 'AI Chat', module: 'routes/seeker-ai-chat' },
      { path: '/seeker-cv-builder', title: 'CV Builder', module: 'routes/seeker-cv-builder' },
    ],
  },
];

/** Employer screens; the guard above them sends everyone else away. */
const hirerRoutes: RouteSpec[] = [
  { path: '/hirer-setup', title: 'Company Setup', module: 'routes/hirer-setup' },
  {
    module: 'guards/app-shell-route',
    reads: ['/api/conversations/unread'],
    children: [
      { path: '/hirer-talent-overview', title: 'Talent overview', module: 'routes/hirer-talent-overview' },
      {
        path: '/hirer-dashboard',
        title: 'Dashboard',
        module: 'routes/hirer-dashboard',
        reads: ['/api/dashboard/hirer'],
      },
      {
        path: '/hirer-discover',
        title: 'Discover Talent',
        module: 'routes/hirer-discover',
        reads: [
          `/api/jobs/mine?status=active&sort=${DEFAULT_JOB_SORT}`,
          '/api/favourite-talent',
          '/api/feed/seekers',
        ],
      },
      { path: '/hirer-candidate/:id', title: 'Candidate Profile', module: 'routes/hirer-candidate' },
      {
        path: '/hirer-messages/:id?',
        title: 'Messages',
        module: 'routes/hirer-messages',
        reads: ['/api/conversations'],
      },
      { path: '/hirer-jobs', title: 'Manage Jobs', module: 'routes/hirer-jobs' },
      { path: '/hirer-job/:id', title: 'Job Posting', module: 'routes/hirer-job' },
      { path: '/hirer-create-job', title: 'Create Job Posting', module: 'routes/hirer-create-job' },
      { path: '/hirer-profile', title: 'Company Profile', module: 'routes/hirer-profile' },
      { path: '/hirer-applicants', title: 'Applicants', module: 'routes/hirer-applicants' },
    ],
  },
];

/**
 * The moderation desk; its guard lets in moderators only. No early reads: a moderator is not a
 * role the page can know before the guard decides.
 */
const moderationRoutes: RouteSpec[] = [
  { path: '/moderation', title: 'Moderation', module: 'routes/moderation' },
  { path: '/moderation/reports/:id', title: 'Report', module: 'routes/moderation-report' },
];

export const routeTable: RouteSpec[] = [
  { path: '/splash', title: 'Welcome', module: 'routes/splash' },
  {
    module: 'providers-route',
    children: [
      { path: '/', title: 'NewLeaf', module: 'routes/index' },
      {
        path: '/role-selection',
        title: 'Choose your role',
        module: 'routes/role-selection',
        reads: ['/api/app-config'],
      },
      { path: '/auth', title: 'Sign in or sign up', module: 'routes/auth', reads: ['/api/app-config'] },
      { path: '/reset-password', title: 'Reset your password', module: 'routes/reset-password' },
      { path: '/email-verified', title: 'E-mail verified', module: 'routes/email-verified' },
      { path: '/spent-checker', title: 'When is my record spent?', module: 'routes/spent-checker' },
      { module: 'guards/require-moderator', reads: ['/api/me'], children: moderationRoutes },
      { module: 'guards/require-hirer', reads: ['/api/me'], children: hirerRoutes },
      { module: 'guards/require-seeker', reads: ['/api/me'], children: seekerRoutes },
      { path: '*', title: 'Page Not Found', module: 'routes/not-found' },
    ],
  },
];

/** A screen's route: its path, the modules it loads (outermost first) and what they read. */
export interface RouteBranch {
  path: string;
  modules: string[];
  reads: string[];
  title?: string;
  /** The role its guard lets in, for a screen below require-seeker or require-hirer. */
  role?: 'seeker' | 'hirer';
}

const GUARD_ROLES: Record<string, 'seeker' | 'hirer'> = {
  'guards/require-seeker': 'seeker',
  'guards/require-hirer': 'hirer',
};
/** The role a guard module lets in (undefined for any other module). */
export const guardRole = (module: string): 'seeker' | 'hirer' | undefined => GUARD_ROLES[module];
/** The role the guards above a screen let in, if any. */
const roleOf = (modules: readonly string[]) => modules.map(guardRole).find((role) => role !== undefined);

/**
 * Each route that shows a screen. A path whose last segment may be left out (`/x/:id?`) is two
 * branches, `/x` and `/x/:id`: the screen's own reads are those of the first (a list), not of
 * the one item the second shows.
 */
export function routeBranches(
  routes: readonly RouteSpec[] = routeTable,
  above: Omit<RouteBranch, 'path' | 'title'> = { modules: [], reads: [] },
): RouteBranch[] {
  return routes.flatMap(({ path, module, children, reads = [], title }) => {
    const modules = [...above.modules, module];
    if (children) return routeBranches(children, { modules, reads: [...above.reads, ...reads] });
    if (!path) return [];
    const optional = /^(.*)\/(:[^/]+)\?$/.exec(path);
    const role = roleOf(modules);
    const named = { ...(title && { title }), ...(role && { role }) };
    if (!optional) return [{ path, modules, reads: [...above.reads, ...reads], ...named }];
    return [
      { path: optional[1]!, modules, reads: [...above.reads, ...reads], ...named },
      { path: `${optional[1]}/${optional[2]}`, modules, reads: above.reads, ...named },
    ];
  });
}
