import { toOptions } from './option';

/**
 * Interviews (issue 33): the employer proposes 1–5 times in a conversation about a job, the seeker
 * books one (and may ask for adjustments), both get a calendar invite and reminders, and the
 * employer records the outcome. Times travel as ISO instants (UTC); screens show them in the
 * viewer's own time zone. The constants, lists and messages live here, free of zod, so screens that
 * only show an interview do not load the schemas (contracts/interviews.ts).
 */

export const MAX_INTERVIEW_SLOTS = 5;
/** Lengths an employer can choose, in minutes. */
export const INTERVIEW_LENGTHS = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_INTERVIEW_LENGTH = 30;
/** How far ahead a time can be proposed. */
export const MAX_DAYS_AHEAD = 365;
/** Dashboards list booked interviews this many days ahead. */
export const UPCOMING_DAYS = 7;
/** E-mail reminders go this many hours before a booked interview. */
export const REMINDER_HOURS = [24, 2] as const;

export const INTERVIEW_KINDS = ['in_person', 'phone', 'video'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_OPTIONS = toOptions(INTERVIEW_KINDS, {
  in_person: 'In person',
  phone: 'Phone',
  video: 'Video call',
});

/** completed: the employer recorded an outcome (a second round can then be proposed). */
export const INTERVIEW_STATUSES = ['proposed', 'booked', 'completed', 'cancelled'] as const;

/** Interview adjustments a seeker can ask for when booking (Equality Act 2010, s.20). */
export const ADJUSTMENTS = [
  'step_free',
  'extra_time',
  'questions_in_advance',
  'quiet_room',
  'companion',
  'remote_instead',
] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];
export const ADJUSTMENT_OPTIONS = toOptions(ADJUSTMENTS, {
  step_free: 'Step-free access',
  extra_time: 'Extra time',
  questions_in_advance: 'Questions in advance',
  quiet_room: 'A quiet room',
  companion: 'Someone with me',
  remote_instead: 'Phone or video instead of in person',
});

/** What the employer records once the interview's time has come. */
export const INTERVIEW_OUTCOMES = ['interviewed', 'offered', 'hired', 'not_selected', 'no_show'] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];
export const INTERVIEW_OUTCOME_OPTIONS = toOptions(INTERVIEW_OUTCOMES, {
  interviewed: 'Interviewed',
  offered: 'Offer made',
  hired: 'Hired',
  not_selected: 'Not selected',
  no_show: 'Did not attend',
});

export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found',
  noJob: 'Interviews are for a job: this conversation is not about one.',
  withdrawn: 'This candidate has withdrawn their application.',
  alreadyLive: 'This application already has an interview proposed or booked. Reschedule or cancel it first.',
  slotsMin: 'Please give at least one time.',
  slotsMax: `Please give at most ${MAX_INTERVIEW_SLOTS} times.`,
  slotPast: 'A time in the past cannot be proposed. Please choose a later time.',
  slotTooFar: `Please choose a time within the next ${MAX_DAYS_AHEAD} days.`,
  slotTwice: 'The same time is given twice.',
  slotLength: `Please choose a length of ${INTERVIEW_LENGTHS.join(', ')} minutes.`,
  addressRequired: 'Please give the address of the interview.',
  linkRequired: 'Please give the video call link (starting https://).',
  notProposed: 'This interview is no longer open for booking.',
  slotGone: 'That time is not one of the times offered.',
  slotPassed: 'That time has passed. Please choose another or ask for other times.',
  notBooked: 'Only a booked interview can have this.',
  alreadyCancelled: 'This interview was already cancelled.',
  alreadyHeld: 'This interview has taken place: propose a new one for a next round.',
  reasonRequired: 'Please give a reason (the other side sees it).',
  tooEarlyForOutcome: 'You can record the outcome once the interview time has come.',
  onlySeeker: 'Only the candidate can book an interview.',
  onlyHirer: 'Only the employer can do this.',
  nothingToAcknowledge: 'There is no adjustment request to acknowledge.',
  closed: 'This conversation is closed',
} as const;
