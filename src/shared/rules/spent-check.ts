import { addDays, addMonths, ageOn, maxDate, minDate, type CalendarDate } from './calendar-date';

/**
 * When a caution or conviction becomes spent under the Rehabilitation of Offenders Act 1974 (as
 * amended by LASPO 2012 and the Police, Crime, Sentencing and Courts Act 2022, from 28 October
 * 2023), and what basic, standard and enhanced DBS checks show. England and Wales only. The
 * Ministry of Justice's disclosure checker (github.com/ministryofjustice/disclosure-checker,
 * app/services/calculators/) is the reference for these rules.
 */

export const SENTENCE_CODES = [
  'prison',
  'suspended_prison',
  'detention',
  'detention_training_order',
  'hospital_order',
  'community_order',
  'youth_rehabilitation_order',
  'referral_order',
  'supervision_order',
  'attendance_centre_order',
  'criminal_behaviour_order',
  'reparation_order',
  'restraining_order',
  'serious_crime_prevention_order',
  'sexual_harm_prevention_order',
  'other_requirement_order',
  'absolute_discharge',
  'conditional_discharge',
  'bind_over',
  'fine',
  'compensation',
  'disqualification',
  'motoring_fine',
  'penalty_notice',
  'penalty_points',
  'dismissal',
  'cashiering',
  'service_detention',
  'reprimand',
  'service_community_order',
  'overseas_community_order',
] as const;
export type SentenceCode = (typeof SENTENCE_CODES)[number];

export type SentenceGroup = 'custody' | 'community' | 'discharge' | 'money' | 'motoring' | 'military';

interface SentenceInfo {
  label: string;
  group: SentenceGroup;
  /** Who may receive it: an adult (18 or over on the conviction date), a youth, or either. */
  who: 'adult' | 'youth' | 'both';
  /** Whether a length is needed, may be given, or means nothing for it. */
  length: 'required' | 'optional' | 'none';
}

export const SENTENCES: Readonly<Record<SentenceCode, SentenceInfo>> = {
  prison: { label: 'Prison sentence', group: 'custody', who: 'adult', length: 'required' },
  suspended_prison: {
    label: 'Suspended prison sentence',
    group: 'custody',
    who: 'adult',
    length: 'required',
  },
  detention: { label: 'Detention (under 18)', group: 'custody', who: 'youth', length: 'required' },
  detention_training_order: {
    label: 'Detention and training order',
    group: 'custody',
    who: 'youth',
    length: 'required',
  },
  hospital_order: { label: 'Hospital order', group: 'custody', who: 'both', length: 'optional' },
  community_order: { label: 'Community order', group: 'community', who: 'adult', length: 'optional' },
  youth_rehabilitation_order: {
    label: 'Youth rehabilitation order',
    group: 'community',
    who: 'youth',
    length: 'optional',
  },
  referral_order: { label: 'Referral order', group: 'community', who: 'youth', length: 'optional' },
  supervision_order: { label: 'Supervision order', group: 'community', who: 'youth', length: 'optional' },
  attendance_centre_order: {
    label: 'Attendance centre order',
    group: 'community',
    who: 'both',
    length: 'optional',
  },
  criminal_behaviour_order: {
    label: 'Criminal behaviour order',
    group: 'community',
    who: 'both',
    length: 'optional',
  },
  reparation_order: { label: 'Reparation order', group: 'community', who: 'youth', length: 'none' },
  restraining_order: { label: 'Restraining order', group: 'community', who: 'both', length: 'optional' },
  serious_crime_prevention_order: {
    label: 'Serious crime prevention order',
    group: 'community',
    who: 'both',
    length: 'optional',
  },
  sexual_harm_prevention_order: {
    label: 'Sexual harm prevention order',
    group: 'community',
    who: 'both',
    length: 'optional',
  },
  other_requirement_order: {
    label: 'Other order with requirements',
    group: 'community',
    who: 'both',
    length: 'optional',
  },
  absolute_discharge: { label: 'Absolute discharge', group: 'discharge', who: 'both', length: 'none' },
  conditional_discharge: {
    label: 'Conditional discharge',
    group: 'discharge',
    who: 'both',
    length: 'optional',
  },
  bind_over: { label: 'Bind over', group: 'discharge', who: 'both', length: 'optional' },
  fine: { label: 'Fine', group: 'money', who: 'both', length: 'none' },
  compensation: { label: 'Compensation order', group: 'money', who: 'both', length: 'none' },
  disqualification: { label: 'Driving disqualification', group: 'motoring', who: 'both', length: 'optional' },
  motoring_fine: { label: 'Motoring fine', group: 'motoring', who: 'both', length: 'none' },
  // Under 18s too: a 17-year-old can hold a licence (MoJ checker: YOUTH_PENALTY_NOTICE in conviction_type.rb).
  penalty_notice: {
    label: 'Fixed penalty notice (motoring)',
    group: 'motoring',
    who: 'both',
    length: 'none',
  },
  penalty_points: { label: 'Penalty points on a licence', group: 'motoring', who: 'both', length: 'none' },
  dismissal: { label: 'Dismissal from the armed forces', group: 'military', who: 'both', length: 'none' },
  cashiering: { label: 'Cashiering', group: 'military', who: 'both', length: 'none' },
  service_detention: { label: 'Service detention', group: 'military', who: 'both', length: 'required' },
  reprimand: { label: 'Reprimand (armed forces)', group: 'military', who: 'both', length: 'none' },
  service_community_order: {
    label: 'Service community order',
    group: 'military',
    who: 'both',
    length: 'optional',
  },
  overseas_community_order: {
    label: 'Overseas community order',
    group: 'military',
    who: 'both',
    length: 'optional',
  },
};

