import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The seeker's coaching history: one row per message of the coach or the AI chat. `source` says
 * who answered a coach turn (offline engine, model, crisis routing); `tokens` counts a model
 * reply against the daily budget. Rows go with the account.
 */
export const coachMessage = pgTable(
  'coach_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    thread: text('thread', { enum: ['coach', 'chat'] }).notNull(),
    role: text('role', { enum: ['user', 'coach'] }).notNull(),
    content: text('content').notNull(),
    topic: text('topic'),
    source: text('source', { enum: ['offline', 'model', 'crisis'] }),
    /** Why the offline engine answered instead of the model (limit reached, model unavailable). */
    notice: text('notice'),
    tokens: integer('tokens').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coach_message_thread_idx').on(t.userId, t.thread, t.id),
    index('coach_message_time_idx').on(t.userId, t.createdAt),
  ],
);

/** Coaching choices per seeker (no row: the defaults). */
export const coachSetting = pgTable('coach_setting', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** "Use my disclosure answers to personalise coaching": off unless the seeker turns it on. */
  useDisclosure: boolean('use_disclosure').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The ledger the per-seeker model limits count: one row for each reply a language model wrote for
 * the seeker, whatever asked (the coach, the AI chat, the CV builder's "Suggest"). Only the last
 * day is ever read; older rows are pruned as new ones are written, and all go with the account.
 */
export const modelUsage = pgTable(
  'model_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['coach', 'chat', 'cv'] }).notNull(),
    tokens: integer('tokens').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('model_usage_time_idx').on(t.userId, t.createdAt)],
);
