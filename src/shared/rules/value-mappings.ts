import { z } from 'zod';
import { CONVICTION_TYPE_VALUES, type ConvictionType } from '../options/conviction';
import {
  DISABILITY_TYPE_VALUES,
  WORKPLACE_ADJUSTMENT_VALUES,
  type DisabilityType,
  type WorkplaceAdjustment,
} from '../options/health';
import { WORK_PREFERENCE_VALUES, type WorkPreference } from '../options/work';

/*
 * Form values (what the setup screens offer) are mapped to stored values (what the
 * seeker_profiles row keeps) on save, and back again when a stored profile is edited.
 */

type ListInput<T> = readonly T[] | null | undefined;

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function invert<F extends string, S extends string>(
  forward: Readonly<Record<F, S>>,
  preferred: Partial<Record<S, F>> = {},
): ReadonlyMap<string, F> {
  const inverse = new Map<string, F>();
  for (const [form, stored] of Object.entries(forward) as [F, S][]) {
    if (!inverse.has(stored)) inverse.set(stored, form);
  }
  for (const [stored, form] of Object.entries(preferred) as [S, F][]) inverse.set(stored, form);
  return inverse;
}

/** Maps a stored value back to a form value; a value that already is a form value is kept. */
function fromStored<F extends string>(
  inverse: ReadonlyMap<string, F>,
  formValues: readonly F[],
  stored: string,
): F | undefined {
  const mapped = inverse.get(stored);
  if (mapped !== undefined) return mapped;
  return (formValues as readonly string[]).includes(stored) ? (stored as F) : undefined;
}

function listFromStored<F extends string>(
  one: (stored: string) => F | undefined,
  stored: ListInput<string>,
): F[] {
  return unique((stored ?? []).map(one).filter((value): value is F => value !== undefined));
}

// ---- Conviction types -----------------------------------------------------------------------

export const STORED_CONVICTION_TYPE_VALUES = [
  'theft_burglary_robbery',
  'fraud_financial',
  'drug_possession',
  'drug_supply_production',
  'driving_offences',
  'assault_violent',
  'sexual_offences',
  'public_order_offences',
  'domestic_abuse',
  'terrorism_related_offences',
  'weapons_offences',
  'harassment_stalking',
  'arson',
  'breach_court_orders',
  'other',
] as const;
export type StoredConvictionType = (typeof STORED_CONVICTION_TYPE_VALUES)[number];
export const storedConvictionTypeSchema = z.enum(STORED_CONVICTION_TYPE_VALUES);

export const CONVICTION_TYPE_TO_STORED: Readonly<Record<ConvictionType, StoredConvictionType>> =
  Object.freeze({
    theft_burglary_robbery: 'theft_burglary_robbery',
    fraud_financial_offences: 'fraud_financial',
    drug_offences_possession: 'drug_possession',
    drug_offences_supply: 'drug_supply_production',
    drug_offences_production: 'drug_supply_production',
    driving_offences: 'driving_offences',
    assault_violent_offences: 'assault_violent',
    sexual_offences: 'sexual_offences',
    public_order_offences: 'public_order_offences',
    domestic_abuse_related: 'domestic_abuse',
    terrorism_related_offences: 'terrorism_related_offences',
    weapons_offences: 'weapons_offences',
    harassment_stalking: 'harassment_stalking',
    arson: 'arson',
    breach_court_orders: 'breach_court_orders',
    other: 'other',
  });

const STORED_TO_CONVICTION_TYPE = invert(CONVICTION_TYPE_TO_STORED, {
  drug_supply_production: 'drug_offences_supply',
});

export function mapConvictionType(value: ConvictionType): StoredConvictionType {
  return CONVICTION_TYPE_TO_STORED[value];
}

/** Maps and de-duplicates (supply and production become one stored value). */
export function mapConvictionTypes(values: ListInput<ConvictionType>): StoredConvictionType[] {
  return unique((values ?? []).map(mapConvictionType));
}

/** Stored value back to a form value; the merged drug value gives 'drug_offences_supply'. */
export function convictionTypeFromStored(stored: string): ConvictionType | undefined {
  return fromStored(STORED_TO_CONVICTION_TYPE, CONVICTION_TYPE_VALUES, stored);
}

