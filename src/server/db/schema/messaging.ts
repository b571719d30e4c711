import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { company } from './profiles';
import { job } from './jobs';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const ROLES = ['seeker', 'hirer'] as const;

/**
 * A conversation between one company and one seeker about one job (or none). When either account
 * is deleted its side becomes null and `closed` says who left, so the other side keeps the thread.
 * Read positions and the block live on the row: there are exactly two participants.
 */
export const conversation = pgTable(
  'conversation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => company.id, { onDelete: 'set null' }),
    seekerUserId: text('seeker_user_id').references(() => user.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => job.id, { onDelete: 'set null' }),
    /** Kept so "Regarding: {position}" survives the job. */
    jobTitle: text('job_title'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    seekerReadId: bigint('seeker_read_id', { mode: 'number' }).notNull().default(0),
    hirerReadId: bigint('hirer_read_id', { mode: 'number' }).notNull().default(0),
    blockedBy: text('blocked_by', { enum: ROLES }),
    blockedAt: ts('blocked_at'),
    closed: text('closed', { enum: ['seeker_left', 'hirer_left', 'moderator_closed'] }),
    /** When the last "unread messages" e-mail went to each side (at most one an hour). */
    seekerNotifiedAt: ts('seeker_notified_at'),
    hirerNotifiedAt: ts('hirer_notified_at'),
  },
  (t) => [
    uniqueIndex('conversation_pair_unique')
      .on(
        t.companyId,
        t.seekerUserId,
        sql`coalesce(${t.jobId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.companyId} is not null and ${t.seekerUserId} is not null`),
    index('conversation_seeker_idx').on(t.seekerUserId, t.lastMessageAt),
    index('conversation_company_idx').on(t.companyId, t.lastMessageAt),
  ],
);

export const message = pgTable(
  'message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    /** The author's account; their messages go with it. */
    senderUserId: text('sender_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ROLES }).notNull(),
    body: text('body').notNull(),
    clientId: text('client_id'),
    /** Set on the message that carries an interview card (the card shows the interview's state). */
    interviewId: uuid('interview_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('message_client_unique').on(t.senderUserId, t.clientId),
    index('message_sender_time_idx').on(t.senderUserId, t.createdAt),
  ],
);

/** A report of a conversation, with its last messages kept as evidence. */
export const conversationReport = pgTable('conversation_report', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversation.id, { onDelete: 'cascade' }),
  reporterUserId: text('reporter_user_id').references(() => user.id, { onDelete: 'set null' }),
  reporterRole: text('reporter_role', { enum: ROLES }).notNull(),
  reason: text('reason').notNull(),
  details: text('details'),
  evidence: jsonb('evidence').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** open until a moderator dismisses it or acts on it. */
  status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
    .notNull()
    .default('open'),
  handledAt: ts('handled_at'),
  handledByUserId: text('handled_by_user_id').references(() => user.id, { onDelete: 'set null' }),
});

/** Open WebSocket connections per user and server process: "online" works across processes. */
export const presence = pgTable(
  'presence',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    connections: bigint('connections', { mode: 'number' }).notNull(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('presence_user_instance').on(t.userId, t.instanceId)],
);

/** E-mail notification choices per user (no row: the defaults). */
export const notificationSetting = pgTable('notification_setting', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** "You have unread messages" and "new match" e-mails. */
  messageEmails: boolean('message_emails').notNull().default(true),
  /** Interview reminder e-mails (24 and 2 hours before); confirmations always go. */
  interviewReminders: boolean('interview_reminders').notNull().default(true),
  /** Secret of the one-click unsubscribe link in those e-mails. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
