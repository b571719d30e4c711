import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall } from './support/api';
import {
  expectAccessible,
  latestMailLink,
  launchBrowser,
  newPhone,
  signUpThroughUi,
  uniqueEmail,
} from './support/browser';
import { tabTo } from './support/keyboard';

/**
 * A new account is sent a confirmation link. An employer may save drafts before following it,
 * but a job goes live only after; a broken link says so and offers a new one.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Please confirm your e-mail address' });
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();

describe('e-mail confirmation', () => {
  it('an employer cannot publish until they follow the link; then they can', async () => {
    const context = await newPhone(browser);
    contexts.push(context);
    const page = await context.newPage();
    const email = uniqueEmail('confirm-boss');
    await signUpThroughUi(page, 'hirer', email);
    await apiCall(context, 'POST', '/api/company', { companyName: 'Fresh Start Bakery' });
    const draft = await apiCall(context, 'POST', '/api/jobs', {
      title: 'Bakery Assistant',
      description: 'Early starts, warm bread and a friendly team.',
      category: 'General Labour',
      employmentType: 'Part-time',
      locationCity: 'York',
      locationCountry: 'United Kingdom',
      salaryMin: 21000,
      salaryMax: 23000,
      status: 'draft',
    });
    const jobId = (draft.job as { id: string }).id;

    await page.goto(`/hirer-job/${jobId}`);
    await page.getByRole('heading', { name: 'Bakery Assistant' }).waitFor();
    await banner(page).getByText(email).waitFor();
    await expectAccessible(page, 'draft job with the confirm banner');
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Confirm your e-mail address').waitFor();
    await page.getByText(/Please confirm your e-mail address before publishing a job/).waitFor();

    // A new link, then the inbox: it lands on the confirmation screen.
    await banner(page).getByRole('button', { name: 'Send a new link' }).click();
    await toast(page, 'Link sent').waitFor();
    await page.goto(latestMailLink(email, 'verify-email'));
    await page.waitForURL('**/email-verified');
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await page.getByText('Your jobs can now go live.').waitFor();
    await expectAccessible(page, 'e-mail confirmed');

    await page.goto(`/hirer-job/${jobId}`);
    await page.getByRole('heading', { name: 'Bakery Assistant' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Job posted').waitFor();
  });

  it('a broken link says so and offers a new one, by keyboard', async () => {
    const context = await newPhone(browser);
    contexts.push(context);
    const page = await context.newPage();
    const email = uniqueEmail('confirm-seeker');
    await signUpThroughUi(page, 'seeker', email);
    await page.goto('/api/auth/verify-email?token=expired&callbackURL=%2Femail-verified');
    await page.getByRole('heading', { name: 'This link has expired or was already used' }).waitFor();
    await expectAccessible(page, 'e-mail link broken');
    const resend = banner(page).getByRole('button', { name: 'Send a new link' });
    await tabTo(page, resend);
    await page.keyboard.press('Enter');
    await toast(page, 'Link sent').waitFor();
    // The new link works.
    await page.goto(latestMailLink(email, 'verify-email'));
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
  });
});
