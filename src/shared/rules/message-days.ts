// Making an Intl.DateTimeFormat costs far more than using one (~0.25 ms against ~2 µs here), and
// a thread's render formats every message: each format is made once per time zone and kept.
function perTimeZone(make: (timeZone: string | undefined) => Intl.DateTimeFormat) {
  const made = new Map<string | undefined, Intl.DateTimeFormat>();
  return (timeZone: string | undefined) => {
    let format = made.get(timeZone);
    if (!format) made.set(timeZone, (format = make(timeZone)));
    return format;
  };
}

const dayKeyFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const longDayFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const timeFormat = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }),
);

/** Messages grouped by the calendar day they were sent (the reader's time zone), oldest first. */
export function groupByDay<T extends { createdAt: string }>(
  messages: T[],
  now: Date = new Date(),
  timeZone?: string,
): { day: string; label: string; items: T[] }[] {
  const days = dayKeyFormat(timeZone);
  const dayKey = (d: Date) => days.format(d);
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000));
  const groups: { day: string; label: string; items: T[] }[] = [];
  for (const message of messages) {
    const sent = new Date(message.createdAt);
    const day = dayKey(sent);
    let group = groups.at(-1);
    if (!group || group.day !== day) {
      const label =
        day === today
          ? 'Today'
          : day === yesterday
            ? 'Yesterday'
            : longDay(sent, day.slice(0, 4) !== today.slice(0, 4), timeZone);
      group = { day, label, items: [] };
      groups.push(group);
    }
    group.items.push(message);
  }
  return groups;
}

/** 'Fri 20 November' (with the year when it is not this year's), from parts: ICU's own
 * punctuation between them differs by version. */
function longDay(date: Date, withYear: boolean, timeZone?: string) {
  const parts = longDayFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('weekday'), part('day'), part('month'), withYear ? part('year') : '']
    .filter(Boolean)
    .join(' ');
}

/** '14:05': the time a message was sent (24-hour, as UK phones show it). */
export const messageTime = (iso: string, timeZone?: string) => timeFormat(timeZone).format(new Date(iso));
