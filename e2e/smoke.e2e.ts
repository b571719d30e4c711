import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newPhone, snap } from './support/browser';

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
