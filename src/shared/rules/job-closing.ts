import { instantOf, localParts } from './interview-slots';
import { todayInUk } from './calendar-date';
import { JOB_DEFAULT_OPEN_DAYS, JOB_MAX_OPEN_DAYS } from '../options/benefits';

/** Closing dates are UK dates: a job closes at the end of its day in London. */
export const CLOSING_TIME_ZONE = 'Europe/London';
const DAY = 86_400_000;

/** The instant a job with this closing date (YYYY-MM-DD) closes: 23:59 London time that day. */
export const closesAtFor = (closingDate: string) => instantOf(closingDate, '23:59', CLOSING_TIME_ZONE);

/** The closing date (YYYY-MM-DD, London) of a job closing at `closesAt`. */
export const closingDateOf = (closesAt: string | Date) => localParts(closesAt, CLOSING_TIME_ZONE).date;

/** The closing date a job gets when the employer gives none: JOB_DEFAULT_OPEN_DAYS from today. */
export const defaultClosingDate = (now: Date) =>
  todayInUk(new Date(now.getTime() + JOB_DEFAULT_OPEN_DAYS * DAY));

/** The latest closing date an employer can choose today. */
export const latestClosingDate = (now: Date) => todayInUk(new Date(now.getTime() + JOB_MAX_OPEN_DAYS * DAY));

/** Why a closing date cannot be used today, in the employer's words; null when it can. */
export function closingDateProblem(closingDate: string, now: Date): string | null {
  if (closingDate < todayInUk(now)) return 'The closing date has passed: please choose today or a later date';
  if (closingDate > latestClosingDate(now)) {
    return `Please choose a closing date within ${JOB_MAX_OPEN_DAYS} days`;
  }
  return null;
}
