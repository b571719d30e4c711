import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { companyCreateSchema } from '@shared/contracts/company';
import { COMPANY_SIZES, COUNTRIES, SETUP_INDUSTRIES } from '@shared/options/company';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Logo } from '@web/components/ui/logo';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { SkillChips, SkillSearch } from '@web/components/skill-search';
import { useCompany } from '@web/features/companies/api/get-company';
import { useCreateCompany } from '@web/features/companies/api/create-company';
import { FieldError, issuesByField } from '@web/features/companies/components/field-error';
import { notify } from '@web/lib/notify';

interface SetupForm {
  companyName: string;
  industry: string;
  companySize: string;
  websiteUrl: string;
  description: string;
  locationCity: string;
  locationCountry: string;
  preferredSkills: string[];
}

const EMPTY: SetupForm = {
  companyName: '',
  industry: '',
  companySize: '',
  websiteUrl: '',
  description: '',
  locationCity: '',
  locationCountry: '',
  preferredSkills: [],
};

/** /hirer-setup: Company Setup (spec 01 §2, §5). */
export function Component() {
  const navigate = useNavigate();
  const existing = useCompany();
  const create = useCreateCompany();
  const [form, setForm] = useState<SetupForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof SetupForm>(key: K, value: SetupForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  if (existing.isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center text-leaf-800">
        <Spinner label="Loading" />
      </main>
    );
  }
  // One company per account: a finished setup goes home.
  if (existing.data) return <Navigate to="/hirer-talent-overview" replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.companyName.trim() === '') {
      notify.error('Company name required', 'Please enter your company name to continue.');
      return;
    }
    const parsed = companyCreateSchema.safeParse(form);
    if (!parsed.success) {
      const fieldErrors = issuesByField(parsed.error.issues);
      setErrors(fieldErrors);
      document.getElementById(`setup-${Object.keys(fieldErrors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      notify.success('Company profile created!', 'Your company profile has been successfully set up.');
      navigate('/hirer-talent-overview', { replace: true });
    } catch {
      notify.error('Error', 'Failed to create company profile. Please try again.');
    }
  };

  const described = (field: string, hint?: string) =>
    [errors[field] ? `setup-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-5 p-5">
      <div className="flex items-center">
        <button
          type="button"
          onClick={() => navigate('/auth')}
          className="-ml-2 rounded-xl p-2 hover:bg-leaf-50"
          aria-label="Back"
        >
          <ArrowLeft aria-hidden className="h-6 w-6" />
        </button>
      </div>
      <div className="flex flex-col items-center gap-2 text-center">
        <Logo className="h-14 w-14" />
        <h1 className="text-2xl font-bold">Company Setup</h1>
        <p className="text-muted">Tell candidates about your company. Only the name is required.</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Card className="flex flex-col gap-4">
          <CardTitle>Company Information</CardTitle>
          <div>
            <Label htmlFor="setup-companyName">Company Name *</Label>
            <Input
              id="setup-companyName"
              autoComplete="organization"
              value={form.companyName}
              aria-invalid={errors.companyName ? true : undefined}
              aria-describedby={described('companyName')}
              onChange={(e) => set('companyName', e.target.value)}
            />
            <FieldError id="setup-companyName-error" message={errors.companyName} />
          </div>
          <div>
            <Label htmlFor="setup-industry">Industry</Label>
            <Select
              id="setup-industry"
              options={SETUP_INDUSTRIES}
              placeholder="Select an industry"
              value={form.industry}
              onChange={(e) => set('industry', e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="setup-companySize">Company Size</Label>
            <Select
              id="setup-companySize"
              options={COMPANY_SIZES}
              placeholder="Select company size"
              value={form.companySize}
              onChange={(e) => set('companySize', e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="setup-websiteUrl">Website</Label>
            <Input
              id="setup-websiteUrl"
              inputMode="url"
              autoComplete="url"
              placeholder="www.example.co.uk"
              value={form.websiteUrl}
              aria-invalid={errors.websiteUrl ? true : undefined}
              aria-describedby={described('websiteUrl')}
              onChange={(e) => set('websiteUrl', e.target.value)}
            />
            <FieldError id="setup-websiteUrl-error" message={errors.websiteUrl} />
          </div>
          <div>
            <Label htmlFor="setup-description">Company Description</Label>
            <Textarea
              id="setup-description"
              rows={4}
              placeholder="What you do, and why you hire inclusively"
              value={form.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={described('description')}
              onChange={(e) => set('description', e.target.value)}
            />
            <FieldError id="setup-description-error" message={errors.description} />
          </div>
        </Card>

        <Card className="flex flex-col gap-4">
          <CardTitle>Location</CardTitle>
          <div>
            <Label htmlFor="setup-locationCity">City</Label>
            <Input
              id="setup-locationCity"
              autoComplete="address-level2"
              value={form.locationCity}
              onChange={(e) => set('locationCity', e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="setup-locationCountry">Country</Label>
            <Select
              id="setup-locationCountry"
              options={COUNTRIES}
              placeholder="Select a country"
              value={form.locationCountry}
              onChange={(e) => set('locationCountry', e.target.value)}
            />
          </div>
        </Card>

        <Card className="flex flex-col gap-3">
          <CardTitle>Preferred Skills</CardTitle>
          <p className="text-sm text-muted" id="setup-skills-hint">
            Skills you look for in candidates. We use them to put the best-matched people first.
          </p>
          <SkillSearch
            label="Search skills"
            chosen={form.preferredSkills}
            onPick={(skill) => set('preferredSkills', [...form.preferredSkills, skill.id])}
          />
          <SkillChips
            skills={form.preferredSkills}
            onRemove={(id) =>
              set(
                'preferredSkills',
                form.preferredSkills.filter((s) => s !== id),
              )
            }
            emptyText="No skills chosen yet."
          />
        </Card>

        <Button type="submit" size="lg" disabled={form.companyName === '' || create.isPending}>
          {create.isPending ? 'Setting up...' : 'Complete Setup'}
        </Button>
      </form>
    </main>
  );
}
