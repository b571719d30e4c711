import type { CoachMessage } from '@shared/contracts/coach';
import { CRISIS_LINE_IDS, helpLine, type HelpLine, type HelpLineId } from '@shared/coach/help-lines';

export type CrisisKind = NonNullable<CoachMessage['crisisKind']>;

/**
 * The help lines that fit each kind of crisis, for the help card, most fitting first. Kept here
 * (not read from @shared/coach/crisis) so the web never loads the crisis lexicon; the same lines
 * as the server's reply (crisis-lines.test.ts holds the two together).
 */
const LINES_FOR: Record<CrisisKind, readonly HelpLineId[]> = {
  suicide: ['samaritans', 'emergency', 'shout', 'nhs111'],
  self_harm: ['samaritans', 'emergency', 'shout', 'nhs111'],
  abuse: ['emergency', 'domestic-abuse', 'mens-advice', 'samaritans'],
  sexual_abuse: ['emergency', 'rape-crisis', 'samaritans'],
  exploitation: ['emergency', 'modern-slavery', 'samaritans'],
  danger: ['emergency', 'domestic-abuse', 'samaritans'],
};

/** The lines that fit `kind` (every crisis line when the kind is not known). */
export function linesFor(kind: CrisisKind | null): HelpLine[] {
  return (kind ? LINES_FOR[kind] : CRISIS_LINE_IDS).map(helpLine);
}

/** The lines that fit `kind` first, then the other crisis lines. */
export function linesFirstFor(kind: CrisisKind | null): HelpLine[] {
  const ids = [...(kind ? LINES_FOR[kind] : []), ...CRISIS_LINE_IDS];
  return [...new Set(ids)].map(helpLine);
}

/** Every line "Need help now?" lists: the crisis lines, then sexual violence and exploitation. */
export const NEED_HELP_LINES: readonly HelpLine[] = [
  ...new Set<HelpLineId>([...CRISIS_LINE_IDS, 'rape-crisis', 'modern-slavery']),
].map(helpLine);
