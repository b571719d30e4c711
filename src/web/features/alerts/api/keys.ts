/** Every query key of the alerts feature (saved searches and their e-mail and push alerts). */
export const alertsKeys = {
  /** The seeker's saved searches: the list on Discover and on the profile. */
  savedSearches: ['saved-searches'] as const,
};
