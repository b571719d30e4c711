import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  EMPTY_SPENT_CHECK_ANSWERS,
  cautionFromAnswers,
  sentenceFromAnswers,
  spentCheckQuestionProblems,
  spentCheckQuestionSchema,
  type SpentCheckAnswers,
  type SpentCheckField,
  type SpentCheckQuestion,
} from '@shared/contracts/spent-check';
import { isCalendarDate, todayInUk } from '@shared/rules/calendar-date';
import {
  checkRecord,
  isYouth,
  type CautionInput,
  type ConvictionInput,
  type RecordInput,
} from '@shared/rules/spent-check';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, type FieldError } from '@web/components/ui/error-summary';
import { useContractForm } from '@web/lib/use-contract-form';
import { RecordResults } from './record-results';
import { SentenceQuestion } from './sentence-question';
import {
  CautionQuestion,
  ConvictionQuestion,
  DateOfBirthQuestion,
  fieldIds,
  KindQuestion,
  MoreQuestion,
  type QuestionProps,
} from './spent-check-questions';

type Step = SpentCheckQuestion | 'results';

interface State {
  step: Step;
  dateOfBirth: string;
  cautions: CautionInput[];
  convictions: ConvictionInput[];
}

const SENTENCE_FIELDS = [
  'sentenceType',
  'lengthValue',
  'lengthUnit',
  'indefinite',
  'paidOn',
  'endorsement',
  'schedule18',
] as const satisfies readonly SpentCheckField[];

const questions: Record<SpentCheckQuestion, string> = {
  dob: 'What is your date of birth?',
  kind: 'What do you want to check?',
  caution: 'About the caution',
  conviction: 'When were you convicted?',
  sentence: 'What sentence or order did you get?',
  more: 'Is there anything else?',
};

/**
 * "When is my record spent?": one question per screen, a GOV.UK-style error summary, and the
 * answer in words with what each DBS check shows. Everything is worked out in the browser with
 * the same rules as the API; nothing is sent unless `resultActions` saves it. One form holds
 * every answer as typed (so Back shows them again); Continue checks the current question's with
 * the spent-check contract and adds it to the record.
 */
export function SpentChecker({
  resultActions,
  headingLevel = 2,
}: {
  resultActions?: (record: RecordInput, results: ReturnType<typeof checkRecord>) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const [history, setHistory] = useState<State[]>([]);
  const [state, setState] = useState<State>({ step: 'dob', dateOfBirth: '', cautions: [], convictions: [] });
  // The summary lists every problem in the contract's order; a field shows its first.
  const [summary, setSummary] = useState<FieldError[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const record: RecordInput = {
    dateOfBirth: state.dateOfBirth,
    cautions: state.cautions,
    convictions: state.convictions,
  };
  const question = state.step === 'results' ? 'more' : state.step;
  const form = useContractForm<SpentCheckAnswers, SpentCheckAnswers>(
    spentCheckQuestionSchema(question, record),
    // The error summary takes the focus, not the field (see ErrorSummary).
    { defaultValues: EMPTY_SPENT_CHECK_ANSWERS, shouldFocusError: false },
  );

  // A new question takes the focus, so it is read out.
  useEffect(() => {
    if (history.length > 0) heading.current?.focus();
  }, [state.step, history.length]);

  const go = (nextState: State) => {
    setHistory((h) => [...h, state]);
    setState(nextState);
    setSummary([]);
    form.clearErrors();
  };
  const back = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    setState(previous);
    setSummary([]);
    form.clearErrors();
  };

  /** The current question's answers passed the contract: add them to the record and move on. */
  function continueWith(answers: SpentCheckAnswers) {
    switch (state.step) {
      case 'dob':
        return go({ ...state, dateOfBirth: answers.dateOfBirth, step: 'kind' });
      case 'kind':
        return go({ ...state, step: answers.kind! });
      case 'caution':
        form.setValue('cautionType', null);
        form.setValue('cautionDate', '');
        form.setValue('conditionsEnd', '');
        return go({ ...state, cautions: [...state.cautions, cautionFromAnswers(answers)], step: 'more' });
      case 'conviction':
        form.setValue('convictionDate', '');
        return go({
          ...state,
          convictions: [...state.convictions, { date: answers.convictionDate, sentences: [] }],
          step: 'sentence',
        });
      case 'sentence': {
        const index = state.convictions.length - 1;
        const current = state.convictions[index]!;
        const updated = { ...current, sentences: [...current.sentences, sentenceFromAnswers(answers)] };
        for (const field of SENTENCE_FIELDS) form.setValue(field, EMPTY_SPENT_CHECK_ANSWERS[field]);
        return go({ ...state, convictions: [...state.convictions.slice(0, index), updated], step: 'more' });
      }
      case 'more':
        form.setValue('next', null);
        form.setValue('kind', null);
        return go({ ...state, step: answers.next! });
      case 'results':
        return;
    }
  }

  const today = todayInUk();

  if (state.step === 'results') {
    const results = checkRecord(record, today);
    return (
      <section aria-labelledby="sc-heading" className="flex flex-col gap-3">
        <H id="sc-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Your results
        </H>
        <RecordResults record={record} results={results} />
        <p className="text-sm text-muted">
          For England and Wales, worked out with the Rehabilitation of Offenders Act 1974 as amended in 2023.
          This is guidance, not legal advice: Unlock (unlock.org.uk) can check it with you for free.
        </p>
        {resultActions?.(record, results)}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => go({ ...state, step: 'more' })}>
            Add something else
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setHistory([]);
              setState({ step: 'dob', dateOfBirth: state.dateOfBirth, cautions: [], convictions: [] });
            }}
          >
            Start again
          </Button>
        </div>
      </section>
    );
  }

  const errors = form.formState.errors;
  const props: QuestionProps = { form, today, errorOf: (field) => errors[field]?.message };
  const lastConviction = state.convictions.at(-1);
  const youthAtConviction =
    lastConviction && isCalendarDate(state.dateOfBirth)
      ? isYouth(state.dateOfBirth, lastConviction.date)
      : false;

  return (
    <form
      noValidate
      aria-labelledby="sc-heading"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(continueWith, () =>
        setSummary(
          spentCheckQuestionProblems(question, form.getValues(), record).map((problem) => ({
            field: fieldIds[problem.field as keyof typeof fieldIds],
            message: problem.message,
          })),
        ),
      )}
    >
      <ErrorSummary errors={summary} />
      <H id="sc-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {questions[state.step]}
      </H>

      {state.step === 'dob' && <DateOfBirthQuestion {...props} />}
      {state.step === 'kind' && <KindQuestion {...props} />}
      {state.step === 'caution' && <CautionQuestion {...props} />}
      {state.step === 'conviction' && <ConvictionQuestion {...props} />}
      {state.step === 'sentence' && <SentenceQuestion {...props} youth={youthAtConviction} />}
      {state.step === 'more' && <MoreQuestion {...props} hasConviction={state.convictions.length > 0} />}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">Continue</Button>
        {history.length > 0 && (
          <Button type="button" variant="link" onClick={back}>
            Back
          </Button>
        )}
      </div>
    </form>
  );
}
