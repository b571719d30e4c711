import { MAPPA_LEVELS } from '../options/conviction';
import { optionLabel } from '../options/option';

export type DisclosureOverallStatus = 'Complete' | 'Pending';
export type CriminalRecordLabel = 'Sentence Completed' | 'No Criminal Record' | 'Not Disclosed';
export type DisabilityLabel = 'Has Disability' | 'No Disability' | 'Not Disclosed';
export type TriStateLabel = 'Yes' | 'No' | 'Unknown';

export interface DisclosureAnswers {
  readonly sentenceCompleted?: boolean | null | undefined;
  readonly hasDisability?: boolean | null | undefined;
}

/** 'Complete' once either sentenceCompleted or hasDisability has been answered (true or false). */
export function overallDisclosureStatus(answers: DisclosureAnswers): DisclosureOverallStatus {
  const answered = (value: boolean | null | undefined) => value !== null && value !== undefined;
  return answered(answers.sentenceCompleted) || answered(answers.hasDisability) ? 'Complete' : 'Pending';
}

export function criminalRecordLabel(sentenceCompleted: boolean | null | undefined): CriminalRecordLabel {
  if (sentenceCompleted === true) return 'Sentence Completed';
  if (sentenceCompleted === false) return 'No Criminal Record';
  return 'Not Disclosed';
}

export function disabilityLabel(hasDisability: boolean | null | undefined): DisabilityLabel {
  if (hasDisability === true) return 'Has Disability';
  if (hasDisability === false) return 'No Disability';
  return 'Not Disclosed';
}

/** For barredFromRegulatedWork, onDbsBarringList and relevantForSafeguardingChecks. */
export function triStateLabel(value: boolean | null | undefined): TriStateLabel {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return 'Unknown';
}

/**
 * The MAPPA level's label from its option list ('Level N', or 'N/A' for not_applicable); unset or
 * anything else also shows as 'N/A' (spec: MAPPA shows N/A or 'Level N').
 */
export function mappaLabel(level: string | null | undefined): string {
  return optionLabel(MAPPA_LEVELS, level, optionLabel(MAPPA_LEVELS, 'not_applicable'));
}
