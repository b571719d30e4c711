import { useId, useState, type FormEvent } from 'react';
import { type Interview, type InterviewSlot } from '@shared/contracts/interviews';
import { ADJUSTMENT_OPTIONS, type Adjustment } from '@shared/options/interviews';
import { formatSlot } from '@shared/rules/interview-slots';
import { Button } from '@web/components/ui/button';
import { CheckboxGroup } from '@web/components/ui/checkbox-group';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { notify } from '@web/lib/notify';
import { useBookInterview } from '../api/book-interview';
import type { InterviewDialogProps } from './dialog-props';
import { kindLabel } from './interview-text';

const NOTE_MAX = 500;

/** The seeker confirms one of the offered times and may ask for adjustments (only this employer sees them). */
export function BookInterviewDialog({
  interview,
  slot,
  onClose,
  onCloseAutoFocus,
}: InterviewDialogProps & { interview: Interview; slot: InterviewSlot }) {
  const uid = useId();
  const [adjustments, setAdjustments] = useState<Adjustment[]>([]);
  const [note, setNote] = useState('');
  const book = useBookInterview();
  const when = formatSlot(slot.startsAt, slot.minutes);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Portalled, but React still passes a submit up to any form around the opener.
    e.stopPropagation();
    book.mutate(
      {
        id: interview.id,
        input: { slotId: slot.id, adjustments, adjustmentNote: note.trim() || undefined },
      },
      {
        onSuccess: () => {
          notify.success(
            'Interview booked',
            `${when}. You can add it to your calendar from the conversation.`,
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Book this time?"
        description={`${kindLabel(interview.kind)} interview for ${interview.jobTitle} with ${interview.companyName}.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="rounded-xl bg-leaf-50 p-3 text-lg font-bold">{when}</p>
          <CheckboxGroup
            legend="Do you need any adjustments for the interview?"
            hint={`Optional. Only ${interview.companyName} sees what you choose here, so they can prepare.`}
            options={ADJUSTMENT_OPTIONS}
            value={adjustments}
            onChange={setAdjustments}
          />
          <div>
            <Label htmlFor={`${uid}-note`}>Anything else, in your own words (optional)</Label>
            <Textarea
              id={`${uid}-note`}
              rows={3}
              value={note}
              maxLength={NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby={`${uid}-note-hint`}
            />
            <p id={`${uid}-note-hint`} className="mt-1 text-sm text-muted">
              Up to {NOTE_MAX} characters.
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Not now
              </Button>
            </DialogClose>
            <Button type="submit" disabled={book.isPending}>
              {book.isPending ? 'Booking…' : 'Book this time'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
