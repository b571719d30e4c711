/*
 * A job's closing day in words, for the employer's job page. Apart from closing-day.ts so that each
 * screen's own code holds what it reads (a shared file would be a request of its own).
 */
const ukDateOf = (closesAt: string) => {
  const at = new Date(closesAt);
  return Number.isNaN(at.getTime()) ? null : at.toISOString().slice(0, 10);
};

/** "27 December 2026": the UK date a job closes ('' when `closesAt` is not a time). */
export function closingDayText(closesAt: string): string {
  const date = ukDateOf(closesAt);
  // The browser's own formatter (no code shipped), read in UTC so the date stays that date.
  return date
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T12:00:00Z`))
    : '';
}
