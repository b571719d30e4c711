import type { RouteObject } from 'react-router';

/** Seeker screens; the guard above them sends everyone else away. */
export const seekerRoutes: RouteObject[] = [
  { path: '/seeker-setup-step1', lazy: () => import('./routes/seeker-setup-step1') },
  { path: '/seeker-skills-step', lazy: () => import('./routes/seeker-skills-step') },
  { path: '/seeker-setup-step2', lazy: () => import('./routes/seeker-setup-step2') },
  { path: '/seeker-setup-step3', lazy: () => import('./routes/seeker-setup-step3') },
  { path: '/seeker-setup-step4', lazy: () => import('./routes/seeker-setup-step4') },
  {
    lazy: () => import('./guards/app-shell-route'),
    children: [
      { path: '/seeker-dashboard', lazy: () => import('./routes/seeker-dashboard') },
      { path: '/seeker-discover', lazy: () => import('./routes/seeker-discover') },
      { path: '/seeker-search', lazy: () => import('./routes/seeker-search') },
      { path: '/seeker-messages/:id?', lazy: () => import('./routes/seeker-messages') },
      { path: '/seeker-profile', lazy: () => import('./routes/seeker-profile') },
      { path: '/seeker-disclosure', lazy: () => import('./routes/seeker-disclosure') },
      { path: '/seeker-job/:id', lazy: () => import('./routes/seeker-job') },
      { path: '/seeker-saved', lazy: () => import('./routes/seeker-saved') },
      { path: '/seeker-applications', lazy: () => import('./routes/seeker-applications') },
      { path: '/seeker-ai-suite', lazy: () => import('./routes/seeker-ai-suite') },
      { path: '/seeker-ai-coach', lazy: () => import('./routes/seeker-ai-coach') },
      { path: '/seeker-ai-chat', lazy: () => import('./routes/seeker-ai-chat') },
      { path: '/seeker-cv-builder', lazy: () => import('./routes/seeker-cv-builder') },
    ],
  },
];
