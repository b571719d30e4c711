import { z } from 'zod';
import { JOB_CATEGORY_VALUES } from '../options/job-categories';
import { EMPLOYMENT_TYPE_VALUES } from '../options/work';
import { JOB_BENEFIT_VALUES } from '../options/benefits';
import { isSearchDistance } from '../rules/job-search-page';

/**
 * A job search (issue 34): the filters of the seekers' Discover deck, and what a saved search
 * keeps. Every field is optional; an empty search matches every active job. Query strings carry
 * the same fields (benefits comma-separated), so the deck's address is the search.
 *
 *   GET    /api/feed/jobs?keywords=&category=&place=&employmentType=&benefits=&fairChanceOnly=
 *   GET    /api/saved-searches                      seeker → savedSearchListResponseSchema
 *   POST   /api/saved-searches                      seeker savedSearchCreateSchema → savedSearchResponseSchema
 *   PATCH  /api/saved-searches/:id                  seeker savedSearchUpdateSchema → savedSearchResponseSchema
 *   DELETE /api/saved-searches/:id                  seeker → 204
 *   GET    /api/push/key                            any    → pushKeyResponseSchema
 *   POST   /api/push/subscriptions                  seeker pushSubscriptionSchema → 204
 *   DELETE /api/push/subscriptions                  seeker { endpoint } → 204
 *   GET    /api/saved-searches/unsubscribe?token=   none   (the e-mail's one-click link; POST too, RFC 8058)
 */

export const JOB_SEARCH_KEYWORDS_MAX = 100;
export const JOB_SEARCH_PLACE_MAX = 80;

const optionalTrimmed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** One of `values`; '' is "not chosen" (a select's empty option). */
const optionalEnum = <const V extends readonly [string, ...string[]]>(values: V, message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, { message }).optional());

export const jobSearchSchema = z.object({
  /** Words that must all appear in the title, description, company or skills (any order). */
  keywords: optionalTrimmed(
    JOB_SEARCH_KEYWORDS_MAX,
    `Please keep the keywords under ${JOB_SEARCH_KEYWORDS_MAX} characters`,
  ),
  category: optionalEnum(JOB_CATEGORY_VALUES, 'Please choose a category from the list'),
  /** A town or city: jobs whose place names it (case and accents ignored), or within the distance. */
  place: optionalTrimmed(
    JOB_SEARCH_PLACE_MAX,
    `Please keep the place under ${JOB_SEARCH_PLACE_MAX} characters`,
  ),
  /** With a place: jobs in towns within this many miles of it too (UK and Irish places). */
  distanceMiles: z
    .number({ message: 'Please choose a distance from the list' })
    .refine(isSearchDistance, 'Please choose a distance from the list')
    .optional(),
  employmentType: optionalEnum(EMPLOYMENT_TYPE_VALUES, 'Please choose an employment type from the list'),
  /** Every one of these must be offered. */
  benefits: z
    .array(z.enum(JOB_BENEFIT_VALUES, { message: 'Please choose benefits from the list' }))
    .max(JOB_BENEFIT_VALUES.length)
    .optional(),
  /** Only jobs of employers with at least one fair-chance commitment. */
  fairChanceOnly: z.boolean().optional(),
});
export type JobSearch = z.output<typeof jobSearchSchema>;

/** The same search as query-string fields (benefits comma-separated; booleans as 'true'/'false'). */
export const jobSearchQuerySchema = z.object({
  keywords: z.string().optional(),
  category: z.string().optional(),
  place: z.string().optional(),
  /** Miles from the place (5, 10, 25 or 50). */
  distance: z.string().optional(),
  employmentType: z.string().optional(),
  benefits: z.string().optional(),
  fairChanceOnly: z.enum(['true', 'false']).optional(),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

/** Reads the query-string form into a search (its own 400 messages come from jobSearchSchema). */
export function searchFromQuery(query: JobSearchQuery) {
  return jobSearchSchema.safeParse({
    keywords: query.keywords,
    category: query.category,
    place: query.place,
    distanceMiles: query.distance ? Number(query.distance) : undefined,
    employmentType: query.employmentType,
    benefits: query.benefits ? query.benefits.split(',').filter(Boolean) : undefined,
    fairChanceOnly: query.fairChanceOnly === undefined ? undefined : query.fairChanceOnly === 'true',
  });
}

/**
 * The search as query-string fields (empty fields left out), and whether it sets none: zod-free,
 * in rules/job-search-query.ts, so the Discover screen uses them without bringing zod.
 */
export { searchToQuery, isEmptySearch } from '../rules/job-search-query';

// ---- Saved searches --------------------------------------------------------------------------

export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 60;
export const EMAIL_FREQUENCY_VALUES = ['off', 'daily', 'weekly'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCY_VALUES)[number];

const savedSearchFields = {
  name: z
    .string({ message: 'Please give the search a name' })
    .trim()
    .min(1, 'Please give the search a name')
    .max(SAVED_SEARCH_NAME_MAX, `Please keep the name under ${SAVED_SEARCH_NAME_MAX} characters`),
  criteria: jobSearchSchema,
  emailFrequency: z.enum(EMAIL_FREQUENCY_VALUES, { message: 'Please choose how often to e-mail' }),
  push: z.boolean(),
};

export const savedSearchCreateSchema = z.object(savedSearchFields);
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>;
export const savedSearchUpdateSchema = z.object(savedSearchFields).partial();
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;
export const savedSearchIdParamsSchema = z.object({ id: z.uuid({ message: 'Saved search not found' }) });

/**
 * A stored search as answered: the fields of jobSearchSchema's output, without its transforms (a
 * response is encoded, and zod cannot run a transform backwards).
 */
const storedSearchSchema = z.object({
  keywords: z.string().optional(),
  category: z.enum(JOB_CATEGORY_VALUES).optional(),
  place: z.string().optional(),
  distanceMiles: z.number().refine(isSearchDistance).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPE_VALUES).optional(),
  benefits: z.array(z.enum(JOB_BENEFIT_VALUES)).optional(),
  fairChanceOnly: z.boolean().optional(),
}) satisfies z.ZodType<JobSearch>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  criteria: storedSearchSchema,
  emailFrequency: z.enum(EMAIL_FREQUENCY_VALUES),
  push: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchResponseSchema = z.object({ search: savedSearchSchema });
export const savedSearchListResponseSchema = z.object({ searches: z.array(savedSearchSchema) });

// ---- Web Push --------------------------------------------------------------------------------

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ message: 'That push address is not valid', protocol: /^https?$/ }).max(1000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;
export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(1000) });
/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
