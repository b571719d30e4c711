import { z } from 'zod';
import { isCalendarDate, todayInUk } from '../rules/calendar-date';
import { recordProblems, SENTENCE_CODES, type RecordInput } from '../rules/spent-check';

/** A real calendar date written YYYY-MM-DD. */
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { message: 'Use a real date written as YYYY-MM-DD' });

export const sentenceLengthSchema = z.strictObject({
  value: z.number().int('Use whole numbers').positive('The length must be more than 0').max(1200),
  unit: z.enum(['weeks', 'months', 'years'], { message: 'The unit is weeks, months or years' }),
});

export const sentenceSchema = z.strictObject({
  type: z.enum(SENTENCE_CODES, { message: 'Unknown sentence type' }),
  length: sentenceLengthSchema.optional(),
  indefinite: z.boolean().optional(),
  paidOn: calendarDateSchema.optional(),
  endorsement: z.boolean().optional(),
  schedule18: z.boolean().optional(),
});

export const convictionSchema = z.strictObject({
  date: calendarDateSchema,
  sentences: z.array(sentenceSchema).min(1, 'Give at least one sentence').max(20),
});

export const cautionSchema = z.strictObject({
  type: z.enum(['simple', 'conditional'], { message: 'A caution is simple or conditional' }),
  date: calendarDateSchema,
  conditionsEndDate: calendarDateSchema.optional(),
});

const recordFields = {
  dateOfBirth: calendarDateSchema,
  cautions: z.array(cautionSchema).max(50).default([]),
  convictions: z.array(convictionSchema).max(50).default([]),
};

/** What the rules cannot check by shape alone, each problem on its field. */
function checkProblems(input: RecordInput, asOf: string, ctx: z.RefinementCtx) {
  if (input.cautions.length + input.convictions.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['convictions'],
      message: 'Add at least one caution or conviction',
    });
  }
  for (const problem of recordProblems(input, asOf)) {
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
}

/** POST /api/tools/spent-check: a fixed contract other tools call. */
export const spentCheckRequestSchema = z
  .strictObject({ ...recordFields, asOf: calendarDateSchema.optional() })
  .superRefine((value, ctx) => checkProblems(value, value.asOf ?? todayInUk(), ctx));

export const recordResultSchema = z.object({
  spent: z.boolean(),
  spentOn: z.string().nullable(),
  never: z.boolean(),
  indefinite: z.boolean(),
  basic: z.boolean(),
  standard: z.boolean(),
  enhanced: z.boolean(),
});

export const spentCheckResponseSchema = z.object({
  cautions: z.array(recordResultSchema),
  convictions: z.array(recordResultSchema),
});

/** A record the seeker saves to their profile (their answer then follows it). */
export const savedRecordSchema = z
  .strictObject(recordFields)
  .superRefine((value, ctx) => checkProblems(value, todayInUk(), ctx));
export type SavedRecord = z.infer<typeof savedRecordSchema>;

/** A saved record as read back: its shape only (its dates were checked when it was saved). */
export const storedRecordSchema = z.object(recordFields);

/** The saved check on the disclosure page: the record, when it was saved, and what it gives today. */
export const savedRecordCheckSchema = z.object({
  record: storedRecordSchema,
  savedAt: z.string(),
  status: z.enum(['spent', 'unspent']),
  spentOn: z.string().nullable(),
});
export type SavedRecordCheck = z.infer<typeof savedRecordCheckSchema>;
