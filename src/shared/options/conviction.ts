import { toOptions } from './option';

// ---- Conviction status -------------------------------------------------------

export const CONVICTION_STATUS_VALUES = ['spent', 'unspent', 'pending'] as const;

export const CONVICTION_STATUS = toOptions(CONVICTION_STATUS_VALUES, {
  spent: 'Spent (under the Rehabilitation of Offenders Act 1974)',
  unspent: 'Unspent',
  pending: 'Pending',
});

// ---- Conviction types (form values) --------------------------------------------

export const CONVICTION_TYPE_VALUES = [
  'theft_burglary_robbery',
  'fraud_financial_offences',
  'drug_offences_possession',
  'drug_offences_supply',
  'drug_offences_production',
  'driving_offences',
  'assault_violent_offences',
  'sexual_offences',
  'public_order_offences',
  'domestic_abuse_related',
  'terrorism_related_offences',
  'weapons_offences',
  'harassment_stalking',
  'arson',
  'breach_court_orders',
  'other',
] as const;
export type ConvictionType = (typeof CONVICTION_TYPE_VALUES)[number];

export const CONVICTION_TYPES = toOptions(CONVICTION_TYPE_VALUES, {
  theft_burglary_robbery: 'Theft, burglary or robbery',
  fraud_financial_offences: 'Fraud or financial offences',
  drug_offences_possession: 'Drug offences (possession)',
  drug_offences_supply: 'Drug offences (supply)',
  drug_offences_production: 'Drug offences (production)',
  driving_offences: 'Driving offences',
  assault_violent_offences: 'Assault or violent offences',
  sexual_offences: 'Sexual offences',
  public_order_offences: 'Public order offences',
  domestic_abuse_related: 'Domestic abuse related',
  terrorism_related_offences: 'Terrorism-related offences',
  weapons_offences: 'Weapons offences',
  harassment_stalking: 'Harassment or stalking',
  arson: 'Arson',
  breach_court_orders: 'Breach of court orders',
  other: 'Other',
});

/** The conviction type whose selection reveals the free-text details field. */
export const CONVICTION_TYPE_OTHER = 'other' satisfies ConvictionType;

// ---- MAPPA level ------------------------------------------------------------------

export const MAPPA_LEVEL_VALUES = ['level_1', 'level_2', 'level_3', 'not_applicable'] as const;

export const MAPPA_LEVELS = toOptions(MAPPA_LEVEL_VALUES, {
  level_1: 'Level 1',
  level_2: 'Level 2',
  level_3: 'Level 3',
  not_applicable: 'N/A',
});

// ---- Yes / No / Unknown radios ------------------------------------------------------

/**
 * Radio answer for barredFromRegulatedWork, onDbsBarringList and
 * relevantForSafeguardingChecks. 'unknown' is shown when unset, and choosing it stores unset.
 */
export const TRI_STATE_VALUES = ['yes', 'no', 'unknown'] as const;
export type TriState = (typeof TRI_STATE_VALUES)[number];

export const TRI_STATE = toOptions(TRI_STATE_VALUES, {
  yes: 'Yes',
  no: 'No',
  unknown: 'Unknown',
});

/** 'yes' -> true, 'no' -> false, 'unknown' -> null (unset). */
export function triStateToBoolean(answer: TriState): boolean | null {
  if (answer === 'yes') return true;
  if (answer === 'no') return false;
  return null;
}

/** true -> 'yes', false -> 'no', unset (null/undefined) -> 'unknown'. */
export function booleanToTriState(value: boolean | null | undefined): TriState {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return 'unknown';
}
