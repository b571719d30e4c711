import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SENTENCE_CODES, SENTENCES } from '@shared/rules/spent-check';
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

  it('answers for every sentence code, youth or adult as the dates say', async () => {
    for (const type of SENTENCE_CODES) {
      const info = SENTENCES[type];
      const dateOfBirth = info.who === 'youth' ? '2006-01-01' : '1990-01-01';
      const sentence = {
        type,
        ...(info.length === 'required' ? { length: { value: 6, unit: 'months' } } : {}),
        ...(type === 'compensation' ? { paidOn: '2021-03-01' } : {}),
      };
      const res = await post({
        dateOfBirth,
        asOf: '2030-01-01',
        convictions: [{ date: '2021-01-01', sentences: [sentence] }],
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect(res.json().convictions[0].spent, type).toBe(true);
    }
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
