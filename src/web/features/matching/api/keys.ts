/** Every query key of the matching feature. */
export const matchingKeys = {
  /** One deck per search (its query string, 'all' for none): searches never share cards. */
  jobsFeed: (searchQuery = '') => ['feed', 'jobs', searchQuery || 'all'] as const,
  seekersFeed: (contextJobId?: string) => ['feed', 'seekers', contextJobId ?? 'all'] as const,
  candidate: (seekerUserId: string) => ['candidate', seekerUserId] as const,
  /** The employer's Favorite Talent strip (a seeker's Saved Jobs strip is the saved feature's list). */
  favouriteTalent: ['favourites', 'hirer'] as const,
};
