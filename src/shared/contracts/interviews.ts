import { z } from 'zod';
import {
  MAX_INTERVIEW_SLOTS,
  INTERVIEW_LENGTHS,
  INTERVIEW_KINDS,
  INTERVIEW_STATUSES,
  ADJUSTMENTS,
  INTERVIEW_OUTCOMES,
  INTERVIEW_MESSAGES,
} from '../options/interviews';

/** Interviews' requests and responses; their constants, lists and messages: options/interviews.ts. */

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
