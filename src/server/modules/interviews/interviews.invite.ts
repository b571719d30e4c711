import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';

const ZONE = 'Europe/London';

export interface InviteInput {
  interviewId: string;
  method: 'REQUEST' | 'CANCEL';
  /** Raised on every change, so calendars replace their copy (RFC 5546). */
  sequence: number;
  /** ISO instant (UTC). */
  startsAt: string;
  minutes: number;
  /** "Interview: Warehouse Operative at Acme Ltd" */
  summary: string;
  /** Plain text: kind, place or link, note, a link back. */
  description: string;
  /** Address, video link, or null. */
  location: string | null;
  /** The conversation in NewLeaf. */
  url: string;
  /** "Acme Ltd via NewLeaf" <no-reply address>. */
  organizer: { name: string; email: string };
  /** The recipient only: each side gets its own file, never the other side's address. */
  attendee: { name: string; email: string };
  /** DTSTAMP; now when left out. */
  createdAt?: Date;
}

/**
 * The interview as an RFC 5545 calendar file (text/calendar), for an e-mail attachment or a
 * download. Times are UK local with a VTIMEZONE, so a calendar shows 10:00 as 10:00 on either
 * side of a clock change; the UID is fixed per interview, so an update or a cancellation replaces
 * the event already in the recipient's calendar.
 */
export function calendarInvite(input: InviteInput): string {
  const start = DateTime.fromISO(input.startsAt, { zone: ZONE });
  if (!start.isValid) throw new Error(`calendarInvite: bad startsAt ${input.startsAt}`);
  // Added to the instant, not the wall clock: 00:30 + 120 minutes on the night the clocks go
  // forward ends at 03:30 BST.
  const end = DateTime.fromMillis(start.toMillis() + input.minutes * 60_000, { zone: ZONE });
  const cancel = input.method === 'CANCEL';
  // 01:00-02:00 on the night the clocks go back happens twice, and calendars differ on which one a
  // local time means (RFC 5545 says the first; luxon and node-ical read the second): such an
  // interview is written in UTC instead.
  const local = !ambiguous(start) && !ambiguous(end);

  const calendar = ical({
    prodId: { company: 'NewLeaf', product: 'Interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // Only the VTIMEZONE generator: a calendar-wide zone name would also write DTSTAMP as London
    // wall clock without a Z (ical-generator 10), and DTSTAMP must be UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `interview-${input.interviewId}@newleaf`,
    sequence: input.sequence,
    stamp: input.createdAt ?? new Date(),
    // luxon DateTimes in the zone are written as its wall clock with TZID; a JS Date would be
    // written in the machine's local time.
    start,
    end,
    timezone: local ? ZONE : null,
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: paramText(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: paramText(input.attendee.name),
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        // Replies would go to the no-reply organizer: the answer belongs in the conversation.
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/** Whether the wall-clock time of `t` also names another instant (the hour repeated in autumn). */
function ambiguous(t: DateTime): boolean {
  const wall = t.toFormat('yyyyLLddHHmm');
  return (
    t.minus({ hours: 1 }).toFormat('yyyyLLddHHmm') === wall ||
    t.plus({ hours: 1 }).toFormat('yyyyLLddHHmm') === wall
  );
}

/**
 * A name for a quoted parameter (CN="..."), which cannot hold a double quote or a control
 * character at all; ical-generator's backslash escape is not valid there and parsers drop the line.
 */
function paramText(name: string): string {
  return [...name]
    .map((ch) =>
      ch === '"' ? "'" : ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch,
    )
    .join('');
}
