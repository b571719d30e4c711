import { useEffect } from 'react';
import { Send } from 'lucide-react';
import type { Job } from '@shared/contracts/jobs';
import { Button } from '@web/components/ui/button';
import { useJobSubmit } from '../hooks/use-job-submit';
import { JobFormFields } from './job-form';

/**
 * The job form with its buttons: Save as Draft / Post Job for a new job; Cancel, Save Draft or
 * Save Changes, and Post Job for a draft, when editing. `showMissing` opens it with what posting
 * still needs marked (Publish on an incomplete draft).
 */
export function JobEditor({
  job,
  onSaved,
  onCancel,
  showMissing = false,
}: {
  job?: Job;
  onSaved: (status: Job['status']) => void;
  onCancel?: () => void;
  showMissing?: boolean;
}) {
  const { form, pending, submit, markMissing } = useJobSubmit({ job, onSaved });
  useEffect(() => {
    if (showMissing) markMissing();
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const busy = pending !== null;
  const isDraft = job?.status === 'draft';

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(job ? 'save' : 'post');
      }}
      className="flex flex-col gap-4"
    >
      <JobFormFields form={form} status={job?.status} />
      {job ? (
        <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-3 border-t border-gray-200 bg-white/95 px-4 py-3">
          <Button type="button" variant="secondary" className="flex-1" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={isDraft ? 'secondary' : 'primary'}
            className="flex-1"
            disabled={busy}
          >
            {pending === 'save' ? 'Saving...' : isDraft ? 'Save Draft' : 'Save Changes'}
          </Button>
          {isDraft && (
            <Button type="button" className="w-full" disabled={busy} onClick={() => void submit('post')}>
              <Send aria-hidden className="h-4 w-4" /> {pending === 'post' ? 'Posting...' : 'Post Job'}
            </Button>
          )}
        </div>
      ) : (
        <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-gray-200 bg-white/95 px-4 py-3">
          <Button
            type="button"
            variant="secondary"
            className="flex-1"
            disabled={busy}
            onClick={() => void submit('save')}
          >
            {pending === 'save' ? 'Saving...' : 'Save as Draft'}
          </Button>
          <Button type="submit" className="flex-1" disabled={busy}>
            {pending === 'post' ? 'Posting...' : 'Post Job'}
          </Button>
        </div>
      )}
    </form>
  );
}
