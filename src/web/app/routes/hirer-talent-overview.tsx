import { useEffect } from 'react';
import { Link } from 'react-router';
import { Briefcase, Building2, FileText, Lightbulb, MessageSquare, Users } from 'lucide-react';
import { DEFAULT_COMPANY_NAME } from '@shared/rules/format';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useHirerFigures } from '@web/features/companies/api/get-hirer-figures';
import { TopTalentStrip } from '@web/features/dashboard/components/top-talent-strip';

const TIPS = [
  {
    icon: Briefcase,
    title: 'Post your first job',
    text: 'Describe the role and the skills it needs; we show it to people who have them.',
    to: '/hirer-create-job',
    action: 'Post a job',
  },
  {
    icon: Users,
    title: 'Browse talent with swipe',
    text: 'Swipe right on people you would like to meet. When they like you back, it is a match.',
    to: '/hirer-discover',
    action: 'Discover talent',
  },
  {
    icon: Building2,
    title: 'Optimise your company profile',
    text: 'A logo, a description and your location help candidates trust you.',
    to: '/hirer-profile',
    action: 'Edit profile',
  },
] as const;

/** /hirer-talent-overview: the hirer welcome page (spec 02 §2). */
export function Component() {
  const figures = useHirerFigures();
  useEffect(() => {
    // Failing to load the name is only logged; the page still shows.
    if (figures.isError) console.warn('could not load the company figures', figures.error);
  }, [figures.isError, figures.error]);
  const name = figures.data?.companyName ?? DEFAULT_COMPANY_NAME;
  const stats = [
    { label: 'Active Jobs', value: figures.data?.activeJobs, icon: FileText },
    { label: 'Total Applications', value: figures.data?.totalApplications, icon: Users },
    { label: 'New Messages', value: figures.data?.unreadMessages, icon: MessageSquare },
  ];
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="welcome-title" className="flex flex-col gap-1">
        {/* Two lines kept: the name that comes after the placeholder would push the page down. */}
        <h1 id="welcome-title" className="min-h-16 text-2xl font-bold">
          Welcome, {name}!
        </h1>
        <p className="text-muted">Meet motivated people who are ready for a fresh start.</p>
      </section>

      <section aria-label="Your figures">
        <ul className="grid grid-cols-3 gap-2">
          {stats.map(({ label, value, icon: Icon }) => (
            <li key={label}>
              <Card compact className="flex h-full flex-col items-center gap-1 text-center">
                <Icon aria-hidden className="h-5 w-5 text-leaf-800" />
                {value === undefined ? (
                  // The figure's own line height (text-2xl: 2rem), so nothing moves when it comes.
                  <Skeleton className="h-8 w-8" />
                ) : (
                  <span className="text-2xl font-bold text-ink">{value}</span>
                )}
                <span className="text-xs font-semibold text-muted">{label}</span>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <Card className="flex flex-col gap-3">
        <CardTitle>Discover Top Talent</CardTitle>
        <TopTalentStrip />
        <Link to="/hirer-discover" className={buttonVariants({ variant: 'primary' })}>
          <Users aria-hidden className="h-5 w-5" /> Browse All Talent
        </Link>
      </Card>

      <Card className="flex flex-col gap-3">
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden className="h-5 w-5 text-leaf-800" /> Getting Started Tips
        </CardTitle>
        <ol className="flex flex-col gap-3">
          {TIPS.map(({ icon: Icon, title, text, to, action }) => (
            <li key={title} className="flex gap-3">
              <span className="h-fit rounded-xl bg-leaf-100 p-2 text-leaf-800">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <div className="flex flex-col gap-0.5">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
                <Link to={to} className="text-sm font-semibold text-leaf-800 underline underline-offset-2">
                  {action}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <Link
        to="/hirer-dashboard"
        className="self-center py-2 font-semibold text-leaf-800 underline underline-offset-2"
      >
        Skip for Now - Go to Dashboard
      </Link>
    </div>
  );
}
