import { useState, type FormEvent } from 'react';
import { type Interview } from '@shared/contracts/interviews';
import { INTERVIEW_OUTCOME_OPTIONS, type InterviewOutcome } from '@shared/options/interviews';
import { Button } from '@web/components/ui/button';
import { CheckboxRow } from '@web/components/ui/checkbox-group';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { RadioGroup } from '@web/components/ui/radio-group';
import { notify } from '@web/lib/notify';
import { useRecordOutcome } from '../api/record-outcome';
import type { InterviewDialogProps } from './dialog-props';

/** The employer records how the interview went; "Hired" may also close the job. */
export function OutcomeDialog({
  interview,
  onClose,
  onCloseAutoFocus,
}: InterviewDialogProps & { interview: Interview }) {
  const [outcome, setOutcome] = useState<InterviewOutcome | null>(interview.outcome);
  const [closeJob, setCloseJob] = useState(false);
  const record = useRecordOutcome();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!outcome) return;
    record.mutate(
      { id: interview.id, input: { outcome, closeJob: outcome === 'hired' && closeJob } },
      {
        onSuccess: () => {
          notify.success(
            'Outcome recorded',
            closeJob && outcome === 'hired' ? 'The job is closed.' : undefined,
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Record the outcome"
        description={`Interview with ${interview.seekerName} for ${interview.jobTitle}.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <RadioGroup
            legend="How did it go?"
            name="interview-outcome"
            options={INTERVIEW_OUTCOME_OPTIONS}
            value={outcome}
            onChange={setOutcome}
          />
          {outcome === 'hired' && (
            <CheckboxRow
              label="Close this job and tell the other applicants"
              checked={closeJob}
              onChange={setCloseJob}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Not now
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!outcome || record.isPending}>
              {record.isPending ? 'Saving…' : 'Save outcome'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
