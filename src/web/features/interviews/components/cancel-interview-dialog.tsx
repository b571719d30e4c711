import { useId, useRef, useState, type FormEvent } from 'react';
import { cancelInterviewSchema, type Interview } from '@shared/contracts/interviews';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { notify } from '@web/lib/notify';
import { useCancelInterview } from '../api/cancel-interview';
import type { InterviewDialogProps } from './dialog-props';
import { otherParty } from './interview-text';

/** Either side cancels; the reason is required and the other side sees it. */
export function CancelInterviewDialog({
  interview,
  onClose,
  onCloseAutoFocus,
}: InterviewDialogProps & { interview: Interview }) {
  const uid = useId();
  const id = `${uid}-reason`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelInterview();
  const other = otherParty(interview);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const input = cancelInterviewSchema.safeParse({ reason });
    if (!input.success) {
      setError(input.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    cancel.mutate(
      { id: interview.id, input: input.data },
      {
        onSuccess: () => {
          notify.success('Interview cancelled', `${other} has been told.`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Cancel this interview?"
        description={`${other} will be told, with your reason.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <Label htmlFor={id}>Reason</Label>
            <Textarea
              ref={field}
              rows={3}
              value={reason}
              maxLength={500}
              aria-required
              onChange={(e) => setReason(e.target.value)}
              {...fieldA11y(id, error)}
            />
            <FieldMessage id={`${id}-error`} message={error} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Keep interview
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel interview'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
