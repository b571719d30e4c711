import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { apiCall, completeSeekerProfile, signUp } from './support/api';
import { dataDir, expectAccessible, launchBrowser, newPhone, snap } from './support/browser';

/**
 * The moderation desk at 360 px: a seeker reports an employer; a moderator (granted with
 * `npm run moderator`, which asks the running server) reads the report and suspends the account,
 * and the employer's open screen goes to sign-in. A job with a WhatsApp number is held, the
 * employer is told why, a moderator approves it, and the employer is told that too.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The command an operator runs, against the journeys' running server (its embedded database). */
function grantModerator(email: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/moderator.ts', 'grant', email], {
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('is a moderator');
}

async function moderatorPhone(tag: string) {
  const context = await newPhone(browser);
  const email = await signUp(context, 'seeker', `mod-${tag}`);
  grantModerator(email);
  return context;
}

const JOB = {
  description: 'Night porter for a busy hotel. Training given, uniform provided.',
  category: 'Hospitality',
  employmentType: 'Full-time',
  locationCity: 'Leeds',
  locationCountry: 'United Kingdom',
  salaryMin: 23000,
  salaryMax: 25000,
  requiredSkills: ['customer_service'],
  status: 'active',
};

async function employer(tag: string, companyName: string): Promise<BrowserContext> {
  const context = await newPhone(browser);
  await signUp(context, 'hirer', `mod-hirer-${tag}`);
  await apiCall(context, 'POST', '/api/company', { companyName, industry: 'Hospitality' });
  return context;
}

