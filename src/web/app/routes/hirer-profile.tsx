import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { EmailSetting } from '@web/features/messaging/components/email-setting';
import { Link } from 'react-router';
import { Briefcase, Globe, MapPin, Pencil } from 'lucide-react';
import { companyUpdateSchema, type Company } from '@shared/contracts/company';
import { COMPANY_SIZES, COUNTRIES, PROFILE_INDUSTRIES } from '@shared/options/company';
import { optionLabel, type Option } from '@shared/options/option';
import {
  DISABILITY_CONFIDENT_LEVELS,
  FAIR_CHANCE,
  fairChanceBadges,
  type FairChanceCommitment,
} from '@shared/options/fair-chance';
import { CheckboxGroup } from '@web/components/ui/checkbox-group';
import { FairChanceBadges } from '@web/components/ui/fair-chance-badges';
import { COMPANY_COMPLETION_FIELDS } from '@shared/rules/company-completion';
import { isFilled } from '@shared/rules/filled';
import { ImageUploader } from '@web/components/image-uploader';
import { SkillChips, SkillSearch } from '@web/components/skill-search';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Progress } from '@web/components/ui/progress';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCompany } from '@web/features/companies/api/get-company';
import { CompanyData } from '@web/features/companies/components/company-data';
import { useUpdateCompany } from '@web/features/companies/api/update-company';
import { FieldError, issuesByField } from '@web/features/companies/components/field-error';
import { notify } from '@web/lib/notify';
import { formatPlace } from '@shared/rules/format';

interface Draft {
  companyName: string;
  industry: string;
  companySize: string;
  websiteUrl: string;
  description: string;
  locationCity: string;
  locationCountry: string;
  logoUrl: string | null;
  preferredSkills: string[];
  fairChance: FairChanceCommitment[];
}

const toDraft = (c: Company): Draft => ({
  companyName: c.companyName,
  industry: c.industry ?? '',
  companySize: c.companySize ?? '',
  websiteUrl: c.websiteUrl ?? '',
  description: c.description ?? '',
  locationCity: c.locationCity ?? '',
  locationCountry: c.locationCountry ?? '',
  logoUrl: c.logoUrl,
  preferredSkills: [...c.preferredSkills],
  fairChance: [...c.fairChance],
});

const FIELD_LABELS: Record<(typeof COMPANY_COMPLETION_FIELDS)[number], string> = {
  companyName: 'company name',
  industry: 'industry',
  companySize: 'company size',
  websiteUrl: 'website',
  description: 'description',
  locationCity: 'city',
  locationCountry: 'country',
  logoUrl: 'logo',
};

const isLevel = (v: FairChanceCommitment) => DISABILITY_CONFIDENT_LEVELS.includes(v);
const FAIR_CHANCE_OTHER = FAIR_CHANCE.filter((o) => !isLevel(o.value));
const FAIR_CHANCE_LEVELS = FAIR_CHANCE.filter((o) => isLevel(o.value));

