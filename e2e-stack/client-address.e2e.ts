import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { completeSeekerProfile } from '../e2e/support/api';
import { expectAccessible, launchBrowser, PASSWORD, uniqueEmail } from '../e2e/support/browser';
import { postFrom } from './support/client';
import { closeAll, signedUp } from './support/scene';
import { newStackPhone, waitForBothServers } from './support/stack';

/**
 * Behind nginx every request reaches the servers from nginx's own address. With TRUST_PROXY on,
 * each server takes the client's address from the X-Forwarded-For header nginx sets, so the
 * per-client sign-in limit (5 failures in this stack) counts each client apart, across both
 * servers (the count is in the database), instead of counting everyone as one.
 */

const SIGN_IN = '/api/auth/sign-in/email';
const LIMIT = 5;

let browser: Browser;
let account: BrowserContext | undefined;
let visitor: BrowserContext | undefined;
beforeAll(async () => {
  await waitForBothServers();
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(account, visitor);
  await browser?.close();
});

const wrongPassword = (email: string) => ({ email, password: 'not-the-password-9' });

describe('the client’s address behind the proxy', () => {
  it('failed sign-ins are counted per client address, as nginx forwarded it', async () => {
    // A client at 127.0.0.7 guesses at five accounts (round-robin: both servers take some).
    for (let i = 0; i < LIMIT; i++) {
      const answer = await postFrom('127.0.0.7', SIGN_IN, wrongPassword(uniqueEmail('guess')));
      expect(answer.status, `guess ${i + 1}`).toBe(401);
    }
    const stopped = await postFrom('127.0.0.7', SIGN_IN, wrongPassword(uniqueEmail('guess')));
    expect(stopped.status).toBe(429);
    expect(stopped.body.error?.message).toMatch(/^Too many failed sign-in attempts/);

    // Another client, at 127.0.0.8, is not held back by the first one's guesses.
    const other = await postFrom('127.0.0.8', SIGN_IN, wrongPassword(uniqueEmail('other')));
    expect(other.status).toBe(401);

    // Nor is someone in the browser (at 127.0.0.1): a mistyped password is just that, then in.
    let email: string;
    ({ context: account, email } = await signedUp(browser, 'seeker', 'stack-address'));
    await completeSeekerProfile(account, {
      personal: { firstName: 'Jamie', lastName: 'Cole', jobTitle: 'Porter', headline: 'Strong and steady' },
      skills: { keySkills: ['customer_service'], jobInterests: [] },
    });
    visitor = await newStackPhone(browser);
    const page = await visitor.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password-9');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Invalid email or password')
      .waitFor();
    await expectAccessible(page, 'sign-in, wrong password');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL('**/seeker-dashboard');
    await expectAccessible(page, 'seeker dashboard after signing in');
  });
});
