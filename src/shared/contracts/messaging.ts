import { z } from 'zod';

/** Limits of a message (spec validation rules; issue 10). */
export const MESSAGE_MAX_CHARS = 2000;
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PAGE_SIZE = 30;

export const MESSAGING_MESSAGES = {
  empty: 'Please write a message before sending.',
  tooLong: `Messages can be at most ${MESSAGE_MAX_CHARS} characters.`,
  rateLimited: `You're sending messages very quickly. Please wait a minute and try again (at most ${MESSAGES_PER_MINUTE} a minute).`,
  notFound: 'Conversation not found',
  closed: 'This conversation is closed',
  notConnected: 'You can message a candidate once you have matched or they have applied to one of your jobs.',
  unblockNotYours: 'Only the person who blocked this conversation can unblock it.',
  loadFailed: 'Failed to load messages',
  loadConversationFailed: 'Failed to load conversation.',
} as const;

/** What the other side sees when a participant's account is gone. */
export const LEFT_TEXT = {
  seeker: 'This person has left NewLeaf',
  hirer: 'This employer has left NewLeaf',
} as const;

export const participantRoleSchema = z.enum(['seeker', 'hirer']);
export type ParticipantRole = z.infer<typeof participantRoleSchema>;

/** The text of a message: 1–2,000 characters once trimmed. */
export const messageBodySchema = z
  .string()
  .trim()
  .min(1, MESSAGING_MESSAGES.empty)
  .max(MESSAGE_MAX_CHARS, MESSAGING_MESSAGES.tooLong);

/** Chosen by the sending tab, so a resend after a dropped connection is stored once. */
export const clientIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'clientId: letters, digits, - and _ only');

export const messageSchema = z.object({
  /** Increasing server id: pages and catch-up go by it. */
  id: z.number().int(),
  conversationId: z.string(),
  senderRole: participantRoleSchema,
  body: z.string(),
  clientId: z.string().nullable(),
  /** The message carries this interview's card (GET /api/interviews/:id for its state). */
  interviewId: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** Why a conversation is closed, if it is. */
export const closedStateSchema = z
  .enum(['blocked', 'seeker_left', 'hirer_left', 'moderator_closed'])
  .nullable();

/** One row of either side's conversation list. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  /** The other side as the viewer sees them: the seeker's name, or the company's. */
  otherName: z.string(),
  /**
   * The employer's contact (the person a seeker talks to, given at Company Setup) on the seeker
   * side; null on the employer side, or when the company has not given one.
   */
  employerContactName: z.string().nullable(),
  otherImageUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  lastMessageFromMe: z.boolean(),
  unreadCount: z.number().int(),
  closed: closedStateSchema,
  /** The other side is an invented example of the demo data: labelled "Sample". */
  sample: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema.extend({
  myRole: participantRoleSchema,
  /** The other side has a connection open now. */
  otherOnline: z.boolean(),
  /** Who blocked, when blocked: the viewer may unblock only their own block. */
  blockedBy: participantRoleSchema.nullable(),
  /** The last message id each side has read (for "Seen"). */
  myReadId: z.number().int(),
  otherReadId: z.number().int(),
  seekerUserId: z.string().nullable(),
  jobId: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

// ---- Requests --------------------------------------------------------------------------------

/** GET /api/conversations?search= */
export const conversationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});
export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/conversations/unread: messages waiting for the viewer (menu badge and dashboards). */
export const unreadCountsSchema = z.object({ messages: z.number().int(), conversations: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/**
 * POST /api/conversations/open: the conversation for a match (either side), an application (the
 * employer messaging an applicant), or a seeker the employer is connected with, created if new.
 */
export const openConversationSchema = z.union([
  z.object({ matchId: z.uuid() }).strict(),
  z.object({ applicationId: z.uuid() }).strict(),
  z.object({ seekerUserId: z.string().min(1).max(64), jobId: z.uuid().nullable().optional() }).strict(),
]);
export type OpenConversationInput = z.infer<typeof openConversationSchema>;
export const openConversationResponseSchema = z.object({ id: z.string() });

export const conversationParamsSchema = z.object({ id: z.uuid() });

/** GET /api/conversations/:id/messages?before= | ?after= (a page, oldest first). */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().nonnegative().optional(),
});
export const messagesPageSchema = z.object({ items: z.array(messageSchema), hasMore: z.boolean() });
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** POST /api/conversations/:id/messages */
export const sendMessageSchema = z.object({ clientId: clientIdSchema, body: messageBodySchema });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** POST /api/conversations/:id/read */
export const markReadSchema = z.object({ lastMessageId: z.number().int().nonnegative() });

export const REPORT_REASONS = [
  'harassment',
  'scam_or_fraud',
  'discrimination',
  'inappropriate_content',
  'other',
] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  harassment: 'Harassment',
  scam_or_fraud: 'Scam or fraud',
  discrimination: 'Discrimination',
  inappropriate_content: 'Inappropriate content',
  other: 'Other',
};
/** POST /api/conversations/:id/report: also blocks. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(1000).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** GET/PUT /api/notifications/settings: e-mails about unread messages and new matches. */
export const notificationSettingsSchema = z.object({
  messageEmails: z.boolean(),
  /** Interview reminders, 24 and 2 hours before (confirmations and cancellations always go). */
  interviewReminders: z.boolean(),
});
/** PUT /api/notifications/settings: either or both. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema.partial();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(10).max(200),
  /** Which e-mails the link turns off: messages and matches (the default), or interview reminders. */
  what: z.enum(['messages', 'interviews']).optional(),
});

// ---- Live events over the WebSocket (/api/ws) -------------------------------------------------

/** Server → client. */
export type LiveEvent =
  /**
   * Sent on connecting. `quietMs`: how long this user has had no message, read, conversation or
   * presence event (as far as the server knows: at most since it began listening), so a tab whose
   * data is all younger than that has missed nothing and need not fetch it again.
   */
  | { type: 'hello'; userId: string; quietMs: number }
  | { type: 'message'; message: Message }
  | { type: 'read'; conversationId: string; readerRole: ParticipantRole; lastReadId: number }
  | { type: 'typing'; conversationId: string; role: ParticipantRole }
  | { type: 'presence'; conversationId: string; role: ParticipantRole; online: boolean }
  | { type: 'conversation'; conversationId: string }
  /** An interview changed (proposed, booked, cancelled, acknowledged, outcome): fetch it again. */
  | { type: 'interview'; conversationId: string | null; interviewId: string }
  | { type: 'pong' };

/** Client → server. */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversationId: z.uuid() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
