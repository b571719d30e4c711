import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dataDir, expectAccessible, launchBrowser, newPhone, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const OFFLINE = "You're offline.";

/** Waits until the page is controlled by an activated service worker. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    null,
    { timeout: 30_000 },
  );
}

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable app', () => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('has a manifest with the leaf icons and a service worker, and Chromium finds it installable', async () => {
    context = await newPhone(browser, { serviceWorker: true });
    const page = await context.newPage();
    await page.goto('/role-selection');
    await page.getByText("Choose how you'd like to get started").waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await context.request.get(href!)).json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'NewLeaf', start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const res = await context.request.get(icon.src);
      expect(res.ok(), icon.src).toBe(true);
      expect(res.headers()['content-type']).toContain(icon.type);
    }
    await waitForServiceWorker(page);
    // Chromium's own verdict, as its install prompt uses it.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito, which Chromium always reports; any manifest or service
    // worker problem would add its own error id here.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it('opens a visited screen with the network cut and says what still works', async () => {
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByLabel('Email').waitFor();
      await page.getByText(OFFLINE).waitFor();
      await expectAccessible(page, 'auth offline');
      await snap(page, 'offline-auth');
      // A signed-in screen: the shell opens and waits for the connection instead of failing.
      const apiRequests: string[] = [];
      page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && apiRequests.push(r.url()));
      await page.goto('/seeker-dashboard');
      await page.getByText(OFFLINE).waitFor();
      const waiting = page.getByText('Waiting for a connection');
      await waiting.waitFor();
      // Shown, not only announced: offline, a bare spinner looks stuck.
      expect((await waiting.boundingBox())!.width).toBeGreaterThan(50);
      // Its reads wait for the connection: none is tried, and none retried (the first retry
      // came 1 s after the first try when the app took itself for online).
      await page.waitForTimeout(1_500);
      expect(apiRequests).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(() => page.getByText(OFFLINE).count()).toBe(0);
    // Back online, the waiting reads go out: the session's answer (signed out) leads to sign-in.
    await page.waitForURL(/\/auth$/);
  });

  it('offers to reload when a new version has been deployed', async () => {
    const page = await context.newPage();
    await page.goto('/role-selection');
    await page.getByText("Choose how you'd like to get started").waitFor();
    await waitForServiceWorker(page);
    // A deployment changes the service worker (its precache list names new asset hashes); any
    // byte-for-byte difference is what the browser checks, so change it as a rebuild would.
    const swFile = path.join(dataDir(), 'web', 'sw.js');
    fs.appendFileSync(swFile, `\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const prompt = page.getByText('A new version of NewLeaf is available.');
    await prompt.waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'update prompt');
    await snap(page, 'update-prompt');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForEvent('load');
    await page.getByText("Choose how you'd like to get started").waitFor();
    await expect.poll(() => prompt.count()).toBe(0);
  });
});
