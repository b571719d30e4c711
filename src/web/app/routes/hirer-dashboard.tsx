import { Link, useNavigate } from 'react-router';
import {
  Bell,
  Briefcase,
  Building2,
  FileText,
  Handshake,
  MessageSquare,
  PlusCircle,
  RefreshCw,
  UserPlus,
  Users,
} from 'lucide-react';
import { DEFAULT_COMPANY_NAME } from '@shared/rules/format';
import { activityRoute } from '@shared/rules/activity';
import { relativeTime } from '@shared/rules/format';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { useHirerFigures } from '@web/features/companies/api/get-hirer-figures';
import { cn } from '@web/lib/cn';
import { hirerFiguresQueryOptions } from '@web/features/companies/api/get-hirer-figures';
import { UpcomingInterviews } from '@web/features/interviews/components/upcoming-interviews';
import { preload } from '../preload';

const QUICK_ACTIONS = [
  { label: 'Browse Talent', to: '/hirer-discover', icon: Users },
  { label: 'Manage Jobs', to: '/hirer-jobs', icon: Briefcase },
  { label: 'Post New Job', to: '/hirer-create-job', icon: PlusCircle },
  { label: 'Edit Profile', to: '/hirer-profile', icon: Building2 },
  { label: 'Messages', to: '/hirer-messages', icon: MessageSquare },
] as const;

export const loader = () => preload([hirerFiguresQueryOptions()]);

/** /hirer-dashboard (spec 02 §2): real figures only. */
export function Component() {
  const navigate = useNavigate();
  const figures = useHirerFigures({ errorToast: 'Failed to load dashboard data' });

  if (figures.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-muted" role="status">
        <span
          aria-hidden
          className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        Loading dashboard...
      </p>
    );
  }
  const data = figures.data;
  const tiles = [
    { label: 'Active Jobs', value: data?.activeJobs ?? 0, to: '/hirer-jobs', icon: FileText, dot: false },
    {
      label: 'Total Applicants',
      value: data?.totalApplications ?? 0,
      to: '/hirer-applicants',
      icon: Users,
      dot: false,
    },
    {
      label: 'New Applicants',
      value: data?.newApplicants ?? 0,
      to: '/hirer-applicants?filter=new',
      icon: UserPlus,
      dot: (data?.newApplicants ?? 0) > 0,
    },
    {
      label: 'Unread Messages',
      value: data?.unreadMessages ?? 0,
      to: '/hirer-messages',
      icon: MessageSquare,
      dot: (data?.unreadMessages ?? 0) > 0,
    },
    { label: 'Hires', value: data?.hires ?? 0, to: '/hirer-applicants', icon: Handshake, dot: false },
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-2">
        <h1 className="min-w-0 flex-1 break-words text-2xl font-bold">
          {data?.companyName ?? DEFAULT_COMPANY_NAME}
        </h1>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Refresh"
          disabled={figures.isFetching}
          onClick={() => void figures.refetch()}
        >
          <RefreshCw aria-hidden className={cn('h-5 w-5', figures.isFetching && 'animate-spin')} />
        </Button>
      </div>

      {data && data.companyName && !data.contactName && (
        // Employers who set up before the contact's name was asked: candidates see no name.
        <Card tone="amber" compact className="flex flex-col gap-2">
          <p className="font-semibold">Add your name</p>
          <p className="text-sm">
            Candidates see the company name but not who they are talking to. Add your name in the company
            profile.
          </p>
          <Link to="/hirer-profile" className="self-start font-semibold text-leaf-900 underline">
            Add your name to the profile
          </Link>
        </Card>
      )}

      <section aria-label="Your figures">
        <ul className="grid grid-cols-2 gap-3">
          {tiles.map(({ label, value, to, icon: Icon, dot }, i) => (
            // An odd last tile takes the whole row rather than leaving a gap beside it.
            <li key={label} className={cn(i === tiles.length - 1 && i % 2 === 0 && 'col-span-2')}>
              <Link
                to={to}
                className="relative flex h-full flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:border-leaf-700"
              >
                <Icon aria-hidden className="h-5 w-5 text-leaf-800" />
                <span className="text-2xl font-bold text-ink">{value}</span>
                <span className="text-sm font-semibold text-muted">{label}</span>
                {dot && (
                  <span className="absolute right-3 top-3 h-2.5 w-2.5 rounded-full bg-red-600">
                    <span className="sr-only">(new)</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Card className="flex flex-col gap-3">
        <CardTitle>Quick Actions</CardTitle>
        <ul className="grid grid-cols-2 gap-2">
          {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-gray-200 px-3 py-2 font-semibold hover:bg-leaf-50"
              >
                <Icon aria-hidden className="h-5 w-5 shrink-0 text-leaf-800" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Card className="flex flex-col gap-3">
        <CardTitle className="flex items-center gap-2">
          <Bell aria-hidden className="h-5 w-5 text-leaf-800" /> Recent Activity
        </CardTitle>
        {data && data.recentActivity.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {data.recentActivity.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => navigate(activityRoute('hirer', item.type))}
                  className="flex w-full flex-col rounded-xl px-2 py-2 text-left hover:bg-leaf-50"
                >
                  <span className="font-semibold">{item.title}</span>
                  {item.body && <span className="text-sm text-muted">{item.body}</span>}
                  <span className="text-xs text-muted">{relativeTime(item.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No recent activity</p>
        )}
      </Card>
      <UpcomingInterviews />
    </div>
  );
}
