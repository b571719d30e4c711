import { describe, expect, it } from 'vitest';
import {
  checkRecord,
  recordProblems,
  recordStatus,
  SENTENCE_CODES,
  SENTENCES,
  type ConvictionInput,
  type RecordInput,
  type SentenceInput,
} from './spent-check';
import { addMonths, ageOn } from './calendar-date';

const ADULT_DOB = '1980-04-15';
const conviction = (date: string, ...sentences: SentenceInput[]): ConvictionInput => ({ date, sentences });
const check = (input: Partial<RecordInput> & { asOf?: string }) =>
  checkRecord(
    {
      dateOfBirth: input.dateOfBirth ?? ADULT_DOB,
      cautions: input.cautions ?? [],
      convictions: input.convictions ?? [],
    },
    input.asOf ?? '2026-11-24',
  );
const spentOn = (dob: string, c: ConvictionInput) =>
  check({ dateOfBirth: dob, convictions: [c] }).convictions[0]!.spentOn;
const months = (value: number) => ({ value, unit: 'months' as const });

describe('calendar dates', () => {
  it('adds months, clamping to the end of the month', () => {
    expect(addMonths('2020-01-31', 1)).toBe('2020-02-29');
    expect(addMonths('2021-01-31', 1)).toBe('2021-02-28');
    expect(addMonths('2020-02-29', 12)).toBe('2021-02-28');
    expect(addMonths('2019-11-30', 3)).toBe('2020-02-29');
  });

  it('counts age; a 29 February birthday comes round on 1 March in other years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
    expect(ageOn('2003-05-20', '2021-05-19')).toBe(17);
    expect(ageOn('2003-05-20', '2021-05-20')).toBe(18);
  });
});

describe('custodial sentences (adult)', () => {
  it('up to 12 months: one year after the end of the sentence', () => {
    expect(spentOn(ADULT_DOB, conviction('2020-01-15', { type: 'prison', length: months(12) }))).toBe(
      '2022-01-15',
    );
    expect(
      spentOn(ADULT_DOB, conviction('2020-01-15', { type: 'prison', length: { value: 6, unit: 'weeks' } })),
    ).toBe('2021-02-26');
  });

  it('over 12 months up to 48: four years after the end', () => {
    // 53 weeks ends 20 January 2021, past the 12 months.
    expect(
      spentOn(ADULT_DOB, conviction('2020-01-15', { type: 'prison', length: { value: 53, unit: 'weeks' } })),
    ).toBe('2025-01-20');
    expect(spentOn(ADULT_DOB, conviction('2015-03-01', { type: 'prison', length: months(48) }))).toBe(
      '2023-03-01',
    );
    expect(
      spentOn(ADULT_DOB, conviction('2015-03-01', { type: 'prison', length: { value: 4, unit: 'years' } })),
    ).toBe('2023-03-01');
  });

  it('over 48 months: seven years after the end; never for a Schedule 18 offence', () => {
    expect(spentOn(ADULT_DOB, conviction('2015-03-01', { type: 'prison', length: months(49) }))).toBe(
      '2026-04-01',
    );
    const never = check({
      convictions: [conviction('2015-03-01', { type: 'prison', length: months(49), schedule18: true })],
    }).convictions[0]!;
    expect(never).toMatchObject({ never: true, spent: false, spentOn: null, basic: true, standard: true });
    // Exactly four years for a Schedule 18 offence is not "over four years".
    expect(
      spentOn(ADULT_DOB, conviction('2015-03-01', { type: 'prison', length: months(48), schedule18: true })),
    ).toBe('2023-03-01');
  });

  it('a suspended sentence counts like prison', () => {
    expect(
      spentOn(ADULT_DOB, conviction('2022-06-01', { type: 'suspended_prison', length: months(18) })),
    ).toBe('2027-12-01');
  });
});

