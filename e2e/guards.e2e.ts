import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { completeSeekerProfile, signUp } from './support/api';
import { launchBrowser, newPhone } from './support/browser';

/**
 * A guarded screen asks for nothing before its guard decides: a signed-out visitor, or one of the
 * other role, is sent on without a single refused API request or console error (each was a 401,
 * 403 or 404 in the console before), and an employer before Company Setup is an ordinary state.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `path` and follows the guard to `lands`; answers the refused API requests and console errors. */
async function visit(context: BrowserContext, path: string, lands: RegExp) {
  const page: Page = await context.newPage();
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(path);
  await page.waitForURL(lands);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000); // anything late would still be counted
  await page.close();
  return { refused, errors };
}

describe('guarded screens', () => {
  it('send a signed-out visitor to sign in without asking for their data', async () => {
    const context = await newPhone(browser);
    for (const path of ['/seeker-dashboard', '/seeker-discover', '/hirer-dashboard', '/hirer-messages']) {
      expect(await visit(context, path, /\/auth$/), path).toEqual({ refused: [], errors: [] });
    }
    await context.close();
  });

  it("send each role home from the other role's screens without a refused request", async () => {
    const seeker = await newPhone(browser);
    await signUp(seeker, 'seeker', 'guard-seeker');
    await completeSeekerProfile(seeker, {
      personal: { firstName: 'Gale', lastName: 'Moss', jobTitle: 'Porter', headline: 'On time' },
      skills: { keySkills: ['customer_service'], jobInterests: [] },
    });
    expect(await visit(seeker, '/hirer-discover', /\/seeker-dashboard$/)).toEqual({
      refused: [],
      errors: [],
    });

    // An employer before Company Setup: the setup screen, with no 404 for the company not made yet.
    const hirer = await newPhone(browser);
    await signUp(hirer, 'hirer', 'guard-hirer');
    expect(await visit(hirer, '/seeker-dashboard', /\/hirer-setup$/)).toEqual({
      refused: [],
      errors: [],
    });
    expect(await visit(hirer, '/hirer-setup', /\/hirer-setup$/)).toEqual({ refused: [], errors: [] });
    await seeker.close();
    await hirer.close();
  });
});