/** The editor's industry list, plus the company's current industry when it came from setup's longer list. */
function industryOptions(current: string): readonly Option[] {
  if (!current || PROFILE_INDUSTRIES.some((o) => o.value === current)) return PROFILE_INDUSTRIES;
  return [{ value: current, label: current }, ...PROFILE_INDUSTRIES];
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1.5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-muted">Not provided</span>;

/** /hirer-profile: Company Profile, view and edit (spec 02 §2, §4). */
export function Component() {
  const query = useCompany();
  const update = useUpdateCompany();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (query.isError) notify.error('Error', 'Failed to load company profile');
  }, [query.isError]);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <PageHeader title="Company Profile" />
        <Skeleton className="h-28" />
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const company = query.data;
  if (!company) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Company Profile" />
        <Card className="flex flex-col gap-3">
          <p>{query.isError ? 'Failed to load company profile' : 'You have not set up your company yet.'}</p>
          {!query.isError && (
            <Link to="/hirer-setup" className={buttonVariants()}>
              Set up your company
            </Link>
          )}
        </Card>
      </div>
    );
  }

  const editing = draft !== null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const parsed = companyUpdateSchema.safeParse(draft);
    if (!parsed.success) {
      const fieldErrors = issuesByField(parsed.error.issues);
      setErrors(fieldErrors);
      document.getElementById(`profile-${Object.keys(fieldErrors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      setDraft(null);
      notify.success('Success', 'Company profile updated successfully');
    } catch {
      notify.error('Error', 'Failed to update company profile');
    }
  };

  const missing = COMPANY_COMPLETION_FIELDS.filter((f) => !isFilled(company[f]));
  const logoSrc = editing ? draft.logoUrl : company.logoUrl;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Company Profile"
        actions={
          !editing && (
            <Button variant="secondary" size="sm" onClick={() => setDraft(toDraft(company))}>
              <Pencil aria-hidden className="h-4 w-4" /> Edit
            </Button>
          )
        }
      />

      {!editing ? (
        <Card className="flex items-center gap-4">
          <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-leaf-100 text-leaf-800">
            {logoSrc ? (
              <img src={logoSrc} alt={`${company.companyName} logo`} className="h-full w-full object-cover" />
            ) : (
              <Briefcase aria-hidden className="h-8 w-8" />
            )}
          </div>
          <div className="min-w-0">
            <h2 className="truncate text-xl font-bold">{company.companyName}</h2>
            {company.industry && <p className="text-muted">{company.industry}</p>}
          </div>
        </Card>
      ) : null}

      {editing ? (
        <form onSubmit={onSave} noValidate className="flex flex-col gap-4" aria-label="Edit company profile">
          <Card className="flex flex-col gap-4">
            <CardTitle>Company Information</CardTitle>
            <ImageUploader
              kind="company-logo"
              label="Company Logo"
              name={draft.companyName}
              value={draft.logoUrl}
              onUploaded={(url) => set('logoUrl', url)}
            />
            <div>
              <Label htmlFor="profile-companyName">Company Name *</Label>
              <Input
                id="profile-companyName"
                value={draft.companyName}
                autoComplete="organization"
                aria-invalid={errors.companyName ? true : undefined}
                aria-describedby={errors.companyName ? 'profile-companyName-error' : undefined}
                onChange={(e) => set('companyName', e.target.value)}
              />
              <FieldError id="profile-companyName-error" message={errors.companyName} />
            </div>
            <div>
              <Label htmlFor="profile-industry">Industry</Label>
              <Select
                id="profile-industry"
                options={industryOptions(draft.industry)}
                placeholder="Select an industry"
                value={draft.industry}
                onChange={(e) => set('industry', e.target.value)}
              />
            </div>
            <div>
              <Label htmlFor="profile-companySize">Company Size</Label>
              <Select
                id="profile-companySize"
                options={COMPANY_SIZES}
                placeholder="Select company size"
                value={draft.companySize}
                onChange={(e) => set('companySize', e.target.value)}
              />
            </div>
          </Card>
          <Card className="flex flex-col gap-4">
            <CardTitle>Contact &amp; Location</CardTitle>
            <div>
              <Label htmlFor="profile-websiteUrl">Website</Label>
              <Input
                id="profile-websiteUrl"
                inputMode="url"
                autoComplete="url"
                value={draft.websiteUrl}
                aria-invalid={errors.websiteUrl ? true : undefined}
                aria-describedby={errors.websiteUrl ? 'profile-websiteUrl-error' : undefined}
                onChange={(e) => set('websiteUrl', e.target.value)}
              />
              <FieldError id="profile-websiteUrl-error" message={errors.websiteUrl} />
            </div>
            <div>
              <Label htmlFor="profile-locationCity">City</Label>
              <Input
                id="profile-locationCity"
                autoComplete="address-level2"
                value={draft.locationCity}
                onChange={(e) => set('locationCity', e.target.value)}
              />
            </div>
            <div>
              <Label htmlFor="profile-locationCountry">Country</Label>
              <Select
                id="profile-locationCountry"
                options={COUNTRIES}
                placeholder="Select a country"
                value={draft.locationCountry}
                onChange={(e) => set('locationCountry', e.target.value)}
              />
            </div>
          </Card>
          <Card className="flex flex-col gap-4">
            <CardTitle>About Company</CardTitle>
            <div>
              <Label htmlFor="profile-description">Company Description</Label>
              <Textarea
                id="profile-description"
                rows={5}
                value={draft.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? 'profile-description-error' : undefined}
                onChange={(e) => set('description', e.target.value)}
              />
              <FieldError id="profile-description-error" message={errors.description} />
            </div>
            <SkillSearch
              label="Preferred skills"
              chosen={draft.preferredSkills}
              onPick={(skill) => set('preferredSkills', [...draft.preferredSkills, skill.id])}
            />
            <SkillChips
              skills={draft.preferredSkills}
              onRemove={(id) =>
                set(
                  'preferredSkills',
                  draft.preferredSkills.filter((s) => s !== id),
                )
              }
              emptyText="No preferred skills yet."
            />
          </Card>
          <Card className="flex flex-col gap-4">
            <CardTitle>Fair-chance commitments</CardTitle>
            <p className="text-sm text-muted">
              Shown as badges on your jobs and profile; job seekers can choose to see fair-chance employers
              only.
            </p>
            <CheckboxGroup
              legend="We commit to"
              options={FAIR_CHANCE_OTHER}
              value={draft.fairChance.filter((v) => !isLevel(v))}
              onChange={(chosen) => set('fairChance', [...chosen, ...draft.fairChance.filter(isLevel)])}
            />
            <div>
              <Label htmlFor="profile-disabilityConfident">Disability Confident level</Label>
              <Select
                id="profile-disabilityConfident"
                options={FAIR_CHANCE_LEVELS}
                placeholder="Not a Disability Confident employer"
                value={draft.fairChance.find(isLevel) ?? ''}
                onChange={(e) =>
                  set('fairChance', [
                    ...draft.fairChance.filter((v) => !isLevel(v)),
                    ...(e.target.value ? [e.target.value as FairChanceCommitment] : []),
                  ])
                }
              />
            </div>
          </Card>
          <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-gray-200 bg-white/95 px-4 py-3">
            <Button
              type="button"
              variant="secondary"
              className="flex-1"
              onClick={() => {
                setDraft(null);
                setErrors({});
              }}
            >
              Cancel
            </Button>
            <Button type="submit" className="flex-1" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <Card>
            <CardTitle>Company Information</CardTitle>
            <dl className="mt-2">
              <Row label="Company Name">{company.companyName}</Row>
              <Row label="Industry">{company.industry ?? notGiven}</Row>
              <Row label="Company Size">
                {company.companySize
                  ? optionLabel(COMPANY_SIZES, company.companySize, company.companySize)
                  : notGiven}
              </Row>
            </dl>
          </Card>
          <Card>
            <CardTitle>Contact &amp; Location</CardTitle>
            <dl className="mt-2">
              <Row label="Website">
                {company.websiteUrl ? (
                  <a
                    href={company.websiteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-leaf-800 underline"
                  >
                    <Globe aria-hidden className="h-4 w-4" />
                    {company.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  </a>
                ) : (
                  notGiven
                )}
              </Row>
              <Row label="Location">
                {company.locationCity || company.locationCountry ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden className="h-4 w-4" />
                    {formatPlace(company.locationCity, company.locationCountry)}
                  </span>
                ) : (
                  notGiven
                )}
              </Row>
            </dl>
          </Card>
          <Card className="flex flex-col gap-2">
            <CardTitle>About Company</CardTitle>
            <p className="whitespace-pre-line">{company.description ?? notGiven}</p>
            <h3 className="mt-2 text-sm font-semibold text-muted">Preferred skills</h3>
            <SkillChips skills={company.preferredSkills} emptyText="No preferred skills yet." />
          </Card>
          <Card className="flex flex-col gap-2">
            <CardTitle>Fair-chance commitments</CardTitle>
            {company.fairChance.length > 0 ? (
              <>
                <FairChanceBadges badges={fairChanceBadges(company.fairChance)} />
                <ul className="list-disc pl-5 text-sm">
                  {company.fairChance.map((v) => (
                    <li key={v}>{optionLabel(FAIR_CHANCE, v)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm text-muted">None yet. Edit your profile to add them.</p>
            )}
          </Card>
        </>
      )}

      <Card className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <CardTitle>Profile Completion</CardTitle>
          <span className="text-lg font-bold text-leaf-900">{company.profileCompletionPercentage}%</span>
        </div>
        <Progress value={company.profileCompletionPercentage} label="Profile completion" />
        {missing.length > 0 && (
          <p className="text-sm text-muted">
            Add your {missing.map((f) => FIELD_LABELS[f]).join(', ')} to complete it.
          </p>
        )}
      </Card>
      <EmailSetting />
      <CompanyData />
    </div>
  );
}
