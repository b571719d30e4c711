import type { Job } from '@shared/contracts/jobs';
import { closingDateOf } from '@shared/rules/job-closing';
import { todayInUk } from '@shared/rules/calendar-date';

/**
 * The closing date the job form shows for a job: its own (YYYY-MM-DD, UK) while that is today or
 * later, else blank (a draft whose date has passed gets the default when it is posted).
 */
export function closingDateToForm(job: Pick<Job, 'closesAt'>, now: Date): string {
  if (!job.closesAt) return '';
  const date = closingDateOf(job.closesAt);
  return date >= todayInUk(now) ? date : '';
}

/**
 * The `closingDate` a save sends, from what the contract made of the field (null for blank): a
 * new job sends it (null: 30 days after posting); an existing one only when it was changed, and
 * an active job never a blank one (it keeps the date it has; null would leave it none).
 */
export function closingDateToSend(
  chosen: string | null | undefined,
  job: { isNew: boolean; changed: boolean; active: boolean },
): string | null | undefined {
  if (job.isNew) return chosen ?? null;
  if (!job.changed || (job.active && !chosen)) return undefined;
  return chosen ?? null;
}
