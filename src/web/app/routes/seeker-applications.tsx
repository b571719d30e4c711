import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Briefcase, SearchX } from 'lucide-react';
import {
  APPLICATION_FILTER_VALUES,
  APPLICATION_FILTERS,
  APPLICATION_SORTS,
  APPLICATION_STEP_FILTERS,
  DEFAULT_APPLICATION_FILTER,
  DEFAULT_APPLICATION_SORT,
  countApplicationsByFilter,
  filterApplications,
  sortApplications,
  type ApplicationFilter,
  type ApplicationSort,
} from '@shared/rules/applications';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Card } from '@web/components/ui/card';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useMyApplications } from '@web/features/applications/api/list-my-applications';
import { ApplicationCard } from '@web/features/applications/components/application-card';
import { FilterChips } from '@web/features/applications/components/filter-chips';

/** /seeker-applications: My Applications. */
export function Component() {
  const applications = useMyApplications({ errorToast: 'Failed to load jobs' });
  const [filter, setFilter] = useState<ApplicationFilter>(DEFAULT_APPLICATION_FILTER);
  const [sort, setSort] = useState<ApplicationSort>(DEFAULT_APPLICATION_SORT);

  const all = useMemo(
    () => (applications.data ?? []).map((a) => ({ ...a, companyName: a.job.companyName })),
    [applications.data],
  );
  const counts = countApplicationsByFilter(all);
  const shown = sortApplications(filterApplications(all, filter), sort);
  // A step's chip shows while some application is in it, or while it is the chosen one (so the
  // pressed chip never vanishes under the user); all in the journey's order.
  const chips = [
    ...APPLICATION_FILTERS,
    ...APPLICATION_STEP_FILTERS.filter((o) => counts[o.value] > 0 || o.value === filter),
  ]
    .sort((a, b) => APPLICATION_FILTER_VALUES.indexOf(a.value) - APPLICATION_FILTER_VALUES.indexOf(b.value))
    .map((o) => ({ ...o, count: counts[o.value] }));

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="My Applications" back="/seeker-dashboard" />
      {applications.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading applications">
          <Skeleton className="h-10" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : all.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-8 text-center">
          <Briefcase aria-hidden className="h-10 w-10 text-leaf-800" />
          <h2 className="text-lg font-bold">No Applications Yet</h2>
          <p className="text-sm text-muted">When you apply for a job, you can follow it here.</p>
          <Link to="/seeker-discover" className={buttonVariants({ variant: 'primary' })}>
            Discover Jobs
          </Link>
        </Card>
      ) : (
        <>
          <FilterChips label="Filter applications" options={chips} value={filter} onChange={setFilter} />
          <div>
            <Label htmlFor="applications-sort">Sort by</Label>
            <Select
              id="applications-sort"
              options={APPLICATION_SORTS}
              value={sort}
              onChange={(e) => setSort(e.target.value as ApplicationSort)}
            />
          </div>
          {shown.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 py-8 text-center">
              <SearchX aria-hidden className="h-10 w-10 text-leaf-800" />
              <h2 className="text-lg font-bold">No applications match your filters</h2>
              <Button variant="secondary" onClick={() => setFilter(DEFAULT_APPLICATION_FILTER)}>
                Clear Filters
              </Button>
            </Card>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Applications">
              {shown.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
