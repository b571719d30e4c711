import { z } from 'zod';
import { toOptions } from '../options/option';

/**
 * Interviews (issue 33): the employer proposes 1–5 times in a conversation about a job, the seeker
 * books one (and may ask for adjustments), both get a calendar invite and reminders, and the
 * employer records the outcome. Times travel as ISO instants (UTC); screens show them in the
 * viewer's own time zone.
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

export const INTERVIEW_STATUSES = ['proposed', 'booked', 'cancelled'] as const;

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
  reasonRequired: 'Please give a reason (the other side sees it).',
  tooEarlyForOutcome: 'You can record the outcome once the interview time has come.',
  onlySeeker: 'Only the candidate can book an interview.',
  onlyHirer: 'Only the employer can do this.',
  nothingToAcknowledge: 'There is no adjustment request to acknowledge.',
  closed: 'This conversation is closed',
} as const;

// ---- Requests --------------------------------------------------------------------------------

const instant = z.iso.datetime({ offset: true, message: 'Please give a date and time.' });

export const slotInputSchema = z.object({
  startsAt: instant,
  minutes: z
    .number()
    .int()
    .refine((m) => (INTERVIEW_LENGTHS as readonly number[]).includes(m), INTERVIEW_MESSAGES.slotLength),
});
export type SlotInput = z.infer<typeof slotInputSchema>;

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Please keep the ${what} under ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * POST /api/conversations/:id/interviews (and PUT .../interviews/:id/reschedule): the times, the
 * kind and where. "Future" and "not too far" are checked against the clock by `slotProblems`
 * (shared/rules/interview-slots) on both the form and the server.
 */
export const proposeInterviewSchema = z
  .object({
    slots: z
      .array(slotInputSchema)
      .min(1, INTERVIEW_MESSAGES.slotsMin)
      .max(MAX_INTERVIEW_SLOTS, INTERVIEW_MESSAGES.slotsMax),
    kind: z.enum(INTERVIEW_KINDS),
    /** The address (in person), the call link (video) or how the call works (phone). */
    location: optionalText(300, 'place'),
    note: optionalText(1000, 'note'),
  })
  .superRefine((value, ctx) => {
    const starts = value.slots.map((s) => new Date(s.startsAt).getTime());
    if (new Set(starts).size !== starts.length) {
      ctx.addIssue({ code: 'custom', path: ['slots'], message: INTERVIEW_MESSAGES.slotTwice });
    }
    if (value.kind === 'in_person' && (value.location ?? '').length < 3) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: INTERVIEW_MESSAGES.addressRequired });
    }
    if (value.kind === 'video' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(value.location ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: INTERVIEW_MESSAGES.linkRequired });
    }
  });
export type ProposeInterviewInput = z.infer<typeof proposeInterviewSchema>;

/** POST /api/interviews/:id/book */
export const bookInterviewSchema = z.object({
  slotId: z.string().min(1).max(64),
  adjustments: z.array(z.enum(ADJUSTMENTS)).max(ADJUSTMENTS.length).default([]),
  /** Adjustments in the seeker's own words. */
  adjustmentNote: optionalText(500, 'request'),
});
export type BookInterviewInput = z.input<typeof bookInterviewSchema>;

/** POST /api/interviews/:id/cancel */
export const cancelInterviewSchema = z.object({
  reason: z
    .string({ message: INTERVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(3, INTERVIEW_MESSAGES.reasonRequired)
    .max(500, 'Please keep the reason under 500 characters.'),
});
export type CancelInterviewInput = z.infer<typeof cancelInterviewSchema>;

/** POST /api/interviews/:id/outcome */
export const interviewOutcomeSchema = z.object({
  outcome: z.enum(INTERVIEW_OUTCOMES),
  /** With "hired": archive the job and tell its other applicants, politely. */
  closeJob: z.boolean().default(false),
});
export type InterviewOutcomeInput = z.input<typeof interviewOutcomeSchema>;

export const interviewParamsSchema = z.object({ id: z.uuid() });

// ---- Responses -------------------------------------------------------------------------------

export const interviewSlotSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  minutes: z.number().int(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  conversationId: z.string().nullable(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The candidate's name ("This person has left NewLeaf" once gone). */
  seekerName: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  location: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(interviewSlotSchema),
  /** The booked time, when booked (and kept on a cancelled booking). */
  booked: interviewSlotSchema.nullable(),
  /** The seeker's adjustment request: only the two parties ever see it. */
  adjustments: z
    .object({
      items: z.array(z.enum(ADJUSTMENTS)),
      note: z.string().nullable(),
      acknowledgedAt: z.string().nullable(),
    })
    .nullable(),
  cancelledBy: z.enum(['seeker', 'hirer']).nullable(),
  cancelReason: z.string().nullable(),
  /** Cancelled because the employer proposed new times. */
  rescheduled: z.boolean(),
  /** What the employer recorded afterwards, if anything. */
  outcome: z.enum(INTERVIEW_OUTCOMES).nullable(),
  /** Raised on every change (the calendar invite's SEQUENCE). */
  sequence: z.number().int(),
  myRole: z.enum(['seeker', 'hirer']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;
export const interviewResponseSchema = z.object({ interview: interviewSchema });

/** GET /api/interviews/upcoming: booked interviews in the next UPCOMING_DAYS days, soonest first. */
export const upcomingInterviewsSchema = z.object({ items: z.array(interviewSchema) });
export type UpcomingInterviews = z.infer<typeof upcomingInterviewsSchema>;