/** Suspended prison sentences and detention and training orders are at most two years. */
export const MAX_TWO_YEAR_SENTENCES: readonly SentenceCode[] = [
  'suspended_prison',
  'detention_training_order',
];

/**
 * Sentences that neither drag other convictions nor are dragged (they run only to their end): ROA
 * 1974 s.6(5), and the MoJ checker's `no_drag_through` in conviction_type.rb.
 */
const NO_DRAG: ReadonlySet<SentenceCode> = new Set([
  'penalty_points',
  'restraining_order',
  'sexual_harm_prevention_order',
  'serious_crime_prevention_order',
  'criminal_behaviour_order',
  'other_requirement_order',
  'reparation_order',
  'supervision_order',
  'disqualification',
]);

/**
 * Custodial for DBS filtering: a conviction that led to any of these is never filtered. A
 * suspended sentence counts (DBS filtering guidance, Oct 2023: "whether or not suspended").
 */
const CUSTODIAL_FOR_FILTERING: ReadonlySet<SentenceCode> = new Set([
  'prison',
  'suspended_prison',
  'detention',
  'detention_training_order',
  'service_detention',
]);

export type LengthUnit = 'weeks' | 'months' | 'years';
export interface SentenceLength {
  value: number;
  unit: LengthUnit;
}
export interface SentenceInput {
  type: SentenceCode;
  length?: SentenceLength;
  /** "Until further order": the order has no end date. */
  indefinite?: boolean;
  /** Compensation: the day it was paid in full. */
  paidOn?: CalendarDate;
  /** Motoring fine: endorsed on the licence. */
  endorsement?: boolean;
  /** A Schedule 18 (serious violent, sexual or terrorist) offence; also treated as "specified" for DBS filtering. */
  schedule18?: boolean;
}
export interface ConvictionInput {
  date: CalendarDate;
  sentences: SentenceInput[];
}
export interface CautionInput {
  type: 'simple' | 'conditional';
  date: CalendarDate;
  conditionsEndDate?: CalendarDate;
}
export interface RecordInput {
  dateOfBirth: CalendarDate;
  cautions: CautionInput[];
  convictions: ConvictionInput[];
}

/** The API's answer for one caution or conviction. */
export interface RecordResult {
  spent: boolean;
  spentOn: CalendarDate | null;
  never: boolean;
  indefinite: boolean;
  basic: boolean;
  standard: boolean;
  enhanced: boolean;
}

/** With what the screens also say: youth or adult, and when standard and enhanced checks stop showing it. */
export interface DetailedResult extends RecordResult {
  youth: boolean;
  /** When it is filtered from standard and enhanced checks; null when it never will be. */
  filteredOn: CalendarDate | null;
}

type Spend = { kind: 'on'; date: CalendarDate } | { kind: 'never' } | { kind: 'indefinite' };
const on = (date: CalendarDate): Spend => ({ kind: 'on', date });
const NEVER: Spend = { kind: 'never' };
const INDEFINITE: Spend = { kind: 'indefinite' };

