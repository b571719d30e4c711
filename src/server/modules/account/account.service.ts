import type { SeekerExport } from '@shared/contracts/seeker';
import type { SessionUser } from '../../auth/session-user';
import type { SessionCache } from '../../auth/session-cache';
import type { AlertsService } from '../alerts/alerts.service';
import type { ApplicationsService } from '../applications/applications.service';
import type { CoachService } from '../coach/coach.service';
import type { CvService } from '../cv/cv.service';
import type { CompaniesService } from '../companies/companies.service';
import type { JobsService } from '../jobs/jobs.service';
import type { SavedService } from '../saved/saved.service';
import type { MatchingService } from '../matching/matching.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { InterviewsService } from '../interviews/interviews.service';
import type { SeekersService } from '../seekers/seekers.service';
import type { UploadsService } from '../uploads/uploads.service';

/**
 * The account as a whole: flows that span every domain (does the user have a profile, download
 * my data, delete my account). This module calls the others; none of them calls it. A new module
 * that keeps a user's rows adds its part to `exportSeeker` and, when its rows name the user
 * somewhere that does not cascade, to `deleteSeeker` before the account row goes.
 */
export function accountService(deps: {
  alerts: AlertsService;
  applications: ApplicationsService;
  coach: CoachService;
  cv: CvService;
  companies: CompaniesService;
  jobs: JobsService;
  saved: SavedService;
  matching: MatchingService;
  messaging: MessagingService;
  interviews: InterviewsService;
  seekers: SeekersService;
  uploads: UploadsService;
  sessionCache: SessionCache;
}) {
  const {
    alerts,
    applications,
    coach,
    cv,
    companies,
    jobs,
    saved,
    matching,
    messaging,
    interviews,
    seekers,
    uploads,
    sessionCache,
  } = deps;
  return {
    /** A hirer has a profile once the company exists; a seeker once setup is completed. */
    async hasProfile(user: SessionUser) {
      return user.role === 'hirer'
        ? (await companies.getCompanyForUser(user.id)) !== null
        : seekers.hasCompletedSetup(user.id);
    },

    async exportSeeker(userId: string): Promise<SeekerExport> {
      const [base, conversations, interviewRows, coaching, cvs, modelUsage, jobAlerts] = await Promise.all([
        seekers.exportData(userId),
        messaging.exportFor(userId),
        interviews.exportForSeeker(userId),
        coach.exportFor(userId),
        cv.exportFor(userId),
        coach.modelUsageFor(userId),
        alerts.exportFor(userId),
      ]);
      return {
        ...base,
        conversations,
        interviews: interviewRows,
        coaching,
        cv: cvs,
        modelUsage,
        ...jobAlerts,
      };
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

    /** Everything NewLeaf holds about an employer: account, company, jobs, swipes, favourites, applicants, matches, messages. */
    async exportEmployer(userId: string) {
      const base = await companies.exportAccount(userId);
      const company = await companies.getCompanyForUser(userId);
      const empty = { talentSwipes: [], matches: [] };
      const [jobList, favourites, applicationsReceived, matchingPart, conversations, interviewRows] = company
        ? await Promise.all([
            jobs.exportForCompany(company.id),
            saved.exportFavourites(company.id),
            applications.exportReceived(company.id),
            matching.exportForCompany(company.id),
            messaging.exportForCompany(company.id),
            interviews.exportForCompany(company.id),
          ])
        : [[], [], [], empty, [], []];
      return {
        exportedAt: new Date().toISOString(),
        ...base,
        jobs: jobList,
        favourites,
        applicationsReceived,
        ...matchingPart,
        conversations,
        interviews: interviewRows,
      };
    },

    /**
     * Erases the employer: their conversations stay with each seeker, closed ("This employer has
     * left NewLeaf"); their logo files go; then the account row, with the company, jobs, swipes,
     * favourites, applications to their jobs, their interviews and matches (all cascade from it).
     */
    async deleteEmployer(userId: string) {
      const company = await companies.getCompanyForUser(userId);
      if (company) await messaging.forgetCompany(company.id);
      await uploads.deleteAllFor(userId);
      await companies.deleteOwner(userId);
      sessionCache.forgetUser(userId);
    },
  };
}

/** @public Every service exports its type (docs/ARCHITECTURE.md), used or not yet. */
export type AccountService = ReturnType<typeof accountService>;