describe('custodial sentences (under 18)', () => {
  const dob = '2005-06-10';
  it('six months, two years or three and a half years after the end', () => {
    expect(spentOn(dob, conviction('2021-02-01', { type: 'detention', length: months(6) }))).toBe(
      '2022-02-01',
    );
    expect(
      spentOn(dob, conviction('2021-02-01', { type: 'detention_training_order', length: months(24) })),
    ).toBe('2025-02-01');
    expect(spentOn(dob, conviction('2021-02-01', { type: 'detention', length: months(60) }))).toBe(
      '2029-08-01',
    );
  });
});

describe('youth or adult by the date of birth', () => {
  const dob = '2003-05-20';
  it('the day before the 18th birthday is youth, the birthday itself adult', () => {
    expect(spentOn(dob, conviction('2021-05-19', { type: 'fine' }))).toBe('2021-11-19');
    expect(spentOn(dob, conviction('2021-05-20', { type: 'fine' }))).toBe('2022-05-20');
  });
  it('a 29 February birthday: 28 February is still youth in a common year', () => {
    expect(spentOn('2004-02-29', conviction('2022-02-28', { type: 'fine' }))).toBe('2022-08-28');
    expect(spentOn('2004-02-29', conviction('2022-03-01', { type: 'fine' }))).toBe('2023-03-01');
  });
});

describe('orders, discharges, money, motoring, military', () => {
  it('orders end with their length; with none, two years; "until further order" is indefinite', () => {
    expect(
      spentOn(ADULT_DOB, conviction('2022-03-10', { type: 'community_order', length: months(18) })),
    ).toBe('2023-09-10');
    expect(spentOn(ADULT_DOB, conviction('2022-03-10', { type: 'restraining_order' }))).toBe('2024-03-10');
    const open = check({
      convictions: [conviction('2022-03-10', { type: 'restraining_order', indefinite: true })],
    }).convictions[0]!;
    expect(open).toMatchObject({ indefinite: true, spent: false, spentOn: null, never: false, basic: true });
  });

  it('absolute discharge and reparation order are spent at once', () => {
    expect(spentOn(ADULT_DOB, conviction('2024-01-01', { type: 'absolute_discharge' }))).toBe('2024-01-01');
    expect(spentOn('2010-01-01', conviction('2024-01-01', { type: 'reparation_order' }))).toBe('2024-01-01');
  });

  it('fines: a year for adults, six months under 18; compensation when paid', () => {
    expect(spentOn(ADULT_DOB, conviction('2020-02-29', { type: 'fine' }))).toBe('2021-02-28');
    expect(spentOn(ADULT_DOB, conviction('2021-01-10', { type: 'compensation', paidOn: '2021-07-07' }))).toBe(
      '2021-07-07',
    );
    expect(
      check({ convictions: [conviction('2021-01-10', { type: 'compensation' })] }).convictions[0],
    ).toMatchObject({
      indefinite: true,
      spent: false,
    });
  });

  it('motoring: points three years, penalty notice five, an endorsed fine five (youth 2½)', () => {
    expect(spentOn(ADULT_DOB, conviction('2020-01-01', { type: 'penalty_points' }))).toBe('2023-01-01');
    expect(spentOn(ADULT_DOB, conviction('2020-01-01', { type: 'penalty_notice' }))).toBe('2025-01-01');
    expect(spentOn(ADULT_DOB, conviction('2020-01-01', { type: 'motoring_fine', endorsement: true }))).toBe(
      '2025-01-01',
    );
    expect(
      spentOn('2004-01-01', conviction('2020-01-01', { type: 'motoring_fine', endorsement: true })),
    ).toBe('2022-07-01');
    expect(spentOn(ADULT_DOB, conviction('2020-01-01', { type: 'motoring_fine' }))).toBe('2021-01-01');
    // Under 18 a penalty notice is taken as endorsed too: 2½ years (MoJ checker
    // motoring/youth/penalty_notice.rb; ROA 1974 s.5(2) table, endorsement).
    expect(spentOn('2003-05-20', conviction('2021-01-10', { type: 'penalty_notice' }))).toBe('2023-07-10');
    expect(
      spentOn(ADULT_DOB, conviction('2020-01-01', { type: 'disqualification', length: months(18) })),
    ).toBe('2021-07-01');
  });

  it('military: a year (six months under 18); service detention after its end', () => {
    expect(spentOn(ADULT_DOB, conviction('2019-05-01', { type: 'dismissal' }))).toBe('2020-05-01');
    expect(spentOn('2002-01-01', conviction('2019-05-01', { type: 'reprimand' }))).toBe('2019-11-01');
    expect(
      spentOn(ADULT_DOB, conviction('2019-05-01', { type: 'service_detention', length: months(3) })),
    ).toBe('2020-08-01');
    expect(
      spentOn(ADULT_DOB, conviction('2019-05-01', { type: 'service_community_order', length: months(6) })),
    ).toBe('2019-11-01');
  });

  it('several sentences: spent when the last is', () => {
    expect(
      spentOn(
        ADULT_DOB,
        conviction('2020-01-01', { type: 'fine' }, { type: 'community_order', length: months(36) }),
      ),
    ).toBe('2023-01-01');
  });

  it('every code gives an answer', () => {
    for (const type of SENTENCE_CODES) {
      const who = SENTENCES[type].who;
      const dob = who === 'youth' ? '2008-01-01' : ADULT_DOB;
      const sentence: SentenceInput = {
        type,
        ...(SENTENCES[type].length === 'required' ? { length: months(6) } : {}),
      };
      expect(
        recordProblems(
          { dateOfBirth: dob, cautions: [], convictions: [conviction('2022-01-01', sentence)] },
          '2026-01-01',
        ),
      ).toEqual([]);
      const [r] = check({ dateOfBirth: dob, convictions: [conviction('2022-01-01', sentence)] }).convictions;
      expect(r!.spentOn !== null || (type === 'compensation' && r!.indefinite), type).toBe(true);
    }
  });
});

