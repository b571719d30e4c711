import { Banknote, Clock, MapPin, Tag } from 'lucide-react';
import type { Job } from '@shared/contracts/jobs';
import { formatPlace, formatSalaryGBP, relativeTime } from '@shared/rules/format';

export const jobLocation = (job: Pick<Job, 'locationCity' | 'locationCountry'>) =>
  formatPlace(job.locationCity, job.locationCountry);

/** "Posted 2 days ago" for live jobs, "Created ..." for drafts, "Archived ..." for archived ones. */
export function jobDateText(job: Job, now = Date.now()): string {
  if (job.status === 'archived' && job.archivedAt) return `Archived ${relativeTime(job.archivedAt, now)}`;
  if (job.status === 'active' && job.publishedAt) return `Posted ${relativeTime(job.publishedAt, now)}`;
  return `Created ${relativeTime(job.createdAt, now)}`;
}

/** Category, type, location, salary and date lines of a job. */
export function JobMeta({ job }: { job: Job }) {
  const where = jobLocation(job);
  const salary = formatSalaryGBP(job.salaryMin, job.salaryMax);
  const kind = [job.category, job.employmentType].filter(Boolean).join(' · ');
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted">
      {kind && (
        <li className="flex items-center gap-1.5">
          <Tag aria-hidden className="h-4 w-4 shrink-0" /> {kind}
        </li>
      )}
      {where && (
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden className="h-4 w-4 shrink-0" /> {where}
        </li>
      )}
      {salary && (
        <li className="flex items-center gap-1.5">
          <Banknote aria-hidden className="h-4 w-4 shrink-0" /> {salary}
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden className="h-4 w-4 shrink-0" /> {jobDateText(job)}
      </li>
    </ul>
  );
}
