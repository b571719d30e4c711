import { useState } from 'react';
import { useMe } from '@web/features/auth/api/get-me';
import { useNavigate } from 'react-router';
import {
  HEADLINE_MAX,
  JOB_TITLE_MAX,
  NAME_MAX,
  NAMES_REQUIRED_MESSAGE,
  type PersonalDraft,
} from '@shared/contracts/seeker';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { notify } from '@web/lib/notify';
import { WizardActions, WizardFrame, WizardStepGate } from '@web/features/seekers/components/wizard-frame';
import { SAVE_FAILED, useStepDraft } from '@web/features/seekers/hooks/use-step-draft';

/** Step 1 of 4: Tell us about yourself. Saves while typing (debounced) and on Next / Back. */
export function Component() {
  const me = useMe();
  return (
    <WizardStepGate step="personal" userId={me.data?.user?.id}>
      {(initial, userId) => <PersonalStep initial={initial} userId={userId} />}
    </WizardStepGate>
  );
}

function PersonalStep({ initial, userId }: { initial: PersonalDraft; userId: string }) {
  const navigate = useNavigate();
  const { value, setValue, save } = useStepDraft('personal', initial, userId, { autosaveMs: 500 });
  const [busy, setBusy] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const missing = (field: 'firstName' | 'lastName') => showErrors && value[field].trim() === '';

  const field = (name: keyof PersonalDraft) => ({
    id: name,
    value: value[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue((prev) => ({ ...prev, [name]: e.target.value })),
  });

  const onNext = async () => {
    if (value.firstName.trim() === '' || value.lastName.trim() === '') {
      setShowErrors(true);
      notify.error('Error', NAMES_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    const ok = await save();
    setBusy(false);
    if (!ok) return notify.error(...SAVE_FAILED);
    notify.success('Information Saved', 'Your personal information has been saved successfully.');
    navigate('/seeker-skills-step');
  };

  const onBack = async () => {
    setBusy(true);
    await save();
    setBusy(false);
    navigate('/role-selection');
  };

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
          <Input
            {...field('firstName')}
            autoComplete="given-name"
            maxLength={NAME_MAX}
            required
            aria-required
            aria-invalid={missing('firstName')}
            aria-describedby={missing('firstName') ? 'names-error' : undefined}
          />
        </div>
        <div>
          <Label htmlFor="lastName">Last Name *</Label>
          <Input
            {...field('lastName')}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            required
            aria-required
            aria-invalid={missing('lastName')}
            aria-describedby={missing('lastName') ? 'names-error' : undefined}
          />
        </div>
        {(missing('firstName') || missing('lastName')) && (
          <p id="names-error" role="alert" className="text-sm font-semibold text-red-800">
            {NAMES_REQUIRED_MESSAGE}
          </p>
        )}
        <div>
          <Label htmlFor="jobTitle">Job Title (optional)</Label>
          <Input
            {...field('jobTitle')}
            autoComplete="organization-title"
            placeholder="e.g. Warehouse Operative"
            maxLength={JOB_TITLE_MAX}
          />
        </div>
        <div>
          <Label htmlFor="headline">Professional Headline (optional)</Label>
          <Input
            {...field('headline')}
            placeholder="e.g. Reliable team player ready for a fresh start"
            maxLength={HEADLINE_MAX}
          />
        </div>
        <p className="text-sm text-muted">* Required. Your answers are saved as you type.</p>
      </form>
    </WizardFrame>
  );
}
