import { useId, useRef, useState, type FormEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { type Interview, type ProposeInterviewInput } from '@shared/contracts/interviews';
import {
  DEFAULT_INTERVIEW_LENGTH,
  INTERVIEW_KIND_OPTIONS,
  INTERVIEW_LENGTHS,
  MAX_DAYS_AHEAD,
  MAX_INTERVIEW_SLOTS,
  type InterviewKind,
} from '@shared/options/interviews';
import { localParts } from '@shared/rules/interview-slots';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup } from '@web/components/ui/radio-group';
import { Select } from '@web/components/ui/select';
import { notify } from '@web/lib/notify';
import { useContractForm } from '@web/lib/use-contract-form';
import { useProposeInterview } from '../api/propose-interview';
import { useRescheduleInterview } from '../api/reschedule-interview';
import type { InterviewDialogProps } from './dialog-props';
import { lengthLabel, ownTimeZone } from './interview-text';
import {
  firstInvalid,
  proposalSchema,
  type ProposeFormValues,
  type SlotErrors,
  type SlotRow,
} from './propose-form';

const LENGTH_OPTIONS = INTERVIEW_LENGTHS.map((m) => ({ value: String(m), label: lengthLabel(m) }));
const DAY = 24 * 60 * 60_000;

const LOCATION_FIELD: Record<InterviewKind, { label: string; hint?: string }> = {
  in_person: { label: 'Address' },
  video: { label: 'Video call link', hint: 'The link starting https:// that the candidate opens to join.' },
  phone: {
    label: 'How the call will work (optional)',
    hint: 'For example: "We will call you on your mobile."',
  },
};

/**
 * The employer offers 1–5 times, how and where (a proposal, or new times for `reschedule`,
 * which cancels that one). Times are typed in the employer's own zone, which the dialog names.
 */
