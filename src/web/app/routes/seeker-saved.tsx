import { Link } from 'react-router';
import { Bookmark } from 'lucide-react';
import { SAVED_JOB_TOASTS } from '@shared/contracts/saved';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Card } from '@web/components/ui/card';
import { buttonVariants } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useSavedJobs, useSetJobSaved } from '@web/features/saved/api/saved-jobs';
import { SavedJobCard } from '@web/features/saved/components/saved-job-card';

/** /seeker-saved: the seeker's saved jobs. */
export function Component() {
  const saved = useSavedJobs({ errorToast: 'Failed to load jobs' });
  const setSaved = useSetJobSaved();

  const remove = (jobId: string) =>
    setSaved.mutate(
      { jobId, saved: false },
      {
        onSuccess: () => notify.success(SAVED_JOB_TOASTS.removedFromList),
        onError: (err) => notify.error('Error', errorMessage(err)),
      },
    );

  const items = saved.data ?? [];
  return (
    <div className="flex flex-col gap-2">
      <PageHeader title="Saved Jobs" back="/seeker-dashboard" />
      {saved.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading saved jobs">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-8 text-center">
          <Bookmark aria-hidden className="h-10 w-10 text-leaf-800" />
          <h2 className="text-lg font-bold">No Saved Jobs</h2>
          <p className="text-sm text-muted">Save jobs from Discover to find them here later.</p>
          <Link to="/seeker-discover" className={buttonVariants({ variant: 'primary' })}>
            Discover Jobs
          </Link>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Saved jobs">
          {items.map((item) => (
            <li key={item.job.id}>
              <SavedJobCard
                item={item}
                onRemove={() => remove(item.job.id)}
                removing={setSaved.isPending && setSaved.variables?.jobId === item.job.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
