import { recordStatus } from '@shared/rules/spent-check';
import { todayInUk } from '@shared/rules/calendar-date';
import { Button } from '@web/components/ui/button';
import { useMe } from '@web/features/auth/api/get-me';
import { SpentChecker } from '@web/features/spent-checker/components/spent-checker';
import { LegalStep } from '@web/features/seekers/components/legal-step';
import { WizardStepGate } from '@web/features/seekers/components/wizard-frame';

/** Step 2 of 4: Legal Information. Saves on every change. */
export function Component() {
  const me = useMe();
  return (
    <WizardStepGate step="legal" userId={me.data?.user?.id}>
      {(initial, userId) => (
        <LegalStep
          initial={initial}
          userId={userId}
          spentChecker={(use) => (
            <SpentChecker
              headingLevel={3}
              resultActions={(record) => {
                const status = recordStatus(record, todayInUk()).status;
                return <Button onClick={() => use(status)}>Use this answer ({status})</Button>;
              }}
            />
          )}
        />
      )}
    </WizardStepGate>
  );
}
