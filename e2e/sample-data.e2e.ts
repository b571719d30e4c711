import fs from 'node:fs';
import os from 'node:os';
import { freePort } from './support/free-port';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { apiCall, completeSeekerProfile } from './support/api';
import {
  dataDir,
  expectAccessible,
  launchBrowser,
  PASSWORD,
  PHONE,
  snap,
  uniqueEmail,
} from './support/browser';

/**
 * The sample world as a new user meets it: a server of its own on a fresh embedded database with
 * the demo data (`npm start`'s default). A new seeker's jobs and a new employer's talent are
 * labelled "Sample" at 360 px; `npm run demo:remove`, asking the running server, takes the
 * samples away and the decks no longer show them.
 */

let browser: Browser;
let server: ChildProcess;
let origin: string;
let serverDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-samples-'));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: serverDir,
      // The journeys' build, served by this server too.
      WEB_DIR: path.join(dataDir(), 'web'),
      DATABASE_URL: '',
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  // Seeding ends when the demo seeker can sign in.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'demo.seeker@newleaf.test', password: 'newleaf-demo-1' }),
    }).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) throw new Error('the demo data was not seeded within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}, 150_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  fs.rmSync(serverDir, { recursive: true, force: true });
});

async function phone(): Promise<BrowserContext> {
  return browser.newContext({ baseURL: origin, viewport: PHONE, locale: 'en-GB', serviceWorkers: 'block' });
}

async function newAccount(role: 'seeker' | 'hirer') {
  const context = await phone();
  const email = uniqueEmail(`sample-${role}-`);
  await apiCall(context, 'POST', '/api/auth/sign-up/email', { email, password: PASSWORD, role }, origin);
  return context;
}

describe('the sample world', () => {
  it('is labelled for a new seeker and a new employer, and demo:remove takes it away', async () => {
    const seeker = await newAccount('seeker');
    await completeSeekerProfile(
      seeker,
      {
        personal: {
          firstName: 'Noor',
          lastName: 'Ali',
          jobTitle: 'Kitchen Porter',
          headline: 'Ready to work',
        },
        skills: { keySkills: ['customer_service', 'teamwork'], jobInterests: ['Hospitality'] },
      },
      origin,
    );
    const seekerPage = await seeker.newPage();
    await seekerPage.goto('/seeker-discover');
    const card = seekerPage.getByRole('article').first();
    await card.getByText('Sample', { exact: true }).waitFor();
    // A screen reader hears what the word means.
    expect(await card.getByText('Sample: an invented example, not a real person or employer').count()).toBe(
      1,
    );
    await expectAccessible(seekerPage, 'seeker deck with samples');
    await snap(seekerPage, 'sample-seeker-deck-360');

    // Every line of a card is drawn inside it at 360 px, down to its "View Details" link: the sample
    // hospitality jobs carry three fair-chance badges and wrapping skills, which once pushed the
    // pay line and the link out of a fixed-height card.
    for (let i = 0; i < 8; i++) {
      const top = seekerPage.getByTestId('top-card').getByRole('article');
      const clipped = await top.evaluate((article) => {
        const box = article.getBoundingClientRect();
        const lines = [...(article.lastElementChild?.children ?? [])];
        return lines
          .filter((line) => {
            const r = line.getBoundingClientRect();
            return r.height === 0 || r.bottom > box.bottom + 0.5;
          })
          .map((line) => line.textContent);
      });
      const label = await top.getAttribute('aria-label');
      expect(clipped, `card ${i}: ${label}`).toEqual([]);
      await seekerPage.getByRole('button', { name: 'Pass' }).click();
      await expect
        .poll(() => seekerPage.getByTestId('top-card').getByRole('article').getAttribute('aria-label'))
        .not.toBe(label);
    }

    const employer = await newAccount('hirer');
    await apiCall(
      employer,
      'POST',
      '/api/company',
      { companyName: 'Real Bakery Ltd', contactName: 'Sam Real' },
      origin,
    );
    const employerPage = await employer.newPage();
    await employerPage.goto('/hirer-discover');
    // The real seeker above comes first, unlabelled; the next card is a sample.
    const first = employerPage.getByRole('article').first();
    await first.getByRole('heading', { name: 'Noor Ali' }).waitFor();
    expect(await first.getByText('Sample', { exact: true }).count()).toBe(0);
    await employerPage.getByRole('button', { name: 'Pass' }).click();
    await employerPage.getByRole('article').first().getByText('Sample', { exact: true }).waitFor();
    await expectAccessible(employerPage, 'employer deck with samples');
    await snap(employerPage, 'sample-employer-deck-360');

    // The operator removes the sample world while the server runs.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo-remove.ts'], {
      env: { ...process.env, DATA_DIR: serverDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/48 sample accounts/);

    await seekerPage.reload();
    await seekerPage.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => seekerPage.getByText('Sample', { exact: true }).count()).toBe(0);
    const jobs = (await (await seeker.request.get('/api/feed/jobs')).json()) as { cards: unknown[] };
    expect(jobs.cards).toEqual([]);
    // The real accounts are still there.
    const me = (await (await employer.request.get('/api/me')).json()) as { user: { role: string } | null };
    expect(me.user?.role).toBe('hirer');
    await seeker.close();
    await employer.close();
  });
});
