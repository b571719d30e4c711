import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { INTERVIEW_MESSAGES } from '@shared/options/interviews';
import { instantOf, localParts } from '@shared/rules/interview-slots';
import { firstInvalid, proposalSchema, type ProposeFormValues, type SlotErrors } from './propose-form';

const ZONE = 'Europe/London';
const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => localParts(new Date(Date.now() + days * DAY), ZONE);

const values = (over: Partial<ProposeFormValues> = {}): ProposeFormValues => ({
  slots: [{ ...inDays(3), minutes: '30' }],
  kind: 'phone',
  location: '',
  note: '',
  ...over,
});

async function resolve(form: ProposeFormValues) {
  const resolver = zodResolver(proposalSchema(ZONE));
  return resolver(form, undefined, {
    fields: {},
    names: ['slots', 'slots.0.date', 'slots.1.date', 'location'],
    shouldUseNativeValidation: false,
  });
}

describe('the propose form', () => {
  it('turns each row into an instant in the zone, and blanks into nothing', async () => {
    const row = { date: inDays(100).date, time: '10:00', minutes: '45' };
    const result = await resolve(values({ slots: [row], kind: 'in_person', location: '1 High St, Leeds' }));
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      slots: [{ startsAt: instantOf(row.date, '10:00', ZONE), minutes: 45 }],
      kind: 'in_person',
      location: '1 High St, Leeds',
      note: undefined,
    });
  });

  it("puts each time's problem on its row: blank, past, too far", async () => {
    const result = await resolve(
      values({
        slots: [
          { date: '', time: '10:00', minutes: '30' },
          { ...inDays(-1), minutes: '30' },
          { ...inDays(400), minutes: '30' },
        ],
      }),
    );
    const slots = result.errors.slots as unknown as SlotErrors;
    expect(slots[0]?.startsAt?.message).toBe('Please give a date and time.');
    expect(slots[1]?.startsAt?.message).toBe(INTERVIEW_MESSAGES.slotPast);
    expect(slots[2]?.startsAt?.message).toBe(INTERVIEW_MESSAGES.slotTooFar);
  });

  it('says when the same time is given twice, and what the kind needs', async () => {
    const row = { ...inDays(2), minutes: '30' };
    const result = await resolve(values({ slots: [row, row], kind: 'video', location: 'zoom' }));
    const slots = result.errors.slots as unknown as SlotErrors;
    expect(slots.root?.message ?? slots.message).toBe(INTERVIEW_MESSAGES.slotTwice);
    expect(result.errors.location?.message).toBe(INTERVIEW_MESSAGES.linkRequired);
  });

  it('focuses the first field in error: a time before the place', () => {
    const rows = [
      { date: '2030-01-01', time: '10:00', minutes: '30' },
      { date: '2030-01-02', time: '', minutes: '30' },
    ];
    const errors = {
      slots: [undefined, { startsAt: { type: 'custom', message: 'x' } }],
      location: { type: 'custom', message: 'y' },
    } as unknown as FieldErrors<ProposeFormValues>;
    expect(firstInvalid(errors, rows)).toBe('slots.1.time');
    expect(firstInvalid({ location: errors.location }, rows)).toBe('location');
    expect(firstInvalid({}, rows)).toBeNull();
  });
});
