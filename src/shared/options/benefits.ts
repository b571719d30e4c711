import { toOptions } from './option';

/**
 * What a job offers beyond pay (issue 34): the employer ticks them on the job form, the job's
 * details and public page list them, and the decks and saved searches can ask for them.
 */
export const JOB_BENEFIT_VALUES = [
  'training_provided',
  'paid_breaks',
  'uniform_provided',
  'travel_help',
  'flexible_hours',
  'on_site_parking',
  'workplace_pension',
  'sick_pay',
  'extra_holiday',
  'free_meals',
  'employee_assistance',
  'mentoring',
] as const;
export type JobBenefit = (typeof JOB_BENEFIT_VALUES)[number];

export const JOB_BENEFITS = toOptions(JOB_BENEFIT_VALUES, {
  training_provided: 'Training provided',
  paid_breaks: 'Paid breaks',
  uniform_provided: 'Uniform provided',
  travel_help: 'Help with travel costs',
  flexible_hours: 'Flexible hours',
  on_site_parking: 'On-site parking',
  workplace_pension: 'Workplace pension above the legal minimum',
  sick_pay: 'Company sick pay',
  extra_holiday: 'Holiday above the legal minimum',
  free_meals: 'Free or discounted meals',
  employee_assistance: 'Employee assistance programme',
  mentoring: 'A mentor or buddy when you start',
});

/** Lines of "what you will need" beyond the required skills. */
export const JOB_REQUIREMENTS_MAX = 12;
export const JOB_REQUIREMENT_MAX_CHARS = 160;

/** A posted job closes this many days after it is published unless the employer picks a date. */
export const JOB_DEFAULT_OPEN_DAYS = 30;
/** The furthest closing date an employer can set, counted from today. */
export const JOB_MAX_OPEN_DAYS = 180;
