import type { DisclosureSection, HealthDraft, LegalDraft } from '../contracts/seeker';
import { CONVICTION_STATUS, CONVICTION_TYPES } from '../options/conviction';
import { DISABILITY_TYPES, WORKPLACE_ADJUSTMENTS } from '../options/health';
import { optionLabel, type Option } from '../options/option';
import { criminalRecordLabel, disabilityLabel, mappaLabel, triStateLabel } from './disclosure-status';

/**
 * How a seeker's disclosure reads, written once: the employer's Candidate Profile and the seeker's
 * own Disclosure Status page show the same rows, so what the seeker sees is what an employer is
 * shown (when the seeker's sharing choice lets that employer see the section at all; the server
 * decides that and sends null otherwise).
 *
 * The spec's labelled answers always show (criminal record, the barred, DBS-list and safeguarding
 * flags, MAPPA level, disability). The lists and free text show only when given: a row such as
 * "Conviction types: None" would tell an employer something the seeker never said.
 */

export interface DisclosureRow {
  readonly term: string;
  readonly value: string;
}

export const DISCLOSURE_TITLES: Readonly<Record<DisclosureSection, string>> = {
  conviction: 'Legal Information',
  health: 'Health & Accessibility',
};

export type DisclosureSectionAnswers =
  | { readonly section: 'conviction'; readonly answers: LegalDraft }
  | { readonly section: 'health'; readonly answers: HealthDraft };

const labels = (options: readonly Option[], values: readonly string[]) =>
  values.map((value) => optionLabel(options, value, value)).join(', ');

const given = (text: string | null | undefined): text is string => (text ?? '').trim() !== '';

function convictionRows(legal: LegalDraft): DisclosureRow[] {
  const rows: DisclosureRow[] = [
    { term: 'Criminal record', value: criminalRecordLabel(legal.sentenceCompleted) },
  ];
  if (legal.convictionTypes.length > 0)
    rows.push({ term: 'Conviction types', value: labels(CONVICTION_TYPES, legal.convictionTypes) });
  if (given(legal.convictionOtherDetails))
    rows.push({ term: 'Other conviction', value: legal.convictionOtherDetails.trim() });
  if (legal.convictionStatus)
    rows.push({
      term: 'Conviction status',
      value: optionLabel(CONVICTION_STATUS, legal.convictionStatus, legal.convictionStatus),
    });
  rows.push(
    { term: 'Barred from regulated work', value: triStateLabel(legal.barredFromRegulatedWork) },
    { term: 'On a DBS barring list', value: triStateLabel(legal.onDbsBarringList) },
    { term: 'Relevant for safeguarding checks', value: triStateLabel(legal.relevantForSafeguardingChecks) },
    { term: 'MAPPA level', value: mappaLabel(legal.mappaLevel) },
  );
  return rows;
}

function healthRows(health: HealthDraft): DisclosureRow[] {
  const rows: DisclosureRow[] = [{ term: 'Disability', value: disabilityLabel(health.hasDisability) }];
  // The types and adjustments are asked, and kept, only when the seeker has a disability.
  if (health.hasDisability !== true) return rows;
  if (health.disabilityTypes.length > 0)
    rows.push({ term: 'Disability types', value: labels(DISABILITY_TYPES, health.disabilityTypes) });
  if (given(health.disabilityOtherDetails))
    rows.push({ term: 'Other disability', value: health.disabilityOtherDetails.trim() });
  if (health.workplaceAdjustments.length > 0)
    rows.push({
      term: 'Workplace adjustments',
      value: labels(WORKPLACE_ADJUSTMENTS, health.workplaceAdjustments),
    });
  if (given(health.workplaceAdjustmentsOther))
    rows.push({ term: 'Other adjustments', value: health.workplaceAdjustmentsOther.trim() });
  return rows;
}

/** The rows of one disclosure section, in order, with the labels the seeker answered against. */
export function disclosureRows(input: DisclosureSectionAnswers): DisclosureRow[] {
  return input.section === 'conviction' ? convictionRows(input.answers) : healthRows(input.answers);
}
