import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Briefcase, Globe, MapPin, Pencil } from 'lucide-react';
import { COMPANY_SIZES } from '@shared/options/company';
import { optionLabel } from '@shared/options/option';
import { FAIR_CHANCE, fairChanceBadges } from '@shared/options/fair-chance';
import { COMPANY_COMPLETION_FIELDS } from '@shared/rules/company-completion';
import { isFilled } from '@shared/rules/filled';
import { formatPlace } from '@shared/rules/format';
import { SkillChips } from '@web/components/skill-chips';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { FairChanceBadges } from '@web/components/ui/fair-chance-badges';
import { PageHeader } from '@web/components/ui/page-header';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCompany } from '@web/features/companies/api/get-company';
import { useUpdateCompany } from '@web/features/companies/api/update-company';
import { CompanyData } from '@web/features/companies/components/company-data';
import { CompanyForm } from '@web/features/companies/components/company-form';
import { EmailSetting } from '@web/features/messaging/components/email-setting';
import { notify } from '@web/lib/notify';
import { useEditingFocus } from '@web/lib/use-editing-focus';

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
  const query = useCompany({ errorToast: 'Failed to load company profile' });
  const update = useUpdateCompany();
  const [editing, setEditing] = useState(false);
  const focus = useEditingFocus(editing);

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

  const missing = COMPANY_COMPLETION_FIELDS.filter((f) => !isFilled(company[f]));
  const logoSrc = company.logoUrl;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={editing ? 'Edit Company Profile' : 'Company Profile'}
        headingRef={focus.heading}
        actions={
          !editing && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} ref={focus.opener}>
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
            {company.sample && <SampleBadge className="mt-1" />}
          </div>
        </Card>
      ) : null}

      {editing ? (
        <CompanyForm
          mode="profile"
          company={company}
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            try {
              await update.mutateAsync(input);
              setEditing(false);
              notify.success('Success', 'Company profile updated successfully');
            } catch {
              notify.error('Error', 'Failed to update company profile');
            }
          }}
        />
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
          <span className="text-lg font-bold text-leaf-900">{`${company.profileCompletionPercentage}%`}</span>
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
