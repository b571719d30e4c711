import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  finalDraftSchema,
  healthDraftSchema,
  legalDraftSchema,
  personalDraftSchema,
  skillsDraftSchema,
  type SaveDraftInput,
  type WizardDrafts,
  type WizardStep,
} from '@shared/contracts/seeker';
import { notify } from '@web/lib/notify';
import { saveDraft } from '../api/drafts';
import { seekerKeys } from '../api/keys';
import { draftCache } from '../draft-cache';

const SCHEMAS = {
  personal: personalDraftSchema,
  skills: skillsDraftSchema,
  legal: legalDraftSchema,
  health: healthDraftSchema,
  final: finalDraftSchema,
} as const;

export const SAVE_FAILED = ['Error', 'Failed to save information. Please try again.'] as const;

type StepValue<S extends WizardStep> = WizardDrafts[S];

/**
 * One wizard step's form state, saved to the server: after `autosaveMs` of quiet when given
 * (every keystroke or change, debounced), and whenever `save()` is called (Next / Back).
 * Saves run one after another, each sending the newest state. The unsent state of the
 * non-sensitive steps is also kept in the browser and restored first.
 */
export function useStepDraft<S extends WizardStep>(
  step: S,
  initial: StepValue<S>,
  userId: string,
  opts: { autosaveMs?: number } = {},
) {
  const qc = useQueryClient();
  const [restored] = useState(() => {
    const cached = draftCache.read(userId, step);
    const parsed = cached ? SCHEMAS[step].safeParse(cached) : null;
    return parsed?.success ? (parsed.data as StepValue<S>) : null;
  });
  const [value, setValueState] = useState<StepValue<S>>(restored ?? initial);
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const pending = useRef(false);
  const failureShown = useRef(false);
  const autosaveMs = opts.autosaveMs;

  const send = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = false;
    const snapshot = latest.current;
    qc.setQueryData<WizardDrafts>(seekerKeys.drafts, (old) => (old ? { ...old, [step]: snapshot } : old));
    const run = queue.current.then(() =>
      saveDraft({ step, data: snapshot } as SaveDraftInput).then(
        () => {
          if (latest.current === snapshot) draftCache.clear(userId, step);
          failureShown.current = false;
          return true;
        },
        () => false,
      ),
    );
    queue.current = run;
    return run;
  }, [qc, step, userId]);

  const schedule = useCallback(() => {
    if (autosaveMs === undefined) return;
    pending.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void send().then((ok) => {
        if (!ok && !failureShown.current) {
          failureShown.current = true;
          notify.error(...SAVE_FAILED);
        }
      });
    }, autosaveMs);
  }, [autosaveMs, send]);

  const setValue = useCallback(
    (update: StepValue<S> | ((prev: StepValue<S>) => StepValue<S>)) => {
      const next =
        typeof update === 'function'
          ? (update as (prev: StepValue<S>) => StepValue<S>)(latest.current)
          : update;
      latest.current = next;
      setValueState(next);
      draftCache.write(userId, step, next);
      schedule();
    },
    [schedule, step, userId],
  );

  // A state restored from the browser was never confirmed by the server: send it.
  useEffect(() => {
    if (restored) schedule();
  }, [restored, schedule]);

  // Leaving the step with a change still waiting: send it now.
  useEffect(
    () => () => {
      if (pending.current) void send();
    },
    [send],
  );

  /** Saves now; resolves to whether the server confirmed it. */
  const save = useCallback(() => send(), [send]);

  return { value, setValue, save };
}