export function ProposeInterviewDialog({
  conversationId,
  otherName,
  reschedule,
  onClose,
  onCloseAutoFocus,
}: InterviewDialogProps & { conversationId: string; otherName: string; reschedule?: Interview }) {
  const uid = useId();
  const [timeZone] = useState(ownTimeZone);
  const [limits] = useState(() => ({
    min: localParts(new Date(), timeZone).date,
    max: localParts(new Date(Date.now() + MAX_DAYS_AHEAD * DAY), timeZone).date,
  }));
  const addButton = useRef<HTMLButtonElement>(null);
  const propose = useProposeInterview();
  const move = useRescheduleInterview();
  const pending = propose.isPending || move.isPending;

  const minutes = String(
    reschedule?.booked?.minutes ?? reschedule?.slots[0]?.minutes ?? DEFAULT_INTERVIEW_LENGTH,
  );
  const [schema] = useState(() => proposalSchema(timeZone));
  const form = useContractForm<ProposeFormValues, ProposeInterviewInput>(schema, {
    defaultValues: {
      slots: [{ date: '', time: '', minutes }],
      kind: reschedule?.kind ?? 'in_person',
      location: reschedule?.location ?? '',
      note: reschedule?.note ?? '',
    },
    // Focused by `firstInvalid`: a time's message belongs to its date and time fields.
    shouldFocusError: false,
  });
  const { register, handleSubmit, watch, setValue, setFocus, getValues, formState } = form;
  const { errors } = formState;
  const rows = useFieldArray({ control: form.control, name: 'slots' });
  const kind = watch('kind');
  const slotErrors = errors.slots as SlotErrors | undefined;
  const slotsError = slotErrors?.root?.message ?? slotErrors?.message;

  const send = (input: ProposeInterviewInput) => {
    const done = {
      onSuccess: () => {
        notify.success(
          reschedule ? 'New times sent' : 'Interview proposed',
          `${otherName} can now choose a time.`,
        );
        onClose();
      },
    };
    if (reschedule) move.mutate({ id: reschedule.id, input }, done);
    else propose.mutate({ conversationId, input }, done);
  };
  const submit = (e: FormEvent) => {
    // Portalled, but React still passes a submit up to any form around the opener.
    e.stopPropagation();
    void handleSubmit(send, (found) => {
      const field = firstInvalid(found, getValues('slots'));
      if (field) setFocus(field);
    })(e);
  };

  const removeRow = (index: number) => {
    rows.remove(index);
    // The row's button is gone: the focus waits on "Add another time", which is there now.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const place = LOCATION_FIELD[kind];
  const placeId = `${uid}-location`;
  const noteId = `${uid}-note`;
  const zoneId = `${uid}-zone`;
  const slotsErrorId = `${uid}-slots-error`;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={reschedule ? 'Reschedule interview' : 'Propose interview'}
        description={
          reschedule
            ? `The current interview is cancelled and ${otherName} is asked to choose one of the new times.`
            : `Offer ${otherName} up to ${MAX_INTERVIEW_SLOTS} times; they choose one.`
        }
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <fieldset
            className="min-w-0"
            aria-describedby={[zoneId, slotsError ? slotsErrorId : ''].filter(Boolean).join(' ')}
          >
            <legend className="text-base font-bold">Times</legend>
            <p id={zoneId} className="mb-2 text-sm text-muted">
              Times are in your time zone ({timeZone}).
            </p>
            <FieldMessage id={slotsErrorId} message={slotsError} />
            <ol className="flex flex-col gap-3">
              {rows.fields.map((row, i) => {
                const id = (name: keyof SlotRow) => `${uid}-slot-${i}-${name}`;
                const timeError = slotErrors?.[i]?.startsAt?.message;
                const lengthError = slotErrors?.[i]?.minutes?.message;
                return (
                  <li key={row.id}>
                    <fieldset className="min-w-0 rounded-xl border border-gray-300 p-3">
                      <legend className="px-1 text-sm font-semibold">Time {i + 1}</legend>
                      <div className="grid grid-cols-2 gap-2">
                        <div className="min-w-0">
                          <Label htmlFor={id('date')}>Date</Label>
                          <Input
                            type="date"
                            min={limits.min}
                            max={limits.max}
                            {...register(`slots.${i}.date`)}
                            {...fieldA11y(id('date'), timeError)}
                          />
                        </div>
                        <div className="min-w-0">
                          <Label htmlFor={id('time')}>Start time</Label>
                          <Input
                            type="time"
                            step={300}
                            {...register(`slots.${i}.time`)}
                            {...fieldA11y(id('time'), timeError)}
                            // One message under the pair: the date's.
                            aria-describedby={timeError ? `${id('date')}-error` : undefined}
                          />
                        </div>
                      </div>
                      <FieldMessage id={`${id('date')}-error`} message={timeError} />
                      <div className="mt-2 flex items-end gap-2">
                        <div className="min-w-0 flex-1">
                          <Label htmlFor={id('minutes')}>Length</Label>
                          <Select
                            options={LENGTH_OPTIONS}
                            {...register(`slots.${i}.minutes`)}
                            {...fieldA11y(id('minutes'), lengthError)}
                          />
                        </div>
                        {rows.fields.length > 1 && (
                          <Button
                            type="button"
                            variant="danger-ghost"
                            size="icon"
                            aria-label={`Remove time ${i + 1}`}
                            onClick={() => removeRow(i)}
                          >
                            <Trash2 aria-hidden className="h-5 w-5" />
                          </Button>
                        )}
                      </div>
                      <FieldMessage id={`${id('minutes')}-error`} message={lengthError} />
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {rows.fields.length < MAX_INTERVIEW_SLOTS && (
              <Button
                ref={addButton}
                type="button"
                variant="secondary"
                className="mt-3"
                onClick={() =>
                  rows.append(
                    {
                      date: '',
                      time: '',
                      minutes: getValues(`slots.${rows.fields.length - 1}.minutes`) ?? minutes,
                    },
                    { focusName: `slots.${rows.fields.length}.date` },
                  )
                }
              >
                Add another time
              </Button>
            )}
          </fieldset>

          <RadioGroup
            legend="How the interview happens"
            name={`${uid}-kind`}
            options={INTERVIEW_KIND_OPTIONS}
            value={kind}
            onChange={(value) => setValue('kind', value)}
          />

          <div>
            <Label htmlFor={placeId}>{place.label}</Label>
            <Input
              {...register('location')}
              {...fieldA11y(placeId, errors.location?.message, place.hint ? `${placeId}-hint` : undefined)}
              aria-required={kind !== 'phone' || undefined}
              inputMode={kind === 'video' ? 'url' : undefined}
              autoComplete={kind === 'in_person' ? 'street-address' : 'off'}
              maxLength={300}
            />
            {place.hint && (
              <p id={`${placeId}-hint`} className="mt-1 text-sm text-muted">
                {place.hint}
              </p>
            )}
            <FieldMessage id={`${placeId}-error`} message={errors.location?.message} />
          </div>

          <div>
            <Label htmlFor={noteId}>Note for {otherName} (optional)</Label>
            <Textarea
              rows={3}
              maxLength={1000}
              {...register('note')}
              {...fieldA11y(noteId, errors.note?.message, `${noteId}-hint`)}
            />
            <p id={`${noteId}-hint`} className="mt-1 text-sm text-muted">
              For example, who they will meet or what to bring.
            </p>
            <FieldMessage id={`${noteId}-error`} message={errors.note?.message} />
          </div>

          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Not now
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Sending…' : reschedule ? 'Send new times' : 'Send times'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
