import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

/** One wizard step: its heading, its fields, and the in-step Continue (disabled until valid). */
export function StepFrame({
  title,
  children,
  valid,
  onContinue,
  continueLabel = 'Continue',
}: {
  title: string;
  children: ReactNode;
  valid: boolean;
  onContinue?: () => void;
  continueLabel?: string;
}) {
  return (
    <section aria-labelledby="cv-step-title" className="flex flex-col gap-4">
      <h2 id="cv-step-title" tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {title}
      </h2>
      {children}
      {onContinue && (
        <Button type="button" className="self-start" disabled={!valid} onClick={onContinue}>
          {continueLabel}
        </Button>
      )}
    </section>
  );
}
