import { useMe } from '@web/features/auth/api/get-me';
import { SkillsStep } from '@web/features/seekers/components/skills-step';
import { WizardStepGate } from '@web/features/seekers/components/wizard-frame';

/** Step 1.5: skills. Saves on every change and on Next. */
export function Component() {
  const me = useMe();
  return (
    <WizardStepGate step="skills" userId={me.data?.user?.id}>
      {(initial, userId) => <SkillsStep initial={initial} userId={userId} />}
    </WizardStepGate>
  );
}
