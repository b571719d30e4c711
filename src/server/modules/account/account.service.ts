import type { Db } from '../../db/client';
import { accountRepo } from './account.repo';
import type { SessionUser } from '../../auth/session';

export function accountService(db: Db) {
  const repo = accountRepo(db);
  return {
    /** A hirer has a profile once the company exists; a seeker once setup is completed. */
    async hasProfile(user: SessionUser) {
      return user.role === 'hirer' ? repo.hasCompany(user.id) : repo.hasCompletedSeekerProfile(user.id);
    },
  };
}
