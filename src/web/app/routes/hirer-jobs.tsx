import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, RefreshCw } from 'lucide-react';
import { JOB_SORT_OPTIONS } from '@shared/options/job-sort-options';
import { JOB_LIST_VALUES } from '@shared/options/job-status';
import { type Job, type JobSort, type JobList } from '@shared/contracts/jobs';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useMe } from '@web/features/auth/api/get-me';
import { useArchiveJob } from '@web/features/jobs/api/archive-job';
import { useDeleteJob } from '@web/features/jobs/api/delete-job';
import { useMyJobs } from '@web/features/jobs/api/list-my-jobs';
import { JobCard } from '@web/features/jobs/components/job-card';
import { readJobSort, writeJobSort } from '@web/features/jobs/job-sort-preference';
import { notify } from '@web/lib/notify';
import { cn } from '@web/lib/cn';

const TABS: { value: JobList; label: string; empty: string }[] = [
  { value: 'active', label: 'Active', empty: "You don't have any active job postings." },
  { value: 'draft', label: 'Drafts', empty: "You don't have any job drafts." },
  { value: 'archived', label: 'Archived', empty: "You don't have any archived jobs." },
];

function JobsOfList({ status, sort, empty }: { status: JobList; sort: JobSort; empty: string }) {
  const jobs = useMyJobs(status, sort, { errorToast: 'Failed to load job postings' });
  const archive = useArchiveJob();
  const remove = useDeleteJob();

  const onArchive = async (job: Job) => {
    try {
      await archive.mutateAsync(job.id);
      notify.success('Job archived');
    } catch {
      notify.error('Error', 'Failed to archive job. Please try again.');
    }
  };
  const onDelete = async (job: Job) => {
    try {
      await remove.mutateAsync(job.id);
      notify.success('Job deleted');
    } catch {
      notify.error('Error', 'Failed to delete job. Please try again.');
    }
  };

  if (jobs.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (jobs.isError) return <p className="py-6 text-center text-muted">Failed to load job postings</p>;
  if (jobs.data.length === 0) return <p className="py-6 text-center text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={`${status} jobs`}>
      {jobs.data.map((job) => (
        <li key={job.id}>
          <JobCard
            job={job}
            busy={archive.isPending || remove.isPending}
            onArchive={(j) => void onArchive(j)}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}

/** /hirer-jobs: Manage Jobs (spec 02 §2, §4, §9). */
export function Component() {
  const me = useMe();
  const userId = me.data?.user?.id;
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: JobList = JOB_LIST_VALUES.find((list) => list === tabParam) ?? 'active';
  const [sort, setSort] = useState<JobSort>(() => readJobSort(userId));
  useEffect(() => setSort(readJobSort(userId)), [userId]);
  const current = useMyJobs(tab, sort);

  const changeSort = (value: JobSort) => {
    setSort(value);
    writeJobSort(userId, value);
  };
  const refreshing = current.isFetching;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Manage Jobs"
        actions={
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh"
            disabled={refreshing}
            onClick={() => {
              void current.refetch();
            }}
          >
            <RefreshCw aria-hidden className={cn('h-5 w-5', refreshing && 'animate-spin')} />
          </Button>
        }
      />
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <Label htmlFor="jobs-sort">Sort by</Label>
          <Select
            id="jobs-sort"
            options={JOB_SORT_OPTIONS}
            value={sort}
            onChange={(e) => changeSort(e.target.value as JobSort)}
          />
        </div>
        <Link to="/hirer-create-job" className={buttonVariants({ className: 'shrink-0' })}>
          <Plus aria-hidden className="h-5 w-5" /> Post New Job
        </Link>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label="Job status">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="flex flex-col gap-3">
            {t.value !== 'archived' && (
              <Link to="/hirer-create-job" className={buttonVariants({ variant: 'secondary' })}>
                <Plus aria-hidden className="h-5 w-5" /> Create Job Posting
              </Link>
            )}
            {tab === t.value && <JobsOfList status={t.value} sort={sort} empty={t.empty} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
