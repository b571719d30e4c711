import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { ChevronDown, Plus, Trash2, X } from 'lucide-react';
import {
  CV_LIST_MAX,
  CV_SKILL_CATEGORIES,
  CV_SKILL_LEVELS,
  cvSkillSchema,
  DEFAULT_SKILL_CATEGORY,
  DEFAULT_SKILL_LEVEL,
  type CvData,
  type CvEducation,
  type CvExperience,
} from '@shared/contracts/cv';
import { selfLabelled } from '@shared/options/option';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useContractForm } from '@web/lib/use-contract-form';
import type { CvForm, StepProps } from './basic-steps';
import { RepeatableFieldset } from './repeatable-fieldset';
import { SuggestButton } from './suggest-button';

const newId = () => Math.random().toString(36).slice(2, 10);
export const emptyJob = (): CvExperience => ({
  id: newId(),
  jobTitle: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  achievements: [''],
});
const emptyEducation = (): CvEducation => ({
  id: newId(),
  degree: '',
  institution: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
});

function RemoveEntryButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button type="button" variant="danger-ghost" size="sm" className="self-start" onClick={onClick}>
      <Trash2 aria-hidden className="h-4 w-4" /> Remove
    </Button>
  );
}

function Field({ id, label, ...props }: { id: string; label: string } & ComponentProps<typeof Input>) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

export function ExperienceFields({ form }: StepProps) {
  // keyName: the entries' own `id` is data (and the accordion's key), so the array's key is apart.
  const jobs = useFieldArray({ control: form.control, name: 'workExperience', keyName: 'key' });
  const [open, setOpen] = useState<string | null>(jobs.fields[0]?.id ?? null);
  return (
    <div className="flex flex-col gap-3">
      {jobs.fields.map((field, index) => (
        <JobFields
          key={field.key}
          form={form}
          index={index}
          expanded={open === field.id}
          onToggle={() => setOpen(open === field.id ? null : field.id)}
          onRemove={jobs.fields.length > 1 ? () => jobs.remove(index) : undefined}
        />
      ))}
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => {
          const job = emptyJob();
          jobs.append(job, { shouldFocus: false });
          setOpen(job.id);
        }}
      >
        <Plus aria-hidden className="h-4 w-4" /> Add another job
      </Button>
    </div>
  );
}

