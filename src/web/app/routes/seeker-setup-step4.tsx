import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions, useMe } from '@web/features/auth/api/get-me';
import { FinalStep } from '@web/features/seekers/components/final-step';
import { WizardStepGate } from '@web/features/seekers/components/wizard-frame';

/** Step 4 of 4: Final Details, then Complete Profile. */
export function Component() {
  const me = useMe();
  const qc = useQueryClient();
  return (
    <WizardStepGate step="final" userId={me.data?.user?.id}>
      {(initial, userId) => (
        <FinalStep
          initial={initial}
          userId={userId}
          refreshMe={() => qc.fetchQuery({ ...meQueryOptions(), staleTime: 0 })}
        />
      )}
    </WizardStepGate>
  );
}
