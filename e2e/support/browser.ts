import fs from 'node:fs';
import path from 'node:path';
import { inject, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

export const PHONE = { width: 360, height: 740 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh phone-sized browser context (its own cookies and storage) on the e2e server. */
export async function newPhone(
  browser: Browser,
  opts: { reducedMotion?: boolean; serviceWorker?: boolean; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    // The service worker would precache the whole app in the background of every journey, and
    // routes it answers bypass `page.route`; only the installable-app journey turns it on.
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
    viewport: PHONE,
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
    locale: 'en-GB',
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  // Playwright turns file-chooser interception on, without waiting, when a page gets its first
  // 'filechooser' listener; a press right after `waitForEvent('filechooser')` can beat it and the
  // chooser is never reported. Listening from the page's start settles it before any test acts.
  context.on('page', (page) => page.on('filechooser', () => undefined));
  // Content-Security-Policy violations are collected on every page and checked with axe's scan.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      // axe-core, injected by the accessibility check, evaluates code of its own: not ours.
      const fromApp = e.sourceFile.startsWith(location.origin);
      if (e.blockedURI === 'eval' && !fromApp) return;
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || 'page'})`);
    });
  });
  return context;
}

/** Fails on any serious or critical accessibility violation of the current screen. */
export async function expectAccessible(page: Page, screen: string) {
  // Judge the settled screen: a toast fading in is briefly translucent, and axe would measure
  // its contrast mid-fade. A toast is mounted transparent and starts its fade a frame later, so
  // "no animation running" must hold for several frames in a row, with every toast mounted.
  // Endless animations (spinners, skeletons) never settle; they are skipped.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __calmFrames?: number };
        const busy =
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity) ||
          [...document.querySelectorAll('[data-sonner-toast]')].some(
            (t) => t.getAttribute('data-mounted') !== 'true',
          );
        w.__calmFrames = busy ? 0 : (w.__calmFrames ?? 0) + 1;
        return w.__calmFrames >= 5;
      },
      null,
      { polling: 'raf', timeout: 5000 },
    )
    .catch(() => undefined);
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(violations, `Content-Security-Policy violations on ${screen}`).toEqual([]);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function snap(page: Page, name: string) {
  const dir = path.resolve('e2e/artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The newest link of the given kind in the e-mails written to the outbox for this address. */
export function latestMailLink(
  to: string,
  kind: 'reset-password' | 'verify-email' = 'reset-password',
): string {
  const outbox = path.join(dataDir(), 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  for (const file of files) {
    // Undo quoted-printable soft breaks and escapes before reading the link.
    const raw = fs
      .readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    // Addresses are kept in lower case.
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const link = raw.match(/https?:\/\/\S+/g)?.find((l) => l.includes(`/api/auth/${kind}`));
    if (link) return link;
  }
  throw new Error(`no e-mail with a link for ${to}`);
}

/** The outbox's e-mails to an address, newest first, quoted-printable undone. */
export function outboxMails(to: string): string[] {
  const outbox = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) =>
      fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}${Date.now()}${++counter}@example.org`;
export const PASSWORD = 'green-leaf-42';

/** Signs up through the real screens, starting at role selection. */
export async function signUpThroughUi(
  page: Page,
  role: 'seeker' | 'hirer',
  email: string,
  password = PASSWORD,
) {
  await page.goto('/role-selection');
  await page
    .getByRole('button', {
      name: role === 'seeker' ? 'Get Started as Job Seeker' : 'Get Started as Employer',
    })
    .click();
  await page
    .getByRole('heading', { name: role === 'seeker' ? 'Job Seeker Sign Up' : 'Employer Sign Up' })
    .waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(role === 'seeker' ? '**/seeker-setup-step1' : '**/hirer-setup');
}

/** Logs in through the auth screen. */
export async function logInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}
