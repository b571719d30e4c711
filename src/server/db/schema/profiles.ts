import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const seekerProfile = pgTable(
  'seeker_profile',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    jobTitle: text('job_title'),
    headline: text('headline'),
    bio: text('bio'),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    keySkills: textArray('key_skills'),
    jobInterests: textArray('job_interests'),
    profileImageUrl: text('profile_image_url'),
    hasDrivingLicence: boolean('has_driving_licence'),
    workPreferences: textArray('work_preferences'),
    openToRelocation: boolean('open_to_relocation'),
    availabilityStatus: text('availability_status').notNull().default('actively_looking'),
    profileCompletionPercentage: integer('profile_completion_percentage').notNull().default(0),
    setupCompletedAt: ts('setup_completed_at'),
    lastActiveAt: ts('last_active_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('seeker_profile_skills_gin').using('gin', t.keySkills),
    index('seeker_profile_active_idx').on(t.availabilityStatus, t.lastActiveAt),
  ],
);

/**
 * Special-category data (convictions, health) lives apart from the profile so that no feed or
 * search query can select it by accident. Only the profile service reads it.
 */
export const seekerDisclosure = pgTable('seeker_disclosure', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sentenceCompleted: boolean('sentence_completed'),
  convictionTypes: textArray('conviction_types'),
  convictionStatus: text('conviction_status'),
  convictionOtherDetails: text('conviction_other_details'),
  barredFromRegulatedWork: boolean('barred_from_regulated_work'),
  onDbsBarringList: boolean('on_dbs_barring_list'),
  relevantForSafeguardingChecks: boolean('relevant_for_safeguarding_checks'),
  mappaLevel: text('mappa_level'),
  hasDisability: boolean('has_disability'),
  disabilityTypes: textArray('disability_types'),
  disabilityOtherDetails: text('disability_other_details'),
  workplaceAdjustments: textArray('workplace_adjustments'),
  workplaceAdjustmentsOther: text('workplace_adjustments_other'),
  /** Who may see conviction answers: nobody | connected (default) | any_employer. */
  convictionSharing: text('conviction_sharing').notNull().default('connected'),
  healthSharing: text('health_sharing').notNull().default('connected'),
  /** A record the seeker checked with the spent checker and saved; their spent/unspent answer follows it. */
  recordCheck: jsonb('record_check'),
  recordCheckSavedAt: ts('record_check_saved_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The seeker wizard's per-step drafts, so a seeker can continue on another device. */
export const wizardDraft = pgTable(
  'wizard_draft',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** Each time an employer is shown a seeker's disclosure answers. */
export const disclosureAccessLog = pgTable(
  'disclosure_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seekerUserId: text('seeker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    viewerUserId: text('viewer_user_id').references(() => user.id, { onDelete: 'set null' }),
    companyId: uuid('company_id'),
    companyName: text('company_name').notNull(),
    sections: text('sections').array().notNull(),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('disclosure_access_log_seeker_idx').on(t.seekerUserId, t.viewedAt)],
);

export const company = pgTable('company', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  industry: text('industry'),
  companySize: text('company_size'),
  websiteUrl: text('website_url'),
  description: text('description'),
  locationCity: text('location_city'),
  locationCountry: text('location_country'),
  logoUrl: text('logo_url'),
  preferredSkills: textArray('preferred_skills'),
  /** Fair-chance commitments (src/shared/options/fair-chance.ts), shown as badges. */
  fairChance: textArray('fair_chance'),
  /** The person seekers talk to in messages, given at setup (never derived from an e-mail). */
  contactName: text('contact_name'),
  profileCompletionPercentage: integer('profile_completion_percentage').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Stored images (profile photos, logos), so an account's files can be found and erased. */
export const upload = pgTable(
  'upload',
  {
    key: text('key').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('upload_owner_idx').on(t.ownerUserId)],
);