describe('cautions', () => {
  it('simple and youth cautions are spent at once; conditional after 3 months or when conditions end', () => {
    const r = check({
      cautions: [
        { type: 'simple', date: '2023-01-01' },
        { type: 'conditional', date: '2023-01-01' },
        { type: 'conditional', date: '2023-01-01', conditionsEndDate: '2023-02-15' },
        { type: 'conditional', date: '2023-01-01', conditionsEndDate: '2023-06-01' },
      ],
    }).cautions;
    expect(r.map((c) => c.spentOn)).toEqual(['2023-01-01', '2023-04-01', '2023-02-15', '2023-04-01']);
  });
});

describe('drag-through', () => {
  it('a conviction while an earlier one is unspent keeps the earlier one unspent', () => {
    const r = check({
      convictions: [
        conviction('2018-01-01', { type: 'fine' }),
        conviction('2018-06-01', { type: 'community_order', length: months(24) }),
      ],
    }).convictions;
    expect(r.map((c) => c.spentOn)).toEqual(['2020-06-01', '2020-06-01']);
  });

  it('chains: a third conviction while the first is held unspent holds both', () => {
    const r = check({
      convictions: [
        conviction('2018-01-01', { type: 'fine' }),
        conviction('2018-06-01', { type: 'community_order', length: months(24) }),
        conviction('2020-01-01', { type: 'prison', length: months(6) }),
      ],
    }).convictions;
    expect(r.map((c) => c.spentOn)).toEqual(['2021-07-01', '2021-07-01', '2021-07-01']);
  });

  it('a conviction after the earlier one is spent drags neither', () => {
    const r = check({
      convictions: [
        conviction('2018-01-01', { type: 'fine' }),
        conviction('2019-02-01', { type: 'community_order', length: months(24) }),
      ],
    }).convictions;
    expect(r.map((c) => c.spentOn)).toEqual(['2019-01-01', '2021-02-01']);
  });

  it('penalty points and orders that run to their end neither drag nor are dragged', () => {
    const notDragged = check({
      convictions: [
        conviction('2018-01-01', { type: 'restraining_order', length: months(60) }),
        conviction('2020-01-01', { type: 'fine' }),
      ],
    }).convictions;
    expect(notDragged.map((c) => c.spentOn)).toEqual(['2023-01-01', '2021-01-01']);
    const noDrag = check({
      convictions: [
        conviction('2018-01-01', { type: 'fine' }),
        conviction('2018-06-01', { type: 'penalty_points' }),
      ],
    }).convictions;
    expect(noDrag.map((c) => c.spentOn)).toEqual(['2019-01-01', '2021-06-01']);
  });

  // ROA 1974 s.6(4): "whichever would end earlier" is extended, so an earlier conviction holds a
  // later one too (MoJ checker: multiples/multiple_offenses_calculator.rb).
  it('an earlier longer conviction keeps a later one unspent (both ways)', () => {
    const prison = conviction('2012-03-15', { type: 'prison', length: months(30) });
    const fine = conviction('2014-01-10', { type: 'fine' });
    expect(spentOn(ADULT_DOB, prison)).toBe('2018-09-15');
    expect(spentOn(ADULT_DOB, fine)).toBe('2015-01-10');
    expect(check({ convictions: [prison, fine] }).convictions.map((c) => c.spentOn)).toEqual([
      '2018-09-15',
      '2018-09-15',
    ]);
    // The order they are entered in does not matter.
    expect(check({ convictions: [fine, prison] }).convictions.map((c) => c.spentOn)).toEqual([
      '2018-09-15',
      '2018-09-15',
    ]);
    // The reverse: the earlier one is the shorter.
    const r = check({
      convictions: [
        conviction('2012-03-15', { type: 'fine' }),
        conviction('2012-06-01', { type: 'prison', length: months(30) }),
      ],
    }).convictions;
    expect(r.map((c) => c.spentOn)).toEqual(['2018-12-01', '2018-12-01']);
  });

  it('chains of three, whichever way each pair runs', () => {
    // The 2014 fine is held by the 2012 prison sentence, which the 2017 order holds to 2019.
    const held = check({
      convictions: [
        conviction('2012-03-15', { type: 'prison', length: months(30) }),
        conviction('2014-01-10', { type: 'fine' }),
        conviction('2017-01-01', { type: 'community_order', length: months(24) }),
      ],
    }).convictions;
    expect(held.map((c) => c.spentOn)).toEqual(['2019-01-01', '2019-01-01', '2019-01-01']);
    // The 2018 fine is held by the prison sentence, and the 2024 fine holds both past 2024-12-01.
    const holds = check({
      convictions: [
        conviction('2018-01-01', { type: 'fine' }),
        conviction('2018-06-01', { type: 'prison', length: months(30) }),
        conviction('2024-01-01', { type: 'motoring_fine', endorsement: true }),
      ],
    }).convictions;
    expect(holds.map((c) => c.spentOn)).toEqual(['2029-01-01', '2029-01-01', '2029-01-01']);
  });

  it('MoJ checker scenarios 7 and 9 (multiple_offenses_calculator_scenarios_spec.rb)', () => {
    const seven = check({
      convictions: [
        conviction(
          '2001-01-01',
          { type: 'conditional_discharge', length: { value: 3, unit: 'years' } },
          { type: 'prison', length: months(6) },
        ),
        conviction('2000-06-01', { type: 'fine' }),
        conviction('2002-03-01', { type: 'prison', length: { value: 3, unit: 'years' } }),
      ],
    }).convictions;
    expect(seven.map((c) => c.spentOn)).toEqual(['2009-03-01', '2009-03-01', '2009-03-01']);
    const nine = check({
      dateOfBirth: '1995-06-01',
      convictions: [
        conviction('2011-02-25', { type: 'referral_order', length: months(6) }),
        conviction('2013-02-12', { type: 'youth_rehabilitation_order', length: months(24) }),
        conviction('2014-07-01', { type: 'community_order', length: months(24) }),
        conviction('2016-06-30', { type: 'prison', length: months(12) }),
      ],
    }).convictions;
    expect(nine.map((c) => c.spentOn)).toEqual(['2011-08-25', '2018-06-30', '2018-06-30', '2018-06-30']);
  });

  it('an order that runs to its end does not hold a later conviction (s.6(5); MoJ scenario 8)', () => {
    const r = check({
      convictions: [
        conviction(
          '2010-01-01',
          { type: 'prison', length: { value: 4, unit: 'years' } },
          { type: 'restraining_order', length: { value: 15, unit: 'years' } },
        ),
        conviction('2012-01-01', { type: 'prison', length: { value: 4, unit: 'years' } }),
      ],
    }).convictions;
    expect(r.map((c) => c.spentOn)).toEqual(['2025-01-01', '2020-01-01']);
  });

  it('an order with no end yet holds a later conviction as well as an earlier one', () => {
    const r = check({
      convictions: [
        conviction('2020-01-01', { type: 'fine' }),
        conviction('2020-06-01', { type: 'community_order', indefinite: true }),
        conviction('2021-01-01', { type: 'fine' }),
      ],
    }).convictions;
    expect(r.map((c) => c.indefinite)).toEqual([true, true, true]);
  });

  it('cautions are neither dragged nor drag', () => {
    const r = check({
      cautions: [{ type: 'conditional', date: '2019-01-01' }],
      convictions: [conviction('2018-06-01', { type: 'prison', length: months(6) })],
    });
    expect(r.cautions[0]!.spentOn).toBe('2019-04-01');
    expect(r.convictions[0]!.spentOn).toBe('2019-12-01');
  });

  // ROA 1974 s.1(1)(b): an excluded sentence during an earlier conviction's rehabilitation period.
  it('a never-spent later conviction keeps the earlier one unspent for ever', () => {
    const r = check({
      convictions: [
        conviction('2010-01-01', { type: 'community_order', length: months(24) }),
        conviction('2011-01-01', { type: 'prison', length: months(60), schedule18: true }),
      ],
    }).convictions;
    expect(r.map((c) => c.never)).toEqual([true, true]);
  });

  // Not a later one: the never-spent conviction has no rehabilitation period to fall in, and
  // s.6(4)(b) keeps it from extending anything. MoJ scenario 6, 1998, 2004 and 2012 convictions.
  it('a never-spent conviction does not hold later ones (MoJ scenario 6)', () => {
    const r = check({
      convictions: [
        conviction('1998-08-10', { type: 'community_order', length: months(12) }, { type: 'fine' }),
        conviction('2004-07-10', { type: 'fine' }),
        conviction('2004-09-12', { type: 'prison', length: { value: 5, unit: 'years' }, schedule18: true }),
        conviction('2012-02-07', { type: 'suspended_prison', length: months(6) }),
      ],
    }).convictions;
    expect(r.map((c) => (c.never ? 'never' : c.spentOn))).toEqual([
      '1999-08-10',
      'never',
      'never',
      '2013-08-07',
    ]);
    // Nor one given while it is running: a 2006 fine is spent in 2007.
    const during = check({
      convictions: [
        conviction('2004-09-12', { type: 'prison', length: { value: 5, unit: 'years' }, schedule18: true }),
        conviction('2006-01-01', { type: 'fine' }),
      ],
    }).convictions;
    expect(during.map((c) => (c.never ? 'never' : c.spentOn))).toEqual(['never', '2007-01-01']);
  });
});

