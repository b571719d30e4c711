import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COACH_MESSAGES, type CoachStreamEvent } from '@shared/contracts/coach';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { buildApp } from '../../app';
import { TEST_ORIGIN, type TestUser } from '../../test/app';
import { startFakeOpenAi } from '../../test/fake-openai';
import { seekerThroughApi } from '../../test/fixtures';

const API_KEY = 'sk-test-secret-key-0123456789';

/**
 * The coach with a model: an app configured for a local fake OpenAI-compatible server (started
 * here), listening on a real port so the stream is read as a browser would read it.
 */
let app: FastifyInstance;
let baseUrl: string;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const url = process.env.TEST_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-coach-')),
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DEMO_DATA: 'off',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'test-model',
    AI_API_KEY: API_KEY,
    AI_TIMEOUT_SECONDS: '1',
    AI_REPLIES_PER_HOUR: '3',
    AI_DAILY_TOKENS: '20000',
    AI_SAFETY_TIMEOUT_SECONDS: '1',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'memory' });
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.classifications.length = 0;
  fake.setMode({ kind: 'stream', chunks: ['Hello'] });
  fake.setClassification('SAFE');
});

/** Sends over HTTP and records each event with the time it arrived. */
async function sendOverHttp(user: TestUser, content: string, thread = 'coach') {
  const started = Date.now();
  const res = await fetch(`${baseUrl}/api/coach/${thread}/messages`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  const arrivals: { at: number; event: CoachStreamEvent }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      arrivals.push({ at: Date.now() - started, event: JSON.parse(buffer.slice(0, newline)) });
      buffer = buffer.slice(newline + 1);
    }
  }
  const done = arrivals.map((a) => a.event).find((e) => e.type === 'done');
  return { status: res.status, arrivals, reply: done?.type === 'done' ? done.message : undefined };
}

