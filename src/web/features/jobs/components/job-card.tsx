import { Link } from 'react-router';
import { Archive, Eye } from 'lucide-react';
import type { Job } from '@shared/contracts/jobs';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { JobMeta } from './job-meta';
import { JobStatusBadge } from './job-status-badge';
import { ModerationNote } from './moderation-note';

/** A job on Manage Jobs: View & Edit; Archive for active jobs; Delete for drafts. */
export function JobCard({
  job,
  onArchive,
  onDelete,
  busy,
}: {
  job: Job;
  onArchive: (job: Job) => void;
  onDelete: (job: Job) => Promise<unknown>;
  busy?: boolean;
}) {
  const headingId = `job-${job.id}-title`;
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={headingId} role="article">
      <div className="flex items-start justify-between gap-2">
        {/* The list's items under the screen's h1. */}
        <h2 id={headingId} className="min-w-0 break-words text-lg font-bold">
          {job.title}
        </h2>
        <JobStatusBadge status={job.status} className="shrink-0" />
      </div>
      <JobMeta job={job} />
      {job.moderationNote && <ModerationNote note={job.moderationNote} />}
      {job.requiredSkills.length > 0 && (
        <p className="text-sm text-muted">
          {/* One text node, so the count and its noun are read as one item. */}
          {`${job.requiredSkills.length} required skill${job.requiredSkills.length === 1 ? '' : 's'}`}
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-3">
        <Link
          to={`/hirer-job/${job.id}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          aria-label={`View & Edit ${job.title}`}
        >
          <Eye aria-hidden className="h-4 w-4" /> View &amp; Edit
        </Link>
        {job.status === 'active' && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => onArchive(job)}
            aria-label={`Archive ${job.title}`}
          >
            <Archive aria-hidden className="h-4 w-4" /> Archive
          </Button>
        )}
        {job.status === 'draft' && (
          <DeleteDraftDialog title={job.title} pending={busy} onConfirm={() => onDelete(job)} />
        )}
      </div>
    </Card>
  );
}