describe('DBS checks', () => {
  it('basic shows unspent only; standard and enhanced show spent convictions until filtered after 11 years', () => {
    const input = { convictions: [conviction('2010-01-01', { type: 'fine' })] };
    expect(check({ ...input, asOf: '2010-06-01' }).convictions[0]).toMatchObject({
      spent: false,
      basic: true,
      standard: true,
      enhanced: true,
    });
    expect(check({ ...input, asOf: '2020-12-31' }).convictions[0]).toMatchObject({
      spent: true,
      basic: false,
      standard: true,
      enhanced: true,
      filteredOn: '2021-01-01',
    });
    expect(check({ ...input, asOf: '2021-01-01' }).convictions[0]).toMatchObject({
      basic: false,
      standard: false,
      enhanced: false,
    });
  });

  it('under 18: filtered after 5½ years', () => {
    const r = check({
      dateOfBirth: '1996-01-01',
      convictions: [conviction('2012-01-01', { type: 'fine' })],
      asOf: '2017-07-01',
    });
    expect(r.convictions[0]).toMatchObject({
      spentOn: '2012-07-01',
      filteredOn: '2017-07-01',
      standard: false,
    });
  });

  it('custodial sentences (suspended too) and Schedule 18 offences are never filtered; a fine is', () => {
    const r = check({
      convictions: [
        conviction('2005-01-01', { type: 'prison', length: months(6) }),
        conviction('2005-01-01', { type: 'community_order', length: months(12), schedule18: true }),
        conviction('2005-01-01', { type: 'suspended_prison', length: months(6) }),
        conviction('2005-01-01', { type: 'fine' }),
      ],
    }).convictions;
    expect(r.map((c) => [c.spent, c.standard, c.filteredOn])).toEqual([
      [true, true, null],
      [true, true, null],
      [true, true, null],
      [true, false, '2016-01-01'],
    ]);
  });

  it('adult cautions are filtered after 6 years', () => {
    const adult = check({ cautions: [{ type: 'simple', date: '2015-01-01' }], asOf: '2020-12-31' })
      .cautions[0]!;
    expect(adult).toMatchObject({ basic: false, standard: true, filteredOn: '2021-01-01' });
  });

  it('youth cautions: filtered after 2 years until 28 November 2020, never disclosed since', () => {
    const youthCaution = (date: string, asOf: string, type: 'simple' | 'conditional' = 'simple') =>
      check({ dateOfBirth: '2004-01-01', cautions: [{ type, date }], asOf }).cautions[0]!;
    // Two years had passed before the change: filtered then.
    expect(youthCaution('2017-06-01', '2019-01-01')).toMatchObject({
      youth: true,
      standard: true,
      filteredOn: '2019-06-01',
    });
    // Under two years old on the day of the change: filtered from that day, not two years on.
    expect(youthCaution('2020-01-01', '2020-11-27')).toMatchObject({
      standard: true,
      filteredOn: '2020-11-28',
    });
    expect(youthCaution('2020-01-01', '2020-11-28')).toMatchObject({
      standard: false,
      filteredOn: '2020-11-28',
    });
    // Given since: never on a standard or enhanced check once spent (a simple one at once).
    expect(youthCaution('2021-03-01', '2021-03-01')).toMatchObject({
      spent: true,
      standard: false,
      filteredOn: '2021-03-01',
    });
    // A conditional one is spent, and so filtered, when its 3 months are over.
    expect(youthCaution('2021-03-01', '2021-04-01', 'conditional')).toMatchObject({
      spent: false,
      standard: true,
    });
    expect(youthCaution('2021-03-01', '2021-06-01', 'conditional')).toMatchObject({
      spent: true,
      standard: false,
      filteredOn: '2021-06-01',
    });
  });
});

