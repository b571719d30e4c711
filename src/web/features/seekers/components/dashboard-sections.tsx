import { Link } from 'react-router';
import { Bookmark, Briefcase, ChevronRight, Clock, MessageSquare, Sparkles, UserRound } from 'lucide-react';
import type { ActivityItem } from '@shared/contracts/dashboard';
import { activityRoute } from '@shared/rules/activity';
import { relativeTime } from '@shared/rules/format';
import { Card, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';

/**
 * The seeker's activity figures. They come from the server (applications, saved jobs and
 * messages modules); until those report, every figure is 0 — never a sample number.
 */
export interface SeekerActivityFigures {
  applications: number;
  pendingApplications: number;
  savedJobs: number;
  messages: number;
  recentActivity: ActivityItem[];
}

export const NO_ACTIVITY: SeekerActivityFigures = {
  applications: 0,
  pendingApplications: 0,
  savedJobs: 0,
  messages: 0,
  recentActivity: [],
};

const tileClass =
  'flex min-h-24 flex-col justify-between rounded-2xl border border-gray-200 bg-white p-3 shadow-sm hover:border-leaf-700';

/** 'Your Activity': Applications, Saved Jobs, Messages, AI Suite. */
export function ActivityTiles({ figures }: { figures: SeekerActivityFigures }) {
  const tiles = [
    { to: '/seeker-applications', label: 'Applications', value: figures.applications, Icon: Briefcase },
    { to: '/seeker-saved', label: 'Saved Jobs', value: figures.savedJobs, Icon: Bookmark },
    { to: '/seeker-messages', label: 'Unread Messages', value: figures.messages, Icon: MessageSquare },
  ];
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-2">
      <h2 id="activity-heading" className="text-lg font-bold">
        Your Activity
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {tiles.map(({ to, label, value, Icon }) => (
          <li key={to}>
            <Link to={to} className={tileClass}>
              <Icon aria-hidden className="h-5 w-5 text-leaf-800" />
              <span>
                <span className="block text-2xl font-bold">{value}</span>
                <span className="text-sm text-muted">{label}</span>
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/seeker-ai-suite" className={tileClass}>
            <Sparkles aria-hidden className="h-5 w-5 text-leaf-800" />
            <span>
              <span className="block text-lg font-bold">AI Suite</span>
              <span className="text-sm text-muted">Coach and CV builder</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function ProfileCompletionCard({ percentage }: { percentage: number }) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <CardTitle>Profile Completion</CardTitle>
        {/* One text node: the figure and its unit are one item to a screen reader. */}
        <span className="text-lg font-bold text-leaf-900">{`${percentage}%`}</span>
      </div>
      <Progress value={percentage} label="Profile completion" />
      <Link
        to="/seeker-profile"
        className="inline-flex min-h-11 items-center justify-center rounded-xl border border-leaf-800 px-4 font-semibold text-leaf-900 hover:bg-leaf-50"
      >
        Complete Profile
      </Link>
    </Card>
  );
}

export function QuickActions({ pending, completion }: { pending: number; completion: number }) {
  const actions = [
    { to: '/seeker-ai-suite', label: 'AI Suite', badge: 'Coach & CV', Icon: Sparkles },
    { to: '/seeker-applications', label: 'Applications', badge: `${pending} pending`, Icon: Briefcase },
    { to: '/seeker-profile', label: 'Profile', badge: `${completion}% complete`, Icon: UserRound },
  ];
  return (
    <section aria-labelledby="quick-actions-heading" className="flex flex-col gap-2">
      <h2 id="quick-actions-heading" className="text-lg font-bold">
        Quick Actions
      </h2>
      <ul className="flex flex-col gap-2">
        {actions.map(({ to, label, badge, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-14 items-center gap-3 rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-sm hover:border-leaf-700"
            >
              <Icon aria-hidden className="h-5 w-5 text-leaf-800" />
              <span className="flex-1 font-semibold">{label}</span>
              <span className="rounded-full bg-leaf-100 px-2.5 py-0.5 text-xs font-semibold text-leaf-900">
                {badge}
              </span>
              <ChevronRight aria-hidden className="h-4 w-4 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <section aria-labelledby="recent-activity-heading" className="flex flex-col gap-2">
      <h2 id="recent-activity-heading" className="text-lg font-bold">
        Recent Activity
      </h2>
      {items.length === 0 ? (
        <Card className="text-center text-muted">No recent activity</Card>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={activityRoute('seeker', item.type)}
                className="flex items-start gap-3 rounded-2xl border border-gray-200 bg-white p-3 hover:border-leaf-700"
              >
                <Clock aria-hidden className="mt-0.5 h-4 w-4 text-leaf-800" />
                <span className="flex-1">
                  <span className="block font-semibold">{item.title}</span>
                  {item.body && <span className="block text-sm text-muted">{item.body}</span>}
                </span>
                <span className="text-xs text-muted">{relativeTime(item.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
