import { selfLabelled, toOptions } from './option';

// ---- Work preferences (seeker setup step 4) --------------------------------------------

export const WORK_PREFERENCE_VALUES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'flexible_hours',
  'remote_work',
  'shift_work',
  'zero_hours',
  'weekends',
  'nights',
] as const;
export type WorkPreference = (typeof WORK_PREFERENCE_VALUES)[number];

/** Labels are the values with underscores as spaces, capitalised. */
export const WORK_PREFERENCES = toOptions(WORK_PREFERENCE_VALUES, {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  flexible_hours: 'Flexible hours',
  remote_work: 'Remote work',
  shift_work: 'Shift work',
  zero_hours: 'Zero hours',
  weekends: 'Weekends',
  nights: 'Nights',
});

// ---- Employment types (job postings) ----------------------------------------------------

/** Stored and shown as given by the spec, e.g. 'Full-time'. */
export const EMPLOYMENT_TYPE_VALUES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Temporary',
  'Apprenticeship',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPE_VALUES)[number];

export const EMPLOYMENT_TYPES = selfLabelled(EMPLOYMENT_TYPE_VALUES);

/** Employment type shown on job details when none is given. */
export const DEFAULT_EMPLOYMENT_TYPE = 'Full-time' satisfies EmploymentType;

// ---- Experience levels (job postings) ----------------------------------------------------

export const EXPERIENCE_LEVEL_VALUES = ['entry', 'some', 'experienced', 'supervisor'] as const;

export const EXPERIENCE_LEVELS = toOptions(EXPERIENCE_LEVEL_VALUES, {
  entry: 'Entry level',
  some: 'Some experience',
  experienced: 'Experienced',
  supervisor: 'Supervisor / Manager',
});

// ---- Seeker availability -------------------------------------------------------------------

export const AVAILABILITY_STATUS_VALUES = ['actively_looking', 'open_to_offers', 'not_looking'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUS_VALUES)[number];

export const AVAILABILITY_STATUS = toOptions(AVAILABILITY_STATUS_VALUES, {
  actively_looking: 'Actively looking',
  open_to_offers: 'Open to offers',
  not_looking: 'Not looking',
});

/** A new seeker profile starts as actively looking. */
export const DEFAULT_AVAILABILITY_STATUS = 'actively_looking' satisfies AvailabilityStatus;