/** Stored values back to form values; unknown values are dropped. */
export function convictionTypesFromStored(stored: ListInput<string>): ConvictionType[] {
  return listFromStored(convictionTypeFromStored, stored);
}

// ---- Disability types -------------------------------------------------------------------------

export const STORED_DISABILITY_TYPE_VALUES = [
  'mobility_physical',
  'sensory_hearing_vision',
  'long_term_medical',
  'neurodivergence',
  'learning_difficulty',
  'mental_health',
  'communication_needs',
  'cognitive_memory',
  'other',
  'prefer_not_to_specify',
] as const;
export type StoredDisabilityType = (typeof STORED_DISABILITY_TYPE_VALUES)[number];

export const DISABILITY_TYPE_TO_STORED: Readonly<Record<DisabilityType, StoredDisabilityType>> =
  Object.freeze({
    mobility_physical_access: 'mobility_physical',
    sensory_hearing_vision_processing: 'sensory_hearing_vision',
    long_term_medical_condition: 'long_term_medical',
    neurodivergence: 'neurodivergence',
    learning_difficulty: 'learning_difficulty',
    mental_health: 'mental_health',
    communication_needs: 'communication_needs',
    cognitive_memory_difficulties: 'cognitive_memory',
    other: 'other',
    prefer_not_to_specify: 'prefer_not_to_specify',
  });

const STORED_TO_DISABILITY_TYPE = invert(DISABILITY_TYPE_TO_STORED);

export function mapDisabilityType(value: DisabilityType): StoredDisabilityType {
  return DISABILITY_TYPE_TO_STORED[value];
}

export function mapDisabilityTypes(values: ListInput<DisabilityType>): StoredDisabilityType[] {
  return unique((values ?? []).map(mapDisabilityType));
}

export function disabilityTypeFromStored(stored: string): DisabilityType | undefined {
  return fromStored(STORED_TO_DISABILITY_TYPE, DISABILITY_TYPE_VALUES, stored);
}

export function disabilityTypesFromStored(stored: ListInput<string>): DisabilityType[] {
  return listFromStored(disabilityTypeFromStored, stored);
}

// ---- Workplace adjustments ------------------------------------------------------------------------

export const STORED_ADJUSTMENT_VALUES = [
  'flexible_hours',
  'remote_work',
  'training_support',
  'assistive_technology',
  'modified_environment',
  'communication_support',
  'none',
] as const;
export type StoredAdjustment = (typeof STORED_ADJUSTMENT_VALUES)[number];

export const ADJUSTMENT_TO_STORED: Readonly<Record<WorkplaceAdjustment, StoredAdjustment>> = Object.freeze({
  flexible_working_hours: 'flexible_hours',
  remote_work_option: 'remote_work',
  additional_training_support: 'training_support',
  assistive_technology: 'assistive_technology',
  modified_physical_work_environment: 'modified_environment',
  communication_support: 'communication_support',
  none: 'none',
});

const STORED_TO_ADJUSTMENT = invert(ADJUSTMENT_TO_STORED);

export function mapAdjustment(value: WorkplaceAdjustment): StoredAdjustment {
  return ADJUSTMENT_TO_STORED[value];
}

export function mapAdjustments(values: ListInput<WorkplaceAdjustment>): StoredAdjustment[] {
  return unique((values ?? []).map(mapAdjustment));
}

export function adjustmentFromStored(stored: string): WorkplaceAdjustment | undefined {
  return fromStored(STORED_TO_ADJUSTMENT, WORKPLACE_ADJUSTMENT_VALUES, stored);
}

export function adjustmentsFromStored(stored: ListInput<string>): WorkplaceAdjustment[] {
  return listFromStored(adjustmentFromStored, stored);
}

// ---- Work preferences (identity) ---------------------------------------------------------------

export function mapWorkPreference(value: WorkPreference): WorkPreference {
  return value;
}

export function mapWorkPreferences(values: ListInput<WorkPreference>): WorkPreference[] {
  return unique(values ?? []);
}

export function workPreferenceFromStored(stored: string): WorkPreference | undefined {
  return (WORK_PREFERENCE_VALUES as readonly string[]).includes(stored)
    ? (stored as WorkPreference)
    : undefined;
}

export function workPreferencesFromStored(stored: ListInput<string>): WorkPreference[] {
  return listFromStored(workPreferenceFromStored, stored);
}
