import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, newPhone, PHONE, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('entry flow', () => {
  it('goes from / to the splash screen and on to role selection', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByText('Loading').isVisible()).toBe(true);
    await page.waitForURL('**/splash');
    await page.getByText('Building Better Futures').waitFor();
    await expectAccessible(page, 'splash');
    await page.waitForURL('**/role-selection', { timeout: 5000 });
    await page.getByText("Choose how you'd like to get started").waitFor();
    await page.getByText('Crisis line, available 24/7', { exact: false }).waitFor();
    await expectAccessible(page, 'role-selection');
    await snap(page, 'role-selection');
    await context.close();
  });
});

describe('first load', () => {
  it('says "Loading NewLeaf…" while the scripts come over a slow network, then shows the screen', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // ~40 KB/s: the entry's scripts take seconds, as on a weak mobile signal.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 40 * 1024,
      uploadThroughput: 40 * 1024,
    });
    await page.goto('/role-selection', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'Loading NewLeaf…' });
    // On screen (past its fade-in) before the app has run…
    await expect
      .poll(() => loading.evaluate((el) => getComputedStyle(el).opacity).catch(() => 'gone'), {
        timeout: 10_000,
      })
      .toBe('1');
    expect(await page.getByText("Choose how you'd like to get started").count()).toBe(0);
    // …and gone once the screen renders.
    await page.getByText("Choose how you'd like to get started").waitFor({ timeout: 60_000 });
    expect(await loading.count()).toBe(0);
    await context.close();
  });

  it('says what is missing when JavaScript is off', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/role-selection');
    // (Playwright's text search skips <noscript>; its paragraph is matched as an element.)
    await page.locator('p', { hasText: 'NewLeaf needs JavaScript' }).waitFor();
    await context.close();
  });
});

describe('content security policy', () => {
  it('refuses an inline script (and the journeys would report it)', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto('/splash');
    await page.getByText('Building Better Futures').waitFor();
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean; __cspViolations: string[] };
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 100));
      return { injected: w.__injected === true, violations: w.__cspViolations };
    });
    expect(ran.injected).toBe(false);
    expect(ran.violations.join(' ')).toContain('script-src');
    await context.close();
  });
});
