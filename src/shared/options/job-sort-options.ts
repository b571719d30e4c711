import { toOptions } from './option';
import { JOB_SORT_VALUES } from './job-sort';

/** The sort orders' labels (apart from job-sort.ts, which the route table in the entry reads). */
export const JOB_SORT_OPTIONS = toOptions(JOB_SORT_VALUES, {
  date_desc: 'Newest First',
  date_asc: 'Oldest First',
  title_asc: 'Title A-Z',
  title_desc: 'Title Z-A',
  status_priority: 'Status Priority',
  location_asc: 'Location A-Z',
});
