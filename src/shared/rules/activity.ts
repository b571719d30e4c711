import type { Role } from '../contracts/auth';

export const ACTIVITY_TYPES = ['application', 'match', 'message', 'view'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Recent Activity items shown on a dashboard. */
export const RECENT_ACTIVITY_LIMIT = 4;

const ROUTES: Readonly<Record<Role, Readonly<Record<ActivityType, string>>>> = Object.freeze({
  // Spec: application to applicants, message to messages, match to discover, view to jobs.
  hirer: Object.freeze({
    application: '/hirer-applicants',
    message: '/hirer-messages',
    match: '/hirer-discover',
    view: '/hirer-jobs',
  }),
  seeker: Object.freeze({
    application: '/seeker-applications',
    message: '/seeker-messages',
    match: '/seeker-messages',
    view: '/seeker-profile',
  }),
});

/** Where a click on a Recent Activity item goes. */
export function activityRoute(role: Role, type: ActivityType): string {
  return ROUTES[role][type];
}
