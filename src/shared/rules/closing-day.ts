/*
 * A job closes at 23:59 London time (job-closing.ts), which is 23:59 or 22:59 UTC, so the UTC
 * date of its `closesAt` is its UK closing date: read here without Intl or time-zone data, which
 * the screens showing it would otherwise load for this alone (see format.ts). The words for it
 * are in closing-day-text.ts: each file is read by one screen, so each goes in that screen's code.
 */
const ukDateOf = (closesAt: string) => {
  const at = new Date(closesAt);
  return Number.isNaN(at.getTime()) ? null : at.toISOString().slice(0, 10);
};

/**
 * The UK date a job closes as noon of that date in the viewer's zone, for a date formatter of
 * the viewer's zone (a screen that has one already); null when `closesAt` is not a time.
 */
export function closingDay(closesAt: string): Date | null {
  const date = ukDateOf(closesAt);
  return date ? new Date(`${date}T12:00`) : null;
}
