import { useEffect, useId, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Plus, ShieldAlert, X } from 'lucide-react';
import { jobUpdateSchema, type Job, type JobUpdate } from '@shared/contracts/jobs';
import {
  JOB_BENEFIT_VALUES,
  JOB_BENEFITS,
  JOB_DEFAULT_OPEN_DAYS,
  JOB_REQUIREMENTS_MAX,
  type JobBenefit,
} from '@shared/options/benefits';
import { COUNTRIES, DEFAULT_COUNTRY } from '@shared/options/company';
import { JOB_CATEGORIES } from '@shared/options/job-categories';
import { isOneOf } from '@shared/options/option';
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS } from '@shared/options/work';
import { closingDateProblem, latestClosingDate } from '@shared/rules/job-closing';
import { todayInUk } from '@shared/rules/calendar-date';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { CheckboxGroup } from '@web/components/ui/checkbox-group';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { closingDateToForm } from '../closing-date';
import { RequiredSkillsSheet } from './required-skills-sheet';

/** What the form holds: text as typed, salaries as typed. */
export interface JobFormValues {
  title: string;
  description: string;
  category: string;
  employmentType: string;
  experienceLevel: string;
  locationCity: string;
  locationCountry: string;
  salaryMin: string;
  salaryMax: string;
  requiredSkills: string[];
  subjectToDbsBarring: boolean;
  /** Lines of "what you will need" as typed (blank lines are dropped by the contract). */
  requirements: string[];
  benefits: JobBenefit[];
  /** YYYY-MM-DD, or '' for 30 days after posting. */
  closingDate: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  category: '',
  employmentType: '',
  experienceLevel: '',
  locationCity: '',
  locationCountry: DEFAULT_COUNTRY,
  salaryMin: '',
  salaryMax: '',
  requiredSkills: [],
  subjectToDbsBarring: false,
  requirements: [''],
  benefits: [],
  closingDate: '',
};

export function jobToForm(job: Job, now = new Date()): JobFormValues {
  return {
    title: job.title,
    description: job.description ?? '',
    category: job.category ?? '',
    employmentType: job.employmentType ?? '',
    experienceLevel: job.experienceLevel ?? '',
    locationCity: job.locationCity ?? '',
    locationCountry: job.locationCountry ?? '',
    salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    requiredSkills: [...job.requiredSkills],
    subjectToDbsBarring: job.subjectToDbsBarring,
    requirements: job.requirements.length > 0 ? [...job.requirements] : [''],
    benefits: job.benefits.filter((b) => isOneOf(JOB_BENEFIT_VALUES, b)),
    closingDate: closingDateToForm(job, now),
  };
}

/** '£25,000' -> 25000; blank -> null; anything else is passed on for the contract to refuse. */
function parseSalary(text: string): number | null | string {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : text;
}

/**
 * The job contract read from the form: salaries as typed become pounds first; a closing date is
 * checked against today (UK) as the server checks it, which the contract cannot.
 */
export const jobFormSchema = z.preprocess(
  (values: JobFormValues) => ({
    ...values,
    salaryMin: parseSalary(values.salaryMin),
    salaryMax: parseSalary(values.salaryMax),
  }),
  jobUpdateSchema.superRefine((job, ctx) => {
    const problem = job.closingDate ? closingDateProblem(job.closingDate, new Date()) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['closingDate'] });
  }),
);

