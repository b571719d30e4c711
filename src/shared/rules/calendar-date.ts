/**
 * Calendar dates as 'YYYY-MM-DD' strings, with no time of day and no time zone: the law counts
 * in days, months and years. Strings compare in date order.
 */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

function parts(date: CalendarDate): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a calendar date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysInMonth = (y: number, m: number) =>
  [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

/** Adds whole months; a day past the end of the target month becomes its last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return format(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d) + days * 86_400_000);
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/**
 * Age in whole years on a date. Someone born on 29 February reaches a new age on 1 March in a
 * year with no 29 February.
 */
export function ageOn(dateOfBirth: CalendarDate, date: CalendarDate): number {
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(date);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const maxDate = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
export const minDate = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);

/** Today's calendar date in the UK. */
export function todayInUk(now = new Date()): CalendarDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

/** "10 December 2019". */
export function longDate(date: CalendarDate): string {
  const [y, m, d] = parts(date);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${d} ${months[m - 1]} ${y}`;
}
