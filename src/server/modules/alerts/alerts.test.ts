import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@shared/contracts/job-search';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { getTestApp, signUp, TEST_ORIGIN, type TestUser } from '../../test/app';
import {
  hirerThroughApi,
  insertHirer,
  insertJob,
  postJob,
  seekerThroughApi,
  swipe,
} from '../../test/fixtures';
import { outboxNow } from '../../test/outbox';
import { pushSubscription, savedSearch } from '../../db/schema';
import { ALERTS_MESSAGES as M } from './alerts.service';
import { pushEndpointProblem } from './alerts.push';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

const CHEF_IN_LEEDS = {
  name: 'Chef in Leeds',
  criteria: { keywords: 'chef', place: 'Leeds' },
  emailFrequency: 'daily',
  push: false,
} as const;

async function saveSearch(seeker: TestUser, body: object = CHEF_IN_LEEDS): Promise<SavedSearch> {
  const res = await seeker.inject({ method: 'POST', url: '/api/saved-searches', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { search: SavedSearch }).search;
}

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

// ---- A push service on 127.0.0.1 that records what it is sent --------------------------------

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

async function pushService() {
  const received: Received[] = [];
  /** The status answered per path (201 by default, as push services do). */
  const statusOf = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.statusCode = statusOf.get(req.url!) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, statusOf, origin };
}

/** A browser's subscription: its keys (as PushManager makes them) and how it reads a push. */
function browser(origin: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  const path = `/push/${crypto.randomUUID()}`;
  return {
    path,
    subscription: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    /** Decrypts an aes128gcm push body (RFC 8188, keys as RFC 8291 derives them). */
    read(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, info, 32));
      const cek = Buffer.from(
        crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      let end = plain.length - 1;
      while (plain[end] === 0) end -= 1;
      expect(plain[end]).toBe(2); // the last record's delimiter
      return JSON.parse(plain.subarray(0, end).toString('utf8'));
    },
  };
}

async function subscribe(seeker: TestUser, device: ReturnType<typeof browser>) {
  const res = await seeker.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: device.subscription,
  });
  expect(res.statusCode, res.body).toBe(204);
}

/** The claims of a VAPID Authorization header, after checking its ES256 signature with key k. */
function vapidClaims(header: string | undefined, publicKey: string) {
  const found = /^vapid t=([^,]+), k=(\S+)$/.exec(header ?? '');
  expect(found, header).not.toBeNull();
  const [, token, k] = found!;
  expect(k).toBe(publicKey);
  const [head, claims, signature] = token!.split('.') as [string, string, string];
  const raw = Buffer.from(k!, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number };
}

async function waitFor(check: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await sleep(200);
  return check();
}

// ---- E-mails, read as a mail client would ------------------------------------------------------

interface Mail {
  headers: Record<string, string>;
  subject: string;
  text: string;
}

/** Quoted-printable undone (soft breaks, then =XX bytes as UTF-8). */
const unQuote = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words in a header ('=?UTF-8?Q?=E2=80=9C?=') as text. */
const unEncodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : unQuote(text.replace(/_/g, ' ')),
    );

function digestsSince(dataDir: string, before: Set<string>): Mail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => !before.has(f))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(outbox, f), 'utf8');
      const split = raw.indexOf('\n\n');
      const headers: Record<string, string> = {};
      for (const line of raw
        .slice(0, split)
        .replace(/\r?\n[ \t]+/g, ' ')
        .split(/\r?\n/)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      return { headers, subject: unEncodeWords(headers.subject ?? ''), text: unQuote(raw.slice(split)) };
    })
    .filter((m) => m.headers['list-unsubscribe-post'] !== undefined);
}

async function searchRow(app: FastifyInstance, id: string) {
  const [row] = await app.database.db.select().from(savedSearch).where(eq(savedSearch.id, id));
  return row;
}

// ---- Saved searches ----------------------------------------------------------------------------

