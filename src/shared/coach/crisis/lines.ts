import type { HelpLineId } from '../help-lines';
import type { CrisisKind } from './kinds';

/**
 * The help lines that fit each kind of crisis, most fitting first: the crisis reply names them
 * (999 always leads it) and the help card shows them. Small on purpose: the web imports it
 * without the lexicon.
 */
export const CRISIS_LINES_FOR: Record<CrisisKind, readonly HelpLineId[]> = {
  suicide: ['samaritans', 'emergency', 'shout', 'nhs111'],
  self_harm: ['samaritans', 'emergency', 'shout', 'nhs111'],
  abuse: ['emergency', 'domestic-abuse', 'mens-advice', 'samaritans'],
  sexual_abuse: ['emergency', 'rape-crisis', 'samaritans'],
  exploitation: ['emergency', 'modern-slavery', 'samaritans'],
  danger: ['emergency', 'domestic-abuse', 'samaritans'],
};
