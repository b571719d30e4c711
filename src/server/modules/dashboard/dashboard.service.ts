import type { FastifyInstance } from 'fastify';
import type { HirerDashboard, SeekerDashboard } from '@shared/contracts/dashboard';
import { RECENT_ACTIVITY_LIMIT } from '@shared/rules/activity';
import { applicationsService } from '../applications/applications.service';
import { companiesService } from '../companies/companies.service';
import { jobsService } from '../jobs/jobs.service';
import { savedService } from '../saved/saved.service';
import { seekersService } from '../seekers/seekers.service';
import { AppError } from '../../lib/errors';
import { activityService } from './activity.service';

export const DASHBOARD_MESSAGES = {
  hirerRole: 'Only hirers can access the hirer dashboard',
  seekerRole: 'Only job seekers can access the seeker dashboard',
} as const;

/** Messages are counted once messaging exists; until then there are none to count. */
const UNREAD_MESSAGES_BEFORE_MESSAGING = 0;

/** Every figure is counted from the signed-in user's own rows. */
export function dashboardService(app: FastifyInstance) {
  const db = app.database.db;
  const activity = activityService(db);
  const applications = applicationsService(app);

  /** The figure the profile screen shows; 0 before the seeker has a profile. */
  async function profileCompletionOf(seekerUserId: string) {
    try {
      return (await seekersService(app).getProfile(seekerUserId)).profileCompletionPercentage;
    } catch (err) {
      if (err instanceof AppError && err.code === 'PROFILE_NOT_FOUND') return 0;
      throw err;
    }
  }

  return {
    async hirer(hirerUserId: string): Promise<HirerDashboard> {
      const company = await companiesService(app).getCompanyForUser(hirerUserId);
      const [activeJobs, counts, recentActivity] = await Promise.all([
        company ? jobsService(app).countActiveJobs(company.id) : 0,
        applications.countsForHirer(hirerUserId),
        activity.recent(hirerUserId, RECENT_ACTIVITY_LIMIT),
      ]);
      return {
        companyName: company?.companyName ?? null,
        activeJobs,
        totalApplications: counts.total,
        newApplicants: counts.fresh,
        unreadMessages: UNREAD_MESSAGES_BEFORE_MESSAGING,
        recentActivity,
      };
    },

    async seeker(seekerUserId: string): Promise<SeekerDashboard> {
      const [counts, savedJobs, completion, recentActivity] = await Promise.all([
        applications.countsForSeeker(seekerUserId),
        savedService(app).countSavedJobs(seekerUserId),
        profileCompletionOf(seekerUserId),
        activity.recent(seekerUserId, RECENT_ACTIVITY_LIMIT),
      ]);
      return {
        applications: counts.total,
        pendingApplications: counts.pending,
        savedJobs,
        messages: UNREAD_MESSAGES_BEFORE_MESSAGING,
        profileCompletion: completion,
        recentActivity,
      };
    },
  };
}
