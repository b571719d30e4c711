import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { company } from './profiles';
import { application } from './matching';
import { conversation } from './messaging';
import type { Adjustment } from '@shared/options/interviews';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One offered time: `id` is stable so a booking names it. */
export interface StoredSlot {
  id: string;
  startsAt: string;
  minutes: number;
}

/**
 * An interview for one application: proposed with 1–5 times, booked on one of them, or cancelled.
 * At most one proposed or booked interview per application (a partial unique index). Goes with the
 * application, so with either account.
 */
export const interview = pgTable(
  'interview',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversation.id, { onDelete: 'set null' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Who proposed it (for the audit of who did what; the company acts). */
    proposedByUserId: text('proposed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['in_person', 'phone', 'video'] }).notNull(),
    location: text('location'),
    note: text('note'),
    slots: jsonb('slots').$type<StoredSlot[]>().notNull(),
    status: text('status', { enum: ['proposed', 'booked', 'completed', 'cancelled'] })
      .notNull()
      .default('proposed'),
    bookedSlotId: text('booked_slot_id'),
    /** The booked slot's start (indexed: upcoming lists and reminders go by it). */
    startsAt: ts('starts_at'),
    minutes: integer('minutes'),
    adjustments: jsonb('adjustments').$type<Adjustment[]>(),
    adjustmentNote: text('adjustment_note'),
    adjustmentsAcknowledgedAt: ts('adjustments_acknowledged_at'),
    cancelledBy: text('cancelled_by', { enum: ['seeker', 'hirer'] }),
    cancelReason: text('cancel_reason'),
    /** The interview that replaced this one (a reschedule). */
    replacedById: uuid('replaced_by_id'),
    /** The calendar invite's SEQUENCE: raised on every change. */
    sequence: integer('sequence').notNull().default(0),
    /** Reminder e-mails sent, by hours before ("24", "2"), so each goes once. */
    remindersSent: jsonb('reminders_sent').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_one_live_per_application')
      .on(t.applicationId)
      .where(sql`${t.status} in ('proposed', 'booked')`),
    index('interview_conversation_idx').on(t.conversationId),
    index('interview_booked_start_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('interview_seeker_idx').on(t.seekerUserId),
    index('interview_company_idx').on(t.companyId),
  ],
);
