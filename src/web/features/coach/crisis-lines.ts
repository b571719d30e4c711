import type { CoachMessage } from '@shared/contracts/coach';
import { CRISIS_LINE_IDS, helpLine, type HelpLine, type HelpLineId } from '@shared/coach/help-lines';
import { CRISIS_LINES_FOR } from '@shared/coach/crisis/lines';

export type CrisisKind = NonNullable<CoachMessage['crisisKind']>;

/** The lines that fit `kind` (every crisis line when the kind is not known). */
export function linesFor(kind: CrisisKind | null): HelpLine[] {
  return (kind ? CRISIS_LINES_FOR[kind] : CRISIS_LINE_IDS).map(helpLine);
}

/** The lines that fit `kind` first, then the other crisis lines. */
export function linesFirstFor(kind: CrisisKind | null): HelpLine[] {
  const ids = [...(kind ? CRISIS_LINES_FOR[kind] : []), ...CRISIS_LINE_IDS];
  return [...new Set(ids)].map(helpLine);
}

/** Every line "Need help now?" lists: the crisis lines, then sexual violence and exploitation. */
export const NEED_HELP_LINES: readonly HelpLine[] = [
  ...new Set<HelpLineId>([...CRISIS_LINE_IDS, 'rape-crisis', 'modern-slavery']),
].map(helpLine);