describe('recordProblems', () => {
  const base = { dateOfBirth: ADULT_DOB, cautions: [] };
  it('a 17-year-old can have a motoring penalty notice, and it drags like the MoJ youth one', () => {
    const record = {
      dateOfBirth: '2003-05-20',
      cautions: [],
      convictions: [
        conviction('2021-01-10', { type: 'penalty_notice' }),
        conviction('2021-03-01', { type: 'fine' }),
      ],
    };
    expect(recordProblems(record, '2026-01-01')).toEqual([]);
    expect(checkRecord(record, '2026-01-01').convictions.map((c) => c.spentOn)).toEqual([
      '2023-07-10',
      '2023-07-10',
    ]);
  });

  it('names the field of each problem', () => {
    expect(
      recordProblems(
        { ...base, convictions: [conviction('2020-01-01', { type: 'youth_rehabilitation_order' })] },
        '2026-01-01',
      ),
    ).toEqual([
      {
        path: ['convictions', 0, 'sentences', 0, 'type'],
        message: 'A youth rehabilitation order is only given to someone under 18',
      },
    ]);
    expect(
      recordProblems(
        {
          dateOfBirth: '2008-01-01',
          cautions: [],
          convictions: [conviction('2022-01-01', { type: 'prison', length: months(3) })],
        },
        '2026-01-01',
      )[0]!.path,
    ).toEqual(['convictions', 0, 'sentences', 0, 'type']);
    expect(
      recordProblems(
        {
          ...base,
          convictions: [conviction('2020-01-01', { type: 'suspended_prison', length: months(25) })],
        },
        '2026-01-01',
      )[0],
    ).toMatchObject({
      message: 'A suspended prison sentence is at most 24 months',
    });
    expect(
      recordProblems(
        { ...base, convictions: [conviction('2020-01-01', { type: 'prison' })] },
        '2026-01-01',
      )[0]!.path,
    ).toEqual(['convictions', 0, 'sentences', 0, 'length']);
    expect(
      recordProblems({ ...base, convictions: [conviction('2027-01-01', { type: 'fine' })] }, '2026-01-01')[0]!
        .message,
    ).toBe('The conviction date cannot be in the future');
    expect(
      recordProblems({ ...base, convictions: [conviction('1979-01-01', { type: 'fine' })] }, '2026-01-01')[0]!
        .message,
    ).toBe('The conviction date must be after the date of birth');
    expect(
      recordProblems(
        { ...base, convictions: [conviction('2020-01-01', { type: 'fine', length: months(6) })] },
        '2026-01-01',
      )[0],
    ).toEqual({
      path: ['convictions', 0, 'sentences', 0, 'length'],
      message: 'A fine has no length: leave it out',
    });
  });
});

