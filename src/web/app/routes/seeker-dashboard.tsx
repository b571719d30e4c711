import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { greetingName } from '@shared/rules/format';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/features/auth/api/get-me';
import { useProfile } from '@web/features/seekers/api/profile';
import { useSeekerDashboard } from '@web/features/dashboard/api/get-seeker-dashboard';
import { Avatar } from '@web/components/ui/avatar';
import { HiredBanner } from '@web/features/dashboard/components/hired-banner';
import {
  ActivityTiles,
  NO_ACTIVITY,
  ProfileCompletionCard,
  QuickActions,
  RecentActivity,
  type SeekerActivityFigures,
} from '@web/features/seekers/components/dashboard-sections';
import { meQueryOptions } from '@web/features/auth/api/get-me';
import { profileQueryOptions } from '@web/features/seekers/api/profile';
import { seekerDashboardQueryOptions } from '@web/features/dashboard/api/get-seeker-dashboard';
import { UpcomingInterviews } from '@web/features/interviews/components/upcoming-interviews';
import { preload } from '../preload';

export const loader = () => preload([meQueryOptions(), profileQueryOptions(), seekerDashboardQueryOptions()]);

/** Either of the screen's reads failing: the spec's one toast. */
const DASHBOARD_ERROR = { errorToast: 'Failed to load dashboard data' };

/**
 * Seeker dashboard. Completion and photo come from the seeker's profile; the activity figures
 * (applications, pending, saved jobs, messages, recent activity) from GET /api/dashboard/seeker.
 */
export function Component() {
  const me = useMe();
  const profile = useProfile(DASHBOARD_ERROR);
  const dashboard = useSeekerDashboard(DASHBOARD_ERROR);
  const figures: SeekerActivityFigures = dashboard.data ?? NO_ACTIVITY;

  const completion = profile.data?.profileCompletionPercentage ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        {profile.isPending ? (
          <Skeleton round className="h-16 w-16 shrink-0" />
        ) : (
          <Avatar
            name={{ first: profile.data?.firstName, last: profile.data?.lastName }}
            imageUrl={profile.data?.profileImageUrl}
            labelled
            size={64}
          />
        )}
        <h1 className="min-w-0 text-2xl font-bold [overflow-wrap:anywhere]">
          {/* The seeker's own first name once they have given it; the spec's e-mail rule before.
              Nothing in between while the profile loads: an e-mail name can take two lines and
              move the screen when the first name replaces it (CLS). */}
          {profile.isPending
            ? 'Welcome back!'
            : `Welcome back, ${profile.data?.firstName || greetingName(me.data?.user?.email)}!`}
        </h1>
      </div>
      {dashboard.data?.hired && <HiredBanner hired={dashboard.data.hired} />}
      <Link
        to="/seeker-discover"
        className="flex min-h-16 items-center justify-center gap-2 rounded-2xl bg-leaf-800 px-5 text-lg font-bold text-white shadow hover:bg-leaf-900"
      >
        <Heart aria-hidden className="h-6 w-6" /> Swipe to find jobs
      </Link>
      <ActivityTiles figures={figures} />
      {/* As tall as the card (140 px), so nothing below moves when it arrives. */}
      {profile.isPending ? <Skeleton className="h-35" /> : <ProfileCompletionCard percentage={completion} />}
      <QuickActions pending={figures.pendingApplications} completion={completion} />
      <RecentActivity items={figures.recentActivity} />
      <UpcomingInterviews />
    </div>
  );
}
