import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COACH_MESSAGES, type CoachMessage, type CoachStreamEvent } from '@shared/contracts/coach';
import { CV_MESSAGES, type CvSuggestInput, type CvSuggestResponse } from '@shared/contracts/cv';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { modelUsage } from '../../db/schema';
import { buildApp } from '../../app';
import { TEST_ORIGIN, type TestUser } from '../../test/app';
import { startFakeOpenAi } from '../../test/fake-openai';
import { seekerThroughApi } from '../../test/fixtures';

/**
 * The CV builder's "Suggest" with a model: an app configured for a local fake OpenAI-compatible
 * server, with small limits (3 replies an hour, 1,000 tokens a day) that the coach shares.
 */
let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

const THREE_LINES = [
  'Led a team of [how many?] on the night shift\n',
  'Cut waste by [how much?] in the first year\n',
  'Trained new starters on stock control',
];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const url = process.env.TEST_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-cv-model-')),
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DEMO_DATA: 'off',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'test-model',
    AI_TIMEOUT_SECONDS: '1',
    AI_REPLIES_PER_HOUR: '3',
    AI_DAILY_TOKENS: '20000',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'memory' });
  app = await buildApp({ config, database });
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.setMode({ kind: 'stream', chunks: THREE_LINES });
});

async function suggest(seeker: TestUser, payload: CvSuggestInput): Promise<CvSuggestResponse> {
  const res = await seeker.inject({ method: 'POST', url: '/api/cv/suggest', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const achievement = (seeker: TestUser) =>
  suggest(seeker, { field: 'achievement', text: 'helped customers', jobTitle: 'Shop Assistant' });

/** A coach reply, read whole: the last event of the stream. */
async function coachReply(seeker: TestUser, content: string): Promise<CoachMessage> {
  const res = await seeker.inject({
    method: 'POST',
    url: '/api/coach/coach/messages',
    payload: { content },
  });
  expect(res.statusCode, res.body).toBe(200);
  const events = res.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CoachStreamEvent);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`no reply: ${res.body}`);
  return done.message;
}

const ledger = (seeker: TestUser) =>
  app.database.db.select().from(modelUsage).where(eq(modelUsage.userId, seeker.id));

describe('CV suggestions from a model', () => {
  it('sends profile context (the job wanted) and never disclosure answers, even with coaching consent', async () => {
    const seeker = await seekerThroughApi(app, {
      jobTitle: 'Pastry Chef',
      keySkills: ['teamwork'],
      legal: { convictionTypes: ['theft_burglary_robbery'], convictionStatus: 'unspent' },
      health: { hasDisability: true },
    });
    const consent = await seeker.inject({
      method: 'PUT',
      url: '/api/coach/settings',
      payload: { useDisclosure: true },
    });
    expect(consent.json()).toEqual({ useDisclosure: true });

    const summary = await suggest(seeker, { field: 'summary', text: 'I bake bread' });
    expect(summary).toEqual({
      suggestions: [
        'Led a team of [how many?] on the night shift',
        'Cut waste by [how much?] in the first year',
        'Trained new starters on stock control',
      ],
      source: 'model',
      hint: null,
      notice: null,
    });
    expect((await achievement(seeker)).source).toBe('model');

    expect(fake.requests).toHaveLength(2);
    for (const { body } of fake.requests) {
      const sent = body.messages.map((m) => m.content).join('\n');
      expect(sent).toContain('Pastry Chef');
      expect(sent).toContain('Teamwork');
      expect(sent).not.toMatch(/unspent|spent|conviction|criminal|theft|burglary|disab|health/i);
    }
    expect(fake.requests[0]!.body.messages.at(-1)!.content).toContain('I bake bread');
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain('helped customers');
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain('Shop Assistant');
    // Each model reply went into the ledger the limits count, which the data export holds and
    // which goes with the account.
    expect((await ledger(seeker)).map((r) => r.purpose)).toEqual(['cv', 'cv']);
    const exported = (await seeker.inject({ method: 'GET', url: '/api/seeker/export' })).json();
    expect(exported.modelUsage).toMatchObject([{ purpose: 'cv' }, { purpose: 'cv' }]);
    const deleted = await seeker.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await ledger(seeker)).toEqual([]);
  });

  it('falls back to the offline helper when the model fails or is too slow, and counts nothing', async () => {
    const seeker = await seekerThroughApi(app, { jobTitle: 'Chef' });
    fake.setMode({ kind: 'fail', status: 500 });
    const failed = await achievement(seeker);
    expect(failed).toMatchObject({
      source: 'offline',
      hint: expect.stringContaining('how many?'),
      notice: CV_MESSAGES.modelFailed,
    });
    expect(failed.suggestions.length).toBeGreaterThan(0);

    // Three pieces 1.2 s apart: silent for longer than the one-second timeout.
    fake.setMode({ kind: 'stream', chunks: THREE_LINES, delayMs: 1200 });
    const started = Date.now();
    const slow = await suggest(seeker, { field: 'summary', text: '' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(slow).toMatchObject({ source: 'offline', notice: CV_MESSAGES.modelFailed });
    expect(slow.suggestions[0]).toContain('Chef');

    fake.setMode({ kind: 'stream', chunks: ['  \n'] });
    expect((await achievement(seeker)).source).toBe('offline');
    expect(fake.requests).toHaveLength(3);
    expect(await ledger(seeker)).toEqual([]);
  });

  it('at the hourly limit the offline helper answers and the model is not asked', async () => {
    const seeker = await seekerThroughApi(app);
    for (let i = 0; i < 3; i++) expect((await achievement(seeker)).source).toBe('model');
    const limited = await achievement(seeker);
    expect(limited).toMatchObject({
      source: 'offline',
      hint: expect.stringContaining('how many?'),
      notice: expect.stringContaining('in the last hour'),
    });
    expect((await suggest(seeker, { field: 'summary', text: '' })).source).toBe('offline');
    expect(fake.requests).toHaveLength(3);
  });

  it('shares the hourly replies with the coach, both ways', async () => {
    const seeker = await seekerThroughApi(app);
    fake.setMode({ kind: 'stream', chunks: ['Good luck!'] });
    expect((await coachReply(seeker, 'first question')).source).toBe('model');
    expect((await coachReply(seeker, 'second question')).source).toBe('model');
    fake.setMode({ kind: 'stream', chunks: THREE_LINES });
    expect((await achievement(seeker)).source).toBe('model');

    // The suggestion used the coach's last reply of the hour.
    expect(await coachReply(seeker, 'help with my interview')).toMatchObject({
      source: 'offline',
      notice: COACH_MESSAGES.hourlyLimit(3),
    });
    expect((await achievement(seeker)).source).toBe('offline');
    expect(fake.requests).toHaveLength(3);
    expect((await ledger(seeker)).map((r) => r.purpose).sort()).toEqual(['coach', 'coach', 'cv']);
  });

  it('shares the daily token budget with the coach, both ways', async () => {
    const bigCoach = await seekerThroughApi(app);
    fake.setMode({ kind: 'stream', chunks: ['A long answer'], usage: 25000 });
    expect((await coachReply(bigCoach, 'first')).source).toBe('model');
    expect((await achievement(bigCoach)).source).toBe('offline');

    const bigSuggestion = await seekerThroughApi(app);
    fake.setMode({ kind: 'stream', chunks: THREE_LINES, usage: 25000 });
    expect((await achievement(bigSuggestion)).source).toBe('model');
    expect(await coachReply(bigSuggestion, 'help with my interview')).toMatchObject({
      source: 'offline',
      notice: COACH_MESSAGES.dailyLimit,
    });
    expect((await ledger(bigSuggestion)).map((r) => r.tokens)).toEqual([25000]);
    expect(fake.requests).toHaveLength(2);
  });
});
