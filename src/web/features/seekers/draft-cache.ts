import type { WizardStep } from '@shared/contracts/seeker';
import { storage } from '@web/lib/storage';

/**
 * The browser keeps only the part of a wizard step the server has not confirmed yet
 * (docs/ARCHITECTURE.md, "What the browser keeps"). Conviction and health answers are never
 * written to browser storage: on a shared phone they would outlive the session.
 */
const CACHEABLE: ReadonlySet<WizardStep> = new Set(['personal', 'skills', 'final']);
const PREFIX = 'seekerDraft:';

const key = (userId: string, step: WizardStep) => `${PREFIX}${userId}:${step}`;

export const draftCache = {
  isCacheable: (step: WizardStep) => CACHEABLE.has(step),
  read<T>(userId: string, step: WizardStep): T | null {
    if (!CACHEABLE.has(step)) return null;
    const raw = storage.get(key(userId, step));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      storage.remove(key(userId, step));
      return null;
    }
  },
  write(userId: string, step: WizardStep, value: unknown) {
    if (CACHEABLE.has(step)) storage.set(key(userId, step), JSON.stringify(value));
  },
  clear(userId: string, step: WizardStep) {
    storage.remove(key(userId, step));
  },
  clearAll(userId: string) {
    for (const step of CACHEABLE) storage.remove(key(userId, step));
  },
  /** Every user's drafts on this browser (the account is deleted). */
  clearEveryone() {
    try {
      for (const stored of Object.keys(localStorage)) if (stored.startsWith(PREFIX)) storage.remove(stored);
    } catch {
      // storage unavailable
    }
  },
};
