import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  completeProfileSchema,
  HEADLINE_MAX,
  JOB_TITLE_MAX,
  NAME_MAX,
  NAMES_REQUIRED_MESSAGE,
  type PersonalDraft,
} from '@shared/contracts/seeker';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { notify } from '@web/lib/notify';
import { firstErrorMessage } from '@web/lib/use-contract-form';
import { useDraftForm } from '../hooks/use-draft-form';
import { SAVE_FAILED } from '../hooks/use-step-draft';
import { WizardActions, WizardFrame } from './wizard-frame';

/**
 * Step 1 of 4: Tell us about yourself. Saves while typing (debounced) and on Next / Back; Next
 * checks the names by the complete-profile contract (one message for both, under them and in a
 * toast; the first name missing takes the focus).
 */
export function PersonalStep({ initial, userId }: { initial: PersonalDraft; userId: string }) {
  const navigate = useNavigate();
  const { form, save } = useDraftForm('personal', initial, userId, completeProfileSchema.shape.personal, {
    autosaveMs: 500,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const [busy, setBusy] = useState(false);
  const missing = (name: 'firstName' | 'lastName') => (errors[name] ? true : undefined);
  const names = (name: 'firstName' | 'lastName') => ({
    id: name,
    ...register(name),
    maxLength: NAME_MAX,
    required: true,
    'aria-required': true,
    'aria-invalid': missing(name),
    'aria-describedby': missing(name) ? 'names-error' : undefined,
  });

  const onNext = handleSubmit(
    async () => {
      setBusy(true);
      const ok = await save();
      setBusy(false);
      if (!ok) return notify.error(...SAVE_FAILED);
      notify.success('Information Saved', 'Your personal information has been saved successfully.');
      navigate('/seeker-skills-step');
    },
    (fieldErrors) => notify.error('Error', firstErrorMessage(fieldErrors) ?? NAMES_REQUIRED_MESSAGE),
  );

  const onBack = async () => {
    setBusy(true);
    await save();
    setBusy(false);
    navigate('/role-selection');
  };

  const namesMessage = errors.firstName?.message ?? errors.lastName?.message;
  return (
    <WizardFrame
      stepLabel="Step 1 of 4"
      title="Tell us about yourself"
      progress={25}
      actions={<WizardActions onBack={() => void onBack()} onNext={() => void onNext()} busy={busy} />}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={(e) => e.preventDefault()}>
        <div>
          <Label htmlFor="firstName">First Name *</Label>
          <Input {...names('firstName')} autoComplete="given-name" />
        </div>
        <div>
          <Label htmlFor="lastName">Last Name *</Label>
          <Input {...names('lastName')} autoComplete="family-name" />
        </div>
        {namesMessage && (
          <p id="names-error" role="alert" className="text-sm font-semibold text-red-800">
            {namesMessage}
          </p>
        )}
        <div>
          <Label htmlFor="jobTitle">Job Title (optional)</Label>
          <Input
            id="jobTitle"
            {...register('jobTitle')}
            autoComplete="organization-title"
            placeholder="e.g. Warehouse Operative"
            maxLength={JOB_TITLE_MAX}
          />
        </div>
        <div>
          <Label htmlFor="headline">Professional Headline (optional)</Label>
          <Input
            id="headline"
            {...register('headline')}
            placeholder="e.g. Reliable team player ready for a fresh start"
            maxLength={HEADLINE_MAX}
          />
        </div>
        <p className="text-sm text-muted">* Required. Your answers are saved as you type.</p>
      </form>
    </WizardFrame>
  );
}
