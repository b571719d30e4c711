import { Controller, type UseFormReturn } from 'react-hook-form';
import type { SpentCheckAnswers, SpentCheckField } from '@shared/contracts/spent-check';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup } from '@web/components/ui/radio-group';

export type AnswersForm = UseFormReturn<SpentCheckAnswers, unknown, SpentCheckAnswers>;

/** Each answer's field id: the error summary's links move the focus there. */
export const fieldIds: Record<
  Exclude<SpentCheckField, 'lengthUnit' | 'indefinite' | 'endorsement' | 'schedule18'>,
  string
> = {
  dateOfBirth: 'sc-dob',
  kind: 'sc-kind',
  cautionType: 'sc-caution-type',
  cautionDate: 'sc-caution-date',
  conditionsEnd: 'sc-conditions-end',
  convictionDate: 'sc-conviction-date',
  sentenceType: 'sc-sentence-type',
  lengthValue: 'sc-length-value',
  paidOn: 'sc-paid-on',
  next: 'sc-more',
};

export interface QuestionProps {
  form: AnswersForm;
  /** The message under a field (the first the contract gave it), if the last Continue failed. */
  errorOf: (field: SpentCheckField) => string | undefined;
  today: string;
}

export function DateOfBirthQuestion({ form, errorOf, today }: QuestionProps) {
  const id = fieldIds.dateOfBirth;
  return (
    <div>
      <Label htmlFor={id}>Date of birth</Label>
      <p className="mb-1 text-sm text-muted" id={`${id}-hint`}>
        It tells us whether you were under 18 at the time, which changes the rules.
      </p>
      <Input
        type="date"
        max={today}
        {...form.register('dateOfBirth')}
        {...fieldA11y(id, errorOf('dateOfBirth'), `${id}-hint`)}
      />
      <FieldMessage id={`${id}-error`} message={errorOf('dateOfBirth')} />
    </div>
  );
}

export function KindQuestion({ form, errorOf }: QuestionProps) {
  return (
    <div id={fieldIds.kind} tabIndex={-1}>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            legend="Choose one"
            hint="A caution is given by the police; a conviction comes from a court."
            name="sc-kind"
            options={[
              { value: 'conviction', label: 'A conviction' },
              { value: 'caution', label: 'A caution (including a youth caution)' },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FieldMessage id={`${fieldIds.kind}-error`} message={errorOf('kind')} />
    </div>
  );
}

export function CautionQuestion({ form, errorOf, today }: QuestionProps) {
  const conditional = form.watch('cautionType') === 'conditional';
  return (
    <>
      <div id={fieldIds.cautionType} tabIndex={-1}>
        <Controller
          control={form.control}
          name="cautionType"
          render={({ field }) => (
            <RadioGroup
              legend="What kind of caution was it?"
              name="sc-caution-type"
              options={[
                { value: 'simple', label: 'A simple or youth caution' },
                { value: 'conditional', label: 'A conditional caution (it came with conditions)' },
              ]}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <FieldMessage id={`${fieldIds.cautionType}-error`} message={errorOf('cautionType')} />
      </div>
      <div>
        <Label htmlFor={fieldIds.cautionDate}>Date of the caution</Label>
        <Input
          type="date"
          max={today}
          {...form.register('cautionDate')}
          {...fieldA11y(fieldIds.cautionDate, errorOf('cautionDate'))}
        />
        <FieldMessage id={`${fieldIds.cautionDate}-error`} message={errorOf('cautionDate')} />
      </div>
      {conditional && (
        <div>
          <Label htmlFor={fieldIds.conditionsEnd}>When did the conditions end? (optional)</Label>
          <Input
            type="date"
            {...form.register('conditionsEnd')}
            {...fieldA11y(fieldIds.conditionsEnd, errorOf('conditionsEnd'))}
          />
          <FieldMessage id={`${fieldIds.conditionsEnd}-error`} message={errorOf('conditionsEnd')} />
        </div>
      )}
    </>
  );
}

export function ConvictionQuestion({ form, errorOf, today }: QuestionProps) {
  const id = fieldIds.convictionDate;
  return (
    <div>
      <Label htmlFor={id}>Date of the conviction</Label>
      <p className="mb-1 text-sm text-muted" id={`${id}-hint`}>
        The day the court sentenced you. If you are not sure, the date on your court papers.
      </p>
      <Input
        type="date"
        max={today}
        {...form.register('convictionDate')}
        {...fieldA11y(id, errorOf('convictionDate'), `${id}-hint`)}
      />
      <FieldMessage id={`${id}-error`} message={errorOf('convictionDate')} />
    </div>
  );
}

/** "Is there anything else?": another sentence is offered once there is a conviction to add it to. */
export function MoreQuestion({ form, errorOf, hasConviction }: QuestionProps & { hasConviction: boolean }) {
  return (
    <div id={fieldIds.next} tabIndex={-1}>
      <Controller
        control={form.control}
        name="next"
        render={({ field }) => (
          <RadioGroup
            legend="Choose one"
            name="sc-more"
            options={[
              ...(hasConviction
                ? [{ value: 'sentence' as const, label: 'Another sentence or order for the same conviction' }]
                : []),
              { value: 'conviction' as const, label: 'Another conviction' },
              { value: 'caution' as const, label: 'Another caution' },
              { value: 'results' as const, label: 'No, show my results' },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FieldMessage id={`${fieldIds.next}-error`} message={errorOf('next')} />
    </div>
  );
}