describe('the status a whole record gives', () => {
  const record = (convictions: ConvictionInput[]): RecordInput => ({
    dateOfBirth: ADULT_DOB,
    cautions: [],
    convictions,
  });

  it('is spent only when every conviction is, on the last spent date', () => {
    const r = record([
      conviction('2010-01-01', { type: 'fine' }),
      conviction('2012-06-01', { type: 'community_order', length: months(12) }),
    ]);
    expect(recordStatus(r, '2013-05-31')).toMatchObject({ status: 'unspent', spentOn: '2013-06-01' });
    expect(recordStatus(r, '2013-06-01')).toMatchObject({ status: 'spent', spentOn: '2013-06-01' });
  });

  it('shows on enhanced checks until every conviction is filtered; a custodial one never is', () => {
    const fines = record([conviction('2010-01-01', { type: 'fine' })]);
    expect(recordStatus(fines, '2020-12-31').onEnhancedChecks).toBe(true);
    expect(recordStatus(fines, '2021-01-01').onEnhancedChecks).toBe(false);
    const suspended = record([conviction('2010-01-01', { type: 'suspended_prison', length: months(6) })]);
    expect(recordStatus(suspended, '2040-01-01')).toMatchObject({ status: 'spent', onEnhancedChecks: true });
  });
});
