/**
 * What each Disability Confident level is called in the UK scheme: level 1 Committed, level 2
 * Employer, level 3 Leader (gov.uk/government/collections/disability-confident-campaign).
 */
const LEVEL_WORDS: Readonly<Record<string, string>> = { 1: 'committed', 2: 'employer', 3: 'leader' };

/**
 * A fair-chance badge as words for a screen reader. The short badge text ("Disability Confident 1",
 * options/fair-chance.ts's FAIR_CHANCE_BADGES) fits a card but reads as a bare number; other
 * badges, and text this does not know, are already words and come back unchanged. No imports: the
 * badges are on every signed-in screen, and the options module brings zod with it.
 */
export function fairChanceBadgeWords(badge: string): string {
  const level = /^Disability Confident ([123])$/.exec(badge)?.[1];
  return level ? `Disability Confident level ${level}: ${LEVEL_WORDS[level]}` : badge;
}
