/** Every query key of the moderation desk. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (status: 'open' | 'handled') => [...moderationKeys.all, 'reports', status] as const,
  report: (id: string) => [...moderationKeys.all, 'report', id] as const,
  heldJobs: () => [...moderationKeys.all, 'held-jobs'] as const,
  audit: () => [...moderationKeys.all, 'audit'] as const,
};
