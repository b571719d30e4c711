import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CV_TEMPLATES, SUMMARY_MAX, type CvData } from '@shared/contracts/cv';
import { summaryCounts, summaryHint } from '@shared/rules/cv-steps';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

import { SuggestButton } from './suggest-button';

/** The wizard's one form: the whole CV, checked by the CV form contract (cvFormSchema). */
export type CvForm = UseFormReturn<CvData, unknown, CvData>;

export interface StepProps {
  form: CvForm;
}

export function TemplateFields({ form }: StepProps) {
  const template = useWatch({ control: form.control, name: 'template' });
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Choose a template (all are ATS optimised)</legend>
      <div className="flex flex-col gap-2">
        {CV_TEMPLATES.map((t) => (
          <label
            key={t.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-leaf-700',
              template === t.value ? 'border-leaf-700 bg-leaf-50' : 'border-gray-300 bg-white',
            )}
          >
            <input
              type="radio"
              value={t.value}
              {...form.register('template')}
              className="mt-1 h-5 w-5 accent-leaf-800 focus-visible:outline-none"
            />
            <span>
              <span className="block font-bold">{t.label}</span>
              <span className="block text-sm text-muted">{t.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const PERSONAL_FIELDS = [
  { key: 'fullName', label: 'Full name *', autoComplete: 'name', type: 'text' },
  // Shown under the name on the CV; a new CV starts with the profile's job title.
  {
    key: 'targetTitle',
    label: 'Job title you want (optional)',
    autoComplete: 'organization-title',
    type: 'text',
  },
  { key: 'email', label: 'Email *', autoComplete: 'email', type: 'email' },
  { key: 'phone', label: 'Phone *', autoComplete: 'tel', type: 'tel' },
  { key: 'location', label: 'Location *', autoComplete: 'address-level2', type: 'text' },
  { key: 'linkedin', label: 'LinkedIn (optional)', autoComplete: 'url', type: 'url' },
  { key: 'website', label: 'Website (optional)', autoComplete: 'url', type: 'url' },
] as const;

export function PersonalFields({ form }: StepProps) {
  const errors = form.formState.errors.personalInfo;
  const { trigger } = form;
  useEffect(() => {
    // A saved link that is not a web address says so on arrival, not only once it is edited.
    void trigger(['personalInfo.linkedin', 'personalInfo.website']);
  }, [trigger]);
  return (
    <div className="flex flex-col gap-3">
      {PERSONAL_FIELDS.map((f) => {
        const id = `cv-${f.key}`;
        // The contract's messages (a link that is not a web address), shown as the seeker types.
        const message = errors?.[f.key]?.message;
        return (
          <div key={f.key}>
            <Label htmlFor={id}>{f.label}</Label>
            <Input
              type={f.type}
              autoComplete={f.autoComplete}
              {...fieldA11y(id, message)}
              {...form.register(`personalInfo.${f.key}`)}
            />
            <FieldMessage id={`${id}-error`} message={message} />
          </div>
        );
      })}
    </div>
  );
}

export function SummaryFields({ form }: StepProps) {
  const content = useWatch({ control: form.control, name: 'professionalSummary.content' });
  const { words, characters } = summaryCounts(content);
  const hint = summaryHint(content);
  const set = (text: string) =>
    form.setValue('professionalSummary.content', text.slice(0, SUMMARY_MAX), {
      shouldDirty: true,
      shouldValidate: true,
    });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="cv-summary">Professional summary</Label>
      <Textarea
        id="cv-summary"
        rows={6}
        maxLength={SUMMARY_MAX}
        aria-describedby="cv-summary-counts cv-summary-hint"
        {...form.register('professionalSummary.content')}
      />
      <p id="cv-summary-counts" className="flex justify-between text-sm text-muted">
        <span>{words} words</span>
        <span>
          {characters}/{SUMMARY_MAX} characters
        </span>
      </p>
      <p id="cv-summary-hint" className="text-sm font-semibold text-amber-900" aria-live="polite">
        {hint ?? ''}
      </p>
      <SuggestButton label="Suggest a summary" input={{ field: 'summary', text: content }} onPick={set} />
    </div>
  );
}
