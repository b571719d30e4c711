import type { BaseSyntheticEvent, ReactNode } from 'react';
import {
  companyCreateSchema,
  companyUpdateSchema,
  type Company,
  type CompanyCreate,
  type CompanyUpdate,
} from '@shared/contracts/company';
import { COMPANY_SIZES, COUNTRIES, PROFILE_INDUSTRIES, SETUP_INDUSTRIES } from '@shared/options/company';
import type { Option } from '@shared/options/option';
import {
  DISABILITY_CONFIDENT_LEVELS,
  FAIR_CHANCE,
  type FairChanceCommitment,
} from '@shared/options/fair-chance';
import { ImageUploader } from '@web/components/image-uploader';
import { SkillChips } from '@web/components/skill-chips';
import { SkillSearch } from '@web/components/skill-search';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { CheckboxGroup } from '@web/components/ui/checkbox-group';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';
import { Select } from '@web/components/ui/select';
import { notify } from '@web/lib/notify';
import { useContractForm } from '@web/lib/use-contract-form';

const CONTACT_NAME_REQUIRED = 'Please enter your name: candidates see it when you message them.';

/** What the form holds: text as typed (the contract trims it and turns blanks into null). */
export interface CompanyFormValues {
  companyName: string;
  contactName: string;
  industry: string;
  companySize: string;
  websiteUrl: string;
  description: string;
  locationCity: string;
  locationCountry: string;
  preferredSkills: string[];
  /** Profile editing only: setup has no logo or commitments yet. */
  logoUrl?: string | null;
  fairChance?: FairChanceCommitment[];
}

const EMPTY: CompanyFormValues = {
  companyName: '',
  contactName: '',
  industry: '',
  companySize: '',
  websiteUrl: '',
  description: '',
  locationCity: '',
  locationCountry: '',
  preferredSkills: [],
};

