import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Archive, Building2, CalendarClock, Pencil, Send, ShieldAlert } from 'lucide-react';
import type { Job } from '@shared/contracts/jobs';
import { JOB_MESSAGES } from '@shared/contracts/job-messages';
import { JOB_BENEFITS } from '@shared/options/benefits';
import { optionLabel } from '@shared/options/option';
import { EXPERIENCE_LEVELS } from '@shared/options/work';
import { closingDayText } from '@shared/rules/closing-day-text';
import { missingForPublish } from '@shared/rules/job-publish';
import { SkillChips } from '@web/components/skill-chips';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useArchiveJob } from '@web/features/jobs/api/archive-job';
import { useDeleteJob } from '@web/features/jobs/api/delete-job';
import { useJob } from '@web/features/jobs/api/get-job';
import { usePublishJob } from '@web/features/jobs/api/publish-job';
import { DeleteDraftDialog } from '@web/features/jobs/components/delete-draft-dialog';
import { JobMeta } from '@web/features/jobs/components/job-meta';
import { JobStatusBadge } from '@web/features/jobs/components/job-status-badge';
import { ModerationNote } from '@web/features/jobs/components/moderation-note';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useEditingFocus } from '@web/lib/use-editing-focus';
import { postFailureToast } from '@web/features/jobs/post-failure';

function JobView({ job }: { job: Job }) {
  return (
    <>
      <Card className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <JobStatusBadge status={job.status} />
          <span className="flex items-center gap-1 text-sm text-muted">
            <Building2 aria-hidden className="h-4 w-4" /> {job.companyName}
          </span>
        </div>
        <JobMeta job={job} />
        {job.status === 'active' && job.closesAt && (
          <p className="flex items-center gap-1.5 text-sm font-semibold">
            <CalendarClock aria-hidden className="h-4 w-4 shrink-0" />
            {`Closes ${closingDayText(job.closesAt)}`}
          </p>
        )}
        {job.experienceLevel && (
          <p className="text-sm">
            <span className="font-semibold">Experience: </span>
            {optionLabel(EXPERIENCE_LEVELS, job.experienceLevel, job.experienceLevel)}
          </p>
        )}
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Job Description</CardTitle>
        <p className="whitespace-pre-line">
          {job.description ?? <span className="text-muted">No description yet.</span>}
        </p>
      </Card>
      {job.requirements.length > 0 && (
        <Card className="flex flex-col gap-2">
          <CardTitle>Requirements</CardTitle>
          <ul className="list-disc space-y-1 pl-5">
            {job.requirements.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </Card>
      )}
      <Card className="flex flex-col gap-2">
        <CardTitle>Required Skills</CardTitle>
        <SkillChips skills={job.requiredSkills} emptyText="No required skills." />
      </Card>
      {job.benefits.length > 0 && (
        <Card className="flex flex-col gap-2">
          <CardTitle>Benefits</CardTitle>
          <ul className="list-disc space-y-1 pl-5">
            {job.benefits.map((value) => (
              <li key={value}>{optionLabel(JOB_BENEFITS, value, value)}</li>
            ))}
          </ul>
        </Card>
      )}
      {job.subjectToDbsBarring && (
        <Card tone="amber" className="flex gap-2">
          <ShieldAlert aria-hidden className="h-5 w-5 shrink-0 text-amber-800" />
          <p className="text-sm">
            <span className="font-semibold">Subject to DBS barring. </span>
            Candidates with certain convictions (sexual offences, arson, terrorism-related) may be
            automatically barred from such roles.
          </p>
        </Card>
      )}
    </>
  );
}

// The editor (its form, zod and the contract) loads when Edit is chosen, not with the page.
const JobEditor = lazy(() =>
  import('@web/features/jobs/components/job-editor').then((m) => ({ default: m.JobEditor })),
);

/** /hirer-job/:id: view and edit a job; publish a draft; archive an active job; delete a draft. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // A job that is not there (404) is said in the page, not in a toast.
  const query = useJob(id, {
    errorToast: (error) => (error instanceof ApiError && error.status === 404 ? null : 'Failed to load jobs'),
  });
  const publish = usePublishJob();
  const archive = useArchiveJob();
  const remove = useDeleteJob();
  /** Editing; 'missing' when Publish opened the editor to show what posting still needs. */
  const [editing, setEditing] = useState<boolean | 'missing'>(false);
  const focus = useEditingFocus(editing !== false);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <PageHeader title="Job Posting" back="/hirer-jobs" />
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status < 500;
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Job Posting" back="/hirer-jobs" />
        <Card className="flex flex-col gap-3">
          <p>{notFound ? 'This job posting could not be found.' : 'Failed to load jobs'}</p>
          <Link to="/hirer-jobs" className={buttonVariants({ variant: 'secondary' })}>
            Back to Manage Jobs
          </Link>
        </Card>
      </div>
    );
  }

  const job = query.data;
  const onPublish = async () => {
    if (missingForPublish(job).length > 0) {
      setEditing('missing');
      notify.error(JOB_MESSAGES.requiredMissingTitle, JOB_MESSAGES.requiredMissing);
      return;
    }
    try {
      const saved = await publish.mutateAsync(job.id);
      if (saved.status === 'held') notify.info(JOB_MESSAGES.heldTitle, saved.moderationNote ?? undefined);
      else notify.success('Job posted', 'Your job posting has been published successfully.');
    } catch (err) {
      notify.error(...postFailureToast(err));
    }
  };

  const onArchive = async () => {
    try {
      await archive.mutateAsync(job.id);
      notify.success('Job archived');
    } catch {
      notify.error('Error', 'Failed to archive job. Please try again.');
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(job.id);
      notify.success('Job deleted');
      navigate('/hirer-jobs?tab=draft', { replace: true });
    } catch {
      notify.error('Error', 'Failed to delete job. Please try again.');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={editing ? 'Edit Job Posting' : job.title}
        back="/hirer-jobs"
        headingRef={focus.heading}
      />
      {editing ? (
        <Suspense fallback={<Spinner label="Loading the editor" showLabel />}>
          <JobEditor
            job={job}
            showMissing={editing === 'missing'}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          {job.moderationNote && <ModerationNote note={job.moderationNote} />}
          <JobView job={job} />
          {job.isOwn && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)} ref={focus.opener}>
                <Pencil aria-hidden className="h-4 w-4" /> Edit
              </Button>
              {job.status === 'draft' && (
                <Button onClick={() => void onPublish()} disabled={publish.isPending}>
                  <Send aria-hidden className="h-4 w-4" /> Publish
                </Button>
              )}
              {job.status === 'active' && (
                <Button variant="secondary" onClick={() => void onArchive()} disabled={archive.isPending}>
                  <Archive aria-hidden className="h-4 w-4" /> Archive
                </Button>
              )}
              {job.status === 'draft' && (
                <DeleteDraftDialog
                  title={job.title}
                  pending={remove.isPending}
                  onConfirm={onDelete}
                  size="md"
                />
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
