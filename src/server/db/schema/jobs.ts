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
    subjectToDbsBarring: boolean('subject_to_dbs_barring').notNull().default(false),
    status: text('status', { enum: ['draft', 'active', 'archived'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
    archivedAt: ts('archived_at'),
  },
  (t) => [
    index('job_company_idx').on(t.companyId, t.status),
    index('job_active_idx').on(t.status, t.publishedAt),
    index('job_required_skills_gin').using('gin', t.requiredSkills),
  ],
);
