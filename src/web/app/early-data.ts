import { startEarly } from '@web/lib/early-requests';

/**
 * What the first screen of a visit reads, by path, so the entry can ask for it while the screen's
 * code downloads (lib/early-requests). Paths are exactly those the screens' queries GET; one that
 * drifts is only a wasted request, as the screen then asks again.
 */
const SIGNED_IN_FRAME = ['/api/me', '/api/conversations/unread'];
const SCREENS: Record<string, readonly string[]> = {
  '/seeker-dashboard': ['/api/seeker/profile', '/api/dashboard/seeker'],
  '/seeker-discover': ['/api/feed/jobs', '/api/saved-jobs'],
  '/seeker-messages': ['/api/conversations'],
  '/hirer-dashboard': ['/api/dashboard/hirer'],
  '/hirer-discover': [
    '/api/jobs/mine?status=active&sort=date_desc',
    '/api/favourite-talent',
    '/api/feed/seekers',
  ],
  '/hirer-messages': ['/api/conversations'],
};

export function startEarlyData({ pathname, search }: { pathname: string; search: string }) {
  const screen = SCREENS[pathname];
  // A filtered or searched screen asks for other paths; only the plain first screen is known.
  if (!screen || search) return;
  startEarly([...SIGNED_IN_FRAME, ...screen]);
}
