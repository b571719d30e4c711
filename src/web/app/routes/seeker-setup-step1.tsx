import { useMe } from '@web/features/auth/api/get-me';
import { PersonalStep } from '@web/features/seekers/components/personal-step';
import { WizardStepGate } from '@web/features/seekers/components/wizard-frame';

/** Step 1 of 4: Tell us about yourself. */
export function Component() {
  const me = useMe();
  return (
    <WizardStepGate step="personal" userId={me.data?.user?.id}>
      {(initial, userId) => <PersonalStep initial={initial} userId={userId} />}
    </WizardStepGate>
  );
}
