import { tabTo } from './support/keyboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPhone, snap, uniqueEmail, PASSWORD } from './support/browser';
import { confirmEmail } from './support/api';

let browser: Browser;
let logoPng: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  logoPng = await sharp({
    create: { width: 160, height: 160, channels: 3, background: { r: 22, g: 101, b: 52 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="160" height="160"><circle cx="80" cy="80" r="50" fill="#ffffff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Axe checks a screen once its toasts are gone, so each screen is judged on its own. By pointer
 * the toasts are closed; by keyboard they are left to time out, so the keyboard-only run never
 * touches the mouse.
 */
async function checkScreen(page: Page, act: Actor, screen: string) {
  if (act.name === 'pointer') await closeToasts(page);
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);
  await expectAccessible(page, screen);
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();

/**
 * How the journey's person operates the page: by tapping (pointer) or by keyboard only. The
 * keyboard actor reaches every control with Tab, so a control it cannot reach fails the test.
 */
interface Actor {
  name: string;
  press(target: Locator): Promise<void>;
  fill(target: Locator, text: string): Promise<void>;
  select(target: Locator, label: string): Promise<void>;
  toggle(target: Locator): Promise<void>;
}

async function closeToasts(page: Page) {
  // Stacked toasts show one close button at a time: close the front one until none is left.
  for (let i = 0; i < 10 && (await page.locator('[data-sonner-toast]').count()) > 0; i++) {
    await page
      .getByRole('button', { name: 'Close toast' })
      .first()
      .click({ timeout: 2000, force: true })
      .catch(() => undefined);
    await page.waitForTimeout(250);
  }
  // A pointer resting on the toaster pauses the other toasts; a finger lifts, so move it away.
  await page.mouse.move(180, 400);
}

/** Taps like a person: a toast covering the target is closed first, as a person would. */
function pointer(page: Page): Actor {
  const tap = async (target: Locator) => {
    try {
      await target.click({ timeout: 3000 });
    } catch {
      await closeToasts(page);
      await target.click();
    }
  };
  return {
    name: 'pointer',
    press: tap,
    fill: (target, text) => target.fill(text),
    select: async (target, label) => {
      await target.selectOption({ label });
    },
    toggle: tap,
  };
}

/** The text of the element that has the focus (the page's top gives the whole body's). */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

function keyboard(page: Page): Actor {
  return {
    name: 'keyboard',
    async press(target) {
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    },
    async fill(target, text) {
      await tabTo(page, target);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
      if (text) await page.keyboard.type(text);
    },
    async select(target, label) {
      await tabTo(page, target);
      // A focused native select picks the option whose label starts with what is typed.
      const selected = () => target.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.label);
      for (const char of label) {
        if ((await selected()) === label) break;
        await page.keyboard.type(char);
      }
      expect(await selected()).toBe(label);
    },
    async toggle(target) {
      await tabTo(page, target);
      await page.keyboard.press('Space');
    },
  };
}

async function signUpAsEmployer(page: Page, act: Actor, email: string) {
  await page.goto('/role-selection');
  await act.press(page.getByRole('button', { name: 'Get Started as Employer' }));
  await page.getByRole('heading', { name: 'Employer Sign Up' }).waitFor();
  await act.fill(page.getByLabel('Email'), email);
  await act.fill(page.getByLabel('Password'), PASSWORD);
  await act.press(page.getByRole('button', { name: 'Sign Up', exact: true }));
  await page.waitForURL('**/hirer-setup');
  // They open the confirmation link from their inbox on the same phone (so jobs can go live;
  // e2e/email-verification.e2e.ts is the journey about the link itself).
  await confirmEmail(page.context(), email);
}

/** Fills the Create Job Posting form (the fields given). */
async function fillJob(
  page: Page,
  act: Actor,
  job: { title?: string; description?: string; category?: string; type?: string; city?: string },
) {
  if (job.title !== undefined) await act.fill(page.getByLabel('Job Title *'), job.title);
  if (job.description !== undefined) await act.fill(page.getByLabel('Job Description *'), job.description);
  if (job.category) await act.select(page.getByLabel('Category *'), job.category);
  if (job.type) await act.select(page.getByLabel('Employment Type *'), job.type);
  if (job.city) await act.fill(page.getByLabel('City *'), job.city);
}

const jobCard = (page: Page, title: string) => page.getByRole('article', { name: title });

async function cardTitles(page: Page) {
  return page.getByRole('article').locator('h2').allTextContents();
}

async function employerJourney(page: Page, act: Actor, tag: string) {
  const email = uniqueEmail(`employer-${act.name}-`);
  const companyName = `Greenway Kitchens ${tag}`;

  // ---- Company Setup ----
  await signUpAsEmployer(page, act, email);
  await page.getByRole('heading', { name: 'Company Setup' }).waitFor();
  const submit = page.getByRole('button', { name: 'Complete Setup' });
  expect(await submit.isDisabled()).toBe(true);
  await checkScreen(page, act, 'hirer-setup');
  await act.fill(page.getByLabel('Company Name *'), '   ');
  expect(await submit.isDisabled()).toBe(false);
  await act.press(submit);
  await toast(page, 'Please enter your company name to continue.').waitFor();
  await act.fill(page.getByLabel('Company Name *'), companyName);
  // The contact's name is asked (seekers see it in messages; never the e-mail address's name).
  await act.press(submit);
  await page.getByText('Please enter your name: candidates see it when you message them.').first().waitFor();
  expect(await page.getByLabel('Your Name *').getAttribute('aria-invalid')).toBe('true');
  await act.fill(page.getByLabel('Your Name *'), 'Robin Greenway');
  await act.select(page.getByLabel('Industry'), 'Accommodation and Food Services');
  await act.select(page.getByLabel('Company Size'), '11-50 employees');
  await act.fill(page.getByLabel('Website'), 'greenway-kitchens.co.uk');
  await act.fill(page.getByLabel('Company Description'), 'A kitchen that believes in second chances.');
  await act.fill(page.getByLabel('City'), 'Leeds');
  await act.select(page.getByLabel('Country'), 'United Kingdom');
  await act.fill(page.getByLabel('Search skills'), 'teamwork');
  if (act.name === 'keyboard') await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: /Teamwork/ }).click();
  await page.getByRole('list', { name: 'Chosen skills' }).getByText('Teamwork').waitFor();
  await snap(page, `employer-${act.name}-setup`);
  await act.press(submit);
  await toast(page, 'Company profile created!').waitFor();
  await page.waitForURL('**/hirer-talent-overview');

  // ---- Welcome page ----
  await page.getByRole('heading', { name: `Welcome, ${companyName}!` }).waitFor();
  // The strip shows up to 3 talent previews, or 'No talent profiles available at the moment'.
  await page.getByRole('heading', { name: 'Discover Top Talent' }).waitFor();
  await page.getByRole('link', { name: 'Browse All Talent' }).waitFor();
  await page.getByRole('link', { name: 'Skip for Now - Go to Dashboard' }).waitFor();
  await checkScreen(page, act, 'hirer-talent-overview');
  await snap(page, `employer-${act.name}-welcome`);

  // ---- Company Profile with a logo ----
  await page.goto('/hirer-profile');
  await page.getByRole('heading', { name: 'Profile Completion' }).waitFor();
  await page.getByText('88%').waitFor();
  await checkScreen(page, act, 'hirer-profile');
  await act.press(page.getByRole('button', { name: 'Edit', exact: true }));
  // The Edit button gives way to the editor: its heading has the focus, not the page's top.
  await expect.poll(() => focusedText(page)).toBe('Edit Company Profile');
  const chooser = page.waitForEvent('filechooser');
  await act.press(page.getByRole('button', { name: 'Upload company logo' }));
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await toast(page, 'Upload successful').waitFor();
  // The contract's message shows under the field, which takes the focus.
  await act.fill(page.getByLabel('Website'), 'not a website');
  await act.press(page.getByRole('button', { name: 'Save', exact: true }));
  await page
    .locator('#profile-websiteUrl-error', { hasText: 'Please enter a valid website address' })
    .waitFor();
  expect(await page.getByLabel('Website').getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('profile-websiteUrl');
  await act.fill(page.getByLabel('Website'), 'greenway-kitchens.co.uk');
  await act.fill(page.getByLabel('City'), 'Leeds');
  await checkScreen(page, act, 'hirer-profile-edit');
  await act.press(page.getByRole('button', { name: 'Save', exact: true }));
  await toast(page, 'Company profile updated successfully').waitFor();
  await page.getByText('100%').waitFor();
  // Back to the profile, the Edit button has the focus again.
  await expect.poll(() => focusedText(page)).toBe('Edit');
  const logo = page.getByRole('img', { name: `${companyName} logo` });
  await logo.waitFor();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await snap(page, `employer-${act.name}-profile`);

  // ---- Post a job, skills from both tabs of the sheet ----
  await page.goto('/hirer-create-job');
  await page.getByRole('heading', { name: 'Create Job Posting' }).waitFor();
  await checkScreen(page, act, 'hirer-create-job');
  await fillJob(page, act, {
    title: 'Kitchen Porter',
    description: 'Washing up, deliveries and keeping the kitchen clean. Training given.',
    category: 'Kitchen Porter',
    type: 'Full-time',
    city: 'Leeds',
  });
  await act.select(page.getByLabel('Experience Level'), 'Entry level');
  await act.fill(page.getByLabel('Minimum (£)'), '22,000');
  // A minimum over the maximum: the contract's message, in a toast and under the field.
  await act.fill(page.getByLabel('Maximum (£)'), '20000');
  await act.press(page.getByRole('button', { name: 'Post Job' }));
  await toast(page, 'The minimum salary cannot be more than the maximum').waitFor();
  expect(await page.getByLabel('Maximum (£)').getAttribute('aria-invalid')).toBe('true');
  await act.fill(page.getByLabel('Maximum (£)'), '24500');
  await act.press(page.getByRole('button', { name: 'Add Required Skills' }));
  const sheet = page.getByRole('dialog', { name: 'Required Skills' });
  await sheet.waitFor();
  await act.fill(sheet.getByRole('searchbox', { name: 'Search skills' }), 'food hygiene');
  await act.toggle(sheet.getByRole('button', { name: /Food Hygiene Certificate/ }));
  await expect
    .poll(() => sheet.getByRole('button', { name: /Food Hygiene Certificate/ }).getAttribute('aria-pressed'))
    .toBe('true');
  await checkScreen(page, act, 'required-skills-search');
  if (act.name === 'keyboard') {
    await tabTo(page, sheet.getByRole('tab', { name: 'Search Skills' }));
    await page.keyboard.press('ArrowRight');
  } else {
    await sheet.getByRole('tab', { name: 'Browse Categories' }).click();
  }
  await expect
    .poll(() => sheet.getByRole('tab', { name: 'Browse Categories' }).getAttribute('aria-selected'))
    .toBe('true');
  await act.press(sheet.locator('summary', { hasText: 'Skills & Personal Development' }));
  await act.toggle(sheet.getByRole('button', { name: /^Punctuality/ }));
  await checkScreen(page, act, 'required-skills-browse');
  await snap(page, `employer-${act.name}-skills-sheet`);
  await act.press(sheet.getByRole('button', { name: 'Done (2 skills selected)' }));
  await sheet.waitFor({ state: 'hidden' });
  const chosen = page.getByRole('list', { name: 'Chosen skills' });
  await chosen.getByText('Food Hygiene Certificate (Level 2)').waitFor();
  await chosen.getByText('Punctuality').waitFor();
  await act.toggle(page.getByLabel('This job is subject to DBS barring'));
  expect(await page.getByLabel('This job is subject to DBS barring').isChecked()).toBe(true);
  await snap(page, `employer-${act.name}-create-job`);
  await act.press(page.getByRole('button', { name: 'Post Job' }));
  await toast(page, 'Job posted').waitFor();
  await page.waitForURL('**/hirer-jobs?tab=active');
  await jobCard(page, 'Kitchen Porter').waitFor();

  // ---- Drafts: validation, then two drafts ----
  await act.press(page.getByRole('link', { name: 'Post New Job' }));
  await page.waitForURL('**/hirer-create-job');
  await act.press(page.getByRole('button', { name: 'Save as Draft' }));
  await toast(page, 'Please provide a job title to save as draft.').waitFor();
  await fillJob(page, act, { title: 'Barista' });
  await act.press(page.getByRole('button', { name: 'Post Job' }));
  await toast(page, 'Please fill in all required fields.').waitFor();
  // A field's "Required to post the job" goes once it is filled, not at the next submit.
  const employmentType = page.getByLabel('Employment Type *');
  expect(await employmentType.getAttribute('aria-invalid')).toBe('true');
  await fillJob(page, act, { type: 'Part-time' });
  await expect.poll(() => employmentType.getAttribute('aria-invalid')).toBeNull();
  expect(await page.getByLabel('Job Description *').getAttribute('aria-invalid')).toBe('true');
  await act.press(page.getByRole('button', { name: 'Save as Draft' }));
  await toast(page, 'Your job posting draft has been saved.').waitFor();
  await page.waitForURL('**/hirer-jobs?tab=draft');
  await jobCard(page, 'Barista').waitFor();
  await act.press(page.getByRole('link', { name: 'Create Job Posting' }));
  await page.waitForURL('**/hirer-create-job');
  await fillJob(page, act, { title: 'Night Cleaner' });
  await act.press(page.getByRole('button', { name: 'Save as Draft' }));
  await page.waitForURL('**/hirer-jobs?tab=draft');
  await jobCard(page, 'Night Cleaner').waitFor();
  await checkScreen(page, act, 'hirer-jobs-drafts');

  // ---- Edit the Barista draft and publish it ----
  await act.press(page.getByRole('link', { name: 'View & Edit Barista' }));
  await page.waitForURL('**/hirer-job/*');
  await page.getByRole('heading', { name: 'Barista' }).waitFor();
  await checkScreen(page, act, 'hirer-job-draft');
  await act.press(page.getByRole('button', { name: 'Edit', exact: true }));
  await page.getByRole('heading', { name: 'Edit Job Posting' }).waitFor();
  await expect.poll(() => focusedText(page)).toBe('Edit Job Posting');
  await fillJob(page, act, {
    description: 'Coffee, smiles and a tidy counter. Weekend shifts.',
    category: 'Barista & Café Work',
    type: 'Part-time',
    city: 'York',
  });
  await checkScreen(page, act, 'hirer-job-edit');
  await act.press(page.getByRole('button', { name: 'Post Job' }));
  await toast(page, 'Your job posting has been published successfully.').waitFor();
  await page.getByRole('heading', { name: 'Barista' }).waitFor();
  await page.getByText('Barista & Café Work · Part-time').waitFor();
  await expect.poll(() => focusedText(page)).toBe('Edit');
  await expect.poll(() => page.getByRole('button', { name: 'Archive' }).isVisible()).toBe(true);
  await snap(page, `employer-${act.name}-job`);

  // ---- Manage Jobs: sort, reload, sort kept ----
  await page.goto('/hirer-jobs');
  await jobCard(page, 'Barista').waitFor();
  await expect.poll(() => cardTitles(page)).toEqual(['Barista', 'Kitchen Porter']);
  await checkScreen(page, act, 'hirer-jobs-active');
  await act.select(page.getByLabel('Sort by'), 'Title Z-A');
  await expect.poll(() => cardTitles(page)).toEqual(['Kitchen Porter', 'Barista']);
  await page.reload();
  await jobCard(page, 'Barista').waitFor();
  expect(await page.getByLabel('Sort by').inputValue()).toBe('title_desc');
  await expect.poll(() => cardTitles(page)).toEqual(['Kitchen Porter', 'Barista']);
  await act.select(page.getByLabel('Sort by'), 'Title A-Z');
  await expect.poll(() => cardTitles(page)).toEqual(['Barista', 'Kitchen Porter']);
  await act.press(page.getByRole('button', { name: 'Refresh' }));
  await expect.poll(() => cardTitles(page)).toEqual(['Barista', 'Kitchen Porter']);
  await snap(page, `employer-${act.name}-jobs`);

  // ---- Archive one ----
  await act.press(page.getByRole('button', { name: 'Archive Kitchen Porter' }));
  await toast(page, 'Job archived').waitFor();
  await expect.poll(() => cardTitles(page)).toEqual(['Barista']);
  if (act.name === 'keyboard') {
    await tabTo(page, page.getByRole('tab', { name: 'Active' }));
    // Each arrow moves to the next tab and selects it; wait for each, as a person would look.
    for (const next of ['Drafts', 'Archived']) {
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.getByRole('tab', { name: next }).getAttribute('aria-selected'))
        .toBe('true');
    }
  } else {
    await page.getByRole('tab', { name: 'Archived' }).click();
  }
  await jobCard(page, 'Kitchen Porter').waitFor();
  // Archived jobs offer only View & Edit, and the archived tab has no Create Job Posting button.
  expect(await jobCard(page, 'Kitchen Porter').getByRole('button').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Create Job Posting' }).count()).toBe(0);
  await checkScreen(page, act, 'hirer-jobs-archived');

  // ---- Delete a draft, with confirmation ----
  if (act.name === 'keyboard') {
    await tabTo(page, page.getByRole('tab', { name: 'Archived' }));
    await page.keyboard.press('ArrowLeft');
  } else {
    await page.getByRole('tab', { name: 'Drafts' }).click();
  }
  await jobCard(page, 'Night Cleaner').waitFor();
  await act.press(page.getByRole('button', { name: 'Delete Night Cleaner' }));
  const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
  await confirm.waitFor();
  await checkScreen(page, act, 'delete-draft-dialog');
  await act.press(confirm.getByRole('button', { name: 'Delete Draft' }));
  await toast(page, 'Job deleted').waitFor();
  await page.getByText("You don't have any job drafts.").waitFor();
  await page.getByRole('link', { name: 'Create Job Posting' }).waitFor();

  // ---- Real figures: one active job (drafts none, archived not counted) ----
  await page.goto('/hirer-dashboard');
  await page.getByRole('heading', { name: companyName, level: 1 }).waitFor();
  const activeTile = page.getByRole('link', { name: /Active Jobs/ });
  await expect.poll(() => activeTile.textContent()).toMatch(/^1\s*Active Jobs$/);
  await page.getByText('No recent activity').waitFor();
  await checkScreen(page, act, 'hirer-dashboard');
  await snap(page, `employer-${act.name}-dashboard`);
  await act.press(page.getByRole('link', { name: 'Manage Jobs' }));
  await page.waitForURL('**/hirer-jobs');
  await page.goto('/hirer-talent-overview');
  await page.getByRole('heading', { name: `Welcome, ${companyName}!` }).waitFor();
}

describe('employer journey at 360 px', () => {
  it('sets up a company with a logo, posts, drafts, publishes, archives, deletes and sorts jobs', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    try {
      await employerJourney(page, pointer(page), 'P');
    } finally {
      await context.close();
    }
  }, 240_000);

  it('does the same by keyboard only', async () => {
    const context = await newPhone(browser, { reducedMotion: true });
    const page = await context.newPage();
    try {
      await employerJourney(page, keyboard(page), 'K');
    } finally {
      await context.close();
    }
  }, 300_000);

  it("keeps another employer out of the first employer's drafts", async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    try {
      const owner = uniqueEmail('owner-');
      await signUpAsEmployer(page, pointer(page), owner);
      await page.getByLabel('Company Name *').fill('Owner Ltd');
      await page.getByLabel('Your Name *').fill('Olive Owner');
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await page.waitForURL('**/hirer-talent-overview');
      await page.goto('/hirer-create-job');
      await page.getByLabel('Job Title *').fill('Private draft');
      await page.getByRole('button', { name: 'Save as Draft' }).click();
      await page.waitForURL('**/hirer-jobs?tab=draft');
      await page.getByRole('link', { name: 'View & Edit Private draft' }).click();
      await page.waitForURL('**/hirer-job/*');
      const draftUrl = page.url();
      await context.clearCookies();

      await signUpAsEmployer(page, pointer(page), uniqueEmail('intruder-'));
      await page.getByLabel('Company Name *').fill('Intruder Ltd');
      await page.getByLabel('Your Name *').fill('Ian Intruder');
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await page.waitForURL('**/hirer-talent-overview');
      await page.goto(draftUrl);
      await page.getByText('This job posting could not be found.').waitFor();
      expect(await page.getByText('Private draft').count()).toBe(0);
      await page.goto('/hirer-jobs?tab=draft');
      await page.getByText("You don't have any job drafts.").waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
