import { CV_TEMPLATES, SUMMARY_MAX, type CvData } from '@shared/contracts/cv';
import { isOptionalUrl, summaryCounts, summaryHint } from '@shared/rules/cv-steps';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { SuggestButton } from './suggest-button';

export interface StepProps {
  cv: CvData;
  change: (update: (cv: CvData) => CvData) => void;
}

export function TemplateFields({ cv, change }: StepProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Choose a template (all are ATS optimised)</legend>
      <div className="flex flex-col gap-2">
        {CV_TEMPLATES.map((t) => (
          <label
            key={t.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-leaf-700',
              cv.template === t.value ? 'border-leaf-700 bg-leaf-50' : 'border-gray-300',
            )}
          >
            <input
              type="radio"
              name="cv-template"
              value={t.value}
              checked={cv.template === t.value}
              onChange={() => change((c) => ({ ...c, template: t.value }))}
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
  { key: 'email', label: 'Email *', autoComplete: 'email', type: 'email' },
  { key: 'phone', label: 'Phone *', autoComplete: 'tel', type: 'tel' },
  { key: 'location', label: 'Location *', autoComplete: 'address-level2', type: 'text' },
  { key: 'linkedin', label: 'LinkedIn (optional)', autoComplete: 'url', type: 'url' },
  { key: 'website', label: 'Website (optional)', autoComplete: 'url', type: 'url' },
] as const;

export function PersonalFields({ cv, change }: StepProps) {
  return (
    <div className="flex flex-col gap-3">
      {PERSONAL_FIELDS.map((f) => {
        const value = cv.personalInfo[f.key];
        const badUrl = (f.key === 'linkedin' || f.key === 'website') && !isOptionalUrl(value);
        return (
          <div key={f.key}>
            <Label htmlFor={`cv-${f.key}`}>{f.label}</Label>
            <Input
              id={`cv-${f.key}`}
              type={f.type}
              autoComplete={f.autoComplete}
              value={value}
              aria-invalid={badUrl || undefined}
              aria-describedby={badUrl ? `cv-${f.key}-error` : undefined}
              onChange={(e) =>
                change((c) => ({ ...c, personalInfo: { ...c.personalInfo, [f.key]: e.target.value } }))
              }
            />
            {badUrl && (
              <p id={`cv-${f.key}-error`} className="mt-1 text-sm font-semibold text-red-800">
                Enter a web address, like www.example.co.uk
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

export function SummaryFields({ cv, change }: StepProps) {
  const content = cv.professionalSummary.content;
  const { words, characters } = summaryCounts(content);
  const hint = summaryHint(content);
  const set = (text: string) =>
    change((c) => ({ ...c, professionalSummary: { content: text.slice(0, SUMMARY_MAX) } }));
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="cv-summary">Professional summary</Label>
      <Textarea
        id="cv-summary"
        rows={6}
        maxLength={SUMMARY_MAX}
        value={content}
        aria-describedby="cv-summary-counts cv-summary-hint"
        onChange={(e) => set(e.target.value)}
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
