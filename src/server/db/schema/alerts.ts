import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import type { JobSearch } from '@shared/contracts/job-search';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A seeker's saved search (issue 34): the Discover filters they saved, and how they want to hear
 * of new jobs that match it — an e-mail digest (daily or weekly) and/or a push to their devices.
 */
export const savedSearch = pgTable(
  'saved_search',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<JobSearch>().notNull(),
    emailFrequency: text('email_frequency', { enum: ['off', 'daily', 'weekly'] })
      .notNull()
      .default('weekly'),
    push: boolean('push').notNull().default(false),
    /** Secret of the one-click unsubscribe link in this search's e-mails. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** Jobs published after these are "new" for the next digest / push. */
    lastEmailedAt: ts('last_emailed_at'),
    lastPushedAt: ts('last_pushed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('saved_search_user_idx').on(t.userId)],
);

/** A browser's Web Push subscription (one per device the seeker allowed notifications on). */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscription_user_idx').on(t.userId)],
);