/** The later of two: never beats indefinite, which beats any date. */
function later(a: Spend | null, b: Spend | null): Spend | null {
  if (!a) return b;
  if (!b) return a;
  if (a.kind === 'never' || b.kind === 'never') return NEVER;
  if (a.kind === 'indefinite' || b.kind === 'indefinite') return INDEFINITE;
  return on(maxDate(a.date, b.date));
}

const sameSpend = (a: Spend, b: Spend) =>
  a.kind === b.kind && (a.kind !== 'on' || (b.kind === 'on' && a.date === b.date));

/** Is it still unspent on `date`? */
const unspentOn = (spend: Spend, date: CalendarDate) => spend.kind !== 'on' || date < spend.date;

export function isYouth(dateOfBirth: CalendarDate, date: CalendarDate): boolean {
  return ageOn(dateOfBirth, date) < 18;
}

export function endOf(start: CalendarDate, length: SentenceLength): CalendarDate {
  if (length.unit === 'weeks') return addDays(start, length.value * 7);
  return addMonths(start, length.unit === 'years' ? length.value * 12 : length.value);
}

/** When one sentence is spent, for a conviction on `date`. */
export function sentenceSpend(sentence: SentenceInput, date: CalendarDate, youth: boolean): Spend {
  const { type } = sentence;
  const months = (adult: number, young: number) => on(addMonths(date, youth ? young : adult));
  switch (type) {
    case 'prison':
    case 'suspended_prison':
    case 'detention':
    case 'detention_training_order': {
      const end = endOf(date, sentence.length!);
      const overFourYears = end > addMonths(date, 48);
      if (overFourYears && sentence.schedule18) return NEVER;
      const band = end <= addMonths(date, 12) ? 0 : overFourYears ? 2 : 1;
      const buffer = youth ? [6, 24, 42][band]! : [12, 48, 84][band]!;
      return on(addMonths(end, buffer));
    }
    case 'hospital_order':
    case 'community_order':
    case 'youth_rehabilitation_order':
    case 'referral_order':
    case 'supervision_order':
    case 'attendance_centre_order':
    case 'criminal_behaviour_order':
    case 'restraining_order':
    case 'serious_crime_prevention_order':
    case 'sexual_harm_prevention_order':
    case 'other_requirement_order':
    case 'conditional_discharge':
    case 'bind_over':
    case 'disqualification':
    case 'service_community_order':
    case 'overseas_community_order':
      if (sentence.indefinite) return INDEFINITE;
      return sentence.length ? on(endOf(date, sentence.length)) : on(addMonths(date, 24));
    case 'absolute_discharge':
    case 'reparation_order':
      return on(date);
    case 'fine':
      return months(12, 6);
    case 'compensation':
      return sentence.paidOn ? on(maxDate(sentence.paidOn, date)) : INDEFINITE;
    case 'penalty_points':
      return on(addMonths(date, 36));
    case 'penalty_notice':
      // Taken as endorsed, so the endorsement's period (ROA 1974 s.5(2) table): MoJ checker
      // motoring/adult/penalty_notice.rb (60 months) and motoring/youth/penalty_notice.rb (30).
      return months(60, 30);
    case 'motoring_fine':
      return sentence.endorsement ? months(60, 30) : months(12, 6);
    case 'dismissal':
    case 'cashiering':
    case 'reprimand':
      return months(12, 6);
    case 'service_detention':
      return on(addMonths(endOf(date, sentence.length!), youth ? 6 : 12));
  }
}

function cautionSpend(caution: CautionInput): Spend {
  if (caution.type === 'simple') return on(caution.date);
  const threeMonths = addMonths(caution.date, 3);
  return on(
    caution.conditionsEndDate
      ? minDate(maxDate(caution.conditionsEndDate, caution.date), threeMonths)
      : threeMonths,
  );
}

function result(
  spend: Spend,
  filterFrom: CalendarDate | null,
  youth: boolean,
  asOf: CalendarDate,
): DetailedResult {
  const spentOn = spend.kind === 'on' ? spend.date : null;
  const spent = spentOn !== null && spentOn <= asOf;
  const filteredOn = spentOn && filterFrom ? maxDate(spentOn, filterFrom) : null;
  const onHigherChecks = !spent || filteredOn === null || asOf < filteredOn;
  return {
    spent,
    spentOn,
    never: spend.kind === 'never',
    indefinite: spend.kind === 'indefinite',
    basic: !spent,
    standard: onHigherChecks,
    enhanced: onHigherChecks,
    youth,
    filteredOn,
  };
}