function JobFields({
  form,
  index,
  expanded,
  onToggle,
  onRemove,
}: {
  form: CvForm;
  index: number;
  expanded: boolean;
  onToggle: () => void;
  onRemove?: () => void;
}) {
  const path = `workExperience.${index}` as const;
  const job = useWatch({ control: form.control, name: path });
  const { register, setValue } = form;
  const setAchievements = (achievements: string[]) =>
    setValue(`${path}.achievements`, achievements, { shouldDirty: true, shouldValidate: true });
  const name = job.jobTitle || `Job ${index + 1}`;
  return (
    <div className="rounded-2xl border border-gray-300 bg-white">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-2 p-3 text-left font-semibold"
        aria-expanded={expanded}
        aria-controls={`cv-job-${job.id}`}
        onClick={onToggle}
      >
        <span>
          {name}
          {index === 0 && (
            <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-xs text-leaf-900">
              Most Recent
            </span>
          )}
        </span>
        <ChevronDown aria-hidden className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      {expanded && (
        <div id={`cv-job-${job.id}`} className="flex flex-col gap-3 border-t border-gray-200 p-3">
          <Field id={`cv-${job.id}-title`} label="Job title *" {...register(`${path}.jobTitle`)} />
          <Field id={`cv-${job.id}-company`} label="Company *" {...register(`${path}.company`)} />
          <Field id={`cv-${job.id}-location`} label="Location" {...register(`${path}.location`)} />
          <div className="grid grid-cols-2 gap-2">
            <Field
              id={`cv-${job.id}-start`}
              label="Start (month) *"
              type="month"
              {...register(`${path}.startDate`)}
            />
            <Field
              id={`cv-${job.id}-end`}
              label="End (month)"
              type="month"
              disabled={job.current}
              {...register(`${path}.endDate`)}
            />
          </div>
          <label className="flex items-center gap-2">
            <Checkbox
              {...register(`${path}.current`, {
                onChange: (e: { target: { checked: boolean } }) => {
                  if (e.target.checked) setValue(`${path}.endDate`, '');
                },
              })}
            />
            I currently work here
          </label>
          <RepeatableFieldset
            look="lines"
            legend="Achievements * (what you did, with numbers where you can)"
            rowKeys={job.achievements.map((_, k) => k)}
            minRows={1}
            max={CV_LIST_MAX.achievements}
            addLabel="Add an achievement"
            limitText={`A job can list up to ${CV_LIST_MAX.achievements} achievements.`}
            onAdd={() => setAchievements([...job.achievements, ''])}
            onRemove={(k) => setAchievements(job.achievements.filter((_, n) => n !== k))}
            renderRow={(k, remove) => (
              <>
                <div className="flex items-center gap-2">
                  <Label htmlFor={`cv-${job.id}-a${k}`} className="sr-only">
                    Achievement {k + 1}
                  </Label>
                  <Input
                    id={`cv-${job.id}-a${k}`}
                    placeholder="e.g. Cut picking errors by 30%"
                    {...register(`${path}.achievements.${k}`)}
                  />
                  {remove && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove achievement ${k + 1}`}
                      onClick={remove}
                    >
                      <X aria-hidden className="h-4 w-4" />
                    </Button>
                  )}
                </div>
                <SuggestButton
                  label={`Suggest wording for achievement ${k + 1}`}
                  input={{ field: 'achievement', text: job.achievements[k], jobTitle: job.jobTitle }}
                  onPick={(text) => setAchievements(job.achievements.map((a, n) => (n === k ? text : a)))}
                />
              </>
            )}
          />
          {onRemove && (
            <Button type="button" variant="danger-ghost" className="self-start" onClick={onRemove}>
              <Trash2 aria-hidden className="h-4 w-4" /> Remove this job
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

const CATEGORY_OPTIONS = selfLabelled(CV_SKILL_CATEGORIES);
const LEVEL_OPTIONS = selfLabelled(CV_SKILL_LEVELS);

type SkillValues = { name: string; category: string; level: string };

export function SkillsEducationFields({ form }: StepProps) {
  const skills = useFieldArray({ control: form.control, name: 'skills' });
  const education = useFieldArray({ control: form.control, name: 'education', keyName: 'key' });
  const certificates = useFieldArray({ control: form.control, name: 'certifications', keyName: 'key' });
  const { register } = form;
  // Adding a skill is a small form of its own, checked by the skill contract ("Enter a skill").
  const skill = useContractForm<SkillValues, CvData['skills'][number]>(cvSkillSchema, {
    defaultValues: { name: '', category: DEFAULT_SKILL_CATEGORY, level: DEFAULT_SKILL_LEVEL },
  });
  const skillName = useWatch({ control: skill.control, name: 'name' });
  const skillError = skill.formState.errors.name?.message;
  const add = skill.handleSubmit((added) => {
    skills.append(added, { shouldFocus: false });
    skill.setValue('name', '');
  });
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void add();
    }
  };
  const currentEducation = useWatch({ control: form.control, name: 'education' });
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Skills *</legend>
        <div>
          <Label htmlFor="cv-skill-name">Skill</Label>
          <Input
            {...fieldA11y('cv-skill-name', skillError)}
            {...skill.register('name')}
            onKeyDown={onKeyDown}
            placeholder="Type a skill and press Enter"
          />
          <FieldMessage id="cv-skill-name-error" message={skillError} />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <Label htmlFor="cv-skill-category">Category</Label>
            <Select id="cv-skill-category" options={CATEGORY_OPTIONS} {...skill.register('category')} />
          </div>
          <div>
            <Label htmlFor="cv-skill-level">Level</Label>
            <Select id="cv-skill-level" options={LEVEL_OPTIONS} {...skill.register('level')} />
          </div>
        </div>
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={!skillName.trim()}
          onClick={() => void add()}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add skill
        </Button>
        <ul className="flex flex-wrap gap-2" aria-label="Your skills">
          {skills.fields.map((s, i) => (
            <li
              key={s.id}
              className="inline-flex items-center gap-1 rounded-full bg-leaf-100 py-1 pr-1 pl-3 text-sm font-semibold text-leaf-900"
            >
              {s.name} · {s.level}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-white"
                aria-label={`Remove ${s.name}`}
                onClick={() => skills.remove(i)}
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      </fieldset>

      <RepeatableFieldset
        look="entries"
        legend="Education and training (optional)"
        rowKeys={education.fields.map((e) => e.key)}
        max={CV_LIST_MAX.education}
        addLabel="Add education"
        limitText={`A CV can list up to ${CV_LIST_MAX.education} qualifications.`}
        onAdd={() => education.append(emptyEducation(), { shouldFocus: false })}
        onRemove={(i) => education.remove(i)}
        renderRow={(i, remove) => {
          const id = education.fields[i].id;
          return (
            <>
              <Field
                id={`cv-${id}-degree`}
                label={`Qualification ${i + 1}`}
                {...register(`education.${i}.degree`)}
              />
              <Field id={`cv-${id}-institution`} label="Where" {...register(`education.${i}.institution`)} />
              <div className="grid grid-cols-2 gap-2">
                <Field
                  id={`cv-${id}-start`}
                  label="Start (month)"
                  type="month"
                  {...register(`education.${i}.startDate`)}
                />
                <Field
                  id={`cv-${id}-end`}
                  label="End (month)"
                  type="month"
                  disabled={currentEducation[i]?.current}
                  {...register(`education.${i}.endDate`)}
                />
              </div>
              <label className="flex items-center gap-2">
                <Checkbox
                  {...register(`education.${i}.current`, {
                    onChange: (ev: { target: { checked: boolean } }) => {
                      if (ev.target.checked) form.setValue(`education.${i}.endDate`, '');
                    },
                  })}
                />
                Currently studying
              </label>
              <RemoveEntryButton onClick={remove} />
            </>
          );
        }}
      />

      <RepeatableFieldset
        look="entries"
        legend="Certificates and licences (optional)"
        rowKeys={certificates.fields.map((c) => c.key)}
        max={CV_LIST_MAX.certifications}
        addLabel="Add a certificate"
        limitText={`A CV can list up to ${CV_LIST_MAX.certifications} certificates.`}
        onAdd={() =>
          certificates.append({ id: newId(), name: '', issuer: '', date: '' }, { shouldFocus: false })
        }
        onRemove={(i) => certificates.remove(i)}
        renderRow={(i, remove) => {
          const id = certificates.fields[i].id;
          return (
            <>
              <Field
                id={`cv-${id}-name`}
                label={`Certificate ${i + 1}`}
                {...register(`certifications.${i}.name`)}
              />
              <Field id={`cv-${id}-issuer`} label="Issued by" {...register(`certifications.${i}.issuer`)} />
              <Field
                id={`cv-${id}-date`}
                label="Date (month)"
                type="month"
                {...register(`certifications.${i}.date`)}
              />
              <RemoveEntryButton onClick={remove} />
            </>
          );
        }}
      />
    </div>
  );
}
