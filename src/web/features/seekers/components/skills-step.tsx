import { useState } from 'react';
import { useNavigate } from 'react-router';
import { skillsDraftSchema, type SkillsDraft } from '@shared/contracts/seeker';
import { JOB_INTEREST_CATEGORIES } from '@shared/options/job-interest';
import { CheckboxGroup } from '@web/components/ui/checkbox-group';
import { notify } from '@web/lib/notify';
import { SkillPicker } from './skill-picker';
import { WizardActions, WizardFrame } from './wizard-frame';
import { useDraftForm } from '../hooks/use-draft-form';
import { SAVE_FAILED } from '../hooks/use-step-draft';

/** Step 1.5: skills. Saves on every change and on Next. */
export function SkillsStep({ initial, userId }: { initial: SkillsDraft; userId: string }) {
  const navigate = useNavigate();
  const { form, set, save, whenValid } = useDraftForm('skills', initial, userId, skillsDraftSchema, {
    autosaveMs: 300,
  });
  const value = form.watch();
  const [busy, setBusy] = useState(false);

  const go = async (to: string, toast: boolean) => {
    setBusy(true);
    const ok = await save();
    setBusy(false);
    if (!ok) return notify.error(...SAVE_FAILED);
    if (toast) {
      const n = value.keySkills.length;
      notify.success('Skills Saved', `${n} skills have been added to your profile.`);
    }
    navigate(to);
  };

  return (
    <WizardFrame
      stepLabel="Step 1.5"
      title="Your Skills & Experience"
      progress={35}
      actions={
        <WizardActions
          onBack={() => void go('/seeker-setup-step1', false)}
          onNext={() => void whenValid(() => go('/seeker-setup-step2', true))}
          busy={busy}
        />
      }
    >
      <CheckboxGroup
        legend="What kind of work interests you?"
        hint="We use this to suggest skills. Choose as many as you like."
        options={JOB_INTEREST_CATEGORIES}
        columns={2}
        value={value.jobInterests}
        onChange={(jobInterests) => set('jobInterests', jobInterests)}
      />
      <SkillPicker
        value={value.keySkills}
        interests={value.jobInterests}
        onChange={(keySkills) => set('keySkills', keySkills as SkillsDraft['keySkills'])}
      />
    </WizardFrame>
  );
}
