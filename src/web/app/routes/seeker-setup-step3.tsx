import { useMe } from '@web/features/auth/api/get-me';
import { HealthStep } from '@web/features/seekers/components/health-step';
import { WizardStepGate } from '@web/features/seekers/components/wizard-frame';

/** Step 3 of 4: Health & Accessibility. Kept on the page; saved on Next or Back, never on Skip. */
export function Component() {
  const me = useMe();
  return (
    <WizardStepGate step="health" userId={me.data?.user?.id}>
      {(initial, userId) => <HealthStep initial={initial} userId={userId} />}
    </WizardStepGate>
  );
}
