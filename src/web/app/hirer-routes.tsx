import type { RouteObject } from 'react-router';

/** Hirer screens; the guard above them sends everyone else away. */
export const hirerRoutes: RouteObject[] = [
  { path: '/hirer-setup', lazy: () => import('./routes/hirer-setup') },
  {
    lazy: () => import('./guards/app-shell-route'),
    children: [
      { path: '/hirer-talent-overview', lazy: () => import('./routes/hirer-talent-overview') },
      { path: '/hirer-dashboard', lazy: () => import('./routes/hirer-dashboard') },
      { path: '/hirer-discover', lazy: () => import('./routes/hirer-discover') },
      { path: '/hirer-candidate/:id', lazy: () => import('./routes/hirer-candidate') },
      { path: '/hirer-messages/:id?', lazy: () => import('./routes/hirer-messages') },
      { path: '/hirer-jobs', lazy: () => import('./routes/hirer-jobs') },
      { path: '/hirer-job/:id', lazy: () => import('./routes/hirer-job') },
      { path: '/hirer-create-job', lazy: () => import('./routes/hirer-create-job') },
      { path: '/hirer-profile', lazy: () => import('./routes/hirer-profile') },
      { path: '/hirer-applicants', lazy: () => import('./routes/hirer-applicants') },
    ],
  },
];
