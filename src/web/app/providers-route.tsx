import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  onlineManager,
} from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { refreshChanged } from './data-changes';
import { toastQueryError } from './query-errors';

// TanStack Query assumes a connection until an 'offline' event: a page opened with none (from the
// service worker) would try every read and its retries before showing anything. Start from what
// the browser knows, as the offline banner does; the events keep it up to date as before.
onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return; // unit tests run in Node
  setOnline(navigator.onLine);
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

export const queryClient: QueryClient = new QueryClient({
  // A screen's data that failed to load: the toast its useQuery names in meta.errorToast.
  queryCache: new QueryCache({ onError: toastQueryError(notify.error) }),
  // What a mutation changed refreshes the other features' screens that show it.
  mutationCache: new MutationCache({
    onSuccess: (data, variables, _context, mutation) =>
      refreshChanged(queryClient, data, variables, mutation),
  }),
  defaultOptions: {
    queries: {
      gcTime: 5 * 60_000,
      // What a route loader has just read (app/preload) is not read again as its screen mounts.
      staleTime: 5_000,
      // The spec's data queries retry 3 times with exponential delay from 1 s, capped at 30 s;
      // answers the user caused (4xx) are not retried.
      retry: (count, err) => count < 3 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Data providers for every screen that talks to the API. The splash screen stays outside, so a
 * first visit downloads only React and the router.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
