/**
 * The orders an employer's job lists can be sorted in. Apart from the jobs contract's schemas
 * so that a screen needing only the default (the employer's Discover) does not download zod.
 */
export const JOB_SORT_VALUES = [
  'date_desc',
  'date_asc',
  'title_asc',
  'title_desc',
  'status_priority',
  'location_asc',
] as const;

export const DEFAULT_JOB_SORT: (typeof JOB_SORT_VALUES)[number] = 'date_desc';