describe('saved searches', () => {
  it('are a seeker’s own: create, list, change, delete; others get 404, employers 403', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const other = await signUp(app, 'seeker');
    const hirer = await signUp(app, 'hirer');

    const created = await saveSearch(seeker, {
      name: '  Chef in Leeds ',
      criteria: { keywords: ' chef ', place: 'Leeds', category: '', benefits: ['training_provided'] },
      emailFrequency: 'weekly',
      push: true,
    });
    expect(created).toMatchObject({
      name: 'Chef in Leeds',
      criteria: { keywords: 'chef', place: 'Leeds', benefits: ['training_provided'] },
      emailFrequency: 'weekly',
      push: true,
    });
    expect(created.criteria).not.toHaveProperty('category');
    const row = await searchRow(app, created.id);
    expect(row!.unsubscribeToken.length).toBeGreaterThanOrEqual(32);

    const list = await seeker.inject({ method: 'GET', url: '/api/saved-searches' });
    expect(list.json()).toEqual({ searches: [created] });
    expect((await other.inject({ method: 'GET', url: '/api/saved-searches' })).json()).toEqual({
      searches: [],
    });

    const changed = await seeker.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${created.id}`,
      payload: { emailFrequency: 'daily', push: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().search).toMatchObject({
      name: 'Chef in Leeds',
      emailFrequency: 'daily',
      push: false,
    });

    // Another seeker's search is not found, whatever they try.
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await other.inject({
        method,
        url: `/api/saved-searches/${created.id}`,
        ...(method === 'PATCH' ? { payload: { push: true } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe(M.notFound);
    }
    expect((await searchRow(app, created.id))!.push).toBe(false);

    for (const [method, url] of [
      ['GET', '/api/saved-searches'],
      ['POST', '/api/saved-searches'],
      ['PATCH', `/api/saved-searches/${created.id}`],
      ['DELETE', `/api/saved-searches/${created.id}`],
    ] as const) {
      const res = await hirer.inject({
        method,
        url,
        ...(method === 'GET' ? {} : { payload: CHEF_IN_LEEDS }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(res)).toBe('Only job seekers can save searches');
      expect((await app.inject({ method, url, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
    }
    const push = await hirer.inject({ method: 'POST', url: '/api/push/subscriptions', payload: {} });
    expect(push.statusCode).toBe(403);
    expect(errorOf(push)).toBe('Only job seekers can get job alerts');

    const removed = await seeker.inject({ method: 'DELETE', url: `/api/saved-searches/${created.id}` });
    expect(removed.statusCode).toBe(204);
    expect(
      (await seeker.inject({ method: 'DELETE', url: `/api/saved-searches/${created.id}` })).statusCode,
    ).toBe(404);
    expect((await seeker.inject({ method: 'GET', url: '/api/saved-searches' })).json()).toEqual({
      searches: [],
    });
  });

  it('refuses bad input with the contract’s messages, and more than the limit', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const cases: [object, string][] = [
      [{ ...CHEF_IN_LEEDS, name: '   ' }, 'Please give the search a name'],
      [{ ...CHEF_IN_LEEDS, name: 'x'.repeat(61) }, 'Please keep the name under 60 characters'],
      [{ ...CHEF_IN_LEEDS, emailFrequency: 'hourly' }, 'Please choose how often to e-mail'],
      [{ ...CHEF_IN_LEEDS, criteria: { category: 'Astronaut' } }, 'Please choose a category from the list'],
      [
        { ...CHEF_IN_LEEDS, criteria: { keywords: 'k'.repeat(101) } },
        'Please keep the keywords under 100 characters',
      ],
      [{ ...CHEF_IN_LEEDS, criteria: { benefits: ['gold'] } }, 'Please choose benefits from the list'],
    ];
    for (const [payload, message] of cases) {
      const res = await seeker.inject({ method: 'POST', url: '/api/saved-searches', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res)).toContain(message);
    }
    const badId = await seeker.inject({ method: 'PATCH', url: '/api/saved-searches/not-an-id', payload: {} });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId)).toContain('Saved search not found');

    for (let i = 0; i < SAVED_SEARCHES_MAX; i++)
      await saveSearch(seeker, { ...CHEF_IN_LEEDS, name: `Search ${i}` });
    const over = await seeker.inject({ method: 'POST', url: '/api/saved-searches', payload: CHEF_IN_LEEDS });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toBe(M.tooMany);
    const list = (await seeker.inject({ method: 'GET', url: '/api/saved-searches' })).json();
    expect(list.searches).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('go with the account, and are in the seeker’s data export (without secrets)', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const { origin } = await pushService();
    const device = browser(origin);
    await saveSearch(seeker);
    await subscribe(seeker, device);
    const exported = (await seeker.inject({ method: 'GET', url: '/api/seeker/export' })).json();
    expect(exported.savedSearches).toMatchObject([{ name: 'Chef in Leeds', emailFrequency: 'daily' }]);
    expect(exported.pushSubscriptions).toMatchObject([{ endpoint: device.subscription.endpoint }]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(device.subscription.keys.auth);
    expect(text).not.toContain('unsubscribeToken');

    const del = await seeker.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await app.database.db.select().from(savedSearch).where(eq(savedSearch.userId, seeker.id))).toEqual(
      [],
    );
    expect(
      await app.database.db.select().from(pushSubscription).where(eq(pushSubscription.userId, seeker.id)),
    ).toEqual([]);
  });
});

// ---- Web Push --------------------------------------------------------------------------------

describe('push devices', () => {
  it('answers the VAPID public key made once into the data folder', async () => {
    const { app, dataDir } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps a subscription per endpoint, and refuses addresses inside the server’s network', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const other = await signUp(app, 'seeker');
    const device = browser('https://push.example.org');
    await subscribe(seeker, device);
    await subscribe(seeker, device);
    // The same browser signed into another account now belongs to it.
    await subscribe(other, device);
    const rows = await app.database.db.select().from(pushSubscription);
    expect(rows.map((r) => r.userId)).toEqual([other.id]);
    // Removing is the owner's only: the first seeker's delete leaves it.
    const body = { endpoint: device.subscription.endpoint };
    expect(
      (await seeker.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: body })).statusCode,
    ).toBe(204);
    expect(await app.database.db.select().from(pushSubscription)).toHaveLength(1);
    expect(
      (await other.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: body })).statusCode,
    ).toBe(204);
    expect(await app.database.db.select().from(pushSubscription)).toHaveLength(0);

    for (const endpoint of [
      'http://push.example.org/x',
      'https://localhost/x',
      'https://push.localhost/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.1/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://0x7f000002/x',
      'https://user:pw@push.example.org/x',
      'ftp://push.example.org/x',
    ]) {
      const res = await seeker.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { ...device.subscription, endpoint },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(errorOf(res)).toContain('That push address is not valid');
    }
    // Plain http to 127.0.0.1 only with PUSH_ALLOW_LOCAL_ENDPOINTS (on in tests).
    expect(pushEndpointProblem('http://127.0.0.1:8080/push', true)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:8080/push', false)).not.toBeNull();
    expect(pushEndpointProblem('https://127.0.0.1/push', false)).not.toBeNull();
    expect(pushEndpointProblem('http://10.0.0.1/push', true)).not.toBeNull();
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
  });
});

describe('a push when a job goes live', () => {
  it('goes through the queue to each device of each seeker it matches, signed and encrypted, once a day per search', async () => {
    const { app } = await getTestApp();
    const service = await pushService();
    const { publicKey } = (await app.inject({ method: 'GET', url: '/api/push/key' })).json() as {
      publicKey: string;
    };
    const seeker = await signUp(app, 'seeker');
    const phone = browser(service.origin);
    const laptop = browser(service.origin);
    await subscribe(seeker, phone);
    await subscribe(seeker, laptop);
    // Two of the seeker's searches match: still one push per device.
    const first = await saveSearch(seeker, { ...CHEF_IN_LEEDS, push: true, emailFrequency: 'off' });
    await saveSearch(seeker, {
      ...CHEF_IN_LEEDS,
      name: 'Any chef',
      criteria: { keywords: 'chef' },
      push: true,
    });
    // Others: a search that does not match, and one with push off.
    const porter = await signUp(app, 'seeker');
    const porterDevice = browser(service.origin);
    await subscribe(porter, porterDevice);
    await saveSearch(porter, { ...CHEF_IN_LEEDS, criteria: { keywords: 'porter' }, push: true });
    const quiet = await signUp(app, 'seeker');
    const quietDevice = browser(service.origin);
    await subscribe(quiet, quietDevice);
    await saveSearch(quiet, { ...CHEF_IN_LEEDS, push: false });

    const hirer = await hirerThroughApi(app, 'Leeds Kitchen Ltd');
    const jobId = await postJob(hirer, { title: 'Chef de Partie', locationCity: 'Leeds' });
    expect(await waitFor(() => service.received.length >= 2)).toBe(true);
    await sleep(500); // anything more would have come by now
    expect(service.received.map((r) => r.path).sort()).toEqual([laptop.path, phone.path].sort());

    for (const request of service.received) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe(String(24 * 60 * 60));
      const claims = vapidClaims(request.headers.authorization, publicKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toBe('mailto:no-reply@newleaf.local');
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      const reader = request.path === phone.path ? phone : laptop;
      expect(reader.read(request.body)).toEqual({
        title: 'New job: Chef de Partie',
        body: 'Leeds Kitchen Ltd · Leeds',
        url: `/seeker-job/${jobId}`,
      });
    }
    expect((await searchRow(app, first.id))!.lastPushedAt).not.toBeNull();

    // Another matching job the same day: no push (at most one a day per search).
    const second = await insertJob(app, hirer.companyId, { title: 'Sous Chef', locationCity: 'Leeds' });
    await app.services.alerts.pushForJob(second);
    expect(service.received).toHaveLength(2);
    // A day later it may push again.
    await app.database.db
      .update(savedSearch)
      .set({ lastPushedAt: new Date(Date.now() - DAY - 60_000) })
      .where(eq(savedSearch.userId, seeker.id));
    await app.services.alerts.pushForJob(second);
    expect(service.received).toHaveLength(4);
  });

  it('skips seekers who swiped on or applied to the job, and barred seekers for a DBS-barred job', async () => {
    const { app } = await getTestApp();
    const service = await pushService();
    const hirer = await insertHirer(app, 'Care Homes Ltd');
    const search = { ...CHEF_IN_LEEDS, push: true, emailFrequency: 'off' };
    const seekers = {
      plain: await seekerThroughApi(app),
      swiped: await seekerThroughApi(app),
      applied: await seekerThroughApi(app),
      barred: await seekerThroughApi(app, { legal: { onDbsBarringList: true } }),
    };
    const devices = new Map<string, string>();
    for (const [name, seeker] of Object.entries(seekers)) {
      const device = browser(service.origin);
      devices.set(device.path, name);
      await subscribe(seeker, device);
      await saveSearch(seeker, search);
    }
    const open = await insertJob(app, hirer.companyId, { title: 'Chef', locationCity: 'Leeds' });
    const dbs = await insertJob(app, hirer.companyId, {
      title: 'Care Home Chef',
      locationCity: 'Leeds',
      subjectToDbsBarring: true,
    });
    await swipe(seekers.swiped, { targetKind: 'job', targetId: dbs, action: 'pass' });
    const applied = await seekers.applied.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId: dbs },
    });
    expect(applied.statusCode, applied.body).toBe(201);

    await app.services.alerts.pushForJob(dbs);
    expect(service.received.map((r) => devices.get(r.path))).toEqual(['plain']);

    // The barred seeker still hears of jobs without DBS barring.
    await app.database.db.update(savedSearch).set({ lastPushedAt: null });
    service.received.length = 0;
    await app.services.alerts.pushForJob(open);
    expect(service.received.map((r) => devices.get(r.path)).sort()).toEqual([
      'applied',
      'barred',
      'plain',
      'swiped',
    ]);
  });

  it('forgets a device the push service says is gone; retries only when nothing was delivered', async () => {
    const { app } = await getTestApp();
    const service = await pushService();
    const hirer = await insertHirer(app, 'Leeds Kitchen Ltd');
    const seeker = await signUp(app, 'seeker');
    const gone = browser(service.origin);
    const kept = browser(service.origin);
    service.statusOf.set(gone.path, 410);
    await subscribe(seeker, gone);
    await subscribe(seeker, kept);
    const search = await saveSearch(seeker, { ...CHEF_IN_LEEDS, push: true });

    const job = await insertJob(app, hirer.companyId, { title: 'Chef', locationCity: 'Leeds' });
    await app.services.alerts.pushForJob(job);
    expect(service.received.map((r) => r.path).sort()).toEqual([gone.path, kept.path].sort());
    const left = await app.database.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, seeker.id));
    expect(left.map((r) => r.endpoint)).toEqual([kept.subscription.endpoint]);

    // Every device failing (not gone): the search's day is given back and the run throws (the
    // queue retries it).
    await app.database.db.update(savedSearch).set({ lastPushedAt: null });
    service.statusOf.set(kept.path, 503);
    await expect(app.services.alerts.pushForJob(job)).rejects.toThrow(/retried/);
    expect((await searchRow(app, search.id))!.lastPushedAt).toBeNull();
    service.statusOf.delete(kept.path);
    await app.services.alerts.pushForJob(job);
    expect((await searchRow(app, search.id))!.lastPushedAt).not.toBeNull();
  });
});

// ---- E-mail digests --------------------------------------------------------------------------

describe('e-mail digests', () => {
  it('list the new jobs that match, as each seeker’s deck would show them, once their period has passed', async () => {
    const { app, dataDir } = await getTestApp();
    const hirer = await insertHirer(app, 'Leeds Kitchen Ltd');
    const seeker = await seekerThroughApi(app);
    const barred = await seekerThroughApi(app, { legal: { onDbsBarringList: true } });
    const search = await saveSearch(seeker);
    await saveSearch(barred);
    const weekly = await saveSearch(seeker, {
      ...CHEF_IN_LEEDS,
      name: 'Chefs weekly',
      emailFrequency: 'weekly',
    });
    const nothing = await saveSearch(seeker, {
      ...CHEF_IN_LEEDS,
      name: 'Astronaut',
      criteria: { keywords: 'astronaut' },
    });

    const soon = () => new Date(Date.now() + 1000);
    const job = (title: string, values: Parameters<typeof insertJob>[2] = {}) =>
      insertJob(app, hirer.companyId, { title, locationCity: 'Leeds', publishedAt: soon(), ...values });
    await job('Old Chef Job', { publishedAt: new Date(Date.now() - 2 * DAY) });
    const fresh = await job('Chef de Partie', { salaryMin: 24000, salaryMax: 28000 });
    await job('Head Chef', { locationCity: 'York' });
    await job('Kitchen Porter');
    const swiped = await job('Breakfast Chef');
    const applied = await job('Pastry Chef');
    const dbs = await job('Care Home Chef', { subjectToDbsBarring: true });
    await job('Archived Chef', { status: 'archived' });
    await swipe(seeker, { targetKind: 'job', targetId: swiped, action: 'pass' });
    const res = await seeker.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId: applied },
    });
    expect(res.statusCode, res.body).toBe(201);

    const t0 = Date.now();
    let before = outboxNow(dataDir);
    expect(await app.services.alerts.runDigests(new Date(t0 + 23 * HOUR))).toEqual({ due: 0, sent: 0 });

    const at = new Date(t0 + 25 * HOUR);
    expect(await app.services.alerts.runDigests(at)).toEqual({ due: 3, sent: 2 });
    const mails = digestsSince(dataDir, before);
    const mine = mails.find((m) => m.headers.to === seeker.email)!;
    const theirs = mails.find((m) => m.headers.to === barred.email)!;
    expect(mine.subject).toBe('2 new jobs for “Chef in Leeds”');
    const linked = (mail: Mail) => [...mail.text.matchAll(/\/jobs\/([0-9a-f-]{36})/g)].map((m) => m[1]);
    // Newest first (in text and HTML alike).
    expect(linked(mine)).toEqual([dbs, fresh, dbs, fresh]);
    expect(mine.text).toContain(
      `Chef de Partie\nLeeds Kitchen Ltd · Leeds · £24,000 - £28,000\n${TEST_ORIGIN}/jobs/${fresh}`,
    );
    expect(theirs.subject).toBe('3 new jobs for “Chef in Leeds”');
    expect(new Set(linked(theirs))).toEqual(new Set([fresh, swiped, applied]));

    // The one-click unsubscribe link, in the text and the headers.
    const { unsubscribeToken } = (await searchRow(app, search.id))!;
    const link = `${TEST_ORIGIN}/api/saved-searches/unsubscribe?token=${unsubscribeToken}`;
    expect(mine.text).toContain(`Stop these e-mails: ${link}`);
    expect(mine.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mine.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Sent or not (nothing new for "Astronaut"), each due search moved on; the weekly one waits.
    expect((await searchRow(app, search.id))!.lastEmailedAt).toEqual(at);
    expect((await searchRow(app, nothing.id))!.lastEmailedAt).toEqual(at);
    expect((await searchRow(app, weekly.id))!.lastEmailedAt).toBeNull();
    before = outboxNow(dataDir);
    expect(await app.services.alerts.runDigests(new Date(t0 + 26 * HOUR))).toEqual({ due: 0, sent: 0 });

    // A week on: the weekly digest lists everything new since the search was saved.
    const week = await app.services.alerts.runDigests(new Date(t0 + 7 * DAY + HOUR));
    expect(week.sent).toBe(1);
    const [weeklyMail] = digestsSince(dataDir, before).filter((m) => m.subject.includes('Chefs weekly'));
    expect(weeklyMail!.subject).toBe('2 new jobs for “Chefs weekly”');
  });

  it('list 20 jobs at most, counting the rest with a link to the deck', async () => {
    const { app, dataDir } = await getTestApp();
    const hirer = await insertHirer(app, 'Leeds Kitchen Ltd');
    const seeker = await signUp(app, 'seeker');
    await saveSearch(seeker);
    for (let i = 0; i < 23; i++) {
      await insertJob(app, hirer.companyId, {
        title: `Chef ${i}`,
        locationCity: 'Leeds',
        publishedAt: new Date(Date.now() + 1000 + i),
      });
    }
    const before = outboxNow(dataDir);
    await app.services.alerts.runDigests(new Date(Date.now() + 25 * HOUR));
    const [mail] = digestsSince(dataDir, before);
    expect(mail!.subject).toBe('23 new jobs for “Chef in Leeds”');
    expect(mail!.text).toContain('Chef 22\n');
    expect(mail!.text).not.toContain('Chef 2\n');
    expect(mail!.text).toContain(`And 3 more: ${TEST_ORIGIN}/seeker-discover?keywords=chef&place=Leeds`);
  });

  it('run hourly through the queue', async () => {
    const { app, dataDir } = await getTestApp();
    const hirer = await insertHirer(app, 'Leeds Kitchen Ltd');
    const seeker = await signUp(app, 'seeker');
    const search = await saveSearch(seeker);
    await app.database.db
      .update(savedSearch)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(savedSearch.id, search.id));
    await insertJob(app, hirer.companyId, {
      title: 'Chef',
      locationCity: 'Leeds',
      publishedAt: new Date(Date.now() - DAY),
    });
    const before = outboxNow(dataDir);
    await app.services.alertsQueue.queueDigestAt(new Date());
    expect(await waitFor(() => digestsSince(dataDir, before).length > 0)).toBe(true);
    expect(digestsSince(dataDir, before)[0]!.subject).toBe('1 new job for “Chef in Leeds”');
  });
});

describe('unsubscribe links', () => {
  it('turn that search’s e-mails off, by GET or one-click POST; a bad link gets a polite 404', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const daily = await saveSearch(seeker);
    const weekly = await saveSearch(seeker, { ...CHEF_IN_LEEDS, name: 'Weekly', emailFrequency: 'weekly' });
    const tokenOf = async (id: string) => (await searchRow(app, id))!.unsubscribeToken;

    const page = await app.inject({
      method: 'GET',
      url: `/api/saved-searches/unsubscribe?token=${await tokenOf(daily.id)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('new jobs for “Chef in Leeds” any more');

    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${await tokenOf(weekly.id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const list = (await seeker.inject({ method: 'GET', url: '/api/saved-searches' })).json() as {
      searches: SavedSearch[];
    };
    expect(list.searches.map((s) => s.emailFrequency)).toEqual(['off', 'off']);
    // Push and the search itself are kept.
    expect(list.searches).toHaveLength(2);

    for (const method of ['GET', 'POST'] as const) {
      for (const url of [
        '/api/saved-searches/unsubscribe?token=not-a-real-token',
        '/api/saved-searches/unsubscribe',
      ]) {
        const bad = await app.inject({ method, url });
        expect(bad.statusCode, `${method} ${url}`).toBe(404);
        expect(bad.body).toContain('This link is not valid any more');
      }
    }
  });
});
