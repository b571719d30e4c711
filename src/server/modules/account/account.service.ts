import type { SeekerExport } from '@shared/contracts/seeker';
import type { SessionUser } from '../../auth/session-user';
import type { SessionCache } from '../../auth/session-cache';
import type { ApplicationsService } from '../applications/applications.service';
import type { CompaniesService } from '../companies/companies.service';
import type { MatchingService } from '../matching/matching.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { SeekersService } from '../seekers/seekers.service';
import type { UploadsService } from '../uploads/uploads.service';

/**
 * The account as a whole: flows that span every domain (does the user have a profile, download
 * my data, delete my account). This module calls the others; none of them calls it. A new module
 * that keeps a user's rows adds its part to `exportSeeker` and, when its rows name the user
 * somewhere that does not cascade, to `deleteSeeker` before the account row goes.
 */
export function accountService(deps: {
  applications: ApplicationsService;
  companies: CompaniesService;
  matching: MatchingService;
  messaging: MessagingService;
  seekers: SeekersService;
  uploads: UploadsService;
  sessionCache: SessionCache;
}) {
  const { applications, companies, matching, messaging, seekers, uploads, sessionCache } = deps;
  return {
    /** A hirer has a profile once the company exists; a seeker once setup is completed. */
    async hasProfile(user: SessionUser) {
      return user.role === 'hirer'
        ? (await companies.getCompanyForUser(user.id)) !== null
        : seekers.hasCompletedSetup(user.id);
    },

    async exportSeeker(userId: string): Promise<SeekerExport> {
      const [base, conversations] = await Promise.all([
        seekers.exportData(userId),
        messaging.exportFor(userId),
      ]);
      return { ...base, conversations };
    },

    /**
     * Erases the seeker: employers' activity items that name them, their images, then the
     * account row (every other row cascades).
     */
    async deleteSeeker(userId: string) {
      await applications.forgetSeeker(userId);
      await matching.forgetSeeker(userId);
      await messaging.forgetSeeker(userId);
      await uploads.deleteAllFor(userId);
      await seekers.deleteUserRow(userId);
      // The account's sessions went with it (cascade): no cached one may outlive them.
      sessionCache.forgetUser(userId);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
