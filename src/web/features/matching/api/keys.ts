/** Every query key of the matching feature. */
export const matchingKeys = {
  jobsFeed: (fairChanceOnly = false) => ['feed', 'jobs', fairChanceOnly ? 'fair-chance' : 'all'] as const,
  seekersFeed: (contextJobId?: string) => ['feed', 'seekers', contextJobId ?? 'all'] as const,
  candidate: (seekerUserId: string) => ['candidate', seekerUserId] as const,
  /** The employer's Favorite Talent strip (a seeker's Saved Jobs strip is the saved feature's list). */
  favouriteTalent: ['favourites', 'hirer'] as const,
};
