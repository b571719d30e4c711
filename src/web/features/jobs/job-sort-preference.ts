import type { JobSort } from '@shared/contracts/jobs';
import { DEFAULT_JOB_SORT, JOB_SORT_VALUES } from '@shared/options/job-sort';
import { STORAGE_KEYS, storage } from '@web/lib/storage';

/**
 * The Manage Jobs sort order, kept in browser storage under hirer_jobs_sort, per user: the value
 * is a JSON map of user id to sort, so two employers sharing a browser keep their own choice.
 */
function readAll(): Record<string, string> {
  const raw = storage.get(STORAGE_KEYS.hirerJobsSort);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

export function readJobSort(userId: string | undefined): JobSort {
  if (!userId) return DEFAULT_JOB_SORT;
  const stored = readAll()[userId];
  return JOB_SORT_VALUES.find((sort) => sort === stored) ?? DEFAULT_JOB_SORT;
}

export function writeJobSort(userId: string | undefined, sort: JobSort) {
  if (!userId) return;
  storage.set(STORAGE_KEYS.hirerJobsSort, JSON.stringify({ ...readAll(), [userId]: sort }));
}
