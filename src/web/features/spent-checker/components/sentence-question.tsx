import { Controller } from 'react-hook-form';
import { SENTENCES, type SentenceCode } from '@shared/rules/spent-check';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

import { sentenceGroups } from './sentence-options';
import { fieldIds, type AnswersForm, type QuestionProps } from './spent-check-questions';

/** A new sentence type starts its details afresh (a length or date given for another never carries over). */
function chooseSentence(form: AnswersForm, type: SentenceCode | '') {
  form.setValue('sentenceType', type);
  form.setValue('lengthValue', '');
  form.setValue('lengthUnit', 'months');
  form.setValue('indefinite', false);
  form.setValue('paidOn', '');
  form.setValue('endorsement', false);
  form.setValue('schedule18', false);
}

/**
 * "What sentence or order did you get?": the picker offers what someone of that age could have
 * had, then asks only what that sentence needs (its length, when it was paid, an endorsement, Schedule 18).
 */
export function SentenceQuestion({ form, errorOf, today, youth }: QuestionProps & { youth: boolean }) {
  const [type, indefinite] = form.watch(['sentenceType', 'indefinite']);
  const info = type ? SENTENCES[type] : null;
  return (
    <>
      <div>
        <Label htmlFor={fieldIds.sentenceType}>Sentence or order</Label>
        <p className="mb-1 text-sm text-muted" id={`${fieldIds.sentenceType}-hint`}>
          {youth ? 'You were under 18 at the time.' : 'You were 18 or over at the time.'} If you got more than
          one, add the others next.
        </p>
        <select
          {...fieldA11y(fieldIds.sentenceType, errorOf('sentenceType'), `${fieldIds.sentenceType}-hint`)}
          value={type}
          onChange={(e) => chooseSentence(form, e.target.value as SentenceCode | '')}
          className="min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 py-2.5 text-base text-ink focus:border-leaf-700 aria-[invalid=true]:border-red-700"
        >
          <option value="">Choose…</option>
          {sentenceGroups(youth).map((group) => (
            <optgroup key={group.group} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldMessage id={`${fieldIds.sentenceType}-error`} message={errorOf('sentenceType')} />
      </div>
      {info && info.length !== 'none' && !indefinite && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">
            How long was it?
            {info.length === 'optional' ? ' (leave blank if no length was given)' : ''}
          </legend>
          <div className="flex gap-2">
            <div className="w-28">
              <Label htmlFor={fieldIds.lengthValue} className="sr-only">
                Length
              </Label>
              <Controller
                control={form.control}
                name="lengthValue"
                render={({ field }) => (
                  <Input
                    {...fieldA11y(fieldIds.lengthValue, errorOf('lengthValue'))}
                    ref={field.ref}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    value={field.value}
                    onBlur={field.onBlur}
                    // Digits only: a length is whole weeks, months or years.
                    onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                  />
                )}
              />
            </div>
            <div className="flex-1">
              <Label htmlFor="sc-length-unit" className="sr-only">
                Unit
              </Label>
              <select
                id="sc-length-unit"
                {...form.register('lengthUnit')}
                className="min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 py-2.5 text-base"
              >
                <option value="weeks">weeks</option>
                <option value="months">months</option>
                <option value="years">years</option>
              </select>
            </div>
          </div>
          <FieldMessage id={`${fieldIds.lengthValue}-error`} message={errorOf('lengthValue')} />
        </fieldset>
      )}
      {info?.length === 'optional' && (
        <label className="flex items-center gap-2">
          <Checkbox {...form.register('indefinite')} />
          It was &ldquo;until further order&rdquo; (no end date)
        </label>
      )}
      {type === 'compensation' && (
        <div>
          <Label htmlFor={fieldIds.paidOn}>When did you finish paying it? (leave blank if not yet)</Label>
          <Input
            type="date"
            max={today}
            {...form.register('paidOn')}
            {...fieldA11y(fieldIds.paidOn, errorOf('paidOn'))}
          />
          <FieldMessage id={`${fieldIds.paidOn}-error`} message={errorOf('paidOn')} />
        </div>
      )}
      {type === 'motoring_fine' && (
        <label className="flex items-center gap-2">
          <Checkbox {...form.register('endorsement')} />
          It was endorsed on my driving licence
        </label>
      )}
      {info?.group === 'custody' && type !== 'hospital_order' && (
        <label className="flex items-start gap-2">
          <Checkbox className="mt-0.5" {...form.register('schedule18')} />
          <span>
            It was for a serious violent, sexual or terrorist offence (Schedule 18 of the Sentencing Act 2020)
          </span>
        </label>
      )}
    </>
  );
}
