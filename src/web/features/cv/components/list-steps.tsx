import { useState, type KeyboardEvent } from 'react';
import { ChevronDown, Plus, Trash2, X } from 'lucide-react';
import {
  CV_SKILL_CATEGORIES,
  CV_SKILL_LEVELS,
  DEFAULT_SKILL_CATEGORY,
  DEFAULT_SKILL_LEVEL,
  type CvEducation,
  type CvExperience,
  type CvSkillCategory,
  type CvSkillLevel,
} from '@shared/contracts/cv';
import { selfLabelled } from '@shared/options/option';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import type { StepProps } from './basic-steps';
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

function Field({
  id,
  label,
  ...props
}: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

export function ExperienceFields({ cv, change }: StepProps) {
  const [open, setOpen] = useState<string | null>(cv.workExperience[0]?.id ?? null);
  const jobs = cv.workExperience;
  const setJob = (id: string, update: (j: CvExperience) => CvExperience) =>
    change((c) => ({ ...c, workExperience: c.workExperience.map((j) => (j.id === id ? update(j) : j)) }));
  return (
    <div className="flex flex-col gap-3">
      {jobs.map((job, index) => {
        const expanded = open === job.id;
        const name = job.jobTitle || `Job ${index + 1}`;
        return (
          <div key={job.id} className="rounded-2xl border border-gray-300 bg-white">
            <button
              type="button"
              className="flex min-h-11 w-full items-center justify-between gap-2 p-3 text-left font-semibold"
              aria-expanded={expanded}
              aria-controls={`cv-job-${job.id}`}
              onClick={() => setOpen(expanded ? null : job.id)}
            >
              <span>
                {name}
                {index === 0 && (
                  <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-xs text-leaf-900">
                    Most Recent
                  </span>
                )}
              </span>
              <ChevronDown
                aria-hidden
                className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
              />
            </button>
            {expanded && (
              <div id={`cv-job-${job.id}`} className="flex flex-col gap-3 border-t border-gray-200 p-3">
                <Field
                  id={`cv-${job.id}-title`}
                  label="Job title *"
                  value={job.jobTitle}
                  onChange={(e) => setJob(job.id, (j) => ({ ...j, jobTitle: e.target.value }))}
                />
                <Field
                  id={`cv-${job.id}-company`}
                  label="Company *"
                  value={job.company}
                  onChange={(e) => setJob(job.id, (j) => ({ ...j, company: e.target.value }))}
                />
                <Field
                  id={`cv-${job.id}-location`}
                  label="Location"
                  value={job.location}
                  onChange={(e) => setJob(job.id, (j) => ({ ...j, location: e.target.value }))}
                />
                <div className="grid grid-cols-2 gap-2">
                  <Field
                    id={`cv-${job.id}-start`}
                    label="Start (month) *"
                    type="month"
                    value={job.startDate}
                    onChange={(e) => setJob(job.id, (j) => ({ ...j, startDate: e.target.value }))}
                  />
                  <Field
                    id={`cv-${job.id}-end`}
                    label="End (month)"
                    type="month"
                    value={job.endDate}
                    disabled={job.current}
                    onChange={(e) => setJob(job.id, (j) => ({ ...j, endDate: e.target.value }))}
                  />
                </div>
                <label className="flex items-center gap-2">
                  <Checkbox
                    checked={job.current}
                    onChange={(e) =>
                      setJob(job.id, (j) => ({
                        ...j,
                        current: e.target.checked,
                        endDate: e.target.checked ? '' : j.endDate,
                      }))
                    }
                  />
                  I currently work here
                </label>
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-semibold">
                    Achievements * (what you did, with numbers where you can)
                  </legend>
                  {job.achievements.map((line, k) => (
                    <div key={k} className="flex flex-col gap-1 rounded-xl bg-gray-50 p-2">
                      <div className="flex items-center gap-2">
                        <Label htmlFor={`cv-${job.id}-a${k}`} className="sr-only">
                          Achievement {k + 1}
                        </Label>
                        <Input
                          id={`cv-${job.id}-a${k}`}
                          value={line}
                          placeholder="e.g. Cut picking errors by 30%"
                          onChange={(e) =>
                            setJob(job.id, (j) => ({
                              ...j,
                              achievements: j.achievements.map((a, n) => (n === k ? e.target.value : a)),
                            }))
                          }
                        />
                        {job.achievements.length > 1 && (
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove achievement ${k + 1}`}
                            onClick={() =>
                              setJob(job.id, (j) => ({
                                ...j,
                                achievements: j.achievements.filter((_, n) => n !== k),
                              }))
                            }
                          >
                            <X aria-hidden className="h-4 w-4" />
                          </Button>
                        )}
                      </div>
                      <SuggestButton
                        label={`Suggest wording for achievement ${k + 1}`}
                        input={{ field: 'achievement', text: line, jobTitle: job.jobTitle }}
                        onPick={(text) =>
                          setJob(job.id, (j) => ({
                            ...j,
                            achievements: j.achievements.map((a, n) => (n === k ? text : a)),
                          }))
                        }
                      />
                    </div>
                  ))}
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="self-start"
                    onClick={() => setJob(job.id, (j) => ({ ...j, achievements: [...j.achievements, ''] }))}
                  >
                    <Plus aria-hidden className="h-4 w-4" /> Add an achievement
                  </Button>
                </fieldset>
                {jobs.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    className="self-start text-red-800"
                    onClick={() =>
                      change((c) => ({
                        ...c,
                        workExperience: c.workExperience.filter((j) => j.id !== job.id),
                      }))
                    }
                  >
                    <Trash2 aria-hidden className="h-4 w-4" /> Remove this job
                  </Button>
                )}
              </div>
            )}
          </div>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => {
          const job = emptyJob();
          change((c) => ({ ...c, workExperience: [...c.workExperience, job] }));
          setOpen(job.id);
        }}
      >
        <Plus aria-hidden className="h-4 w-4" /> Add another job
      </Button>
    </div>
  );
}

const CATEGORY_OPTIONS = selfLabelled(CV_SKILL_CATEGORIES);
const LEVEL_OPTIONS = selfLabelled(CV_SKILL_LEVELS);

export function SkillsEducationFields({ cv, change }: StepProps) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<CvSkillCategory>(DEFAULT_SKILL_CATEGORY);
  const [level, setLevel] = useState<CvSkillLevel>(DEFAULT_SKILL_LEVEL);
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    change((c) => ({ ...c, skills: [...c.skills, { name: trimmed.slice(0, 60), category, level }] }));
    setName('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  const setEducation = (id: string, update: (e: CvEducation) => CvEducation) =>
    change((c) => ({ ...c, education: c.education.map((e) => (e.id === id ? update(e) : e)) }));
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Skills *</legend>
        <div>
          <Label htmlFor="cv-skill-name">Skill</Label>
          <Input
            id="cv-skill-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type a skill and press Enter"
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <Label htmlFor="cv-skill-category">Category</Label>
            <Select
              id="cv-skill-category"
              options={CATEGORY_OPTIONS}
              value={category}
              onChange={(e) => setCategory(e.target.value as CvSkillCategory)}
            />
          </div>
          <div>
            <Label htmlFor="cv-skill-level">Level</Label>
            <Select
              id="cv-skill-level"
              options={LEVEL_OPTIONS}
              value={level}
              onChange={(e) => setLevel(e.target.value as CvSkillLevel)}
            />
          </div>
        </div>
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={!name.trim()}
          onClick={add}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add skill
        </Button>
        <ul className="flex flex-wrap gap-2" aria-label="Your skills">
          {cv.skills.map((s, i) => (
            <li
              key={`${s.name}-${i}`}
              className="inline-flex items-center gap-1 rounded-full bg-leaf-100 py-1 pr-1 pl-3 text-sm font-semibold text-leaf-900"
            >
              {s.name} · {s.level}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-white"
                aria-label={`Remove ${s.name}`}
                onClick={() => change((c) => ({ ...c, skills: c.skills.filter((_, n) => n !== i) }))}
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Education and training (optional)</legend>
        {cv.education.map((e, i) => (
          <div key={e.id} className="flex flex-col gap-2 rounded-2xl border border-gray-300 bg-white p-3">
            <Field
              id={`cv-${e.id}-degree`}
              label={`Qualification ${i + 1}`}
              value={e.degree}
              onChange={(ev) => setEducation(e.id, (x) => ({ ...x, degree: ev.target.value }))}
            />
            <Field
              id={`cv-${e.id}-institution`}
              label="Where"
              value={e.institution}
              onChange={(ev) => setEducation(e.id, (x) => ({ ...x, institution: ev.target.value }))}
            />
            <div className="grid grid-cols-2 gap-2">
              <Field
                id={`cv-${e.id}-start`}
                label="Start (month)"
                type="month"
                value={e.startDate}
                onChange={(ev) => setEducation(e.id, (x) => ({ ...x, startDate: ev.target.value }))}
              />
              <Field
                id={`cv-${e.id}-end`}
                label="End (month)"
                type="month"
                value={e.endDate}
                disabled={e.current}
                onChange={(ev) => setEducation(e.id, (x) => ({ ...x, endDate: ev.target.value }))}
              />
            </div>
            <label className="flex items-center gap-2">
              <Checkbox
                checked={e.current}
                onChange={(ev) =>
                  setEducation(e.id, (x) => ({
                    ...x,
                    current: ev.target.checked,
                    endDate: ev.target.checked ? '' : x.endDate,
                  }))
                }
              />
              Currently studying
            </label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start text-red-800"
              onClick={() => change((c) => ({ ...c, education: c.education.filter((x) => x.id !== e.id) }))}
            >
              <Trash2 aria-hidden className="h-4 w-4" /> Remove
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => change((c) => ({ ...c, education: [...c.education, emptyEducation()] }))}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add education
        </Button>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Certificates and licences (optional)</legend>
        {cv.certifications.map((c, i) => (
          <div key={c.id} className="flex flex-col gap-2 rounded-2xl border border-gray-300 bg-white p-3">
            <Field
              id={`cv-${c.id}-name`}
              label={`Certificate ${i + 1}`}
              value={c.name}
              onChange={(ev) =>
                change((cv2) => ({
                  ...cv2,
                  certifications: cv2.certifications.map((x) =>
                    x.id === c.id ? { ...x, name: ev.target.value } : x,
                  ),
                }))
              }
            />
            <Field
              id={`cv-${c.id}-issuer`}
              label="Issued by"
              value={c.issuer}
              onChange={(ev) =>
                change((cv2) => ({
                  ...cv2,
                  certifications: cv2.certifications.map((x) =>
                    x.id === c.id ? { ...x, issuer: ev.target.value } : x,
                  ),
                }))
              }
            />
            <Field
              id={`cv-${c.id}-date`}
              label="Date (month)"
              type="month"
              value={c.date}
              onChange={(ev) =>
                change((cv2) => ({
                  ...cv2,
                  certifications: cv2.certifications.map((x) =>
                    x.id === c.id ? { ...x, date: ev.target.value } : x,
                  ),
                }))
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start text-red-800"
              onClick={() =>
                change((cv2) => ({ ...cv2, certifications: cv2.certifications.filter((x) => x.id !== c.id) }))
              }
            >
              <Trash2 aria-hidden className="h-4 w-4" /> Remove
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() =>
            change((c) => ({
              ...c,
              certifications: [...c.certifications, { id: newId(), name: '', issuer: '', date: '' }],
            }))
          }
        >
          <Plus aria-hidden className="h-4 w-4" /> Add a certificate
        </Button>
      </fieldset>
    </div>
  );
}
