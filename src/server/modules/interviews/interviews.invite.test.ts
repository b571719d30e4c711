import { describe, expect, it } from 'vitest';
import nodeIcal from 'node-ical';
import { calendarInvite, type InviteInput } from './interviews.invite';

const base: InviteInput = {
  interviewId: '0b6c2f7e-3f0a-4c11-9d55-2f4f0c3c9a10',
  method: 'REQUEST',
  sequence: 0,
  startsAt: '2026-05-12T09:30:00.000Z',
  minutes: 45,
  summary: 'Interview: Warehouse Operative at Acme Ltd',
  description:
    'Face to face interview.\nWhere: 1 High Street, Leeds\nOpen in NewLeaf: https://newleaf.example/c/1',
  location: '1 High Street, Leeds LS1 1AA',
  url: 'https://newleaf.example/seeker-messages/c1',
  organizer: { name: 'Acme Ltd via NewLeaf', email: 'no-reply@newleaf.example' },
  attendee: { name: 'Omar Ali', email: 'omar@example.com' },
  createdAt: new Date('2026-05-01T08:00:00.000Z'),
};

function parse(text: string) {
  const parsed = nodeIcal.sync.parseICS(text) as Record<string, any>;
  const events = Object.values(parsed).filter((c) => c.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { calendar: parsed.vcalendar, event: events[0] };
}

/** The file's lines, unfolded (RFC 5545 3.1). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendarInvite', () => {
  it('writes a booking: stable UID, SEQUENCE, METHOD:REQUEST, London local times with a VTIMEZONE', () => {
    const text = calendarInvite({ ...base, sequence: 2 });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const all = lines(text);
    expect(all).toContain('PRODID:-//NewLeaf//Interviews//EN');
    expect(all).toContain('METHOD:REQUEST');
    expect(all).toContain('BEGIN:VTIMEZONE');
    expect(all).toContain('TZID:Europe/London');
    // 09:30Z in May is 10:30 BST.
    expect(all).toContain('DTSTART;TZID=Europe/London:20260512T103000');
    expect(all).toContain('DTEND;TZID=Europe/London:20260512T111500');
    expect(all).toContain('DTSTAMP:20260501T080000Z');

    const { calendar, event } = parse(text);
    expect(calendar.method).toBe('REQUEST');
    expect(event.uid).toBe(`interview-${base.interviewId}@newleaf`);
    expect(event.sequence).toBe(2);
    expect(event.status).toBe('CONFIRMED');
    expect(event.start.toISOString()).toBe('2026-05-12T09:30:00.000Z');
    expect(event.start.tz).toBe('Europe/London');
    expect(event.end.toISOString()).toBe('2026-05-12T10:15:00.000Z');
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(base.description);
    expect(event.location).toBe(base.location);
    expect(event.organizer.val.toLowerCase()).toBe('mailto:no-reply@newleaf.example');
    expect(event.organizer.params.CN).toBe('Acme Ltd via NewLeaf');
  });

  it('names the recipient as the only attendee', () => {
    const text = calendarInvite(base);
    const { event } = parse(text);
    expect(Array.isArray(event.attendee)).toBe(false);
    expect(event.attendee.val.toLowerCase()).toBe('mailto:omar@example.com');
    expect(event.attendee.params.CN).toBe('Omar Ali');
    expect(lines(text).filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(1);
  });

  it('keeps a name with quotes or line breaks parseable', () => {
    const text = calendarInvite({
      ...base,
      organizer: { name: 'The "Best" Bakery via NewLeaf', email: 'no-reply@newleaf.example' },
      attendee: { name: 'Zoë "Zed" Ålander\nMac Lochlainn', email: 'zoe@example.com' },
    });
    const { event } = parse(text);
    expect(event.attendee.val.toLowerCase()).toBe('mailto:zoe@example.com');
    expect(event.attendee.params.CN).toBe("Zoë 'Zed' Ålander Mac Lochlainn");
    expect(event.organizer.params.CN).toBe("The 'Best' Bakery via NewLeaf");
  });

  it('writes a cancellation: METHOD:CANCEL, STATUS:CANCELLED, the same UID, a higher SEQUENCE', () => {
    const booked = parse(calendarInvite({ ...base, sequence: 1 })).event;
    const { calendar, event } = parse(calendarInvite({ ...base, method: 'CANCEL', sequence: 2 }));
    expect(calendar.method).toBe('CANCEL');
    expect(event.status).toBe('CANCELLED');
    expect(event.uid).toBe(booked.uid);
    expect(event.sequence).toBe(2);
    expect(event.start.toISOString()).toBe(base.startsAt);
  });

  it('writes no location when there is none', () => {
    const text = calendarInvite({ ...base, location: null });
    expect(lines(text).some((l) => l.startsWith('LOCATION'))).toBe(false);
    expect(parse(text).event.location).toBeUndefined();
  });

  it.each([
    ['Saturday before the clocks go forward (GMT)', '2026-03-28T10:00:00.000Z', '20260328T100000'],
    ['Monday after the clocks went forward (BST)', '2026-03-30T09:00:00.000Z', '20260330T100000'],
    ['Saturday before the clocks go back (BST)', '2026-10-24T09:00:00.000Z', '20261024T100000'],
    ['Monday after the clocks went back (GMT)', '2026-10-26T10:00:00.000Z', '20261026T100000'],
  ])(
    'writes 10:00 London on the %s as 10:00 local, read back as the same instant',
    (_when, startsAt, local) => {
      const text = calendarInvite({ ...base, startsAt, minutes: 30 });
      expect(lines(text)).toContain(`DTSTART;TZID=Europe/London:${local}`);
      const { event } = parse(text);
      expect(event.start.toISOString()).toBe(startsAt);
      expect(event.end.getTime() - event.start.getTime()).toBe(30 * 60_000);
    },
  );

  it('ends an interview across the spring change by the clock that is then in force', () => {
    // 00:30 GMT on 29 March 2026 plus 120 minutes is 02:30Z, 03:30 BST (01:00-02:00 never happens).
    const text = calendarInvite({ ...base, startsAt: '2026-03-29T00:30:00.000Z', minutes: 120 });
    expect(lines(text)).toContain('DTSTART;TZID=Europe/London:20260329T003000');
    expect(lines(text)).toContain('DTEND;TZID=Europe/London:20260329T033000');
    const { event } = parse(text);
    expect(event.start.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(event.end.toISOString()).toBe('2026-03-29T02:30:00.000Z');
  });

  it('writes a time in the hour the autumn change repeats in UTC, which cannot be misread', () => {
    // 00:30 BST on 25 October 2026 plus 120 minutes ends 01:30 GMT; 01:30 London also names 00:30Z.
    const text = calendarInvite({ ...base, startsAt: '2026-10-24T23:30:00.000Z', minutes: 120 });
    expect(lines(text)).toContain('DTSTART:20261024T233000Z');
    expect(lines(text)).toContain('DTEND:20261025T013000Z');
    const { event } = parse(text);
    expect(event.start.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(event.end.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('writes the same file whatever time zone the server runs in', () => {
    const before = process.env.TZ;
    const write = () => calendarInvite({ ...base, startsAt: '2026-03-30T09:00:00.000Z' });
    const here = write();
    let elsewhere: string;
    try {
      process.env.TZ = 'America/Los_Angeles';
      elsewhere = write();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
    expect(elsewhere).toBe(here);
    expect(lines(here)).toContain('DTSTART;TZID=Europe/London:20260330T100000');
  });

  it('rejects a start that is not an instant', () => {
    expect(() => calendarInvite({ ...base, startsAt: 'next Tuesday' })).toThrow('bad startsAt');
  });
});
