import { meQueryOptions } from '@web/features/auth/api/get-me';
import { queryClient } from '../providers-route';

/**
 * Whether the session's visitor is signed in with `role` (the session read once, shared with the
 * guard's own). A guarded screen's loader starts nothing until this is true (router.tsx).
 */
export async function signedInAs(role: 'seeker' | 'hirer'): Promise<boolean> {
  const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  return me?.user?.role === role;
}
