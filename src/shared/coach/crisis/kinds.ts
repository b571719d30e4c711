/** The kinds of risk the crisis detector tells apart: each gets the help lines that fit it. */
export const CRISIS_KINDS = [
  'suicide',
  'self_harm',
  'sexual_abuse',
  'exploitation',
  'abuse',
  'danger',
] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];
