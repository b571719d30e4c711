/** Every query key of the saved feature. */
export const savedKeys = {
  /** The seeker's saved jobs: the Saved Jobs screen and the job deck's strip. */
  jobs: ['saved-jobs'] as const,
};
