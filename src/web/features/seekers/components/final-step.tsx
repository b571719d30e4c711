import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  NAMES_REQUIRED_MESSAGE,
  completeProfileSchema,
  finalDraftSchema,
  type FinalDraft,
  type WizardDrafts,
} from '@shared/contracts/seeker';
import { WORK_PREFERENCES } from '@shared/options/work';
import { ImageUploader } from '@web/components/image-uploader';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { CheckboxGroup } from '@web/components/ui/checkbox-group';
import { RadioGroup } from '@web/components/ui/radio-group';
import { ApiError } from '@web/lib/api-client';
import { intendedJob } from '@web/lib/intended-job';
import { notify } from '@web/lib/notify';
import { completeProfile } from '../api/complete-profile';
import { seekerKeys } from '../api/keys';
import { WizardFrame } from './wizard-frame';
import { YES_NO, fromYesNo, toYesNo } from './yes-no';
import { draftCache } from '../draft-cache';
import { useDraftForm } from '../hooks/use-draft-form';

/** Step 4 of 4: Final Details, then Complete Profile. */
export function FinalStep({
  initial,
  userId,
  refreshMe,
}: {
  initial: FinalDraft;
  userId: string;
  /** Reloads who is signed in (auth feature), so the app knows the profile now exists. */
  refreshMe: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { form, set, save, whenValid } = useDraftForm('final', initial, userId, finalDraftSchema, {
    autosaveMs: 300,
  });
  const value = form.watch();
  const [submitting, setSubmitting] = useState(false);

  const onBack = async () => {
    setSubmitting(true);
    await save();
    setSubmitting(false);
    navigate('/seeker-setup-step3');
  };

  const onComplete = async () => {
    setSubmitting(true);
    try {
      await save();
      const all = qc.getQueryData<WizardDrafts>(seekerKeys.drafts);
      const input = completeProfileSchema.safeParse({ ...all, final: value });
      if (!input.success) {
        const namesMissing = input.error.issues.some((i) => i.message === NAMES_REQUIRED_MESSAGE);
        notify.error(
          'Error',
          namesMissing ? NAMES_REQUIRED_MESSAGE : 'Failed to save profile. Please try again.',
        );
        if (namesMissing) navigate('/seeker-setup-step1');
        return;
      }
      await completeProfile(input.data);
      draftCache.clearAll(userId);
      qc.removeQueries({ queryKey: seekerKeys.drafts });
      await Promise.all([qc.invalidateQueries({ queryKey: seekerKeys.profile }), refreshMe()]);
      notify.success('Profile Complete!', 'Your profile has been successfully created. Welcome to NewLeaf!');
      // The job they chose before signing up (the public job page), else their dashboard.
      navigate(intendedJob.take() ?? '/seeker-dashboard', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        notify.error('Error', err.message || 'Failed to save profile. Please try again.');
      } else {
        notify.error('Error', 'An unexpected error occurred. Please try again.');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <WizardFrame
      title="Final Details"
      subtitle="Complete your profile - Step 4 of 4"
      progress={100}
      actions={
        <>
          <Button
            type="button"
            variant="secondary"
            className="flex-1"
            disabled={submitting}
            onClick={() => void onBack()}
          >
            Back
          </Button>
          <Button
            type="button"
            className="flex-1"
            disabled={submitting}
            onClick={() => void whenValid(onComplete)}
          >
            {submitting ? 'Creating Profile...' : 'Complete Profile'}
          </Button>
        </>
      }
    >
      <Card className="flex flex-col gap-3">
        <div>
          <CardTitle>Profile Picture</CardTitle>
          <p className="text-sm text-muted">Optional but recommended</p>
        </div>
        <ImageUploader
          kind="profile-photo"
          label="Profile Picture"
          value={value.profileImageUrl}
          onUploaded={(url) => set('profileImageUrl', url)}
        />
      </Card>
      <Card>
        <RadioGroup
          legend={<span className="text-lg font-bold">Driving Licence</span>}
          hint="Do you hold a full driving licence?"
          name="hasDrivingLicence"
          options={YES_NO}
          columns
          value={toYesNo(value.hasDrivingLicence)}
          onChange={(v) => set('hasDrivingLicence', fromYesNo(v))}
        />
      </Card>
      <Card>
        <CheckboxGroup
          legend={<span className="text-lg font-bold">Work Preferences</span>}
          hint="What kind of work would suit you?"
          options={WORK_PREFERENCES}
          columns={2}
          value={value.workPreferences}
          onChange={(v) => set('workPreferences', v)}
        />
      </Card>
      <Card>
        <RadioGroup
          legend={<span className="text-lg font-bold">Relocation</span>}
          hint="Would you move for the right job?"
          name="openToRelocation"
          options={YES_NO}
          columns
          value={toYesNo(value.openToRelocation)}
          onChange={(v) => set('openToRelocation', fromYesNo(v))}
        />
      </Card>
    </WizardFrame>
  );
}
