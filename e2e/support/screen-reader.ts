import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { virtual } from '@guidepup/virtual-screen-reader';

/**
 * A virtual screen reader (@guidepup/virtual-screen-reader) in the page: it follows the focus as
 * a real one does, speaks what it lands on, and speaks live regions as they change. Its browser
 * bundle is served on the app's own origin (the Content-Security-Policy allows only 'self'), so
 * the page imports it like its own code. The spoken-phrase log is what a journey asserts on.
 *
 * It lives in the window: a full page load ends it, so journeys start it after `goto` and move
 * on in the app (links, buttons), as a user does.
 */
const BUNDLE_PATH = '/__e2e/virtual-screen-reader.js';
const bundle = fs.readFileSync(
  createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'),
  'utf8',
);

type Virtual = typeof virtual;
type WithReader = Window & { __reader?: Virtual };

/** Serves the bundle to every page of the context (once per context). */
export async function allowScreenReader(context: BrowserContext) {
  await context.route(`**${BUNDLE_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: bundle }),
  );
}

/** Starts the reader on the whole page, with an empty log. */
export async function startScreenReader(page: Page) {
  // A string, not a function: the test runner would rewrite a dynamic import in a function's code.
  await page.evaluate(`(async () => {
    const { virtual } = await import('${BUNDLE_PATH}');
    await virtual.start({ container: document.body });
    await virtual.clearSpokenPhraseLog();
    window.__reader = virtual;
  })()`);
}

/** Everything spoken since the reader started, or since `forget`. */
export const heard = (page: Page) => page.evaluate(() => (window as WithReader).__reader!.spokenPhraseLog());

export const forget = (page: Page) =>
  page.evaluate(() => (window as WithReader).__reader!.clearSpokenPhraseLog());

/** Moves the reader's cursor on by one item (a swipe right on a phone reader), and answers what it said. */
export const readNext = (page: Page) =>
  page.evaluate(async () => {
    const reader = (window as WithReader).__reader!;
    await reader.next();
    return reader.lastSpokenPhrase();
  });
