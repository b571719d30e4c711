import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { company } from './profiles';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    employmentType: text('employment_type').notNull().default(''),
    experienceLevel: text('experience_level'),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('GBP'),
    requiredSkills: text('required_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lines of "what you will need" beyond the required skills. */
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Values of JOB_BENEFIT_VALUES (shared/options/benefits.ts). */
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subjectToDbsBarring: boolean('subject_to_dbs_barring').notNull().default(false),
    /**
     * draft -> active -> archived. Publishing an ad with signs of a scam or an illegal ad makes it
     * `held` for a moderator, who makes it active or `rejected`; a moderator can take an active
     * job down (`removed`). `moderationNote` says why, in words the employer is shown.
     */
    status: text('status', {
      enum: ['draft', 'active', 'archived', 'held', 'rejected', 'removed'],
    }).notNull(),
    moderationNote: text('moderation_note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
    archivedAt: ts('archived_at'),
    /**
     * When an active job closes (its page's `validThrough`): set on publishing, 30 days on unless
     * the employer chose a date; the job is archived when it passes.
     */
    closesAt: ts('closes_at'),
  },
  (t) => [
    index('job_company_idx').on(t.companyId, t.status),
    index('job_active_idx').on(t.status, t.publishedAt),
    index('job_required_skills_gin').using('gin', t.requiredSkills),
    index('job_closes_idx')
      .on(t.closesAt)
      .where(sql`status = 'active'`),
  ],
);
