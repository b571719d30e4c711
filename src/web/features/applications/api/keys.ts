/** Query keys of this feature; other screens that show the same figures are refreshed too. */
export const applicationKeys = {
  mine: ['applications', 'mine'] as const,
  jobDetails: (jobId: string) => ['job-details', jobId] as const,
  applicants: ['applicants'] as const,
};

/** Figures that change when an application does (dashboards, welcome page). */
export const FIGURE_KEYS = [['seeker-dashboard'], ['hirer-dashboard'], ['hirer-figures']] as const;
