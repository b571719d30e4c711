import { storedRecordSchema } from '../contracts/spent-check';
import { todayInUk, type CalendarDate } from './calendar-date';
import { recordStatus } from './spent-check';

/**
 * The status a saved spent check gives today (it changes by itself on the spent date), or null
 * when nothing valid is saved.
 */
export function savedRecordStatus(stored: unknown, asOf: CalendarDate = todayInUk()) {
  if (stored === null || stored === undefined) return null;
  const parsed = storedRecordSchema.safeParse(stored);
  return parsed.success ? recordStatus(parsed.data, asOf) : null;
}
