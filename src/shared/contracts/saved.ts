import { z } from 'zod';
import { jobSummarySchema } from './applications';

const id = z.uuid();

// ---- Saved jobs (seekers) ----------------------------------------------------------------------

export const savedJobSchema = z.object({ job: jobSummarySchema, savedAt: z.string() });
export type SavedJob = z.infer<typeof savedJobSchema>;

/** GET /api/saved-jobs */
export const savedJobsResponseSchema = z.object({ items: z.array(savedJobSchema) });
export type SavedJobsResponse = z.infer<typeof savedJobsResponseSchema>;

/** PUT and DELETE /api/saved-jobs/:jobId (both idempotent). */
export const savedJobParamsSchema = z.object({ jobId: id });
export const savedStateSchema = z.object({ saved: z.boolean() });

export const SAVED_JOB_TOASTS = {
  added: 'Added to saved jobs',
  removed: 'Removed from saved jobs',
  /** The heart on the Saved Jobs screen. */
  removedFromList: 'Removed from Saved',
} as const;

// ---- Favourite talent (hirers) -----------------------------------------------------------------

/** A favourite seeker: only what a feed card shows, never a disclosure answer. */
export const favouriteTalentSchema = z.object({
  seekerUserId: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  headline: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Skill ids (the web shows their catalogue names). */
  skills: z.array(z.string()),
  addedAt: z.string(),
  /** An invented example of the demo data: labelled "Sample". */
  sample: z.boolean(),
});
export type FavouriteTalent = z.infer<typeof favouriteTalentSchema>;

/** GET /api/favourite-talent */
export const favouriteTalentResponseSchema = z.object({ items: z.array(favouriteTalentSchema) });
export type FavouriteTalentResponse = z.infer<typeof favouriteTalentResponseSchema>;

/** PUT and DELETE /api/favourite-talent/:seekerUserId (both idempotent). */
export const favouriteTalentParamsSchema = z.object({ seekerUserId: z.string().min(1).max(100) });
export const favouriteStateSchema = z.object({ favourite: z.boolean() });

export const FAVOURITE_TALENT_TOASTS = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
} as const;
