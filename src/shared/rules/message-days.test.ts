import { describe, expect, it } from 'vitest';
import { groupByDay, messageTime } from './message-days';

const at = (createdAt: string) => ({ createdAt });

describe('groupByDay', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('labels today, yesterday and older days, keeping order and splitting at midnight', () => {
    const groups = groupByDay(
      [
        at('2025-12-31T09:00:00Z'),
        at('2026-11-20T23:59:00Z'),
        at('2026-11-23T00:00:00Z'),
        at('2026-11-23T23:59:59Z'),
        at('2026-11-24T00:00:00Z'),
        at('2026-11-24T09:59:00Z'),
      ],
      now,
      'UTC',
    );
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Wed 31 December 2025', 1],
      ['Fri 20 November', 1],
      ['Yesterday', 2],
      ['Today', 2],
    ]);
  });

  it('uses the reader’s time zone: 23:30 UTC in summer is the next day in London', () => {
    const groups = groupByDay(
      [at('2026-07-01T23:30:00Z')],
      new Date('2026-07-02T12:00:00Z'),
      'Europe/London',
    );
    expect(groups[0]!.label).toBe('Today');
  });

  it('is empty for no messages', () => {
    expect(groupByDay([], now, 'UTC')).toEqual([]);
  });
});

describe('messageTime', () => {
  it('shows 24-hour UK time', () => {
    expect(messageTime('2026-11-24T14:05:00Z', 'UTC')).toBe('14:05');
    expect(messageTime('2026-07-01T08:00:00Z', 'Europe/London')).toBe('09:00');
  });

  it('keeps each time zone apart when formats are reused', () => {
    const iso = '2026-07-01T08:00:00Z';
    const zones = ['UTC', 'Europe/London', 'America/New_York', undefined, 'Asia/Kolkata', 'Europe/London'];
    const expected = zones.map((timeZone) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      ),
    );
    expect(zones.map((zone) => messageTime(iso, zone))).toEqual(expected);
    expect(expected[0]).not.toBe(expected[2]);
    expect(groupByDay([at('2026-07-01T23:30:00Z')], new Date('2026-07-02T12:00:00Z'), 'UTC')[0]!.label).toBe(
      'Yesterday',
    );
    expect(
      groupByDay([at('2026-07-01T23:30:00Z')], new Date('2026-07-02T12:00:00Z'), 'Europe/London')[0]!.label,
    ).toBe('Today');
  });
});
