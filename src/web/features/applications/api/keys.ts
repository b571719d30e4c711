/** Every query key of the applications feature. */
export const applicationKeys = {
  mine: ['applications', 'mine'] as const,
  allJobDetails: ['job-details'] as const,
  jobDetails: (jobId: string) => [...applicationKeys.allJobDetails, jobId] as const,
  applicants: ['applicants'] as const,
  applicantList: (query: object) => [...applicationKeys.applicants, query] as const,
};
