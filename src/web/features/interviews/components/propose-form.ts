import type { FieldError, FieldErrors, FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { proposeInterviewSchema } from '@shared/contracts/interviews';
import { type InterviewKind } from '@shared/options/interviews';
import { instantOf, slotProblems } from '@shared/rules/interview-slots';

/** One time as typed: a local date and time in the viewer's zone, and a length. */
export interface SlotRow {
  date: string;
  time: string;
  minutes: string;
}
export interface ProposeFormValues {
  slots: SlotRow[];
  kind: InterviewKind;
  location: string;
  note: string;
}

/** "" when the row is not a whole date and time yet: the contract then asks for one. */
function startsAtOf(row: SlotRow, timeZone: string): string {
  if (!row.date || !row.time) return '';
  try {
    return instantOf(row.date, row.time, timeZone);
  } catch {
    return '';
  }
}

/**
 * The contract read from the form: each row becomes an instant in the viewer's zone, and the
 * clock's rules (`slotProblems`: not past, not too far) are checked with it, as the server does.
 */
export function proposalSchema(timeZone: string) {
  return z
    .preprocess(
      (v: ProposeFormValues) => ({
        slots: v.slots.map((row) => ({ startsAt: startsAtOf(row, timeZone), minutes: Number(row.minutes) })),
        kind: v.kind,
        location: v.location,
        note: v.note,
      }),
      proposeInterviewSchema,
    )
    .superRefine((value, ctx) => {
      // Rows without a valid time already have the contract's message.
      const timed = (value.slots ?? []).map((s) => ({ startsAt: s.startsAt }));
      for (const [index, message] of slotProblems(timed, new Date())) {
        if (Number.isNaN(Date.parse(timed[index].startsAt))) continue;
        ctx.addIssue({ code: 'custom', path: ['slots', index, 'startsAt'], message });
      }
    });
}

export type SlotErrors = (({ startsAt?: FieldError; minutes?: FieldError } & object) | undefined)[] & {
  root?: FieldError;
  message?: string;
};

/** The field to focus first: rows in order, then the place, then the note. */
export function firstInvalid(
  errors: FieldErrors<ProposeFormValues>,
  rows: SlotRow[],
): FieldPath<ProposeFormValues> | null {
  const slots = errors.slots as SlotErrors | undefined;
  for (let i = 0; i < rows.length; i++) {
    if (slots?.[i]?.startsAt) return rows[i].date && !rows[i].time ? `slots.${i}.time` : `slots.${i}.date`;
    if (slots?.[i]?.minutes) return `slots.${i}.minutes`;
  }
  if (slots?.root || slots?.message) return 'slots.0.date';
  if (errors.location) return 'location';
  if (errors.note) return 'note';
  return null;
}
