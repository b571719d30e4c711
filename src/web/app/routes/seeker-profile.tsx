import { useEffect, useState } from 'react';
import { EmailSetting } from '@web/features/messaging/components/email-setting';
import { Link } from 'react-router';
import { ChevronRight, Mail, MapPin, Pencil, Phone, ShieldCheck } from 'lucide-react';
import {
  BIO_MAX,
  CITY_MAX,
  EMAIL_MAX,
  HEADLINE_MAX,
  JOB_TITLE_MAX,
  NAME_MAX,
  PHONE_MAX,
  updateSeekerProfileSchema,
  type SeekerProfile,
} from '@shared/contracts/seeker';
import { COUNTRIES } from '@shared/options/company';
import { SkillChips } from '@web/components/skill-search';
import { ImageUploader } from '@web/components/image-uploader';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useProfile, useUpdateProfile } from '@web/features/seekers/api/profile';
import { Avatar } from '@web/features/seekers/components/avatar';
import { SkillPicker } from '@web/features/seekers/components/skill-picker';
import { formatPersonName, formatPlace } from '@shared/rules/format';

type EditForm = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  headline: string;
  bio: string;
  locationCity: string;
  locationCountry: string;
  keySkills: string[];
  profileImageUrl: string | null;
};

const toForm = (p: SeekerProfile): EditForm => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  email: p.email ?? '',
  phoneNumber: p.phoneNumber ?? '',
  jobTitle: p.jobTitle ?? '',
  headline: p.headline ?? '',
  bio: p.bio ?? '',
  locationCity: p.locationCity ?? '',
  locationCountry: p.locationCountry ?? '',
  keySkills: p.keySkills,
  profileImageUrl: p.profileImageUrl,
});

export function Component() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (profile.isError) notify.error('Error', 'Failed to load profile data');
  }, [profile.isError]);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-xl font-bold">We could not load your profile</h1>
        <Button onClick={() => void profile.refetch()}>Try again</Button>
      </Card>
    );
  }
  if (!profile.data) {
    return (
      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <h1 className="text-xl font-bold">Profile Not Found</h1>
        <p className="text-muted">Finish setting up your profile to see it here.</p>
        <Link to="/seeker-setup-step1" className={buttonVariants()}>
          Complete Profile Setup
        </Link>
      </Card>
    );
  }
  return editing ? (
    <EditProfile profile={profile.data} onDone={() => setEditing(false)} />
  ) : (
    <ViewProfile profile={profile.data} onEdit={() => setEditing(true)} />
  );
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading profile
      </span>
      <div className="flex items-center gap-3">
        <Skeleton className="h-20 w-20 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

function ViewProfile({ profile, onEdit }: { profile: SeekerProfile; onEdit: () => void }) {
  const name = formatPersonName(profile.firstName, profile.lastName, 'Your profile');
  const place = formatPlace(profile.locationCity, profile.locationCountry);
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex items-start gap-3">
        <Avatar
          url={profile.profileImageUrl}
          firstName={profile.firstName}
          lastName={profile.lastName}
          className="h-20 w-20"
        />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold">{name}</h1>
          {profile.jobTitle && <p className="font-semibold text-leaf-900">{profile.jobTitle}</p>}
          {place && (
            <p className="flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden className="h-4 w-4" /> {place}
            </p>
          )}
          {profile.headline && <p className="mt-1 text-sm">{profile.headline}</p>}
        </div>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label="Edit profile">
          <Pencil aria-hidden className="h-5 w-5" />
        </Button>
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Contact Information</CardTitle>
        <p className="flex items-center gap-2 break-all">
          <Mail aria-hidden className="h-4 w-4 shrink-0 text-leaf-800" />
          <span className="sr-only">Email: </span>
          {profile.email ?? <span className="text-muted">No email added</span>}
        </p>
        <p className="flex items-center gap-2">
          <Phone aria-hidden className="h-4 w-4 shrink-0 text-leaf-800" />
          <span className="sr-only">Phone: </span>
          {profile.phoneNumber ?? <span className="text-muted">No phone number added</span>}
        </p>
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Professional Summary</CardTitle>
        {profile.bio ? (
          <p className="whitespace-pre-line">{profile.bio}</p>
        ) : (
          <p className="text-muted">Add a short summary so employers get to know you.</p>
        )}
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Skills & Abilities</CardTitle>
        <SkillChips skills={profile.keySkills} emptyText="No skills added yet." />
      </Card>
      <Card className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <CardTitle>Profile Completion</CardTitle>
          <span className="text-lg font-bold text-leaf-900">{profile.profileCompletionPercentage}%</span>
        </div>
        <Progress value={profile.profileCompletionPercentage} label="Profile completion" />
      </Card>
      <Link
        to="/seeker-disclosure"
        className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:border-leaf-700"
      >
        <ShieldCheck aria-hidden className="h-5 w-5 shrink-0 text-leaf-800" />
        <span className="flex-1">
          <span className="block font-semibold">Disclosure Status</span>
          <span className="block text-sm text-muted">
            Your legal and health answers, and who can see them
          </span>
        </span>
        <ChevronRight aria-hidden className="h-4 w-4 text-muted" />
      </Link>
      <EmailSetting />
    </div>
  );
}

