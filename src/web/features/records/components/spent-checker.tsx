import { useEffect, useRef, useState, type ReactNode } from 'react';
import { spentCheckRequestSchema } from '@shared/contracts/spent-check';
import { isCalendarDate, todayInUk } from '@shared/rules/calendar-date';
import {
  checkRecord,
  isYouth,
  SENTENCES,
  type CautionInput,
  type ConvictionInput,
  type LengthUnit,
  type RecordInput,
  type SentenceCode,
  type SentenceInput,
} from '@shared/rules/spent-check';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { ErrorSummary, FieldMessage, type FieldError } from '@web/components/ui/error-summary';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup } from '@web/components/ui/radio-group';
import { RecordResults } from './record-results';
import { sentenceGroups } from './sentence-options';

type Step = 'dob' | 'kind' | 'caution' | 'conviction' | 'sentence' | 'more' | 'results';
type Next = 'sentence' | 'caution' | 'conviction' | 'results';

interface State {
  step: Step;
  dateOfBirth: string;
  cautions: CautionInput[];
  convictions: ConvictionInput[];
}

interface SentenceForm {
  type: SentenceCode | '';
  lengthValue: string;
  lengthUnit: LengthUnit;
  indefinite: boolean;
  paidOn: string;
  endorsement: boolean;
  schedule18: boolean;
}
const EMPTY_SENTENCE: SentenceForm = {
  type: '',
  lengthValue: '',
  lengthUnit: 'months',
  indefinite: false,
  paidOn: '',
  endorsement: false,
  schedule18: false,
};

const ids = {
  dob: 'sc-dob',
  kind: 'sc-kind',
  cautionType: 'sc-caution-type',
  cautionDate: 'sc-caution-date',
  conditionsEnd: 'sc-conditions-end',
  convictionDate: 'sc-conviction-date',
  sentenceType: 'sc-sentence-type',
  lengthValue: 'sc-length-value',
  paidOn: 'sc-paid-on',
  more: 'sc-more',
};

/** The problems the shared contract finds at one place in the record, as field errors. */
function problemsAt(
  record: RecordInput,
  prefix: (string | number)[],
  fieldOf: (path: PropertyKey[]) => string,
) {
  const parsed = spentCheckRequestSchema.safeParse({ ...record, asOf: todayInUk() });
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => prefix.every((part, i) => issue.path[i] === part))
    .map((issue) => ({ field: fieldOf(issue.path.slice(prefix.length)), message: issue.message }));
}

