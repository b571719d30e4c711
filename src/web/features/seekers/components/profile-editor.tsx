import { useEffect, useRef } from 'react';
import type { z } from 'zod';
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
import { formatPersonName } from '@shared/rules/format';
import { ImageUploader } from '@web/components/image-uploader';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { firstErrorMessage, useContractForm } from '@web/lib/use-contract-form';
import { useUpdateProfile } from '../api/profile';
import { SkillPicker } from './skill-picker';

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

/**
 * Edit Profile (spec 03 §2): the seeker's own profile, checked by the profile contract; a
 * message from it (or from the server) is a toast, and the focus stays where it was.
 */
export function ProfileEditor({ profile, onDone }: { profile: SeekerProfile; onDone: () => void }) {
  const update = useUpdateProfile();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { register, handleSubmit, setValue, watch } = useContractForm<
    EditForm,
    z.output<typeof updateSeekerProfileSchema>
  >(updateSeekerProfileSchema, {
    // The form holds text as typed; the contract reads '' as "not given".
    defaultValues: toForm(profile),
    shouldFocusError: false,
  });
  const form = watch();
  const text = (name: Exclude<keyof EditForm, 'keySkills' | 'profileImageUrl'>) => ({
    id: name,
    ...register(name),
  });

  const onSave = handleSubmit(
    async (data) => {
      try {
        await update.mutateAsync(data);
        notify.success('Success', 'Profile updated successfully');
        onDone();
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) notify.error('Error', err.message);
        else if (err instanceof ApiError && err.status > 0) notify.error('Error', 'Failed to update profile');
        else notify.error('Error', 'An unexpected error occurred');
      }
    },
    (errors) => notify.error('Error', firstErrorMessage(errors) ?? 'Failed to update profile'),
  );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(e) => void onSave(e)}>
      {/* The editor replaces the profile and its Edit button: its heading takes the focus, so a
          keyboard or screen reader user is not left on the page's top. */}
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Edit Profile
      </h1>
      <Card className="flex flex-col gap-3">
        <CardTitle>Profile Picture</CardTitle>
        <ImageUploader
          kind="profile-photo"
          label="Profile Picture"
          value={form.profileImageUrl}
          name={formatPersonName(form.firstName, form.lastName, '')}
          onUploaded={(url) => setValue('profileImageUrl', url)}
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
            {...register('locationCountry')}
            id="locationCountry"
            options={COUNTRIES}
            placeholder="Choose a country"
          />
        </div>
      </Card>
      <Card>
        <SkillPicker
          value={form.keySkills}
          interests={profile.jobInterests}
          onChange={(keySkills) => setValue('keySkills', keySkills)}
        />
      </Card>
      <div className="flex gap-3 pb-24 pt-1">
        <Button
          type="button"
          variant="secondary"
          className="flex-1"
          disabled={update.isPending}
          onClick={onDone}
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