const toValues = (c: Company): CompanyFormValues => ({
  companyName: c.companyName,
  contactName: c.contactName ?? '',
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

const isLevel = (v: FairChanceCommitment) => DISABILITY_CONFIDENT_LEVELS.includes(v);
const FAIR_CHANCE_OTHER = FAIR_CHANCE.filter((o) => !isLevel(o.value));
const FAIR_CHANCE_LEVELS = FAIR_CHANCE.filter((o) => isLevel(o.value));

/** The editor's industry list, plus the company's current industry when it came from setup's longer list. */
function industryOptions(current: string): readonly Option[] {
  if (!current || PROFILE_INDUSTRIES.some((o) => o.value === current)) return PROFILE_INDUSTRIES;
  return [{ value: current, label: current }, ...PROFILE_INDUSTRIES];
}

type Props =
  | {
      /** Company Setup: only the name is required; a blank name is a toast, not a field message. */
      mode: 'setup';
      company?: undefined;
      pending: boolean;
      onSave: (input: CompanyCreate) => Promise<void> | void;
      onCancel?: undefined;
    }
  | {
      /** Company Profile's editor, filled with the company. */
      mode: 'profile';
      company: Company;
      pending: boolean;
      onSave: (input: CompanyUpdate) => Promise<void> | void;
      onCancel: () => void;
    };

/**
 * The company form of Company Setup and of Company Profile's editor (spec 01 §2, 02 §2): the
 * same fields, checked by the company contract (its messages show under the fields and the first
 * field in error takes the focus). Messages change on the next submit, not while typing.
 */
export function CompanyForm(props: Props) {
  const { mode, pending } = props;
  const setup = mode === 'setup';
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    setError,
    formState: { errors },
  } = useContractForm<CompanyFormValues, CompanyCreate | CompanyUpdate>(
    setup ? companyCreateSchema : companyUpdateSchema,
    { defaultValues: props.company ? toValues(props.company) : EMPTY },
  );
  const values = watch();
  const prefix = setup ? 'setup-' : 'profile-';
  const id = (field: keyof CompanyFormValues) => `${prefix}${field}`;

  /** A text field's id, and its message when it has one. */
  const errorProps = (field: 'companyName' | 'contactName' | 'websiteUrl' | 'description') =>
    fieldA11y(
      id(field),
      errors[field]?.message,
      field === 'contactName' ? `${prefix}contactName-hint` : undefined,
    );
  const fieldError = (field: 'companyName' | 'contactName' | 'websiteUrl' | 'description') => (
    <FieldMessage id={`${id(field)}-error`} message={errors[field]?.message} />
  );
  const setSkills = (skills: string[]) => setValue('preferredSkills', skills);

  const save = handleSubmit(async (data) => {
    if (props.mode === 'setup') await props.onSave(data as CompanyCreate);
    else await props.onSave(data as CompanyUpdate);
  });
  const onSubmit = (e: BaseSyntheticEvent) => {
    if (setup && getValues('companyName').trim() === '') {
      e.preventDefault();
      notify.error('Company name required', 'Please enter your company name to continue.');
      return;
    }
    // Candidates see the contact's name in messages: setup asks for it (the API leaves it optional
    // for employers who set up before it was asked, and the dashboard asks them).
    if (setup && getValues('contactName').trim() === '') {
      e.preventDefault();
      setError('contactName', { message: CONTACT_NAME_REQUIRED }, { shouldFocus: true });
      notify.error('Your name required', CONTACT_NAME_REQUIRED);
      return;
    }
    void save(e);
  };

  const name = (
    <div>
      <Label htmlFor={id('companyName')}>Company Name *</Label>
      <Input {...register('companyName')} {...errorProps('companyName')} autoComplete="organization" />
      {fieldError('companyName')}
    </div>
  );
  const contact = (
    <div>
      <Label htmlFor={id('contactName')}>Your Name{setup ? ' *' : ''}</Label>
      <Input {...register('contactName')} {...errorProps('contactName')} autoComplete="name" />
      <p id={`${prefix}contactName-hint`} className="mt-1 text-sm text-muted">
        Candidates see it beside the company name when you message them.
      </p>
      {fieldError('contactName')}
    </div>
  );
  const industry = (
    <div>
      <Label htmlFor={id('industry')}>Industry</Label>
      <Select
        {...register('industry')}
        id={id('industry')}
        options={setup ? SETUP_INDUSTRIES : industryOptions(values.industry)}
        placeholder="Select an industry"
      />
    </div>
  );
  const size = (
    <div>
      <Label htmlFor={id('companySize')}>Company Size</Label>
      <Select
        {...register('companySize')}
        id={id('companySize')}
        options={COMPANY_SIZES}
        placeholder="Select company size"
      />
    </div>
  );
  const website = (
    <div>
      <Label htmlFor={id('websiteUrl')}>Website</Label>
      <Input
        {...register('websiteUrl')}
        {...errorProps('websiteUrl')}
        inputMode="url"
        autoComplete="url"
        placeholder={setup ? 'www.example.co.uk' : undefined}
      />
      {fieldError('websiteUrl')}
    </div>
  );
  const description = (
    <div>
      <Label htmlFor={id('description')}>Company Description</Label>
      <Textarea
        {...register('description')}
        {...errorProps('description')}
        rows={setup ? 4 : 5}
        placeholder={setup ? 'What you do, and why you hire inclusively' : undefined}
      />
      {fieldError('description')}
    </div>
  );
  const city = (
    <div>
      <Label htmlFor={id('locationCity')}>City</Label>
      <Input {...register('locationCity')} id={id('locationCity')} autoComplete="address-level2" />
    </div>
  );
  const country = (
    <div>
      <Label htmlFor={id('locationCountry')}>Country</Label>
      <Select
        {...register('locationCountry')}
        id={id('locationCountry')}
        options={COUNTRIES}
        placeholder="Select a country"
      />
    </div>
  );
  const skills = (label: string, emptyText: string) => (
    <>
      <SkillSearch
        label={label}
        chosen={values.preferredSkills}
        onPick={(skill) => setSkills([...values.preferredSkills, skill.id])}
      />
      <SkillChips
        skills={values.preferredSkills}
        onRemove={(skillId) => setSkills(values.preferredSkills.filter((s) => s !== skillId))}
        emptyText={emptyText}
      />
    </>
  );

  if (setup) {
    return (
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Card className="flex flex-col gap-4">
          <CardTitle>Company Information</CardTitle>
          {name}
          {contact}
          {industry}
          {size}
          {website}
          {description}
        </Card>
        <Card className="flex flex-col gap-4">
          <CardTitle>Location</CardTitle>
          {city}
          {country}
        </Card>
        <Card className="flex flex-col gap-3">
          <CardTitle>Preferred Skills</CardTitle>
          <p className="text-sm text-muted" id="setup-skills-hint">
            Skills you look for in candidates. We use them to put the best-matched people first.
          </p>
          {skills('Search skills', 'No skills chosen yet.')}
        </Card>
        <Button type="submit" size="lg" disabled={values.companyName === '' || pending}>
          {pending ? 'Setting up...' : 'Complete Setup'}
        </Button>
      </form>
    );
  }

  const fairChance = values.fairChance ?? [];
  const setFairChance = (chosen: FairChanceCommitment[]) => setValue('fairChance', chosen);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Edit company profile">
      <Card className="flex flex-col gap-4">
        <CardTitle>Company Information</CardTitle>
        <ImageUploader
          kind="company-logo"
          label="Company Logo"
          name={values.companyName}
          value={values.logoUrl ?? null}
          onUploaded={(url) => setValue('logoUrl', url)}
        />
        {name}
        {contact}
        {industry}
        {size}
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Contact &amp; Location</CardTitle>
        {website}
        {city}
        {country}
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>About Company</CardTitle>
        {description}
        {skills('Preferred skills', 'No preferred skills yet.')}
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Fair-chance commitments</CardTitle>
        <p className="text-sm text-muted">
          Shown as badges on your jobs and profile; job seekers can choose to see fair-chance employers only.
        </p>
        <CheckboxGroup
          legend="We commit to"
          options={FAIR_CHANCE_OTHER}
          value={fairChance.filter((v) => !isLevel(v))}
          onChange={(chosen) => setFairChance([...chosen, ...fairChance.filter(isLevel)])}
        />
        <div>
          <Label htmlFor="profile-disabilityConfident">Disability Confident level</Label>
          <Select
            id="profile-disabilityConfident"
            options={FAIR_CHANCE_LEVELS}
            placeholder="Not a Disability Confident employer"
            value={fairChance.find(isLevel) ?? ''}
            onChange={(e) =>
              setFairChance([
                ...fairChance.filter((v) => !isLevel(v)),
                ...(e.target.value ? [e.target.value as FairChanceCommitment] : []),
              ])
            }
          />
        </div>
      </Card>
      <StickyActions>
        <Button type="button" variant="secondary" className="flex-1" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
      </StickyActions>
    </form>
  );
}

function StickyActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-gray-200 bg-white/95 px-4 py-3">
      {children}
    </div>
  );
}
