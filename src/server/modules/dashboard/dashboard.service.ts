import type { HirerDashboard, SeekerDashboard } from '@shared/contracts/dashboard';
import { RECENT_ACTIVITY_LIMIT } from '@shared/rules/activity';
import type { Db } from '../../db/client';
import { dashboardRepo } from './dashboard.repo';

export const DASHBOARD_MESSAGES = {
  hirerRole: 'Only hirers can access the hirer dashboard',
  seekerRole: 'Only job seekers can access the seeker dashboard',
} as const;

/**
 * Every figure is counted from the signed-in user's own rows, in one statement per dashboard
 * (see dashboard.repo.ts for why, and dashboard.test.ts for the check against each owning service).
 */
export function dashboardService(db: Db) {
  const repo = dashboardRepo(db);
  return {
    async hirer(hirerUserId: string): Promise<HirerDashboard> {
      const f = await repo.hirerFigures(hirerUserId, RECENT_ACTIVITY_LIMIT);
      return {
        companyName: f.company_name,
        contactName: f.contact_name,
        activeJobs: f.active_jobs,
        totalApplications: f.applications,
        newApplicants: f.fresh,
        hires: f.hires,
        unreadMessages: f.unread,
        recentActivity: f.activity,
      };
    },

    async seeker(seekerUserId: string): Promise<SeekerDashboard> {
      const f = await repo.seekerFigures(seekerUserId, RECENT_ACTIVITY_LIMIT);
      return {
        applications: f.applications,
        pendingApplications: f.pending,
        savedJobs: f.saved_jobs,
        messages: f.unread,
        profileCompletion: f.completion,
        hired: f.hired,
        recentActivity: f.activity,
      };
    },
  };
}

/** @public Every service exports its type (docs/ARCHITECTURE.md), used or not yet. */
export type DashboardService = ReturnType<typeof dashboardService>;
