import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/input';
import { FieldMessage, fieldA11y } from '@web/components/ui/error-summary';

/**
 * A moderator's decision with its reason (the reason goes in the audit log). `choices` come
 * first (radios, a warning's text…); `validate` turns the reason into the request or field errors.
 */
export function DecisionForm({
  idPrefix,
  reasonLabel,
  children,
  submitLabel,
  onSubmit,
  busy,
}: {
  idPrefix: string;
  reasonLabel: string;
  children?: ReactNode;
  submitLabel: string;
  /** Returns an error message for the reason field, or sends the decision and returns null. */
  onSubmit: (reason: string) => Promise<string | null>;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  const reasonId = `${idPrefix}-reason`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = await onSubmit(reason.trim());
    setError(problem ?? undefined);
    if (problem) field.current?.focus();
    else setReason('');
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      {children}
      <div>
        <Label htmlFor={reasonId}>{reasonLabel}</Label>
        <Textarea
          ref={field}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...fieldA11y(reasonId, error)}
        />
        <FieldMessage id={`${reasonId}-error`} message={error} />
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