describe('moderation desk', () => {
  it('a report is read by a moderator, who suspends the employer; the employer is signed out', async () => {
    const tag = String(Date.now());
    const hirer = await employer(tag, `Moonlight Hotel ${tag}`);
    const job = await apiCall(hirer, 'POST', '/api/jobs', { ...JOB, title: 'Night Porter' });
    const jobId = (job.job as { id: string }).id;
    const seeker = await newPhone(browser);
    await signUp(seeker, 'seeker', `mod-seeker-${tag}`);
    await completeSeekerProfile(seeker, {
      personal: { firstName: 'Kit', lastName: `Lane${tag}`, jobTitle: 'Porter', headline: 'Reliable nights' },
      skills: { keySkills: ['customer_service'], jobInterests: ['Hospitality'] },
    });
    const seekerId = ((await (await seeker.request.get('/api/me')).json()) as { user: { id: string } }).user
      .id;
    await apiCall(seeker, 'POST', '/api/swipes', { targetKind: 'job', targetId: jobId, action: 'like' });
    await apiCall(hirer, 'POST', '/api/swipes', { targetKind: 'seeker', targetId: seekerId, action: 'like' });

    // The employer writes, and keeps the conversation open.
    const hirerPage = await hirer.newPage();
    await hirerPage.goto('/hirer-messages');
    await hirerPage.getByRole('link', { name: new RegExp(`Kit Lane${tag}`) }).click();
    await hirerPage.getByLabel(/^Message /).fill('Pay £60 for your uniform before you start.');
    await hirerPage.keyboard.press('Enter');

    // The seeker reports it.
    const seekerPage = await seeker.newPage();
    await seekerPage.goto('/seeker-messages');
    await seekerPage.getByRole('link', { name: new RegExp(`Moonlight Hotel ${tag}`) }).click();
    await seekerPage
      .getByRole('region', { name: 'Messages' })
      .getByText('Pay £60 for your uniform before you start.')
      .waitFor();
    await seekerPage.getByRole('button', { name: 'Conversation options' }).click();
    await seekerPage.getByRole('button', { name: 'Report' }).click();
    const dialog = seekerPage.getByRole('dialog', { name: 'Report this conversation' });
    await dialog.getByLabel('Scam or fraud').check();
    await dialog.getByRole('button', { name: 'Report and block' }).click();
    await seekerPage.getByText('This conversation is closed').waitFor();

    // A moderator signs in, finds it in the queue (the menu names the desk), and reads it.
    const mod = await moderatorPhone(tag);
    const modPage = await mod.newPage();
    await modPage.goto('/seeker-dashboard');
    await modPage.getByRole('button', { name: /Open menu/ }).click();
    await modPage.getByRole('link', { name: 'Moderation' }).click();
    await modPage.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    await modPage.getByRole('link', { name: `Scam or fraud: Moonlight Hotel ${tag}` }).click();
    await modPage.getByText('Pay £60 for your uniform before you start.').waitFor();
    await expectAccessible(modPage, 'moderation report');
    await snap(modPage, 'moderation-report-360');

    // Suspend, by keyboard: the action, then why, then confirm.
    await modPage.getByLabel('Suspend account: Moonlight Hotel', { exact: false }).check();
    await modPage.getByRole('button', { name: 'Confirm action' }).click();
    // No reason: the field says so and takes the focus; nothing is done.
    await expect.poll(() => modPage.evaluate(() => document.activeElement?.id)).toBe('report-reason');
    await modPage.getByText('Please say why (it goes in the audit log)').waitFor();
    await modPage.keyboard.type('Asked applicants for money');
    await modPage.getByRole('button', { name: 'Confirm action' }).focus();
    await modPage.keyboard.press('Enter');
    await modPage.getByText(/Reported: Moonlight Hotel .*suspended/).waitFor();

    // The employer's open screen goes to sign-in, and signing in again is refused.
    await hirerPage.waitForURL('**/auth', { timeout: 15_000 });
    await hirerPage.getByLabel('Email').waitFor();
    const me = (await (await hirer.request.get('/api/me')).json()) as { user: unknown };
    expect(me.user).toBeNull();

    // The audit log has the view and the suspension, with who and why.
    await modPage.goto('/moderation?tab=audit');
    await modPage.getByText('suspended account').waitFor();
    await modPage.getByText('Why: Asked applicants for money').waitFor();
    await expectAccessible(modPage, 'moderation audit log');

    // The seeker is told the report was handled, without detail.
    await seekerPage.goto('/seeker-dashboard');
    await seekerPage.getByText(/has looked at it and dealt with it/).waitFor();
    await expectAccessible(seekerPage, 'notice on the dashboard');
    await seekerPage.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => seekerPage.getByText(/has looked at it/).count()).toBe(0);
    for (const context of [hirer, seeker, mod]) await context.close();
  });

  it('a job with a WhatsApp number is held with the reason, then approved by a moderator', async () => {
    const tag = String(Date.now());
    const hirer = await employer(`${tag}b`, `Swift Staffing ${tag}`);
    const hirerPage = await hirer.newPage();
    await hirerPage.goto('/hirer-create-job');
    await hirerPage.getByLabel('Job Title *').fill('Warehouse Picker');
    await hirerPage
      .getByLabel('Job Description *')
      .fill('Picking and packing in our Leeds warehouse. WhatsApp me on 07700 900456 to start.');
    await hirerPage.getByLabel('Category *').selectOption('Warehouse Operative');
    await hirerPage.getByLabel('Employment Type *').selectOption('Full-time');
    await hirerPage.getByLabel('City *').fill('Leeds');
    await hirerPage.getByRole('button', { name: 'Post Job' }).click();
    await hirerPage.getByText('Job held for review').waitFor();
    await hirerPage.waitForURL('**/hirer-jobs?tab=draft');
    const drafts = hirerPage.getByRole('list', { name: 'draft jobs' });
    await drafts.getByText('Held for review', { exact: true }).waitFor();
    await drafts.getByText(/Held for a check by the NewLeaf team/).waitFor();
    await expectAccessible(hirerPage, 'held job in Manage Jobs');
    await snap(hirerPage, 'held-job-360');

    const mod = await moderatorPhone(`${tag}b`);
    const modPage = await mod.newPage();
    await modPage.goto('/moderation?tab=jobs');
    const card = modPage.getByRole('article', { name: /Warehouse Picker/ });
    await card.getByText('07700 900456', { exact: false }).first().waitFor();
    await expectAccessible(modPage, 'held jobs');
    await card.getByLabel('Approve: the job goes live').check();
    await card.getByLabel(/^Why/).fill('The number is the branch phone; checked with the company');
    await card.getByRole('button', { name: 'Confirm decision' }).click();
    await modPage.getByText('No job ads are held.').waitFor();

    await hirerPage.goto('/hirer-jobs?tab=active');
    await hirerPage.getByRole('heading', { name: 'Warehouse Picker' }).waitFor();
    await hirerPage.getByText(/is now live/).waitFor();
    for (const context of [hirer, mod]) await context.close();
  });
});
