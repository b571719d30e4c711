import { z } from 'zod';
import { isCalendarDate, todayInUk } from '../rules/calendar-date';
import {
  recordProblems,
  SENTENCE_CODES,
  SENTENCES,
  type CautionInput,
  type RecordInput,
  type SentenceCode,
  type SentenceInput,
} from '../rules/spent-check';

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

/**
 * The spent checker's questions, one a screen. Its form holds every answer as typed ('' or null
 * for unanswered), so going back shows what was entered; each question checks only its own.
 */
export type SpentCheckQuestion = 'dob' | 'kind' | 'caution' | 'conviction' | 'sentence' | 'more';

export const spentCheckAnswersSchema = z.object({
  dateOfBirth: z.string(),
  kind: z.enum(['caution', 'conviction']).nullable(),
  cautionType: z.enum(['simple', 'conditional']).nullable(),
  cautionDate: z.string(),
  conditionsEnd: z.string(),
  convictionDate: z.string(),
  sentenceType: z.union([z.enum(SENTENCE_CODES), z.literal('')]),
  lengthValue: z.string(),
  lengthUnit: z.enum(['weeks', 'months', 'years']),
  indefinite: z.boolean(),
  paidOn: z.string(),
  endorsement: z.boolean(),
  schedule18: z.boolean(),
  next: z.enum(['sentence', 'caution', 'conviction', 'results']).nullable(),
});
export type SpentCheckAnswers = z.infer<typeof spentCheckAnswersSchema>;
export type SpentCheckField = keyof SpentCheckAnswers;

/** Nothing answered yet; a sentence's length is in months unless changed. */
export const EMPTY_SPENT_CHECK_ANSWERS: SpentCheckAnswers = {
  dateOfBirth: '',
  kind: null,
  cautionType: null,
  cautionDate: '',
  conditionsEnd: '',
  convictionDate: '',
  sentenceType: '',
  lengthValue: '',
  lengthUnit: 'months',
  indefinite: false,
  paidOn: '',
  endorsement: false,
  schedule18: false,
  next: null,
};

/** The caution the caution question describes (its kind and date answered). */
export function cautionFromAnswers(answers: SpentCheckAnswers): CautionInput {
  return {
    type: answers.cautionType!,
    date: answers.cautionDate,
    ...(answers.cautionType === 'conditional' && answers.conditionsEnd
      ? { conditionsEndDate: answers.conditionsEnd }
      : {}),
  };
}

/** The sentence the sentence question describes (its type chosen); unshown answers are left out. */
export function sentenceFromAnswers(answers: SpentCheckAnswers): SentenceInput {
  const type = answers.sentenceType as SentenceCode;
  const info = SENTENCES[type];
  return {
    type,
    ...(answers.lengthValue && !answers.indefinite && info.length !== 'none'
      ? { length: { value: Number(answers.lengthValue), unit: answers.lengthUnit } }
      : {}),
    ...(answers.indefinite && info.length === 'optional' ? { indefinite: true } : {}),
    ...(type === 'compensation' && answers.paidOn ? { paidOn: answers.paidOn } : {}),
    ...(type === 'motoring_fine' && answers.endorsement ? { endorsement: true } : {}),
    ...(info.group === 'custody' && answers.schedule18 ? { schedule18: true } : {}),
  };
}

export interface SpentCheckProblem {
  field: SpentCheckField;
  message: string;
}

/**
 * What the request contract finds at one place in the record (`prefix`), each on the question's
 * field `fieldOf` names, so the checker says what the API would.
 */
function problemsAt(
  record: RecordInput,
  prefix: (string | number)[],
  fieldOf: (path: PropertyKey[]) => SpentCheckField,
): SpentCheckProblem[] {
  const parsed = spentCheckRequestSchema.safeParse({ ...record, asOf: todayInUk() });
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => prefix.every((part, i) => issue.path[i] === part))
    .map((issue) => ({ field: fieldOf(issue.path.slice(prefix.length)), message: issue.message }));
}

/**
 * The problems with one question's answers, in the order the error summary lists them: first
 * what is unanswered, then (once the answer is whole) what the request contract finds with the
 * record so far plus this answer. `record` is what earlier questions gave.
 */
export function spentCheckQuestionProblems(
  question: SpentCheckQuestion,
  answers: SpentCheckAnswers,
  record: RecordInput,
): SpentCheckProblem[] {
  switch (question) {
    case 'dob': {
      const dob = answers.dateOfBirth;
      if (!dob) return [{ field: 'dateOfBirth', message: 'Enter your date of birth' }];
      if (!isCalendarDate(dob)) return [{ field: 'dateOfBirth', message: 'Enter a real date of birth' }];
      if (dob > todayInUk()) return [{ field: 'dateOfBirth', message: 'Date of birth must be in the past' }];
      return [];
    }
    case 'kind':
      return answers.kind ? [] : [{ field: 'kind', message: 'Choose a caution or a conviction' }];
    case 'caution': {
      const missing: SpentCheckProblem[] = [];
      if (!answers.cautionType) missing.push({ field: 'cautionType', message: 'Choose the kind of caution' });
      if (!answers.cautionDate)
        missing.push({ field: 'cautionDate', message: 'Enter the date of the caution' });
      if (missing.length > 0) return missing;
      const candidate = { ...record, cautions: [...record.cautions, cautionFromAnswers(answers)] };
      return problemsAt(candidate, ['cautions', record.cautions.length], (p) =>
        p[0] === 'conditionsEndDate' ? 'conditionsEnd' : 'cautionDate',
      );
    }
    case 'conviction': {
      if (!answers.convictionDate)
        return [{ field: 'convictionDate', message: 'Enter the date of the conviction' }];
      // Its date is checked on its own: the sentences come next.
      const conviction = {
        date: answers.convictionDate,
        sentences: [{ type: 'absolute_discharge' as const }],
      };
      const candidate = { ...record, convictions: [...record.convictions, conviction] };
      return problemsAt(
        candidate,
        ['convictions', record.convictions.length, 'date'],
        () => 'convictionDate',
      );
    }
    case 'sentence': {
      if (!answers.sentenceType) return [{ field: 'sentenceType', message: 'Choose the sentence or order' }];
      const info = SENTENCES[answers.sentenceType];
      if (info.length === 'required' && !answers.lengthValue)
        return [{ field: 'lengthValue', message: `Enter the length of the ${info.label.toLowerCase()}` }];
      // The sentence belongs to the last conviction (the conviction question comes first).
      const index = record.convictions.length - 1;
      const current = record.convictions[index]!;
      const updated = { ...current, sentences: [...current.sentences, sentenceFromAnswers(answers)] };
      const candidate = { ...record, convictions: [...record.convictions.slice(0, index), updated] };
      return problemsAt(candidate, ['convictions', index, 'sentences', current.sentences.length], (p) =>
        p[0] === 'length' ? 'lengthValue' : p[0] === 'paidOn' ? 'paidOn' : 'sentenceType',
      );
    }
    case 'more':
      return answers.next ? [] : [{ field: 'next', message: 'Choose what to do next' }];
  }
}

/** One question's answers, checked as the checker's form submits them (see above). */
export function spentCheckQuestionSchema(question: SpentCheckQuestion, record: RecordInput) {
  return spentCheckAnswersSchema.superRefine((answers, ctx) => {
    for (const problem of spentCheckQuestionProblems(question, answers, record))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}
