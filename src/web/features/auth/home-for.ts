import type { Role } from '@shared/contracts/auth';

/** Where a signed-in user lands (spec 01 §2). */
export const homeFor = (role: Role) => (role === 'hirer' ? '/hirer-talent-overview' : '/seeker-dashboard');

/** Where a user goes right after sign-up: their setup. */
export const setupFor = (role: Role) => (role === 'hirer' ? '/hirer-setup' : '/seeker-setup-step1');
