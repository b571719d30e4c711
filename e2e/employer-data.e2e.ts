import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { apiCall, signUp } from './support/api';
import { expectAccessible, launchBrowser, newPhone } from './support/browser';

/** An employer downloads their company's data and deletes the account from the company profile. */

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('employer data', () => {
  it('downloads the company data, then deletes the account', async () => {
    context = await newPhone(browser);
    await signUp(context, 'hirer', 'leaving');
    await apiCall(context, 'POST', '/api/company', { companyName: 'Short Stay Ltd' });
    const page = await context.newPage();
    await page.goto('/hirer-profile');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await expectAccessible(page, 'company profile with your data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download company data' }).click(),
    ]);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      company: { company_name: string };
    };
    expect(data.company.company_name).toBe('Short Stay Ltd');

    await page.getByRole('button', { name: 'Delete employer account' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/hirer'));
    const me = (await (await context.request.get('/api/me')).json()) as { user: unknown };
    expect(me.user).toBeNull();
  });
});
