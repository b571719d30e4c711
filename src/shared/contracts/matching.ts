import { z } from 'zod';
import { employerDisclosureSchema } from './seeker';

/**
 * Matching: the discover decks (feeds and swipes), mutual matches, favourites as cards, and the
 * Candidate Profile (View More) an employer opens from the talent deck.
 *
 * Endpoints (served by src/server/modules/matching):
 *   GET    /api/feed/jobs                          seeker  → discoverFeedResponseSchema
 *   GET    /api/feed/seekers?contextJobId=         hirer   → discoverFeedResponseSchema
 *   POST   /api/swipes                             both    swipeRequestSchema → swipeResponseSchema
 *   GET    /api/matches                            both    → matchListResponseSchema
 *   GET    /api/candidates/:seekerUserId           hirer   → candidateProfileResponseSchema
 *
 * A like or super_like adds the card to the swiper's favourites if absent (saved_job for seekers,
 * favourite_talent for hirers). Listing and toggling favourites is the saved module's
 * (contracts/saved.ts: /api/saved-jobs, /api/favourite-talent); the decks' strips use those.
 * Applying to a job counts as the seeker's like: the applications module calls the matching
 * service's `recordSeekerInterest(seekerUserId, jobId)`, which answers `{ isMatch, match? }`.
 * A match's `id` is the conversation route's id: /seeker-messages/{id}, /hirer-messages/{id}.
 */

// ---- Swipes ------------------------------------------------------------------------------

export const SWIPE_ACTION_VALUES = ['like', 'pass', 'super_like'] as const;
export const swipeActionSchema = z.enum(SWIPE_ACTION_VALUES);
export type SwipeAction = z.infer<typeof swipeActionSchema>;

export const DISCOVER_CARD_TYPES = ['job', 'seeker'] as const;
export const discoverCardTypeSchema = z.enum(DISCOVER_CARD_TYPES);
export type DiscoverCardType = z.infer<typeof discoverCardTypeSchema>;

/** No id holds a NUL character (PostgreSQL text cannot: such a lookup would fail, not miss). */
const noNul = (value: string) => !value.includes('\u0000');

/** Ids of users (seekers) are better-auth ids; jobs and companies use UUIDs. */
export const userIdSchema = z
  .string()
  .trim()
  .min(1, 'Please choose someone')
  .max(100)
  .refine(noNul, 'Please choose someone');
