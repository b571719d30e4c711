import type { HirerDashboard, SeekerDashboard } from '@shared/contracts/dashboard';
import { RECENT_ACTIVITY_LIMIT } from '@shared/rules/activity';
import type { ApplicationsService } from '../applications/applications.service';
import type { CompaniesService } from '../companies/companies.service';
import type { JobsService } from '../jobs/jobs.service';
import type { SavedService } from '../saved/saved.service';
import type { SeekersService } from '../seekers/seekers.service';
import type { MessagingService } from '../messaging/messaging.service';
import { AppError } from '../../lib/errors';
import type { ActivityService } from './activity.service';

export const DASHBOARD_MESSAGES = {
  hirerRole: 'Only hirers can access the hirer dashboard',
  seekerRole: 'Only job seekers can access the seeker dashboard',
} as const;

/** Every figure is counted from the signed-in user's own rows. */
export function dashboardService(deps: {
  activity: ActivityService;
  applications: ApplicationsService;
  companies: CompaniesService;
  jobs: JobsService;
  messaging: MessagingService;
  saved: SavedService;
  seekers: SeekersService;
}) {
  const { activity, applications, companies, jobs, messaging, saved, seekers } = deps;

  /** The figure the profile screen shows; 0 before the seeker has a profile. */
  async function profileCompletionOf(seekerUserId: string) {
    try {
      return (await seekers.getProfile(seekerUserId)).profileCompletionPercentage;
    } catch (err) {
      if (err instanceof AppError && err.code === 'PROFILE_NOT_FOUND') return 0;
      throw err;
    }
  }

  return {
    async hirer(hirerUserId: string): Promise<HirerDashboard> {
      const company = await companies.getCompanyForUser(hirerUserId);
      const [activeJobs, counts, recentActivity, unread] = await Promise.all([
        company ? jobs.countActiveJobs(company.id) : 0,
        applications.countsForHirer(hirerUserId),
        activity.recent(hirerUserId, RECENT_ACTIVITY_LIMIT),
        messaging.unreadCounts({ id: hirerUserId, role: 'hirer' }),
      ]);
      return {
        companyName: company?.companyName ?? null,
        activeJobs,
        totalApplications: counts.total,
        newApplicants: counts.fresh,
        unreadMessages: unread.messages,
        recentActivity,
      };
    },

    async seeker(seekerUserId: string): Promise<SeekerDashboard> {
      const [counts, savedJobs, completion, recentActivity, unread] = await Promise.all([
        applications.countsForSeeker(seekerUserId),
        saved.countSavedJobs(seekerUserId),
        profileCompletionOf(seekerUserId),
        activity.recent(seekerUserId, RECENT_ACTIVITY_LIMIT),
        messaging.unreadCounts({ id: seekerUserId, role: 'seeker' }),
      ]);
      return {
        applications: counts.total,
        pendingApplications: counts.pending,
        savedJobs,
        messages: unread.messages,
        profileCompletion: completion,
        recentActivity,
      };
    },
  };
}

/** @public Every service exports its type (docs/ARCHITECTURE.md), used or not yet. */
export type DashboardService = ReturnType<typeof dashboardService>;
