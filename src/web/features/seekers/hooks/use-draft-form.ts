import { useEffect } from 'react';
import type { DefaultValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import type { WizardDrafts, WizardStep } from '@shared/contracts/seeker';
import { notify } from '@web/lib/notify';
import { firstErrorMessage, useContractForm } from '@web/lib/use-contract-form';
import { SAVE_FAILED, useStepDraft } from './use-step-draft';

/**
 * A setup step as a contract form whose every change is also the step's draft (useStepDraft:
 * kept in the browser, saved to the server after `autosaveMs` and on `save()`). `schema` is what
 * Next checks, e.g. the complete-profile contract's part for the step.
 */
export function useDraftForm<S extends WizardStep, TOutput>(
  step: S,
  initial: WizardDrafts[S],
  userId: string,
  schema: z.ZodType<TOutput>,
  opts: { autosaveMs?: number } = {},
) {
  const draft = useStepDraft(step, initial, userId, opts);
  const form = useContractForm<WizardDrafts[S], TOutput>(schema, {
    defaultValues: draft.value as DefaultValues<WizardDrafts[S]>,
  });
  const setDraft = draft.setValue;
  useEffect(() => {
    // A copy: the form keeps changing its own values object in place.
    const sub = form.watch((values) => setDraft(structuredClone(values) as WizardDrafts[S]));
    return () => sub.unsubscribe();
  }, [form, setDraft]);
  /** Sets one answer (the controls that are not inputs: radios, checkbox groups, pickers). */
  const set = <K extends keyof WizardDrafts[S] & Path<WizardDrafts[S]>>(
    name: K,
    value: PathValue<WizardDrafts[S], K>,
  ) => form.setValue(name, value, { shouldDirty: true });
  /** Runs `action` (Next) once the step passes `schema`; otherwise says why in a toast. */
  const whenValid = (action: () => Promise<unknown>) =>
    form.handleSubmit(action, (errors) =>
      notify.error('Error', firstErrorMessage(errors) ?? SAVE_FAILED[1]),
    )();
  return { form, set, save: draft.save, whenValid };
}