export const jobIdSchema = z.uuid({ message: 'Please choose a job' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cardIdSchema = z
  .string()
  .trim()
  .min(1, 'Please choose a card')
  .max(100)
  .refine(noNul, 'Please choose a card');

/** A seeker's swipe on a job. */
const jobSwipeSchema = z.object({
  targetKind: z.literal('job'),
  /** The job's id. One that is not a UUID names no job: null, answered 404 like any missing job. */
  targetId: cardIdSchema.transform((id) => (UUID.test(id) ? id : null)),
  action: swipeActionSchema,
  contextJobId: z.never({ error: 'only employers swipe with a job context' }).optional(),
});

/** An employer's swipe on a seeker, optionally for one of their jobs. */
const seekerSwipeSchema = z.object({
  targetKind: z.literal('seeker'),
  /** The seeker's user id. */
  targetId: cardIdSchema,
  action: swipeActionSchema,
  /** The job the employer is swiping for (one of theirs, active). */
  contextJobId: jobIdSchema.optional(),
});

/** POST /api/swipes: a job card (seekers swipe) or a seeker card (employers swipe), by targetKind. */
export const swipeRequestSchema = z.discriminatedUnion('targetKind', [jobSwipeSchema, seekerSwipeSchema]);
/** The body a client sends. */
export type SwipeRequest = z.input<typeof swipeRequestSchema>;
/** The body as the server reads it (a job id that names no job is null). */
export type ParsedSwipeRequest = z.output<typeof swipeRequestSchema>;

// ---- Matches ------------------------------------------------------------------------------

/** One match: the employer's company, the seeker and the job both sides showed interest in. */
export const matchSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  seekerUserId: z.string(),
  seekerDisplayName: z.string(),
  seekerImageUrl: z.string().nullable(),
  jobId: z.string(),
  jobTitle: z.string(),
  matchedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

export const swipeResponseSchema = z.object({
  /** True when this swipe (or application) completed a pair, or the pair was already matched. */
  isMatch: z.boolean(),
  match: matchSchema.optional(),
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

export const matchListResponseSchema = z.object({ matches: z.array(matchSchema) });

// ---- Discover cards and feeds -------------------------------------------------------------

/**
 * A card of either deck. Job card: title, company, location, employment type and salary, company
 * logo, the required skills' names. Seeker card: name, job title, location, headline, photo, key
 * skills' names. Never any conviction or health answer.
 */
export const discoverCardSchema = z.object({
  id: z.string(),
  type: discoverCardTypeSchema,
  titleText: z.string(),
  subtitleText: z.string(),
  detailLine1: z.string(),
  detailLine2: z.string(),
  primaryImageUrl: z.string().nullable(),
  /** All tag names; a card shows at most 3 plus '+n more' (formatTags in @shared/rules/skill-match). */
  tags: z.array(z.string()),
  /** Jobs feed: the employer's fair-chance commitments as badge texts (none on seeker cards). */
  badges: z.array(z.string()),
  /** Jobs feed: share of the job's required skills the seeker has. Seekers feed: best over the jobs. */
  skillMatchPercentage: z.number().int().min(0).max(100),
  /** The other side already super-liked this seeker / this seeker super-liked one of your jobs. */
  superLikedYou: z.boolean(),
  /**
   * "Why you are seeing this" (whyShownLine in @shared/rules/why-shown): the names of the skills
   * both sides have (for an employer, with the job behind the match figure), and whether the card
   * is in the viewer's town (for an employer, one of the towns of the jobs ranked against).
   */
  inCommon: z.array(z.string()),
  nearYou: z.boolean(),
  /** An invented example of the demo data (the job's employer, or the seeker): labelled "Sample". */
  sample: z.boolean(),
});
export type DiscoverCard = z.infer<typeof discoverCardSchema>;

/**
 * Cards per feed answer: the top ones the user has not swiped yet. The next page is the same
 * request again (swiped cards never come back); the deck adds only cards it does not hold yet.
 */
export const FEED_PAGE_SIZE = 20;

export const seekersFeedQuerySchema = z.object({
  /** Rank against this one active job of the hirer instead of all their active jobs. */
  contextJobId: jobIdSchema.optional(),
});

export const discoverFeedResponseSchema = z.object({ cards: z.array(discoverCardSchema) });
export type DiscoverFeedResponse = z.infer<typeof discoverFeedResponseSchema>;

export const seekerUserIdParamsSchema = z.object({ seekerUserId: userIdSchema });

// ---- Candidate Profile (View More) ---------------------------------------------------------

export const candidateProfileSchema = z.object({
  seekerUserId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  jobTitle: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Skill ids (shown by name). */
  keySkills: z.array(z.string()),
  workPreferences: z.array(z.string()),
  hasDrivingLicence: z.boolean().nullable(),
  openToRelocation: z.boolean().nullable(),
  availabilityStatus: z.string(),
  /** Best share of a job's required skills over this employer's active jobs. */
  skillMatchPercentage: z.number().int().min(0).max(100),
  isFavourite: z.boolean(),
  /** Matched with this employer or applied to one of its jobs. */
  connected: z.boolean(),
  /** The seeker attached their CV to an application to this employer ("View CV"). */
  cvShared: z.boolean(),
  /** The most recent match with this employer (its id opens the conversation), if any. */
  matchId: z.string().nullable(),
  /** An invented example of the demo data, not a real person: labelled "Sample". */
  sample: z.boolean(),
  /**
   * The disclosure sections (conviction, health): each null unless the seeker's sharing choice
   * allows this employer to see it; every time one is shown an access-log entry is written.
   */
  ...employerDisclosureSchema.shape,
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const candidateProfileResponseSchema = z.object({ candidate: candidateProfileSchema });
export type CandidateProfileResponse = z.infer<typeof candidateProfileResponseSchema>;

// ---- Texts the decks show (spec) -----------------------------------------------------------

export const SWIPE_CONSTANTS = Object.freeze({
  commitDistancePx: 100,
  labelThresholdPx: 50,
  maxRotationDeg: 30,
  flyOutMs: 300,
  actionDelayMs: 150,
  indexAdvanceMs: 200,
  matchOverlayMs: 3000,
  stackSize: 3,
  preloadCount: 3,
});

export const MATCH_TEXT = Object.freeze({
  title: "It's a Match!",
  job: "You've matched with this employer!",
  seeker: "You've matched with this candidate!",
});

/** Role-guard messages of the server, word for word. */
export const MATCHING_MESSAGES = Object.freeze({
  jobsFeedRole: 'Only job seekers can access job feed',
  seekersFeedRole: 'Only hirers can access seeker feed',
  swipeUnauthenticated: 'User must be authenticated to swipe',
  matchesUnauthenticated: 'User must be authenticated to get matches',
  swipeJobRole: 'Only job seekers can swipe on jobs',
  swipeSeekerRole: 'Only hirers can swipe on job seekers',
  candidateRole: 'Only hirers can view candidate profiles',
});
