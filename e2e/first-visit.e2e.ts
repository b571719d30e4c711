import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { apiCall, completeSeekerProfile, signUp } from './support/api';
import { launchBrowser, newPhone } from './support/browser';

/**
 * A first visit to each daily screen: its page preloads the API reads the route table names for
 * it (`reads`), and the app must take every preloaded answer. One it cannot take (asked for with
 * other credentials, or at another address) is downloaded twice on a slow phone, and Chromium
 * reports the unused preload in the console. (The entry asks for the same reads — early-data.ts —
 * so this cannot tell whether the screen itself still needs each one.)
 */

let browser: Browser;
let seeker: BrowserContext;
let employer: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  seeker = await newPhone(browser);
  employer = await newPhone(browser);
  await signUp(employer, 'hirer', 'first-visit-employer');
  await apiCall(employer, 'POST', '/api/company', { companyName: 'First Visit Ltd', industry: 'Other' });
  await signUp(seeker, 'seeker', 'first-visit-seeker');
  await completeSeekerProfile(seeker, {
    personal: { firstName: 'Fern', lastName: 'Visit', jobTitle: 'Porter', headline: 'Ready to start' },
    skills: { keySkills: ['teamwork'], jobInterests: [] },
    convictionTypes: [],
    hasDisability: null,
  });
});

afterAll(async () => {
  await browser?.close();
});

const preloadedReads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" (?:crossorigin )?href="([^"]+)">/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );

describe('first visit to a daily screen', () => {
  const screens = [
    '/seeker-dashboard',
    '/seeker-discover',
    '/seeker-messages',
    '/hirer-dashboard',
    '/hirer-discover',
    '/hirer-messages',
  ];

  it.each(screens)('%s: every read its page preloads is taken by the app', async (path) => {
    const page = await (path.startsWith('/seeker') ? seeker : employer).newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() === 'GET')
        asked.push(url.pathname + url.search);
    });

    const response = await page.goto(path);
    const reads = preloadedReads(await response!.text());
    expect(reads.length).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Chromium reports a preload left unused a few seconds after the load event.
    await page.waitForTimeout(4_000);

    expect(warnings).toEqual([]);
    for (const read of reads) expect(asked, read).toContain(read);
    await page.close();
  });
});
