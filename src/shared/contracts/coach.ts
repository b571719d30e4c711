import { z } from 'zod';
import { CRISIS_KINDS } from '../coach/crisis/kinds';
import { GUIDE_LINKS } from '../coach/guide/types';

export const COACH_THREAD_VALUES = ['coach', 'chat'] as const;
export const coachThreadSchema = z.enum(COACH_THREAD_VALUES);
export type CoachThread = z.infer<typeof coachThreadSchema>;

export const COACH_MESSAGE_MAX_CHARS = 2000;
/** Sends per minute per seeker, across both threads (a runaway script gets a 429). */
export const COACH_SENDS_PER_MINUTE = 20;
export const COACH_PAGE_SIZE = 30;
/** Spec: the coach's reply appears after about a second, with a typing indicator meanwhile. */
export const COACH_REPLY_DELAY_MS = 1000;

export const COACH_MESSAGES = {
  empty: 'Type a message first.',
  tooLong: `Messages can be at most ${COACH_MESSAGE_MAX_CHARS} characters.`,
  rateLimited: `You're sending messages very quickly. Please wait a minute and try again (at most ${COACH_SENDS_PER_MINUTE} a minute).`,
  seekersOnly: 'Only job seekers can use the AI coach',
  hourlyLimit: (limit: number) =>
    `You've had ${limit} AI replies in the last hour, so the offline coach is answering for now.`,
  dailyLimit: "You've used today's AI allowance, so the offline coach is answering until tomorrow.",
  modelFailed: "The AI model didn't answer just now, so the offline coach is answering instead.",
  modelWithheld:
    "The AI model's reply didn't pass NewLeaf's safety check, so the offline coach is answering instead.",
} as const;

export const coachParamsSchema = z.object({ thread: coachThreadSchema });

export const COACH_ROLE_VALUES = ['user', 'coach'] as const;
export const COACH_SOURCE_VALUES = ['offline', 'model', 'crisis'] as const;

/** Spec entity "Coach message": id, content, role (user|coach), timestamp; plus who answered. */
export const coachMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(COACH_ROLE_VALUES),
  content: z.string(),
  timestamp: z.string(),
  /** For coach turns: the offline engine, the model, or crisis routing (shows the help card). */
  source: z.enum(COACH_SOURCE_VALUES).nullable(),
  /** Why the offline engine answered instead of the model, shown under the reply. */
  notice: z.string().nullable(),
  /** For a crisis reply: the kind of risk it answered (the help card shows the lines that fit). */
  crisisKind: z.enum(CRISIS_KINDS).nullable(),
  /** NewLeaf screens the answer points at (the guide article's links), shown as links under it. */
  links: z.array(z.enum(GUIDE_LINKS)),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

export const coachHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});

export const coachHistorySchema = z.object({
  /** Oldest first. */
  messages: z.array(coachMessageSchema),
  hasMore: z.boolean(),
  /** Who answers new messages: a configured model, or the offline coach. */
  engine: z.enum(['model', 'offline']),
});
export type CoachHistory = z.infer<typeof coachHistorySchema>;

export const sendCoachMessageSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, COACH_MESSAGES.empty)
    .max(COACH_MESSAGE_MAX_CHARS, COACH_MESSAGES.tooLong),
});

export const coachSettingsSchema = z.object({
  /** "Use my disclosure answers to personalise coaching" (off by default). */
  useDisclosure: z.boolean(),
});
export type CoachSettings = z.infer<typeof coachSettingsSchema>;

/**
 * The answer to a send, streamed as newline-delimited JSON: the stored user message first, then
 * pieces of the reply as the model writes them, then the stored reply. `reset` drops the pieces
 * shown so far (the model failed mid-reply and the offline coach answers instead).
 */
export const coachStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: coachMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('done'), message: coachMessageSchema }),
]);
export type CoachStreamEvent = z.infer<typeof coachStreamEventSchema>;