describe('AI coach with an OpenAI-compatible model', () => {
  it('streams the reply into the client a sentence at a time, screened, and stores it', async () => {
    const seeker = await seekerThroughApi(app, { firstName: 'Amira', jobTitle: 'Forklift Driver' });
    fake.setMode({
      kind: 'stream',
      chunks: ['Good ', 'luck, Amira. ', 'Sleep ', 'well. ', 'Bring your CV!'],
      delayMs: 250,
      usage: 42,
    });
    const { status, arrivals, reply } = await sendOverHttp(seeker, 'Any tips for tomorrow?');
    expect(status).toBe(200);
    const deltas = arrivals.filter((a) => a.event.type === 'delta');
    expect(deltas.map((d) => (d.event.type === 'delta' ? d.event.text : ''))).toEqual([
      'Good luck, Amira. ',
      'Sleep well. ',
      'Bring your CV!',
    ]);
    // The first sentence arrived well before the reply was complete: it was streamed, not buffered.
    expect(arrivals.at(-1)!.at - deltas[0]!.at).toBeGreaterThanOrEqual(400);
    const content = 'Good luck, Amira. Sleep well. Bring your CV!';
    expect(reply).toMatchObject({ content, source: 'model', notice: null });

    const history = await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages' });
    expect(history.json()).toMatchObject({
      engine: 'model',
      messages: [{ role: 'user' }, { content }],
    });
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'test-model', stream: true });
  });

  it('sends profile context but no disclosure answers until the seeker consents, then sends them', async () => {
    const seeker = await seekerThroughApi(app, {
      firstName: 'Jordan',
      jobTitle: 'Chef',
      legal: { convictionTypes: ['theft_burglary_robbery'], convictionStatus: 'unspent' },
      health: { hasDisability: true },
    });
    await sendOverHttp(seeker, 'How should I prepare?');
    const system = fake.requests[0]!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Jordan');
    expect(system.content).toContain('Chef');
    expect(system.content).not.toMatch(/unspent/i);
    expect(system.content).not.toContain('Has a criminal record');
    expect(system.content).not.toContain('Has a disability or health condition');

    const settings = await seeker.inject({
      method: 'PUT',
      url: '/api/coach/settings',
      payload: { useDisclosure: true },
    });
    expect(settings.json()).toEqual({ useDisclosure: true });
    await sendOverHttp(seeker, 'And now?');
    const withConsent = fake.requests[1]!.body.messages[0]!.content;
    expect(withConsent).toMatch(/unspent/i);
    expect(withConsent).toContain('Has a disability or health condition');
    // The earlier turns go along as history.
    expect(fake.requests[1]!.body.messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);

    await seeker.inject({ method: 'PUT', url: '/api/coach/settings', payload: { useDisclosure: false } });
    await sendOverHttp(seeker, 'Thanks');
    // The profile part is as before consent (the guide part follows each question).
    const profilePart = (prompt: string) => prompt.split("\n\nNewLeaf's reviewed guide")[0];
    expect(profilePart(fake.requests[2]!.body.messages[0]!.content)).toBe(profilePart(system.content));
  });

  it('falls back to the offline coach, saying so, when the model times out, fails or breaks off', async () => {
    const seeker = await seekerThroughApi(app);
    fake.setMode({ kind: 'hang' });
    const timedOut = await sendOverHttp(seeker, 'help with my interview');
    expect(timedOut.reply).toMatchObject({ source: 'offline', notice: COACH_MESSAGES.modelFailed });
    expect(timedOut.reply!.content).toMatch(/interview/i);

    // A reply that falls silent for longer than the timeout is not kept half written.
    fake.setMode({ kind: 'stream', chunks: ['Half a reply. ', 'and the rest'], delayMs: 1200 });
    const slow = await sendOverHttp(seeker, 'help with my interview');
    expect(slow.arrivals.map((a) => a.event.type)).toEqual(['user', 'delta', 'reset', 'done']);
    expect(slow.reply).toMatchObject({ source: 'offline', notice: COACH_MESSAGES.modelFailed });

    fake.setMode({ kind: 'fail', status: 401 });
    const failed = await sendOverHttp(seeker, 'help with my interview');
    expect(failed.reply).toMatchObject({ source: 'offline', notice: COACH_MESSAGES.modelFailed });

    fake.setMode({ kind: 'fail-midway', chunks: ['Half a thought. More'] });
    const broken = await sendOverHttp(seeker, 'help with my interview');
    const types = broken.arrivals.map((a) => a.event.type);
    expect(types).toEqual(['user', 'delta', 'reset', 'done']);
    expect(broken.reply).toMatchObject({ source: 'offline', notice: COACH_MESSAGES.modelFailed });
  });

  it('never shows the API key in a response or a log line', async () => {
    const seeker = await seekerThroughApi(app);
    fake.setMode({ kind: 'fail', status: 401 });
    const { arrivals } = await sendOverHttp(seeker, 'a private worry about my interview');
    expect(JSON.stringify(arrivals)).not.toContain(API_KEY);
    const history = await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages' });
    expect(history.body).not.toContain(API_KEY);
    const logs = logLines.join('');
    expect(logs).toContain('coach model failed');
    expect(logs).not.toContain(API_KEY);
    expect(logs).not.toContain('a private worry');
  });

  it('runs crisis routing first: the model is not asked', async () => {
    const seeker = await seekerThroughApi(app);
    const { reply } = await sendOverHttp(seeker, 'I want to kill myself');
    expect(reply).toMatchObject({ source: 'crisis', crisisKind: 'suicide' });
    expect(reply!.content).toContain('116 123');
    expect(fake.requests).toHaveLength(0);
    expect(fake.classifications).toHaveLength(0);
  });

  it("asks the model's second opinion on every message; its 'risk' wins over the lexicon's silence", async () => {
    const seeker = await seekerThroughApi(app);
    fake.setClassification('EXPLOITATION');
    const { reply } = await sendOverHttp(seeker, 'what time does the minibus pick us up');
    expect(reply).toMatchObject({ source: 'crisis', crisisKind: 'exploitation' });
    expect(reply!.content).toContain('08000 121 700');
    expect(fake.requests).toHaveLength(0);
    expect(fake.classifications).toHaveLength(1);
    const asked = fake.classifications[0]!.body;
    expect(asked.stream).toBe(false);
    expect(asked.messages[0]!.content).toMatch(/safety classifier/);
    expect(asked.messages[1]!.content).toBe('what time does the minibus pick us up');

    // A classifier that says SAFE, answers nonsense or never answers does not stop the reply.
    for (const label of ['SAFE', 'I am not sure', 'hang']) {
      fake.setClassification(label);
      const started = Date.now();
      const answered = await sendOverHttp(seeker, 'any tips for my interview?');
      expect(answered.reply, label).toMatchObject({ source: 'model' });
      if (label === 'hang') expect(Date.now() - started).toBeLessThan(4000);
    }
  });

  it('withholds a reply that the screen stops, even mid-stream', async () => {
    const seeker = await seekerThroughApi(app);
    fake.setMode({
      kind: 'stream',
      chunks: ['Here is what people ask. ', 'A lethal dose of paracetamol is about ', '10 grams. '],
      delayMs: 50,
    });
    const { arrivals, reply } = await sendOverHttp(seeker, 'how much paracetamol can you take a day');
    expect(arrivals.map((a) => a.event.type)).toEqual(['user', 'delta', 'reset', 'done']);
    expect(reply).toMatchObject({ source: 'offline', notice: COACH_MESSAGES.modelWithheld });
    const history = await seeker.inject({ method: 'GET', url: '/api/coach/coach/messages' });
    expect(history.body).not.toMatch(/lethal/i);
  });

  it('counts silence, not the whole reply: a slow model that keeps writing finishes', async () => {
    const seeker = await seekerThroughApi(app);
    // 5 pieces 600 ms apart: 3 s in all, three times the 1 s timeout, but never 1 s silent.
    fake.setMode({ kind: 'stream', chunks: ['One. ', 'Two. ', 'Three. ', 'Four. ', 'Five.'], delayMs: 600 });
    const { reply } = await sendOverHttp(seeker, 'any tips for my interview?');
    expect(reply).toMatchObject({ source: 'model', content: 'One. Two. Three. Four. Five.', notice: null });
  });

  it('grounds the model in the matching guide articles', async () => {
    const seeker = await seekerThroughApi(app);
    await sendOverHttp(seeker, 'what is ban the box');
    const system = fake.requests[0]!.body.messages[0]!.content;
    expect(system).toMatch(/NewLeaf's reviewed guide/);
    expect(system).toContain('What Ban the Box means');
    expect(system).toContain('Business in the Community');
    expect(system).toMatch(/Sources: https:\/\//);
  });

  it('checks in after a crisis reply, whoever answers next; a model reply that speaks of a crisis shows the help card', async () => {
    const seeker = await seekerThroughApi(app);
    await sendOverHttp(seeker, 'i want to go to sleep and not wake up');
    fake.setMode({ kind: 'stream', chunks: ['A cover letter has three parts. '] });
    const next = await sendOverHttp(seeker, 'how do i write a cover letter');
    expect(next.reply!.content).toMatch(/^Before anything else: how are you feeling now\?/);
    expect(next.reply!.content).toContain('A cover letter has three parts.');

    fake.setMode({
      kind: 'stream',
      chunks: ["If you're having thoughts of suicide, please call Samaritans on 116 123. "],
    });
    const spoke = await sendOverHttp(seeker, 'what should i wear to the interview');
    expect(spoke.reply).toMatchObject({ source: 'crisis', crisisKind: 'suicide' });
  });

  it('keeps to the hourly reply limit, then the offline coach answers with a clear notice', async () => {
    const seeker = await seekerThroughApi(app);
    for (let i = 0; i < 3; i++)
      expect((await sendOverHttp(seeker, `question ${i}`)).reply?.source).toBe('model');
    const limited = await sendOverHttp(seeker, 'help with my interview');
    expect(limited.reply).toMatchObject({ source: 'offline', notice: COACH_MESSAGES.hourlyLimit(3) });
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps to the daily token budget', async () => {
    const seeker = await seekerThroughApi(app);
    fake.setMode({ kind: 'stream', chunks: ['A long answer'], usage: 25000 });
    expect((await sendOverHttp(seeker, 'first')).reply?.source).toBe('model');
    const limited = await sendOverHttp(seeker, 'second');
    expect(limited.reply).toMatchObject({ source: 'offline', notice: COACH_MESSAGES.dailyLimit });
  });
});
