import { type SlotInput } from '../contracts/interviews';
import { INTERVIEW_MESSAGES, MAX_DAYS_AHEAD, REMINDER_HOURS, UPCOMING_DAYS } from '../options/interviews';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a slot ends, as an ISO instant. */
export function slotEnd(startsAt: string, minutes: number): string {
  return new Date(new Date(startsAt).getTime() + minutes * MINUTE).toISOString();
}

/**
 * What is wrong with proposed times against the clock (the contract checks their shape): the
 * first problem per slot index, empty when all can be proposed. A time must be after `now` and
 * within MAX_DAYS_AHEAD days.
 */
export function slotProblems(slots: readonly Pick<SlotInput, 'startsAt'>[], now: Date): Map<number, string> {
  const problems = new Map<number, string>();
  slots.forEach((slot, index) => {
    const at = new Date(slot.startsAt).getTime();
    if (!(at > now.getTime())) problems.set(index, INTERVIEW_MESSAGES.slotPast);
    else if (at > now.getTime() + MAX_DAYS_AHEAD * DAY) problems.set(index, INTERVIEW_MESSAGES.slotTooFar);
  });
  return problems;
}

/** A booked time can be booked only while it is still ahead. */
export const canStillBook = (startsAt: string, now: Date) => new Date(startsAt).getTime() > now.getTime();

/** The employer records an outcome once the interview's start time has come. */
export const outcomeDue = (startsAt: string, now: Date) => new Date(startsAt).getTime() <= now.getTime();

/** Booked interviews starting from now until UPCOMING_DAYS days ahead count as upcoming. */
export function upcomingWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + UPCOMING_DAYS * DAY) };
}

/** The reminders still ahead for a booking starting at `startsAt`: 24 and 2 hours before. */
export function reminderTimes(startsAt: string, now: Date): { hours: number; at: Date }[] {
  const start = new Date(startsAt).getTime();
  return REMINDER_HOURS.map((hours) => ({ hours, at: new Date(start - hours * HOUR) })).filter(
    (r) => r.at.getTime() > now.getTime(),
  );
}

/** An instant's date and time parts by type ("weekday", "day", "hour"…) in a locale and zone. */
function partsOf(date: Date, locale: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat(locale, options).formatToParts(date).map((p) => [p.type, p.value]),
  );
}

/**
 * "Monday 30 March 2026, 10:00 to 10:30 BST" in the given zone (the viewer's own, or
 * Europe/London in e-mails). The zone's short name is added so a time is never ambiguous.
 */
export function formatSlot(startsAt: string, minutes: number, timeZone?: string): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * MINUTE);
  const parts = partsOf(start, 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  // Built from parts: ICU versions differ on the comma after the weekday.
  const day = `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
  const time = (d: Date, zoneName: boolean) =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      ...(zoneName ? { timeZoneName: 'short' } : {}),
    }).format(d);
  return `${day}, ${time(start, false)} to ${time(end, true)}`;
}

/** The local date ("2026-03-30") and time ("10:00") of an instant in a zone, for form fields. */
export function localParts(instant: string | Date, timeZone?: string): { date: string; time: string } {
  const parts = partsOf(new Date(instant), 'en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The instant of a wall-clock date and time in a zone ("2026-03-29", "10:00", "Europe/London" →
 * 09:00Z). A time that does not exist (the hour skipped when clocks go forward) moves forward by
 * the gap, as calendars do; a repeated hour (clocks going back) takes the first.
 */
export function instantOf(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`not a date and time: ${date} ${time}`);
  const offsetAt = (utc: number) => {
    const p = localParts(new Date(utc), timeZone);
    return Date.parse(`${p.date}T${p.time}:00Z`) - utc;
  };
  // Try the offsets either side of the wall time; keep the first instant that reads back as it.
  const candidates = [wall - offsetAt(wall - DAY / 2), wall - offsetAt(wall + DAY / 2)].sort((a, b) => a - b);
  for (const utc of candidates) {
    if (utc + offsetAt(utc) === wall) return new Date(utc).toISOString();
  }
  // In the gap: the later offset's reading, i.e. moved forward by the gap.
  return new Date(Math.max(...candidates)).toISOString();
}
