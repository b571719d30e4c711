import { APPLICANT_STATUS_VALUES } from '@shared/rules/applications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { company } from './profiles';
import { job } from './jobs';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const SWIPE_ACTIONS = ['like', 'pass', 'super_like'] as const;

/** A seeker's swipe on a job; one per (seeker, job), so swiping is idempotent. */
export const seekerSwipe = pgTable(
  'seeker_swipe',
  {
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    action: text('action', { enum: SWIPE_ACTIONS }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seekerUserId, t.jobId] }),
    index('seeker_swipe_job_idx').on(t.jobId),
    // The seekers feed's "super-liked one of our jobs" (few rows among each job's swipes).
    index('seeker_swipe_super_like_idx')
      .on(t.jobId)
      .where(sql`${t.action} = 'super_like'`),
  ],
);

/** An employer's swipe on a seeker, optionally in the context of one of its jobs. */
export const employerSwipe = pgTable(
  'employer_swipe',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contextJobId: uuid('context_job_id').references(() => job.id, { onDelete: 'set null' }),
    action: text('action', { enum: SWIPE_ACTIONS }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.seekerUserId] }),
    index('employer_swipe_seeker_idx').on(t.seekerUserId),
  ],
);

export const match = pgTable(
  'match',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_unique').on(t.companyId, t.seekerUserId, t.jobId),
    index('match_seeker_idx').on(t.seekerUserId),
  ],
);

export const savedJob = pgTable(
  'saved_job',
  {
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seekerUserId, t.jobId] })],
);

export const favouriteTalent = pgTable(
  'favourite_talent',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.seekerUserId] })],
);

/** What the employer sets (shared/rules/applications), and `withdrawn` by the seeker. */
export const APPLICATION_STATUSES = [...APPLICANT_STATUS_VALUES, 'withdrawn'] as const;

export const application = pgTable(
  'application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    contactSubject: text('contact_subject'),
    contactMessage: text('contact_message'),
    /** The seeker attached their CV: the employer may open it. */
    cvAttached: boolean('cv_attached').notNull().default(false),
    /**
     * The CV as it was when attached (the CV module's data, copied): the employer opens this
     * version, so later edits reach an application only when the seeker sends them again.
     */
    cvSnapshot: jsonb('cv_snapshot'),
    /** When that version was attached. */
    cvSentAt: ts('cv_sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('application_unique').on(t.jobId, t.seekerUserId),
    index('application_seeker_idx').on(t.seekerUserId),
  ],
);

/** Dashboard "Recent Activity": one row per event, addressed to the user who should see it. */
export const activityEvent = pgTable(
  'activity_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['application', 'match', 'message', 'view'] }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    refId: text('ref_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('activity_event_user_idx').on(t.userId, t.createdAt)],
);
