import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SENTENCE_CODES, SENTENCES, type SentenceCode } from '@shared/rules/spent-check';
import { getTestApp, signUp, TEST_ORIGIN } from '../../test/app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { buildApp } from '../../app';

const post = async (payload: unknown, cookie?: string) => {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: '/api/tools/spent-check',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
};

describe('POST /api/tools/spent-check', () => {
  it('answers signed out, in the order sent, with the fixed result shape', async () => {
    const res = await post({
      dateOfBirth: '1990-03-01',
      asOf: '2024-01-01',
      cautions: [{ type: 'conditional', date: '2023-01-01', conditionsEndDate: '2023-02-15' }],
      convictions: [
        { date: '2019-06-10', sentences: [{ type: 'prison', length: { value: 6, unit: 'months' } }] },
        { date: '2023-06-01', sentences: [{ type: 'fine' }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      cautions: [
        {
          spent: true,
          spentOn: '2023-02-15',
          never: false,
          indefinite: false,
          basic: false,
          standard: true,
          enhanced: true,
        },
      ],
      convictions: [
        // 6 months from 10 June 2019 ends 10 December 2019; spent a year later.
        {
          spent: true,
          spentOn: '2020-12-10',
          never: false,
          indefinite: false,
          basic: false,
          standard: true,
          enhanced: true,
        },
        {
          spent: false,
          spentOn: '2024-06-01',
          never: false,
          indefinite: false,
          basic: true,
          standard: true,
          enhanced: true,
        },
      ],
    });
  });

  it('works signed in too', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await post(
      {
        dateOfBirth: '1990-03-01',
        convictions: [{ date: '2020-01-01', sentences: [{ type: 'absolute_discharge' }] }],
      },
      seeker.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().convictions[0]).toMatchObject({ spent: true, spentOn: '2020-01-01' });
  });

  /**
   * Every sentence code, for a youth and an adult wherever the law allows both, convicted on 15
   * March 2021: the date each is spent, worked out by hand from the rules of issue 13 (not from the
   * rules module). A code with one side only here is youth-only or adult-only (tested below).
   */
  const CONVICTED = '2021-03-15';
  const ADULT_DOB = '1990-06-01'; // 30 on the conviction date
  const YOUTH_DOB = '2005-06-01'; // 15 on the conviction date
  const m = (value: number) => ({ length: { value, unit: 'months' } });
  type Row = [who: 'adult' | 'youth', type: SentenceCode, extra: object, spentOn: string | null, why: string];
  const EVERY_CODE: Row[] = [
    ['adult', 'prison', m(6), '2022-09-15', 'ends 2021-09-15; up to 12 months: +1 year'],
    ['adult', 'prison', m(12), '2023-03-15', 'exactly 12 months: still +1 year from 2022-03-15'],
    ['adult', 'prison', m(30), '2027-09-15', 'ends 2023-09-15; over 12 up to 48 months: +4 years'],
    ['adult', 'prison', m(48), '2029-03-15', 'exactly 48 months: ends 2025-03-15, +4 years'],
    ['adult', 'prison', m(60), '2033-03-15', 'ends 2026-03-15; over 48 months: +7 years'],
    ['adult', 'prison', { ...m(60), schedule18: true }, null, 'over 4 years, Schedule 18: never'],
    ['adult', 'suspended_prison', m(18), '2026-09-15', 'ends 2022-09-15, +4 years'],
    ['youth', 'detention', m(6), '2022-03-15', 'ends 2021-09-15; up to 12 months: +6 months'],
    ['youth', 'detention', m(36), '2026-03-15', 'ends 2024-03-15; up to 48 months: +24 months'],
    ['youth', 'detention', m(60), '2029-09-15', 'ends 2026-03-15; over 48 months: +42 months'],
    ['youth', 'detention_training_order', m(24), '2025-03-15', 'ends 2023-03-15, +24 months'],
    ['adult', 'hospital_order', m(6), '2021-09-15', 'ends with its length'],
    ['youth', 'hospital_order', {}, '2023-03-15', 'no length: +24 months'],
    ['adult', 'community_order', m(12), '2022-03-15', 'ends with its length'],
    ['youth', 'youth_rehabilitation_order', m(12), '2022-03-15', 'ends with its length'],
    ['youth', 'referral_order', m(6), '2021-09-15', 'ends with its length'],
    ['youth', 'supervision_order', {}, '2023-03-15', 'no length: +24 months'],
    ['adult', 'attendance_centre_order', m(3), '2021-06-15', 'ends with its length'],
    ['youth', 'attendance_centre_order', m(3), '2021-06-15', 'ends with its length'],
    ['adult', 'criminal_behaviour_order', m(24), '2023-03-15', 'ends with its length'],
    ['youth', 'criminal_behaviour_order', { indefinite: true }, null, 'until further order'],
    ['youth', 'reparation_order', {}, '2021-03-15', 'spent at once'],
    ['adult', 'restraining_order', {}, '2023-03-15', 'no length: +24 months'],
    ['youth', 'restraining_order', m(18), '2022-09-15', 'ends with its length'],
    [
      'adult',
      'serious_crime_prevention_order',
      { length: { value: 5, unit: 'years' } },
      '2026-03-15',
      'ends',
    ],
    [
      'youth',
      'serious_crime_prevention_order',
      { length: { value: 2, unit: 'years' } },
      '2023-03-15',
      'ends',
    ],
    ['adult', 'sexual_harm_prevention_order', { length: { value: 10, unit: 'years' } }, '2031-03-15', 'ends'],
    ['youth', 'sexual_harm_prevention_order', { indefinite: true }, null, 'until further order'],
    ['adult', 'other_requirement_order', m(6), '2021-09-15', 'ends with its length'],
    ['youth', 'other_requirement_order', {}, '2023-03-15', 'no length: +24 months'],
    ['adult', 'absolute_discharge', {}, '2021-03-15', 'spent at once'],
    ['youth', 'absolute_discharge', {}, '2021-03-15', 'spent at once'],
    ['adult', 'conditional_discharge', m(12), '2022-03-15', 'ends with its length'],
    ['youth', 'conditional_discharge', {}, '2023-03-15', 'no length: +24 months'],
    ['adult', 'bind_over', { length: { value: 12, unit: 'weeks' } }, '2021-06-07', '84 days later'],
    ['youth', 'bind_over', m(6), '2021-09-15', 'ends with its length'],
    ['adult', 'fine', {}, '2022-03-15', '+12 months'],
    ['youth', 'fine', {}, '2021-09-15', '+6 months'],
    ['adult', 'compensation', { paidOn: '2021-08-20' }, '2021-08-20', 'when paid in full'],
    ['youth', 'compensation', { paidOn: '2022-01-10' }, '2022-01-10', 'when paid in full'],
    ['adult', 'compensation', {}, null, 'not paid yet'],
    ['adult', 'disqualification', m(18), '2022-09-15', 'ends with its length'],
    ['youth', 'disqualification', {}, '2023-03-15', 'no length: +24 months'],
    ['adult', 'motoring_fine', {}, '2022-03-15', 'no endorsement: as a fine, +12 months'],
    ['adult', 'motoring_fine', { endorsement: true }, '2026-03-15', 'endorsed: +60 months'],
    ['youth', 'motoring_fine', {}, '2021-09-15', 'no endorsement: as a fine, +6 months'],
    ['youth', 'motoring_fine', { endorsement: true }, '2023-09-15', 'endorsed: +30 months'],
    ['adult', 'penalty_notice', {}, '2026-03-15', '+60 months'],
    // A motoring fixed penalty can be given at 17 (MoJ checker: motoring/youth/penalty_notice).
    ['youth', 'penalty_notice', {}, '2023-09-15', '+30 months'],
    ['adult', 'penalty_points', {}, '2024-03-15', '+36 months'],
    ['youth', 'penalty_points', {}, '2024-03-15', '+36 months'],
    ['adult', 'dismissal', {}, '2022-03-15', '+12 months'],
    ['youth', 'dismissal', {}, '2021-09-15', '+6 months'],
    ['adult', 'cashiering', {}, '2022-03-15', '+12 months'],
    ['youth', 'cashiering', {}, '2021-09-15', '+6 months'],
    ['adult', 'service_detention', m(3), '2022-06-15', 'ends 2021-06-15, +12 months'],
    ['youth', 'service_detention', m(3), '2021-12-15', 'ends 2021-06-15, +6 months'],
    ['adult', 'reprimand', {}, '2022-03-15', '+12 months'],
    ['youth', 'reprimand', {}, '2021-09-15', '+6 months'],
    ['adult', 'service_community_order', m(6), '2021-09-15', 'ends with its length'],
    ['youth', 'service_community_order', {}, '2023-03-15', 'no length: +24 months'],
    ['adult', 'overseas_community_order', m(12), '2022-03-15', 'ends with its length'],
    ['youth', 'overseas_community_order', m(6), '2021-09-15', 'ends with its length'],
  ];
  const sidesOf = (type: SentenceCode) => new Set(EVERY_CODE.filter((r) => r[1] === type).map((r) => r[0]));

  it('the table covers every sentence code, for each side the code allows', () => {
    for (const type of SENTENCE_CODES) {
      const sides = [...sidesOf(type)].sort();
      const who = SENTENCES[type].who;
      expect(sides, type).toEqual(who === 'both' ? ['adult', 'youth'] : [who]);
    }
  });

  it.each(EVERY_CODE)('%s %s %j is spent on %s (%s)', async (who, type, extra, spentOn) => {
    const asOf = '2030-01-01';
    const res = await post({
      dateOfBirth: who === 'youth' ? YOUTH_DOB : ADULT_DOB,
      asOf,
      convictions: [{ date: CONVICTED, sentences: [{ type, ...extra }] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = res.json().convictions;
    expect(result.spentOn).toBe(spentOn);
    expect(result.spent).toBe(spentOn !== null && spentOn <= asOf);
    expect(result.never).toBe('schedule18' in extra);
    expect(result.indefinite).toBe(spentOn === null && !('schedule18' in extra));
    expect(result.basic).toBe(!result.spent);
  });

  // Hand-written from the law, not read from the rules module: the codes only one side may get.
  const YOUTH_ONLY: SentenceCode[] = [
    'detention',
    'detention_training_order',
    'youth_rehabilitation_order',
    'referral_order',
    'supervision_order',
    'reparation_order',
  ];
  const ADULT_ONLY: SentenceCode[] = ['prison', 'suspended_prison', 'community_order'];

  it('the one-sided codes are exactly those the table has one side for', () => {
    const oneSided = (side: 'adult' | 'youth') =>
      SENTENCE_CODES.filter((t) => sidesOf(t).size === 1 && sidesOf(t).has(side)).sort();
    expect(oneSided('youth')).toEqual([...YOUTH_ONLY].sort());
    expect(oneSided('adult')).toEqual([...ADULT_ONLY].sort());
  });

  it.each([
    ...YOUTH_ONLY.map((type) => ['adult', type, 'is only given to someone under 18'] as const),
    ...ADULT_ONLY.map((type) => ['youth', type, 'is only given to someone 18 or over'] as const),
  ])('a 400 naming the field: %s given %s', async (who, type, message) => {
    // The wrong sentence is the second of the second conviction, so the path must be exact.
    const res = await post({
      dateOfBirth: who === 'youth' ? YOUTH_DOB : ADULT_DOB,
      asOf: '2030-01-01',
      convictions: [
        { date: CONVICTED, sentences: [{ type: 'fine' }] },
        {
          date: CONVICTED,
          sentences: [{ type: 'fine' }, { type, ...(SENTENCES[type].length === 'required' ? m(6) : {}) }],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(
      new RegExp(`^convictions\\.1\\.sentences\\.1\\.type: A .+ ${message}$`),
    );
  });

  it('gives a youth answer under 18 and an adult one from the 18th birthday', async () => {
    const body = (date: string) => ({
      dateOfBirth: '2003-05-20',
      asOf: '2026-01-01',
      convictions: [{ date, sentences: [{ type: 'fine' }] }],
    });
    expect((await post(body('2021-05-19'))).json().convictions[0].spentOn).toBe('2021-11-19');
    expect((await post(body('2021-05-20'))).json().convictions[0].spentOn).toBe('2022-05-20');
  });

  it.each([
    [{}, 'dateOfBirth'],
    [
      { dateOfBirth: '1990-02-30', convictions: [{ date: '2020-01-01', sentences: [{ type: 'fine' }] }] },
      'dateOfBirth: Use a real date',
    ],
    [{ dateOfBirth: '1990-01-01' }, 'convictions: Add at least one caution or conviction'],
    [
      { dateOfBirth: '1990-01-01', convictions: [{ date: '2020-01-01', sentences: [{ type: 'flogging' }] }] },
      'convictions.0.sentences.0.type: Unknown sentence type',
    ],
    [
      { dateOfBirth: '1990-01-01', convictions: [{ date: '2020-01-01', sentences: [] }] },
      'convictions.0.sentences: Give at least one sentence',
    ],
    [
      { dateOfBirth: '1990-01-01', convictions: [{ date: '2020-01-01', sentences: [{ type: 'prison' }] }] },
      'convictions.0.sentences.0.length: Give the length',
    ],
    [
      {
        dateOfBirth: '1990-01-01',
        convictions: [
          { date: '2020-01-01', sentences: [{ type: 'prison', length: { value: -2, unit: 'months' } }] },
        ],
      },
      'convictions.0.sentences.0.length.value',
    ],
    [
      {
        dateOfBirth: '1990-01-01',
        convictions: [
          { date: '2020-01-01', sentences: [{ type: 'prison', length: { value: 2, unit: 'days' } }] },
        ],
      },
      'convictions.0.sentences.0.length.unit',
    ],
    [
      {
        dateOfBirth: '1990-01-01',
        convictions: [
          {
            date: '2020-01-01',
            sentences: [{ type: 'suspended_prison', length: { value: 3, unit: 'years' } }],
          },
        ],
      },
      'at most 24 months',
    ],
    [
      {
        dateOfBirth: '1990-01-01',
        convictions: [
          {
            date: '2020-01-01',
            sentences: [{ type: 'detention_training_order', length: { value: 3, unit: 'months' } }],
          },
        ],
      },
      'only given to someone under 18',
    ],
    [
      {
        dateOfBirth: '2008-01-01',
        convictions: [{ date: '2022-01-01', sentences: [{ type: 'community_order' }] }],
      },
      'only given to someone 18 or over',
    ],
    [
      {
        dateOfBirth: '1990-01-01',
        asOf: '2020-01-01',
        convictions: [{ date: '2021-01-01', sentences: [{ type: 'fine' }] }],
      },
      'cannot be in the future',
    ],
    [{ dateOfBirth: '1990-01-01', cautions: [{ type: 'warning', date: '2020-01-01' }] }, 'cautions.0.type'],
    [
      {
        dateOfBirth: '1990-01-01',
        convictions: [{ date: '2020-01-01', sentences: [{ type: 'fine', colour: 'red' }] }],
      },
      'convictions.0.sentences.0',
    ],
  ])('bad input gets a 400 naming the field: %j', async (payload, expected) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toContain(expected);
  });

  it('logs no part of the body', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-tools-')),
      LOG_LEVEL: 'trace',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DEMO_DATA: 'off',
    });
    const database = await openDatabase({ kind: 'memory' });
    const app = await buildApp({
      config,
      database,
      logStream: new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    try {
      for (const payload of [
        { dateOfBirth: '1971-07-23', convictions: [{ date: '1999-09-09', sentences: [{ type: 'fine' }] }] },
        {
          dateOfBirth: '1971-07-23',
          convictions: [{ date: '1999-09-09', sentences: [{ type: 'secret-kind' }] }],
        },
      ]) {
        await app.inject({ method: 'POST', url: '/api/tools/spent-check', payload });
      }
      const logs = lines.join('');
      expect(logs).toContain('/api/tools/spent-check');
      expect(logs).not.toContain('1971-07-23');
      expect(logs).not.toContain('1999-09-09');
      expect(logs).not.toContain('secret-kind');
    } finally {
      await app.close();
      await database.close?.();
    }
  });
});