/**
 * Adult cautions are filtered from standard and enhanced checks after 6 years. Youth cautions,
 * warnings and reprimands were filtered after 2 years until 28 November 2020; certificates issued
 * since then never disclose them automatically (the Police Act 1997 (Criminal Record
 * Certificates: Relevant Matters) (Amendment) (England and Wales) Order 2020; DBS filtering
 * guidance), so from that day one is filtered as soon as it is spent.
 */
const YOUTH_CAUTIONS_NOT_DISCLOSED_FROM: CalendarDate = '2020-11-28';
function cautionFilterFrom(date: CalendarDate, youth: boolean): CalendarDate {
  if (!youth) return addMonths(date, 72);
  return minDate(addMonths(date, 24), maxDate(date, YOUTH_CAUTIONS_NOT_DISCLOSED_FROM));
}

/** Every caution and conviction, in the order given, as of a date. Input must pass `recordProblems` first. */
export function checkRecord(
  input: RecordInput,
  asOf: CalendarDate,
): { cautions: DetailedResult[]; convictions: DetailedResult[] } {
  const cautions = input.cautions.map((caution) => {
    const youth = isYouth(input.dateOfBirth, caution.date);
    return result(cautionSpend(caution), cautionFilterFrom(caution.date, youth), youth, asOf);
  });

  const parts = input.convictions.map((conviction) => {
    const youth = isYouth(input.dateOfBirth, conviction.date);
    let drags: Spend | null = null;
    let own: Spend | null = null;
    for (const sentence of conviction.sentences) {
      const spend = sentenceSpend(sentence, conviction.date, youth);
      if (NO_DRAG.has(sentence.type)) own = later(own, spend);
      else drags = later(drags, spend);
    }
    return { date: conviction.date, youth, drags, own };
  });

  // Drag-through, ROA 1974 s.6(4): a conviction during another's rehabilitation period extends
  // whichever of the two periods would end earlier to end with the other, so an earlier conviction
  // can hold a later one unspent as well as the reverse (MoJ checker:
  // multiples/multiple_offenses_calculator.rb). Periods as extended count, so chains are repeated
  // until nothing moves. Never-spent convictions are left out: one has no rehabilitation period
  // to fall in, and s.6(4)(b) excludes a later one given a sentence excluded from rehabilitation.
  const periods = parts.filter((p) => p.drags !== null && p.drags.kind !== 'never');
  let moved = true;
  while (moved) {
    moved = false;
    for (const first of periods) {
      for (const next of periods) {
        if (next === first || next.date < first.date || !unspentOn(first.drags!, next.date)) continue;
        const both = later(first.drags, next.drags)!;
        for (const part of [first, next]) {
          if (!sameSpend(part.drags!, both)) {
            part.drags = both;
            moved = true;
          }
        }
      }
    }
  }
  // s.1(1)(b): a sentence excluded from rehabilitation, given during another conviction's
  // (extended) rehabilitation period, means that one is never spent either. Only earlier ones: a
  // never-spent conviction has no period for a later one to fall in (MoJ checker: "Drag through
  // for 'never spent' convictions only applies to previous convictions").
  for (const never of parts) {
    if (never.drags?.kind !== 'never') continue;
    for (const part of periods) {
      if (part.date <= never.date && unspentOn(part.drags!, never.date)) part.drags = NEVER;
    }
  }

  const convictions = input.convictions.map((conviction, i) => {
    const part = parts[i]!;
    const spend = later(part.drags, part.own) ?? on(conviction.date);
    const filterable = conviction.sentences.every(
      (s) => !s.schedule18 && !CUSTODIAL_FOR_FILTERING.has(s.type),
    );
    // Filtered after 11 years (5½ if under 18) unless specified or custodial.
    const filterFrom = filterable ? addMonths(conviction.date, part.youth ? 66 : 132) : null;
    return result(spend, filterFrom, part.youth, asOf);
  });
  return { cautions, convictions };
}

/** Only the fields of the API's fixed contract. */
export function toRecordResult(r: DetailedResult): RecordResult {
  const { spent, spentOn, never, indefinite, basic, standard, enhanced } = r;
  return { spent, spentOn, never, indefinite, basic, standard, enhanced };
}

export interface RecordProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What the shape cannot say: a youth-only sentence for an adult or the reverse, a missing or
 * too long length, dates out of order. Each problem names its field.
 */
