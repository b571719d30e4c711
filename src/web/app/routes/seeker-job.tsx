import { Link, useParams } from 'react-router';
import { SAVED_JOB_TOASTS } from '@shared/contracts/saved';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Card } from '@web/components/ui/card';
import { buttonVariants } from '@web/components/ui/button';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useJobDetails } from '@web/features/applications/api/get-job-details';
import { JobDetailsView } from '@web/features/applications/components/job-details-view';
import { useSetJobSaved } from '@web/features/saved/api/saved-jobs';
import { useCv } from '@web/features/cv/api/get-cv';

/** Back to where the seeker came from (the deck, Saved Jobs, Applications), else the dashboard. */
const back = () =>
  ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? -1 : '/seeker-dashboard';

const isGone = (error: Error | null) => error instanceof ApiError && error.status < 500;

/** /seeker-job/:id: Job Details. */
export function Component() {
  const { id = '' } = useParams();
  // A job that is gone (4xx) is said in the page, not in a toast.
  const details = useJobDetails(id, {
    errorToast: (error) => (isGone(error) ? null : 'Failed to load job details'),
  });
  const cv = useCv();
  const setSaved = useSetJobSaved();
  const notFound = isGone(details.error);

  const toggleSave = (save: boolean) =>
    setSaved.mutate(
      { jobId: id, saved: save },
      {
        onSuccess: () => notify.success(save ? SAVED_JOB_TOASTS.added : SAVED_JOB_TOASTS.removed),
        onError: (err) => notify.error('Error', errorMessage(err)),
      },
    );

  return (
    <div className="flex flex-col gap-2">
      <PageHeader title="Job Details" back={back()} />
      {details.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading job details">
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : details.data ? (
        <JobDetailsView
          details={details.data}
          onToggleSave={toggleSave}
          savePending={setSaved.isPending}
          hasCv={Boolean(cv.data?.cv)}
        />
      ) : (
        <Card className="flex flex-col items-center gap-3 text-center">
          <p className="font-semibold">
            {notFound ? 'This job is not available.' : 'Failed to load job details'}
          </p>
          <Link to="/seeker-discover" className={buttonVariants({ variant: 'primary' })}>
            Discover Jobs
          </Link>
        </Card>
      )}
    </div>
  );
}
