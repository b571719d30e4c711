import { describe, expect, it } from 'vitest';
import {
  EMPTY_SPENT_CHECK_ANSWERS,
  cautionFromAnswers,
  sentenceFromAnswers,
  spentCheckQuestionProblems,
  spentCheckQuestionSchema,
  type SpentCheckAnswers,
} from './spent-check';
import type { RecordInput } from '../rules/spent-check';

const blank = EMPTY_SPENT_CHECK_ANSWERS;
const adult: RecordInput = { dateOfBirth: '1990-03-01', cautions: [], convictions: [] };
const convicted: RecordInput = { ...adult, convictions: [{ date: '2019-06-10', sentences: [] }] };
const problems = (
  question: Parameters<typeof spentCheckQuestionProblems>[0],
  answers: Partial<SpentCheckAnswers>,
  record = adult,
) => spentCheckQuestionProblems(question, { ...blank, ...answers }, record);

describe("the spent checker's questions", () => {
  it('asks for a real date of birth in the past', () => {
    expect(problems('dob', {})).toEqual([{ field: 'dateOfBirth', message: 'Enter your date of birth' }]);
    expect(problems('dob', { dateOfBirth: '1990-02-30' })).toEqual([
      { field: 'dateOfBirth', message: 'Enter a real date of birth' },
    ]);
    expect(problems('dob', { dateOfBirth: '2999-01-01' })).toEqual([
      { field: 'dateOfBirth', message: 'Date of birth must be in the past' },
    ]);
    expect(problems('dob', { dateOfBirth: '1990-03-01' })).toEqual([]);
  });

  it('asks for a choice on the choice questions', () => {
    expect(problems('kind', {})).toEqual([{ field: 'kind', message: 'Choose a caution or a conviction' }]);
    expect(problems('kind', { kind: 'caution' })).toEqual([]);
    expect(problems('more', {})).toEqual([{ field: 'next', message: 'Choose what to do next' }]);
    expect(problems('more', { next: 'results' })).toEqual([]);
  });

  it("lists a caution's missing answers together, then what the contract finds", () => {
    expect(problems('caution', {})).toEqual([
      { field: 'cautionType', message: 'Choose the kind of caution' },
      { field: 'cautionDate', message: 'Enter the date of the caution' },
    ]);
    expect(problems('caution', { cautionType: 'simple', cautionDate: '1985-01-01' })).toEqual([
      { field: 'cautionDate', message: 'The caution date must be after the date of birth' },
    ]);
    expect(
      problems('caution', {
        cautionType: 'conditional',
        cautionDate: '2015-01-01',
        conditionsEnd: '2014-01-01',
      }),
    ).toEqual([{ field: 'conditionsEnd', message: 'The conditions cannot end before the caution' }]);
    // A simple caution's conditions end date, left from a conditional one, is not sent.
    expect(
      problems('caution', { cautionType: 'simple', cautionDate: '2015-01-01', conditionsEnd: '2014-01-01' }),
    ).toEqual([]);
  });

  it("checks a conviction's date on its own", () => {
    expect(problems('conviction', {})).toEqual([
      { field: 'convictionDate', message: 'Enter the date of the conviction' },
    ]);
    expect(problems('conviction', { convictionDate: '2999-01-01' })).toEqual([
      { field: 'convictionDate', message: 'The conviction date cannot be in the future' },
    ]);
    expect(problems('conviction', { convictionDate: '2019-06-10' })).toEqual([]);
  });

  it('asks for the sentence, its length when it has one, and what suits the age', () => {
    expect(problems('sentence', {}, convicted)).toEqual([
      { field: 'sentenceType', message: 'Choose the sentence or order' },
    ]);
    expect(problems('sentence', { sentenceType: 'prison' }, convicted)).toEqual([
      { field: 'lengthValue', message: 'Enter the length of the prison sentence' },
    ]);
    expect(problems('sentence', { sentenceType: 'detention', lengthValue: '6' }, convicted)).toEqual([
      { field: 'sentenceType', message: 'A detention (under 18) is only given to someone under 18' },
    ]);
    expect(problems('sentence', { sentenceType: 'prison', lengthValue: '6' }, convicted)).toEqual([]);
  });

  it('gives each problem to its field through the schema', () => {
    const parsed = spentCheckQuestionSchema('caution', adult).safeParse(blank);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['cautionType'], 'Choose the kind of caution'],
      [['cautionDate'], 'Enter the date of the caution'],
    ]);
    expect(
      spentCheckQuestionSchema('dob', adult).safeParse({ ...blank, dateOfBirth: '1990-03-01' }).success,
    ).toBe(true);
  });

  it('leaves out the answers a sentence or caution does not ask for', () => {
    expect(
      sentenceFromAnswers({
        ...blank,
        sentenceType: 'fine',
        lengthValue: '6',
        paidOn: '2020-01-01',
        schedule18: true,
      }),
    ).toEqual({ type: 'fine' });
    expect(
      sentenceFromAnswers({ ...blank, sentenceType: 'hospital_order', lengthValue: '6', indefinite: true }),
    ).toEqual({
      type: 'hospital_order',
      indefinite: true,
    });
    expect(
      sentenceFromAnswers({
        ...blank,
        sentenceType: 'prison',
        lengthValue: '6',
        lengthUnit: 'years',
        schedule18: true,
      }),
    ).toEqual({
      type: 'prison',
      length: { value: 6, unit: 'years' },
      schedule18: true,
    });
    expect(
      cautionFromAnswers({
        ...blank,
        cautionType: 'simple',
        cautionDate: '2015-01-01',
        conditionsEnd: '2016-01-01',
      }),
    ).toEqual({
      type: 'simple',
      date: '2015-01-01',
    });
  });
});
