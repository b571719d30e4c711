import { toOptions } from './option';

/**
 * An employer's fair-chance commitments, shown as badges on its jobs and profile. Disability
 * Confident has three levels (gov.uk/government/collections/disability-confident-campaign); an
 * employer holds at most one.
 */
export const FAIR_CHANCE_VALUES = [
  'ban_the_box',
  'disability_confident_1',
  'disability_confident_2',
  'disability_confident_3',
  'guaranteed_interview',
  'considers_convictions',
  'offers_adjustments',
] as const;
export type FairChanceCommitment = (typeof FAIR_CHANCE_VALUES)[number];

export const FAIR_CHANCE = toOptions(FAIR_CHANCE_VALUES, {
  ban_the_box: 'Ban the Box: no criminal record question on the application form',
  disability_confident_1: 'Disability Confident Committed (level 1)',
  disability_confident_2: 'Disability Confident Employer (level 2)',
  disability_confident_3: 'Disability Confident Leader (level 3)',
  guaranteed_interview: 'Guaranteed interview for disabled applicants who meet the essentials',
  considers_convictions: 'We consider applicants with convictions',
  offers_adjustments: 'We offer workplace adjustments',
});

/** The short badge text. */
export const FAIR_CHANCE_BADGES: Readonly<Record<FairChanceCommitment, string>> = {
  ban_the_box: 'Ban the Box',
  disability_confident_1: 'Disability Confident 1',
  disability_confident_2: 'Disability Confident 2',
  disability_confident_3: 'Disability Confident 3',
  guaranteed_interview: 'Guaranteed interview',
  considers_convictions: 'Considers convictions',
  offers_adjustments: 'Workplace adjustments',
};

export const DISABILITY_CONFIDENT_LEVELS: readonly FairChanceCommitment[] = [
  'disability_confident_1',
  'disability_confident_2',
  'disability_confident_3',
];

/** Stored values back to the list (unknown ones dropped), in the list's order. */
export function fairChanceFromStored(stored: readonly string[] | null | undefined): FairChanceCommitment[] {
  return FAIR_CHANCE_VALUES.filter((v) => stored?.includes(v));
}

export const fairChanceBadges = (list: readonly string[]) =>
  fairChanceFromStored(list).map((v) => FAIR_CHANCE_BADGES[v]);
