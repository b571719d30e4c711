import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

/** The step's message, which Next moves the focus to when it cannot move on. */
export const STEP_MESSAGE_ID = 'cv-step-message';

/**
 * One wizard step: its heading, its fields, and the in-step Continue (disabled until valid) with
 * the step's message saying what is still needed. The wizard's Next shows the same message when
 * pressed too early (`stopped`): then it is stressed and takes the focus, so it is read out.
 */
export function StepFrame({
  title,
  children,
  valid,
  message = null,
  stopped = false,
  onContinue,
  continueLabel = 'Continue',
}: {
  title: string;
  children: ReactNode;
  valid: boolean;
  /** What the step still needs (null when it is complete). */
  message?: string | null;
  /** Next was pressed while the step was incomplete. */
  stopped?: boolean;
  onContinue?: () => void;
  continueLabel?: string;
}) {
  const shown = valid ? null : message;
  return (
    <section aria-labelledby="cv-step-title" className="flex flex-col gap-4">
      <h2 id="cv-step-title" tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {title}
      </h2>
      {children}
      {(onContinue || shown) && (
        <div className="flex flex-col gap-2">
          {onContinue && (
            <Button
              type="button"
              className="self-start"
              disabled={!valid}
              aria-describedby={shown ? STEP_MESSAGE_ID : undefined}
              onClick={onContinue}
            >
              {continueLabel}
            </Button>
          )}
          {shown && (
            <p
              id={STEP_MESSAGE_ID}
              tabIndex={-1}
              className={
                stopped ? 'text-sm font-semibold text-red-800 focus:outline-none' : 'text-sm text-muted'
              }
            >
              {shown}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
