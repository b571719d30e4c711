import { createBrowserRouter, type RouteObject } from 'react-router';
import { Root } from './root';
import { RouteError } from './route-error';
import { hirerRoutes } from './hirer-routes';
import { seekerRoutes } from './seeker-routes';
import { startEarlyData } from './early-data';

// The daily signed-in screens' data is asked for now, in parallel with their code and the
// session, instead of after both.
startEarlyData(window.location);

/** Every screen is its own chunk, so a first visit loads only what it shows. */
const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/splash', lazy: () => import('./routes/splash') },
      {
        lazy: () => import('./providers-route'),
        children: [
          { path: '/', lazy: () => import('./routes/index') },
          { path: '/role-selection', lazy: () => import('./routes/role-selection') },
          { path: '/auth', lazy: () => import('./routes/auth') },
          { path: '/reset-password', lazy: () => import('./routes/reset-password') },
          { path: '/email-verified', lazy: () => import('./routes/email-verified') },
          { path: '/spent-checker', lazy: () => import('./routes/spent-checker') },
          { lazy: () => import('./guards/require-hirer'), children: hirerRoutes },
          { lazy: () => import('./guards/require-seeker'), children: seekerRoutes },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
