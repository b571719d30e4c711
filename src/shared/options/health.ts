import { toOptions } from './option';

// ---- Disability types (form values) -------------------------------------------------

export const DISABILITY_TYPE_VALUES = [
  'mobility_physical_access',
  'sensory_hearing_vision_processing',
  'long_term_medical_condition',
  'neurodivergence',
  'learning_difficulty',
  'mental_health',
  'communication_needs',
  'cognitive_memory_difficulties',
  'other',
  'prefer_not_to_specify',
] as const;
export type DisabilityType = (typeof DISABILITY_TYPE_VALUES)[number];

export const DISABILITY_TYPES = toOptions(DISABILITY_TYPE_VALUES, {
  mobility_physical_access: 'Mobility or physical access',
  sensory_hearing_vision_processing: 'Sensory (hearing, vision or processing)',
  long_term_medical_condition: 'Long-term medical condition',
  neurodivergence: 'Neurodivergence (for example autism or ADHD)',
  learning_difficulty: 'Learning difficulty',
  mental_health: 'Mental health',
  communication_needs: 'Communication needs',
  cognitive_memory_difficulties: 'Cognitive or memory difficulties',
  other: 'Other',
  prefer_not_to_specify: 'Prefer not to specify',
});

/** The disability type whose selection reveals the free-text details field. */
export const DISABILITY_TYPE_OTHER = 'other' satisfies DisabilityType;

// ---- Workplace adjustments (form values) ------------------------------------------------

export const WORKPLACE_ADJUSTMENT_VALUES = [
  'flexible_working_hours',
  'remote_work_option',
  'additional_training_support',
  'assistive_technology',
  'modified_physical_work_environment',
  'communication_support',
  'none',
] as const;
export type WorkplaceAdjustment = (typeof WORKPLACE_ADJUSTMENT_VALUES)[number];

export const WORKPLACE_ADJUSTMENTS = toOptions(WORKPLACE_ADJUSTMENT_VALUES, {
  flexible_working_hours: 'Flexible working hours',
  remote_work_option: 'Remote work option',
  additional_training_support: 'Additional training or support',
  assistive_technology: 'Assistive technology',
  modified_physical_work_environment: 'Modified physical work environment',
  communication_support: 'Communication support',
  none: 'None needed',
});
