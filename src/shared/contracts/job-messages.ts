/** The jobs screens' messages (apart from the jobs contract's schemas: a job's page shows them without zod). */
export const JOB_MESSAGES = {
  /** The toast when the checks hold a job for the NewLeaf team (the job's note says why). */
  heldTitle: 'Job held for review',
  requiredMissingTitle: 'Required fields missing',
  requiredMissing: 'Please fill in all required fields.',
  titleRequiredTitle: 'Title required',
  titleRequired: 'Please provide a job title to save as draft.',
} as const;