export type JobForm = UseFormReturn<JobFormValues, unknown, JobUpdate>;

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Requirements: one text box a line, "Requirement 1" and on; a line added takes the focus, and
 * removing one moves it to the line now in its place (the CV builder's achievements, as a list).
 */
function RequirementsField({ form, id }: { form: JobForm; id: (name: string) => string }) {
  const lines = useWatch({ control: form.control, name: 'requirements' });
  const lineErrors = form.formState.errors.requirements;
  const [focusLine, setFocusLine] = useState<number | null>(null);
  useEffect(() => {
    if (focusLine === null) return;
    form.setFocus(`requirements.${focusLine}`);
    setFocusLine(null);
  }, [focusLine, form]);
  const set = (next: string[]) => form.setValue('requirements', next, { shouldDirty: true });
  const titleId = id('requirements-title');
  const hintId = id('requirements-hint');
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle id={titleId}>Requirements</CardTitle>
      <div role="group" aria-labelledby={titleId} aria-describedby={hintId} className="flex flex-col gap-2">
        <p id={hintId} className="text-sm text-muted">
          {`What someone needs for this job beyond the skills, one a line (up to ${JOB_REQUIREMENTS_MAX}).`}
        </p>
        {lines.map((_, k) => {
          const lineId = id(`requirement-${k}`);
          const message = lineErrors?.[k]?.message;
          return (
            <div key={k}>
              <Label htmlFor={lineId} className="sr-only">
                {`Requirement ${k + 1}`}
              </Label>
              <div className="flex items-center gap-2">
                <Input
                  {...fieldA11y(lineId, message)}
                  placeholder={k === 0 ? 'e.g. Able to lift 20 kg' : undefined}
                  {...form.register(`requirements.${k}`)}
                />
                {lines.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="shrink-0"
                    aria-label={`Remove requirement ${k + 1}`}
                    onClick={() => {
                      set(lines.filter((_, n) => n !== k));
                      setFocusLine(Math.min(k, lines.length - 2));
                    }}
                  >
                    <X aria-hidden className="h-4 w-4" />
                  </Button>
                )}
              </div>
              <FieldMessage id={`${lineId}-error`} message={message} />
            </div>
          );
        })}
        <FieldMessage id={id('requirements-error')} message={lineErrors?.message} />
        {lines.length < JOB_REQUIREMENTS_MAX && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="self-start"
            onClick={() => {
              set([...lines, '']);
              setFocusLine(lines.length);
            }}
          >
            <Plus aria-hidden className="h-4 w-4" /> Add a requirement
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Every field of a job posting (spec 02 §2 Create Job Posting). */
export function JobFormFields({ form, status }: { form: JobForm; status?: Job['status'] }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const {
    register,
    setValue,
    watch,
    formState: { errors: fieldErrors },
  } = form;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, error]) => [field, error?.message as string | undefined]),
  ) as Partial<Record<keyof JobFormValues, string>>;
  const invalid = (name: keyof JobFormValues) => (errors[name] ? true : undefined);
  const requiredSkills = watch('requiredSkills');
  const benefits = watch('benefits');
  const now = new Date();
  // A new job, a draft or a held one closes 30 days after it goes live unless a date is chosen;
  // an active job has its date, which the employer may move (an archived one has closed).
  const active = status === 'active';
  const closes = status === undefined || active || status === 'draft' || status === 'held';

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">* marks fields needed to post the job. A draft needs only a title.</p>
      <Card className="flex flex-col gap-4">
        <CardTitle>Job Details</CardTitle>
        <Field id={id('title')} label="Job Title *" error={errors.title}>
          {(d) => (
            <Input
              id={id('title')}
              {...register('title')}
              placeholder="e.g. Warehouse Operative"
              aria-invalid={invalid('title')}
              aria-describedby={d}
            />
          )}
        </Field>
        <Field id={id('description')} label="Job Description *" error={errors.description}>
          {(d) => (
            <Textarea
              id={id('description')}
              rows={6}
              {...register('description')}
              placeholder="What the job involves, hours, and what support you offer"
              aria-invalid={invalid('description')}
              aria-describedby={d}
            />
          )}
        </Field>
        <Field id={id('category')} label="Category *" error={errors.category}>
          {(d) => (
            <Select
              id={id('category')}
              options={JOB_CATEGORIES}
              placeholder="Select a category"
              {...register('category')}
              aria-invalid={invalid('category')}
              aria-describedby={d}
            />
          )}
        </Field>
        <Field id={id('employmentType')} label="Employment Type *" error={errors.employmentType}>
          {(d) => (
            <Select
              id={id('employmentType')}
              options={EMPLOYMENT_TYPES}
              placeholder="Select employment type"
              {...register('employmentType')}
              aria-invalid={invalid('employmentType')}
              aria-describedby={d}
            />
          )}
        </Field>
        <Field id={id('experienceLevel')} label="Experience Level" error={errors.experienceLevel}>
          {(d) => (
            <Select
              id={id('experienceLevel')}
              options={EXPERIENCE_LEVELS}
              placeholder="Select experience level"
              {...register('experienceLevel')}
              aria-describedby={d}
            />
          )}
        </Field>
      </Card>

      <Card className="flex flex-col gap-4">
        <CardTitle>Location &amp; Salary</CardTitle>
        <Field id={id('locationCity')} label="City *" error={errors.locationCity}>
          {(d) => (
            <Input
              id={id('locationCity')}
              {...register('locationCity')}
              autoComplete="address-level2"
              aria-describedby={d}
            />
          )}
        </Field>
        <Field id={id('locationCountry')} label="Country *" error={errors.locationCountry}>
          {(d) => (
            <Select
              id={id('locationCountry')}
              options={COUNTRIES}
              placeholder="Select a country"
              {...register('locationCountry')}
              aria-describedby={d}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Salary Range (GBP per year)</legend>
          <div className="grid grid-cols-2 gap-3">
            <Field id={id('salaryMin')} label="Minimum (£)" error={errors.salaryMin}>
              {(d) => (
                <Input
                  id={id('salaryMin')}
                  inputMode="numeric"
                  placeholder="25,000"
                  {...register('salaryMin')}
                  aria-invalid={invalid('salaryMin')}
                  aria-describedby={d}
                />
              )}
            </Field>
            <Field id={id('salaryMax')} label="Maximum (£)" error={errors.salaryMax}>
              {(d) => (
                <Input
                  id={id('salaryMax')}
                  inputMode="numeric"
                  placeholder="35,000"
                  {...register('salaryMax')}
                  aria-invalid={invalid('salaryMax')}
                  aria-describedby={d}
                />
              )}
            </Field>
          </div>
        </fieldset>
      </Card>

      <Card className="flex flex-col gap-3">
        <CardTitle>Required Skills</CardTitle>
        <RequiredSkillsSheet
          value={requiredSkills}
          onChange={(skills) => setValue('requiredSkills', skills)}
        />
      </Card>

      <RequirementsField form={form} id={id} />

      <Card>
        <CheckboxGroup
          legend={<span className="text-lg font-bold">Benefits</span>}
          hint="What the job offers beyond pay."
          options={JOB_BENEFITS}
          value={benefits}
          onChange={(next) => setValue('benefits', next, { shouldDirty: true })}
        />
      </Card>

      {closes && (
        <Card className="flex flex-col gap-2">
          <Field
            id={id('closingDate')}
            label="Closing Date"
            error={errors.closingDate}
            hint={
              active
                ? 'The job closes at the end of this day (UK time). Choose a later date to keep it open longer.'
                : `Leave empty to close ${JOB_DEFAULT_OPEN_DAYS} days after posting.`
            }
          >
            {(d) => (
              <Input
                id={id('closingDate')}
                type="date"
                min={todayInUk(now)}
                max={latestClosingDate(now)}
                className="sm:max-w-xs"
                {...register('closingDate')}
                aria-invalid={invalid('closingDate')}
                aria-describedby={d}
              />
            )}
          </Field>
        </Card>
      )}

      <Card className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={id('dbs')}
            className="mt-0.5"
            {...register('subjectToDbsBarring')}
            aria-describedby={id('dbs-note')}
          />
          <Label htmlFor={id('dbs')} large>
            This job is subject to DBS barring
          </Label>
        </div>
        <p id={id('dbs-note')} className="flex gap-2 text-sm text-muted">
          <ShieldAlert aria-hidden className="h-4 w-4 shrink-0 text-amber-700" />
          Candidates with certain convictions (sexual offences, arson, terrorism-related) may be automatically
          barred from such roles.
        </p>
      </Card>
    </div>
  );
}
