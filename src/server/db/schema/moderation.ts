import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Accounts that may use the moderation desk (granted from the command line: `npm run moderator`). */
export const moderator = pgTable('moderator', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  grantedAt: ts('granted_at').notNull().defaultNow(),
});

/**
 * The moderation audit log: every view of a report and every action, with who, what, when and
 * why. Kept when the moderator's account goes (the name is copied).
 */
export const moderationAction = pgTable(
  'moderation_action',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorUserId: text('moderator_user_id').references(() => user.id, { onDelete: 'set null' }),
    moderatorEmail: text('moderator_email').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind', { enum: ['report', 'user', 'job', 'conversation'] }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('moderation_action_time_idx').on(t.createdAt)],
);

/** Notices from the NewLeaf team to one account (a warning, a report handled, a job held). */
export const userNotice = pgTable(
  'user_notice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [index('user_notice_user_idx').on(t.userId, t.createdAt)],
);