function EditProfile({ profile, onDone }: { profile: SeekerProfile; onDone: () => void }) {
  const [form, setForm] = useState<EditForm>(() => toForm(profile));
  const update = useUpdateProfile();
  const set = <K extends keyof EditForm>(name: K, value: EditForm[K]) =>
    setForm((f) => ({ ...f, [name]: value }));
  const text = (name: Exclude<keyof EditForm, 'keySkills' | 'profileImageUrl'>) => ({
    id: name,
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
  });

  const onSave = async () => {
    const parsed = updateSeekerProfileSchema.safeParse(form);
    if (!parsed.success) {
      notify.error('Error', parsed.error.issues[0]?.message ?? 'Failed to update profile');
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      notify.success('Success', 'Profile updated successfully');
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) notify.error('Error', err.message);
      else if (err instanceof ApiError && err.status > 0) notify.error('Error', 'Failed to update profile');
      else notify.error('Error', 'An unexpected error occurred');
    }
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      <h1 className="text-2xl font-bold">Edit Profile</h1>
      <Card className="flex flex-col gap-3">
        <CardTitle>Profile Picture</CardTitle>
        <ImageUploader
          kind="profile-photo"
          label="Profile Picture"
          value={form.profileImageUrl}
          name={formatPersonName(form.firstName, form.lastName, '')}
          onUploaded={(url) => set('profileImageUrl', url)}
        />
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>About you</CardTitle>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor="firstName">First Name</Label>
            <Input {...text('firstName')} autoComplete="given-name" maxLength={NAME_MAX} />
          </div>
          <div>
            <Label htmlFor="lastName">Last Name</Label>
            <Input {...text('lastName')} autoComplete="family-name" maxLength={NAME_MAX} />
          </div>
        </div>
        <div>
          <Label htmlFor="jobTitle">Job Title</Label>
          <Input {...text('jobTitle')} maxLength={JOB_TITLE_MAX} />
        </div>
        <div>
          <Label htmlFor="headline">Professional Headline</Label>
          <Input {...text('headline')} maxLength={HEADLINE_MAX} />
        </div>
        <div>
          <Label htmlFor="bio">Bio</Label>
          <Textarea {...text('bio')} maxLength={BIO_MAX} rows={5} />
        </div>
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>Contact Information</CardTitle>
        <div>
          <Label htmlFor="email">Email</Label>
          <Input
            {...text('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX}
          />
        </div>
        <div>
          <Label htmlFor="phoneNumber">Phone Number</Label>
          <Input {...text('phoneNumber')} type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        </div>
        <div>
          <Label htmlFor="locationCity">City</Label>
          <Input {...text('locationCity')} autoComplete="address-level2" maxLength={CITY_MAX} />
        </div>
        <div>
          <Label htmlFor="locationCountry">Country</Label>
          <Select
            id="locationCountry"
            options={COUNTRIES}
            placeholder="Choose a country"
            value={form.locationCountry}
            onChange={(e) => set('locationCountry', e.target.value)}
          />
        </div>
      </Card>
      <Card>
        <SkillPicker
          value={form.keySkills}
          interests={profile.jobInterests}
          onChange={(keySkills) => set('keySkills', keySkills)}
        />
      </Card>
      <div className="flex gap-3 pb-24 pt-1">
        <Button
          type="button"
          variant="secondary"
          className="flex-1"
          disabled={update.isPending}
          onClick={() => {
            setForm(toForm(profile));
            onDone();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
