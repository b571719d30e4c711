import { toOptions } from '../options/option';

/** Who may see a seeker's disclosure details (convictions, disability). */
export const SHARING_CHOICE_VALUES = ['nobody', 'connected', 'any_employer'] as const;
export type SharingChoice = (typeof SHARING_CHOICE_VALUES)[number];

export const SHARING_CHOICES = toOptions(SHARING_CHOICE_VALUES, {
  nobody: 'Nobody',
  connected: 'Only employers I match with or apply to',
  any_employer: 'Any employer on NewLeaf',
});

export const DEFAULT_SHARING_CHOICE = 'connected' satisfies SharingChoice;

export interface EmployerRelation {
  /** The employer has matched with the seeker or the seeker has applied to them. */
  readonly connected: boolean;
}

/**
 * Whether an employer may see the seeker's disclosure. An unset choice means the default
 * ('connected'); an unrecognised value shares with nobody.
 */
export function canEmployerSeeDisclosure(
  choice: SharingChoice | null | undefined,
  relation: EmployerRelation,
): boolean {
  switch (choice ?? DEFAULT_SHARING_CHOICE) {
    case 'any_employer':
      return true;
    case 'connected':
      return relation.connected === true;
    default:
      return false;
  }
}