/**
 * "When is my record spent?": one question per screen, a GOV.UK-style error summary, and the
 * answer in words with what each DBS check shows. Everything is worked out in the browser with
 * the same rules as the API; nothing is sent unless `resultActions` saves it.
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
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [kind, setKind] = useState<'caution' | 'conviction' | null>(null);
  const [caution, setCaution] = useState<{
    type: 'simple' | 'conditional' | null;
    date: string;
    end: string;
  }>({
    type: null,
    date: '',
    end: '',
  });
  const [convictionDate, setConvictionDate] = useState('');
  const [sentence, setSentence] = useState<SentenceForm>(EMPTY_SENTENCE);
  const [next, setNext] = useState<Next | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const H = headingLevel === 2 ? 'h2' : 'h3';

  // A new question takes the focus, so it is read out.
  useEffect(() => {
    if (history.length > 0) heading.current?.focus();
  }, [state.step, history.length]);

  const go = (nextState: State) => {
    setHistory((h) => [...h, state]);
    setState(nextState);
    setErrors([]);
  };
  const back = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    setState(previous);
    setErrors([]);
  };
  const fail = (list: FieldError[]) => {
    setErrors(list);
    return list.length > 0;
  };
  const record = (s: State = state): RecordInput => ({
    dateOfBirth: s.dateOfBirth,
    cautions: s.cautions,
    convictions: s.convictions,
  });
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const described = (field: string) => (errorOf(field) ? `${field}-error` : undefined);

  function continueFrom() {
    switch (state.step) {
      case 'dob': {
        if (!state.dateOfBirth) return fail([{ field: ids.dob, message: 'Enter your date of birth' }]);
        const problems = isCalendarDate(state.dateOfBirth)
          ? state.dateOfBirth > todayInUk()
            ? ['Date of birth must be in the past']
            : []
          : ['Enter a real date of birth'];
        if (fail(problems.map((message) => ({ field: ids.dob, message })))) return;
        return go({ ...state, step: 'kind' });
      }
      case 'kind':
        if (!kind) return fail([{ field: ids.kind, message: 'Choose a caution or a conviction' }]);
        return go({ ...state, step: kind });
      case 'caution': {
        const list: FieldError[] = [];
        if (!caution.type) list.push({ field: ids.cautionType, message: 'Choose the kind of caution' });
        if (!caution.date) list.push({ field: ids.cautionDate, message: 'Enter the date of the caution' });
        if (fail(list)) return;
        const item: CautionInput = {
          type: caution.type!,
          date: caution.date,
          ...(caution.type === 'conditional' && caution.end ? { conditionsEndDate: caution.end } : {}),
        };
        const candidate = { ...record(), cautions: [...state.cautions, item] };
        const problems = problemsAt(candidate, ['cautions', state.cautions.length], (p) =>
          p[0] === 'conditionsEndDate' ? ids.conditionsEnd : ids.cautionDate,
        );
        if (fail(problems)) return;
        setCaution({ type: null, date: '', end: '' });
        return go({ ...state, cautions: candidate.cautions, step: 'more' });
      }
      case 'conviction': {
        if (!convictionDate)
          return fail([{ field: ids.convictionDate, message: 'Enter the date of the conviction' }]);
        const candidate = {
          ...record(),
          convictions: [
            ...state.convictions,
            { date: convictionDate, sentences: [{ type: 'absolute_discharge' as const }] },
          ],
        };
        const problems = problemsAt(
          candidate,
          ['convictions', state.convictions.length, 'date'],
          () => ids.convictionDate,
        );
        if (fail(problems)) return;
        setConvictionDate('');
        return go({
          ...state,
          convictions: [...state.convictions, { date: convictionDate, sentences: [] }],
          step: 'sentence',
        });
      }
      case 'sentence': {
        if (!sentence.type)
          return fail([{ field: ids.sentenceType, message: 'Choose the sentence or order' }]);
        const info = SENTENCES[sentence.type];
        if (info.length === 'required' && !sentence.lengthValue)
          return fail([
            { field: ids.lengthValue, message: `Enter the length of the ${info.label.toLowerCase()}` },
          ]);
        const item: SentenceInput = {
          type: sentence.type,
          ...(sentence.lengthValue && !sentence.indefinite && info.length !== 'none'
            ? { length: { value: Number(sentence.lengthValue), unit: sentence.lengthUnit } }
            : {}),
          ...(sentence.indefinite && info.length === 'optional' ? { indefinite: true } : {}),
          ...(sentence.type === 'compensation' && sentence.paidOn ? { paidOn: sentence.paidOn } : {}),
          ...(sentence.type === 'motoring_fine' && sentence.endorsement ? { endorsement: true } : {}),
          ...(info.group === 'custody' && sentence.schedule18 ? { schedule18: true } : {}),
        };
        const index = state.convictions.length - 1;
        const current = state.convictions[index]!;
        const updated = { ...current, sentences: [...current.sentences, item] };
        const candidate = { ...record(), convictions: [...state.convictions.slice(0, index), updated] };
        const problems = problemsAt(
          candidate,
          ['convictions', index, 'sentences', current.sentences.length],
          (p) => (p[0] === 'length' ? ids.lengthValue : p[0] === 'paidOn' ? ids.paidOn : ids.sentenceType),
        );
        if (fail(problems)) return;
        setSentence(EMPTY_SENTENCE);
        return go({ ...state, convictions: candidate.convictions, step: 'more' });
      }
      case 'more':
        if (!next) return fail([{ field: ids.more, message: 'Choose what to do next' }]);
        setNext(null);
        setKind(null);
        return go({ ...state, step: next });
      case 'results':
        return;
    }
  }

  const today = todayInUk();
  const lastConviction = state.convictions.at(-1);
  const youthAtConviction =
    lastConviction && isCalendarDate(state.dateOfBirth)
      ? isYouth(state.dateOfBirth, lastConviction.date)
      : false;
  const sentenceInfo = sentence.type ? SENTENCES[sentence.type] : null;

  if (state.step === 'results') {
    const results = checkRecord(record(), today);
    return (
      <section aria-labelledby="sc-heading" className="flex flex-col gap-3">
        <H id="sc-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Your results
        </H>
        <RecordResults record={record()} results={results} />
        <p className="text-sm text-muted">
          For England and Wales, worked out with the Rehabilitation of Offenders Act 1974 as amended in 2023.
          This is guidance, not legal advice: Unlock (unlock.org.uk) can check it with you for free.
        </p>
        {resultActions?.(record(), results)}
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

  const questions: Record<Exclude<Step, 'results'>, string> = {
    dob: 'What is your date of birth?',
    kind: 'What do you want to check?',
    caution: 'About the caution',
    conviction: 'When were you convicted?',
    sentence: 'What sentence or order did you get?',
    more: 'Is there anything else?',
  };

  return (
    <form
      noValidate
      aria-labelledby="sc-heading"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        continueFrom();
      }}
    >
      <ErrorSummary errors={errors} />
      <H id="sc-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {questions[state.step]}
      </H>

      {state.step === 'dob' && (
        <div>
          <Label htmlFor={ids.dob}>Date of birth</Label>
          <p className="mb-1 text-sm text-muted" id={`${ids.dob}-hint`}>
            It tells us whether you were under 18 at the time, which changes the rules.
          </p>
          <Input
            id={ids.dob}
            type="date"
            max={today}
            value={state.dateOfBirth}
            aria-invalid={Boolean(errorOf(ids.dob))}
            aria-describedby={[`${ids.dob}-hint`, described(ids.dob)].filter(Boolean).join(' ')}
            onChange={(e) => setState({ ...state, dateOfBirth: e.target.value })}
          />
          <FieldMessage id={`${ids.dob}-error`} message={errorOf(ids.dob)} />
        </div>
      )}

      {state.step === 'kind' && (
        <div id={ids.kind} tabIndex={-1}>
          <RadioGroup
            legend="Choose one"
            hint="A caution is given by the police; a conviction comes from a court."
            name="sc-kind"
            options={[
              { value: 'conviction', label: 'A conviction' },
              { value: 'caution', label: 'A caution (including a youth caution)' },
            ]}
            value={kind}
            onChange={setKind}
          />
          <FieldMessage id={`${ids.kind}-error`} message={errorOf(ids.kind)} />
        </div>
      )}

      {state.step === 'caution' && (
        <>
          <div id={ids.cautionType} tabIndex={-1}>
            <RadioGroup
              legend="What kind of caution was it?"
              name="sc-caution-type"
              options={[
                { value: 'simple', label: 'A simple or youth caution' },
                { value: 'conditional', label: 'A conditional caution (it came with conditions)' },
              ]}
              value={caution.type}
              onChange={(type) => setCaution({ ...caution, type })}
            />
            <FieldMessage id={`${ids.cautionType}-error`} message={errorOf(ids.cautionType)} />
          </div>
          <div>
            <Label htmlFor={ids.cautionDate}>Date of the caution</Label>
            <Input
              id={ids.cautionDate}
              type="date"
              max={today}
              value={caution.date}
              aria-invalid={Boolean(errorOf(ids.cautionDate))}
              aria-describedby={described(ids.cautionDate)}
              onChange={(e) => setCaution({ ...caution, date: e.target.value })}
            />
            <FieldMessage id={`${ids.cautionDate}-error`} message={errorOf(ids.cautionDate)} />
          </div>
          {caution.type === 'conditional' && (
            <div>
              <Label htmlFor={ids.conditionsEnd}>When did the conditions end? (optional)</Label>
              <Input
                id={ids.conditionsEnd}
                type="date"
                value={caution.end}
                aria-invalid={Boolean(errorOf(ids.conditionsEnd))}
                aria-describedby={described(ids.conditionsEnd)}
                onChange={(e) => setCaution({ ...caution, end: e.target.value })}
              />
              <FieldMessage id={`${ids.conditionsEnd}-error`} message={errorOf(ids.conditionsEnd)} />
            </div>
          )}
        </>
      )}

      {state.step === 'conviction' && (
        <div>
          <Label htmlFor={ids.convictionDate}>Date of the conviction</Label>
          <p className="mb-1 text-sm text-muted" id={`${ids.convictionDate}-hint`}>
            The day the court sentenced you. If you are not sure, the date on your court papers.
          </p>
          <Input
            id={ids.convictionDate}
            type="date"
            max={today}
            value={convictionDate}
            aria-invalid={Boolean(errorOf(ids.convictionDate))}
            aria-describedby={[`${ids.convictionDate}-hint`, described(ids.convictionDate)]
              .filter(Boolean)
              .join(' ')}
            onChange={(e) => setConvictionDate(e.target.value)}
          />
          <FieldMessage id={`${ids.convictionDate}-error`} message={errorOf(ids.convictionDate)} />
        </div>
      )}

      {state.step === 'sentence' && (
        <>
          <div>
            <Label htmlFor={ids.sentenceType}>Sentence or order</Label>
            <p className="mb-1 text-sm text-muted" id={`${ids.sentenceType}-hint`}>
              {youthAtConviction ? 'You were under 18 at the time.' : 'You were 18 or over at the time.'} If
              you got more than one, add the others next.
            </p>
            <select
              id={ids.sentenceType}
              value={sentence.type}
              aria-invalid={Boolean(errorOf(ids.sentenceType))}
              aria-describedby={[`${ids.sentenceType}-hint`, described(ids.sentenceType)]
                .filter(Boolean)
                .join(' ')}
              onChange={(e) => setSentence({ ...EMPTY_SENTENCE, type: e.target.value as SentenceCode })}
              className="min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 py-2.5 text-base text-ink focus:border-leaf-700 aria-[invalid=true]:border-red-700"
            >
              <option value="">Choose…</option>
              {sentenceGroups(youthAtConviction).map((group) => (
                <optgroup key={group.group} label={group.label}>
                  {group.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <FieldMessage id={`${ids.sentenceType}-error`} message={errorOf(ids.sentenceType)} />
          </div>
          {sentenceInfo && sentenceInfo.length !== 'none' && !sentence.indefinite && (
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">
                How long was it?
                {sentenceInfo.length === 'optional' ? ' (leave blank if no length was given)' : ''}
              </legend>
              <div className="flex gap-2">
                <div className="w-28">
                  <Label htmlFor={ids.lengthValue} className="sr-only">
                    Length
                  </Label>
                  <Input
                    id={ids.lengthValue}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    value={sentence.lengthValue}
                    aria-invalid={Boolean(errorOf(ids.lengthValue))}
                    aria-describedby={described(ids.lengthValue)}
                    onChange={(e) =>
                      setSentence({ ...sentence, lengthValue: e.target.value.replace(/\D/g, '') })
                    }
                  />
                </div>
                <div className="flex-1">
                  <Label htmlFor="sc-length-unit" className="sr-only">
                    Unit
                  </Label>
                  <select
                    id="sc-length-unit"
                    value={sentence.lengthUnit}
                    onChange={(e) => setSentence({ ...sentence, lengthUnit: e.target.value as LengthUnit })}
                    className="min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 py-2.5 text-base"
                  >
                    <option value="weeks">weeks</option>
                    <option value="months">months</option>
                    <option value="years">years</option>
                  </select>
                </div>
              </div>
              <FieldMessage id={`${ids.lengthValue}-error`} message={errorOf(ids.lengthValue)} />
            </fieldset>
          )}
          {sentenceInfo?.length === 'optional' && (
            <label className="flex items-center gap-2">
              <Checkbox
                checked={sentence.indefinite}
                onChange={(e) => setSentence({ ...sentence, indefinite: e.target.checked })}
              />
              It was &ldquo;until further order&rdquo; (no end date)
            </label>
          )}
          {sentence.type === 'compensation' && (
            <div>
              <Label htmlFor={ids.paidOn}>When did you finish paying it? (leave blank if not yet)</Label>
              <Input
                id={ids.paidOn}
                type="date"
                max={today}
                value={sentence.paidOn}
                aria-invalid={Boolean(errorOf(ids.paidOn))}
                aria-describedby={described(ids.paidOn)}
                onChange={(e) => setSentence({ ...sentence, paidOn: e.target.value })}
              />
              <FieldMessage id={`${ids.paidOn}-error`} message={errorOf(ids.paidOn)} />
            </div>
          )}
          {sentence.type === 'motoring_fine' && (
            <label className="flex items-center gap-2">
              <Checkbox
                checked={sentence.endorsement}
                onChange={(e) => setSentence({ ...sentence, endorsement: e.target.checked })}
              />
              It was endorsed on my driving licence
            </label>
          )}
          {sentenceInfo?.group === 'custody' && sentence.type !== 'hospital_order' && (
            <label className="flex items-start gap-2">
              <Checkbox
                className="mt-0.5"
                checked={sentence.schedule18}
                onChange={(e) => setSentence({ ...sentence, schedule18: e.target.checked })}
              />
              <span>
                It was for a serious violent, sexual or terrorist offence (Schedule 18 of the Sentencing Act
                2020)
              </span>
            </label>
          )}
        </>
      )}

      {state.step === 'more' && (
        <div id={ids.more} tabIndex={-1}>
          <RadioGroup
            legend="Choose one"
            name="sc-more"
            options={[
              ...(state.convictions.length > 0
                ? [{ value: 'sentence' as const, label: 'Another sentence or order for the same conviction' }]
                : []),
              { value: 'conviction' as const, label: 'Another conviction' },
              { value: 'caution' as const, label: 'Another caution' },
              { value: 'results' as const, label: 'No, show my results' },
            ]}
            value={next}
            onChange={setNext}
          />
          <FieldMessage id={`${ids.more}-error`} message={errorOf(ids.more)} />
        </div>
      )}

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
