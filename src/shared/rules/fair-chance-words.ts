import { FAIR_CHANCE_BADGES, type FairChanceCommitment } from '../options/fair-chance';

/**
 * What each Disability Confident level is called in the UK scheme: level 1 Committed, level 2
 * Employer, level 3 Leader (gov.uk/government/collections/disability-confident-campaign).
 */
const DISABILITY_CONFIDENT_WORDS: Partial<Record<FairChanceCommitment, string>> = {
  disability_confident_1: 'Disability Confident level 1: committed',
  disability_confident_2: 'Disability Confident level 2: employer',
  disability_confident_3: 'Disability Confident level 3: leader',
};

const BY_BADGE: ReadonlyMap<string, string> = new Map(
  (Object.entries(FAIR_CHANCE_BADGES) as [FairChanceCommitment, string][]).map(([value, badge]) => [
    badge,
    DISABILITY_CONFIDENT_WORDS[value] ?? badge,
  ]),
);

/**
 * A fair-chance badge as words for a screen reader. The short badge text ("Disability Confident 1")
 * fits a card but reads as a bare number; other badges, and text this list does not know (the
 * badges come from the server as display text), are already words and come back unchanged.
 */
export function fairChanceBadgeWords(badge: string): string {
  return BY_BADGE.get(badge) ?? badge;
}
