import { describe, expect, it } from 'vitest';
import {
  canStillBook,
  formatSlot,
  instantOf,
  localParts,
  outcomeDue,
  reminderTimes,
  slotEnd,
  slotProblems,
} from './interview-slots';
import { proposeInterviewSchema } from '../contracts/interviews';
import { INTERVIEW_MESSAGES } from '../options/interviews';

const now = new Date('2026-03-20T12:00:00Z');
const LONDON = 'Europe/London';

describe('slotProblems', () => {
  it('refuses a time in the past or now, and one more than a year ahead', () => {
    const problems = slotProblems(
      [
        { startsAt: '2026-03-20T11:59:00Z' },
        { startsAt: '2026-03-20T12:00:00Z' },
        { startsAt: '2026-03-21T09:00:00Z' },
        { startsAt: '2027-03-21T12:00:01Z' },
      ],
      now,
    );
    expect([...problems]).toEqual([
      [0, INTERVIEW_MESSAGES.slotPast],
      [1, INTERVIEW_MESSAGES.slotPast],
      [3, INTERVIEW_MESSAGES.slotTooFar],
    ]);
  });
  it('books and records outcomes on the right side of the start time', () => {
    expect(canStillBook('2026-03-20T12:01:00Z', now)).toBe(true);
    expect(canStillBook('2026-03-20T12:00:00Z', now)).toBe(false);
    expect(outcomeDue('2026-03-20T12:00:00Z', now)).toBe(true);
    expect(outcomeDue('2026-03-20T12:01:00Z', now)).toBe(false);
  });
});

describe('proposeInterviewSchema', () => {
  const slot = { startsAt: '2026-03-21T09:00:00Z', minutes: 30 };
  it('takes 1 to 5 distinct times of a known length', () => {
    expect(proposeInterviewSchema.safeParse({ slots: [], kind: 'phone' }).success).toBe(false);
    const six = Array.from({ length: 6 }, (_, i) => ({ ...slot, startsAt: `2026-03-2${i}T09:00:00Z` }));
    expect(proposeInterviewSchema.safeParse({ slots: six, kind: 'phone' }).success).toBe(false);
    expect(proposeInterviewSchema.safeParse({ slots: [slot, slot], kind: 'phone' }).success).toBe(false);
    expect(
      proposeInterviewSchema.safeParse({ slots: [{ ...slot, minutes: 25 }], kind: 'phone' }).success,
    ).toBe(false);
    expect(proposeInterviewSchema.safeParse({ slots: [slot], kind: 'phone' }).success).toBe(true);
  });
  it('needs an address in person and an https link for video', () => {
    const base = { slots: [slot] };
    expect(proposeInterviewSchema.safeParse({ ...base, kind: 'in_person' }).success).toBe(false);
    expect(
      proposeInterviewSchema.safeParse({ ...base, kind: 'in_person', location: '1 High St, Leeds' }).success,
    ).toBe(true);
    expect(
      proposeInterviewSchema.safeParse({ ...base, kind: 'video', location: 'http://meet.example/x' }).success,
    ).toBe(false);
    expect(
      proposeInterviewSchema.safeParse({ ...base, kind: 'video', location: 'https://meet.example/x' })
        .success,
    ).toBe(true);
  });
});

describe('time zones across the clock changes (Europe/London)', () => {
  it('reads the same wall-clock time as different instants either side of the spring change', () => {
    // Clocks go forward at 01:00 GMT on Sunday 29 March 2026.
    expect(instantOf('2026-03-28', '10:00', LONDON)).toBe('2026-03-28T10:00:00.000Z');
    expect(instantOf('2026-03-29', '10:00', LONDON)).toBe('2026-03-29T09:00:00.000Z');
    expect(instantOf('2026-03-29', '00:30', LONDON)).toBe('2026-03-29T00:30:00.000Z');
    // 01:30 does not exist that night: it moves forward by the gap, to 02:30 BST.
    expect(instantOf('2026-03-29', '01:30', LONDON)).toBe('2026-03-29T01:30:00.000Z');
    expect(localParts('2026-03-29T01:30:00.000Z', LONDON)).toEqual({ date: '2026-03-29', time: '02:30' });
  });
  it('takes the first of the repeated hour in the autumn change', () => {
    // Clocks go back at 02:00 BST on Sunday 25 October 2026: 01:30 happens twice.
    expect(instantOf('2026-10-25', '01:30', LONDON)).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25', '10:00', LONDON)).toBe('2026-10-25T10:00:00.000Z');
    expect(instantOf('2026-10-24', '10:00', LONDON)).toBe('2026-10-24T09:00:00.000Z');
  });
  it('shows an instant in the viewer zone with its zone name', () => {
    expect(formatSlot('2026-03-30T09:00:00Z', 30, LONDON)).toBe('Monday 30 March 2026, 10:00 to 10:30 BST');
    expect(formatSlot('2026-03-27T10:00:00Z', 45, LONDON)).toBe('Friday 27 March 2026, 10:00 to 10:45 GMT');
    expect(formatSlot('2026-03-30T09:00:00Z', 60, 'Europe/Warsaw')).toBe(
      'Monday 30 March 2026, 11:00 to 12:00 CEST',
    );
    expect(slotEnd('2026-10-25T00:30:00Z', 90)).toBe('2026-10-25T02:00:00.000Z');
  });
  it('sends reminders 24 and 2 hours before in real time, across a clock change', () => {
    // Booked Monday 30 March 10:00 BST (09:00Z): 24 h before is Sunday 10:00 BST, after the change.
    expect(reminderTimes('2026-03-30T09:00:00Z', now).map((r) => [r.hours, r.at.toISOString()])).toEqual([
      [24, '2026-03-29T09:00:00.000Z'],
      [2, '2026-03-30T07:00:00.000Z'],
    ]);
    // Booked 3 hours ahead: only the 2-hour reminder is still to come.
    expect(reminderTimes('2026-03-20T15:00:00Z', now).map((r) => r.hours)).toEqual([2]);
    expect(reminderTimes('2026-03-20T13:00:00Z', now)).toEqual([]);
  });
});