export function recordProblems(input: RecordInput, asOf: CalendarDate): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const { dateOfBirth } = input;
  if (dateOfBirth > asOf)
    problems.push({ path: ['dateOfBirth'], message: 'Date of birth must be in the past' });
  const checkDate = (path: (string | number)[], date: CalendarDate, what: string) => {
    if (date < dateOfBirth)
      problems.push({ path, message: `The ${what} date must be after the date of birth` });
    else if (ageOn(dateOfBirth, date) < 10)
      problems.push({ path, message: `The ${what} date is before the age of criminal responsibility (10)` });
    if (date > asOf) problems.push({ path, message: `The ${what} date cannot be in the future` });
  };
  input.cautions.forEach((caution, i) => {
    checkDate(['cautions', i, 'date'], caution.date, 'caution');
    if (caution.conditionsEndDate && caution.conditionsEndDate < caution.date)
      problems.push({
        path: ['cautions', i, 'conditionsEndDate'],
        message: 'The conditions cannot end before the caution',
      });
    if (caution.type === 'simple' && caution.conditionsEndDate)
      problems.push({
        path: ['cautions', i, 'conditionsEndDate'],
        message: 'Only a conditional caution has conditions',
      });
  });
  input.convictions.forEach((conviction, i) => {
    checkDate(['convictions', i, 'date'], conviction.date, 'conviction');
    const youth = conviction.date >= dateOfBirth && isYouth(dateOfBirth, conviction.date);
    conviction.sentences.forEach((sentence, j) => {
      const path = ['convictions', i, 'sentences', j];
      const info = SENTENCES[sentence.type];
      if (info.who === 'youth' && !youth)
        problems.push({
          path: [...path, 'type'],
          message: `A ${info.label.toLowerCase()} is only given to someone under 18`,
        });
      if (info.who === 'adult' && youth)
        problems.push({
          path: [...path, 'type'],
          message: `A ${info.label.toLowerCase()} is only given to someone 18 or over`,
        });
      if (info.length === 'required' && !sentence.length)
        problems.push({
          path: [...path, 'length'],
          message: `Give the length of the ${info.label.toLowerCase()}`,
        });
      if (info.length === 'none' && sentence.length)
        problems.push({
          path: [...path, 'length'],
          message: `A ${info.label.toLowerCase()} has no length: leave it out`,
        });
      if (
        sentence.length &&
        MAX_TWO_YEAR_SENTENCES.includes(sentence.type) &&
        endOf(conviction.date, sentence.length) > addMonths(conviction.date, 24)
      )
        problems.push({
          path: [...path, 'length'],
          message: `A ${info.label.toLowerCase()} is at most 24 months`,
        });
      if (sentence.indefinite && info.length !== 'optional')
        problems.push({
          path: [...path, 'indefinite'],
          message: `A ${info.label.toLowerCase()} cannot be "until further order"`,
        });
      if (sentence.indefinite && sentence.length)
        problems.push({
          path: [...path, 'length'],
          message: 'Give a length or "until further order", not both',
        });
      if (sentence.paidOn && sentence.type !== 'compensation')
        problems.push({ path: [...path, 'paidOn'], message: 'Only compensation has a date paid' });
      if (sentence.paidOn && sentence.paidOn < conviction.date)
        problems.push({
          path: [...path, 'paidOn'],
          message: 'Compensation cannot be paid before the conviction',
        });
      if (sentence.paidOn && sentence.paidOn > asOf)
        problems.push({ path: [...path, 'paidOn'], message: 'The date paid cannot be in the future' });
      if (sentence.endorsement && sentence.type !== 'motoring_fine')
        problems.push({ path: [...path, 'endorsement'], message: 'Only a motoring fine has an endorsement' });
    });
  });
  return problems;
}

/**
 * The record as one answer, as of a date: spent when every caution and conviction is, and the
 * date the last one is spent (null when one never is, or has no end yet).
 */
export function recordStatus(
  record: RecordInput,
  asOf: CalendarDate,
): { status: 'spent' | 'unspent'; spentOn: CalendarDate | null; onEnhancedChecks: boolean } {
  const { cautions, convictions } = checkRecord(record, asOf);
  const all = [...cautions, ...convictions];
  const spentOn = all.every((r) => r.spentOn !== null)
    ? all.reduce<CalendarDate | null>(
        (last, r) => (last === null || r.spentOn! > last ? r.spentOn : last),
        null,
      )
    : null;
  return {
    status: all.every((r) => r.spent) ? 'spent' : 'unspent',
    spentOn,
    // Once every record is filtered, not even an enhanced check shows anything.
    onEnhancedChecks: all.some((r) => r.enhanced),
  };
}
