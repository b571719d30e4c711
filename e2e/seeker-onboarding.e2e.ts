import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import {
  PASSWORD,
  expectAccessible,
  launchBrowser,
  logInThroughUi,
  newPhone,
  signUpThroughUi,
  snap,
  uniqueEmail,
} from './support/browser';

let browser: Browser;
let photo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  photo = await sharp({
    create: { width: 160, height: 160, channels: 3, background: { r: 22, g: 101, b: 52 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(fn: (page: Page) => Promise<void>) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

/**
 * Screens are checked with axe once their toasts are closed: the shared toaster's rich colours
 * (green or red text on a pale tint) fail colour contrast, which is reported separately.
 */
async function checkScreen(page: Page, screen: string) {
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
    await close.click().catch(() => undefined);
  }
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 8000 }).toBe(0);
  await expectAccessible(page, screen);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

// ---- Keyboard helpers ------------------------------------------------------------------------------

interface Focused {
  tag: string;
  id: string;
  name: string;
  type: string;
  text: string;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const text = el?.getAttribute('aria-label') ?? el?.closest('label')?.textContent ?? el?.textContent ?? '';
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      name: el?.getAttribute('name') ?? '',
      type: el?.getAttribute('type') ?? '',
      text: text.replace(/\s+/g, ' ').trim(),
    };
  });

/** Presses Tab until the focused element matches; fails if it never does. */
async function tabTo(page: Page, test: (f: Focused) => boolean, what: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (test(await focused(page))) return;
  }
  throw new Error(`could not reach ${what} with the Tab key`);
}
const byText = (text: string) => (f: Focused) => f.text === text;
const byId = (id: string) => (f: Focused) => f.id === id;
const byName = (name: string) => (f: Focused) => f.name === name;

// ---- The journey with a pointer ----------------------------------------------------------------------

describe('seeker onboarding at 360 px', () => {
  it('signs up, completes every step, edits the profile, shares, downloads and deletes', async () => {
    await withPage(async (page) => {
      const email = uniqueEmail('seeker');
      await signUpThroughUi(page, 'seeker', email);

      // Step 1
      await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
      await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
      await checkScreen(page, 'seeker step 1');
      await page.getByRole('button', { name: 'Next' }).click();
      await toast(page, 'First name and last name are required');
      await page.getByLabel('First Name *').fill('Sam');
      await page.getByLabel('Last Name *').fill('Jones');
      await page.getByLabel('Job Title (optional)').fill('Line Cook');
      await page.getByLabel('Professional Headline (optional)').fill('Calm and reliable in a busy kitchen');
      await snap(page, 'seeker-step1');
      await page.getByRole('button', { name: 'Next' }).click();
      await toast(page, 'Your personal information has been saved successfully.');

      // Step 1.5: skills
      await page.waitForURL('**/seeker-skills-step');
      await page.getByRole('heading', { name: 'Your Skills & Experience' }).waitFor();
      // At 360 px every choice's words stay inside its box ("Manufacturing" once spilled out).
      const spilled = await page
        .getByRole('group', { name: /What kind of work interests you/ })
        .evaluate((group) => {
          const edge = group.getBoundingClientRect().right;
          return [...group.querySelectorAll('label')]
            .filter((l) => {
              const box = l.getBoundingClientRect().right;
              const span = l.querySelector('span')!;
              const words = span.getBoundingClientRect().right;
              return (
                box > edge + 1 ||
                words > box + 1 ||
                l.scrollWidth > l.clientWidth + 1 ||
                span.scrollWidth > span.clientWidth + 1
              );
            })
            .map((l) => l.textContent);
        });
      expect(spilled).toEqual([]);
      await page.getByLabel('Hospitality').check();
      const search = page.getByRole('searchbox', { name: 'Search skills' });
      await search.fill('food');
      await expect
        .poll(() => page.getByRole('list', { name: 'Matching skills' }).getByRole('button').count())
        .toBeLessThanOrEqual(8);
      await search.press('Enter');
      await page
        .getByRole('list', { name: 'Chosen skills' })
        .getByText('Food Hygiene Certificate (Level 2)')
        .waitFor();
      await page.getByRole('tab', { name: 'Suggested Skills' }).click();
      const suggested = page.getByRole('list', { name: 'Suggested skills' }).getByRole('button');
      expect(await suggested.count()).toBeLessThanOrEqual(12);
      await page.getByRole('button', { name: 'Add Barista Skills' }).click();
      await page.getByRole('button', { name: 'Add Teamwork' }).click();
      await page.getByRole('button', { name: 'Remove Teamwork' }).click();
      await checkScreen(page, 'seeker skills step');
      await snap(page, 'seeker-skills');
      await page.getByRole('button', { name: 'Next' }).click();
      await toast(page, '2 skills have been added to your profile.');

      // Step 2: legal
      await page.waitForURL('**/seeker-setup-step2');
      await page.getByRole('heading', { name: 'Legal Information' }).waitFor();
      await group(page, 'Have you completed your sentence?').getByLabel('Yes', { exact: true }).check();
      await group(page, 'Type of conviction').getByLabel('Theft, burglary or robbery').check();
      await group(page, 'Type of conviction').getByLabel('Other', { exact: true }).check();
      await page.getByLabel('Please describe the other conviction').fill('Criminal damage');
      await page.getByLabel('Spent (under the Rehabilitation of Offenders Act 1974)').check();
      const barred = group(page, 'Are you barred from regulated work?');
      await expect.poll(() => barred.getByLabel('Unknown').isChecked()).toBe(true);
      await barred.getByLabel('No', { exact: true }).check();
      await group(page, 'MAPPA level').getByLabel('N/A').check();
      await checkScreen(page, 'seeker legal step');
      await snap(page, 'seeker-legal');
      await page.getByRole('button', { name: 'Next' }).click();
      await toast(page, 'Your legal information has been saved successfully.');

      // Step 3: health
      await page.waitForURL('**/seeker-setup-step3');
      await expect.poll(() => page.getByText('Type of disability').count()).toBe(0);
      await group(page, 'Do you have a disability or long-term health condition?')
        .getByLabel('Yes', { exact: true })
        .check();
      await group(page, 'Type of disability').getByLabel('Mobility or physical access').check();
      await group(page, 'Workplace adjustments that would help you')
        .getByLabel('Flexible working hours')
        .check();
      await checkScreen(page, 'seeker health step');
      await snap(page, 'seeker-health');
      await page.getByRole('button', { name: 'Next: Final Details' }).click();
      await toast(page, 'Your health and accessibility information has been saved.');

      // Step 4: final details, with a photo
      await page.waitForURL('**/seeker-setup-step4');
      await page.getByRole('heading', { name: 'Final Details' }).waitFor();
      await page.getByText('Complete your profile - Step 4 of 4').waitFor();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
      await toast(page, 'Upload successful');
      await page.getByRole('img', { name: 'Profile Picture' }).waitFor();
      await group(page, 'Driving Licence').getByLabel('Yes', { exact: true }).check();
      await group(page, 'Work Preferences').getByLabel('Full time').check();
      await group(page, 'Work Preferences').getByLabel('Weekends').check();
      await group(page, 'Relocation').getByLabel('No', { exact: true }).check();
      await checkScreen(page, 'seeker final step');
      await snap(page, 'seeker-final');
      await page.getByRole('button', { name: 'Complete Profile' }).click();
      await toast(page, 'Profile Complete!');

      // Dashboard
      await page.waitForURL('**/seeker-dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Sam!' }).waitFor();
      await page.getByRole('link', { name: 'Swipe to find jobs' }).waitFor();
      // 12-field completion: names, job title, headline, skills, photo, e-mail, preferences = 8 of 12.
      await page.getByText('67%', { exact: true }).waitFor();
      await page.getByText('67% complete').waitFor();
      for (const label of ['Applications', 'Saved Jobs', 'Unread Messages']) {
        await expect(page.getByRole('link', { name: `0 ${label}` }).count()).resolves.toBe(1);
      }
      await page.getByText('No recent activity').waitFor();
      await page.getByRole('img', { name: 'Profile picture of Sam Jones' }).waitFor();
      await checkScreen(page, 'seeker dashboard');
      await snap(page, 'seeker-dashboard');

      // Profile: view and edit
      await page.getByRole('link', { name: 'Complete Profile' }).click();
      await page.waitForURL('**/seeker-profile');
      await page.getByRole('heading', { name: 'Sam Jones' }).waitFor();
      await page.getByText('Calm and reliable in a busy kitchen').waitFor();
      await checkScreen(page, 'seeker profile');
      await snap(page, 'seeker-profile');
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel('Bio').fill('Twelve years in busy kitchens.');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => page.getByText('Twelve years in busy kitchens.').count()).toBe(0);
      await page.getByRole('button', { name: 'Edit profile' }).click();
      // The profile contract's message comes as a toast, and the editor stays open.
      await page.getByLabel('Phone Number').fill('not a phone');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Please enter a valid phone number');
      await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
      await page.getByLabel('Phone Number').fill('07700 900123');
      await page.getByLabel('Bio').fill('Ten years in busy kitchens.');
      await page.getByLabel('City').fill('Leeds');
      await page.getByLabel('Country').selectOption('United Kingdom');
      await page.getByRole('searchbox', { name: 'Search skills' }).fill('line cook');
      await page.getByRole('searchbox', { name: 'Search skills' }).press('Enter');
      await checkScreen(page, 'seeker profile edit');
      await snap(page, 'seeker-profile-edit');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Profile updated successfully');
      await page.getByText('Ten years in busy kitchens.').waitFor();
      await page.getByText('Leeds, United Kingdom').waitFor();
      await page.getByText('100%', { exact: true }).waitFor();

      // Disclosure: labels, sharing choice, access log
      await page.getByRole('link', { name: /Disclosure Status/ }).click();
      await page.waitForURL('**/seeker-disclosure');
      await page.getByText('Sentence Completed').waitFor();
      await page.getByText('Has Disability').waitFor();
      await page.getByText('Complete', { exact: true }).waitFor();
      await page.getByText('No employer has seen your answers yet.').waitFor();
      await checkScreen(page, 'seeker disclosure');
      await snap(page, 'seeker-disclosure');
      const legalSharing = group(page, 'Legal information');
      await expect
        .poll(() => legalSharing.getByLabel('Only employers I match with or apply to').isChecked())
        .toBe(true);
      await legalSharing.getByLabel('Nobody', { exact: true }).check();
      await toast(page, 'Your sharing choice has been saved.');
      await page.reload();
      await expect
        .poll(() => group(page, 'Legal information').getByLabel('Nobody', { exact: true }).isChecked())
        .toBe(true);

      // Download my data
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^newleaf-my-data-.*\.json$/);
      const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
      expect(data.account.email).toBe(email);
      expect(data.profile).toMatchObject({ firstName: 'Sam', bio: 'Ten years in busy kitchens.' });
      expect(data.disclosure).toMatchObject({
        convictionSharing: 'nobody',
        convictionOtherDetails: 'Criminal damage',
      });

      // Delete my account
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
      await checkScreen(page, 'delete account dialog');
      await page.getByRole('button', { name: 'Yes, delete my account' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/seeker'));
      await logInThroughUi(page, email);
      await toast(page, 'Invalid email or password');
    });
  });
});

// ---- Keyboard only ---------------------------------------------------------------------------------

describe('seeker onboarding by keyboard only', () => {
  it('completes the wizard, edits the profile, shares and deletes without a pointer', async () => {
    await withPage(async (page) => {
      const email = uniqueEmail('keyseeker');
      await page.goto('/role-selection');
      await page.getByRole('button', { name: 'Get Started as Job Seeker' }).waitFor();
      await tabTo(page, byText('Get Started as Job Seeker'), 'seeker button');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Job Seeker Sign Up' }).waitFor();
      await tabTo(page, byId('email'), 'email');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-setup-step1');

      // Step 1
      await page.getByLabel('First Name *').waitFor();
      await tabTo(page, byId('firstName'), 'first name');
      await page.keyboard.type('Alex');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Morgan');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Bricklayer');
      await tabTo(page, byText('Next'), 'Next');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-skills-step');

      // Skills: an interest, then search and Enter
      await page.getByLabel('Construction').waitFor();
      await tabTo(page, byText('Construction'), 'Construction interest');
      await page.keyboard.press('Space');
      await tabTo(page, (f) => f.type === 'search', 'skill search');
      await page.keyboard.type('brick');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Remove Bricklaying' }).waitFor();
      await tabTo(page, byText('Next'), 'Next');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-setup-step2');

      // Legal
      await page.getByRole('heading', { name: 'Legal Information' }).waitFor();
      await tabTo(page, byName('sentenceCompleted'), 'sentence completed');
      await page.keyboard.press('Space');
      await tabTo(page, byText('Arson'), 'Arson');
      await page.keyboard.press('Space');
      await tabTo(page, byName('barredFromRegulatedWork'), 'barred');
      await page.keyboard.press('ArrowLeft'); // Unknown -> No
      await tabTo(page, byName('mappaLevel'), 'MAPPA');
      await page.keyboard.press('Space');
      await tabTo(page, byText('Next'), 'Next');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-setup-step3');

      // Health
      await page.getByRole('heading', { name: 'Health & Accessibility' }).waitFor();
      await tabTo(page, byName('hasDisability'), 'has disability');
      await page.keyboard.press('Space');
      await tabTo(page, byText('Mental health'), 'Mental health');
      await page.keyboard.press('Space');
      await tabTo(page, byText('Next: Final Details'), 'Next: Final Details');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-setup-step4');

      // Final details, photo through the file chooser
      await page.getByRole('heading', { name: 'Final Details' }).waitFor();
      await tabTo(page, (f) => f.text.includes('Upload profile picture'), 'upload button');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
      await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
      await toast(page, 'Upload successful');
      await tabTo(page, byName('hasDrivingLicence'), 'driving licence');
      await page.keyboard.press('Space');
      await tabTo(page, byText('Part time'), 'Part time');
      await page.keyboard.press('Space');
      await tabTo(page, byText('Complete Profile'), 'Complete Profile');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Alex!' }).waitFor();

      // Profile edit
      await tabTo(page, byText('Complete Profile'), 'Complete Profile link');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-profile');
      await page.getByRole('heading', { name: 'Alex Morgan' }).waitFor();
      await tabTo(page, byText('Edit profile'), 'Edit profile');
      await page.keyboard.press('Enter');
      // The editor's heading takes the focus (its code loads on Edit); back on the profile, the
      // Edit button has it again.
      const focused = () =>
        page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
        );
      await expect.poll(focused).toBe('Edit Profile');
      await tabTo(page, byId('bio'), 'bio');
      await page.keyboard.type('Fifteen years on building sites.');
      await tabTo(page, byText('Save Changes'), 'Save Changes');
      await page.keyboard.press('Enter');
      await toast(page, 'Profile updated successfully');
      await page.getByText('Fifteen years on building sites.').waitFor();
      await expect.poll(focused).toBe('Edit profile');

      // Disclosure: sharing choice, download, delete
      await tabTo(page, (f) => f.text.startsWith('Disclosure Status'), 'Disclosure Status link');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/seeker-disclosure');
      await page.getByText('Sentence Completed').waitFor();
      await tabTo(page, byName('healthSharing'), 'health sharing');
      await page.keyboard.press('ArrowDown'); // connected -> any employer
      await toast(page, 'Your sharing choice has been saved.');
      await expect
        .poll(() => group(page, 'Health & accessibility').getByLabel('Any employer on NewLeaf').isChecked())
        .toBe(true);
      await tabTo(page, byText('Download my data'), 'Download my data');
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
      expect(data.disclosure.healthSharing).toBe('any_employer');
      await tabTo(page, byText('Delete my account'), 'Delete my account');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
      await tabTo(page, byText('Yes, delete my account'), 'confirm delete');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.pathname.startsWith('/seeker'));
    });
  });
});

// ---- Resume on another device ------------------------------------------------------------------------

describe('resuming the wizard', () => {
  it('keeps step 1 and the skills on the server for a new browser', async () => {
    const email = uniqueEmail('resume');
    await withPage(async (page) => {
      await signUpThroughUi(page, 'seeker', email);
      await page.getByLabel('First Name *').fill('Jo');
      await page.getByLabel('Last Name *').fill('Bloggs');
      await page.getByLabel('Job Title (optional)').fill('Forklift Driver');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/seeker-skills-step');
      await page.getByLabel('Logistics').check();
      const saved = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/seeker/drafts') &&
          r.request().method() === 'PUT' &&
          (r.request().postData() ?? '').includes('forklift_counterbalance') &&
          r.ok(),
      );
      await page.getByRole('searchbox', { name: 'Search skills' }).fill('counterbalance');
      await page.getByRole('searchbox', { name: 'Search skills' }).press('Enter');
      await page.getByRole('button', { name: 'Remove Forklift (Counterbalance)' }).waitFor();
      // Saved on change, without pressing Next.
      await saved;
    });

    await withPage(async (page) => {
      await logInThroughUi(page, email);
      await page.waitForURL('**/seeker-setup-step1');
      await expect.poll(() => page.getByLabel('First Name *').inputValue()).toBe('Jo');
      expect(await page.getByLabel('Last Name *').inputValue()).toBe('Bloggs');
      expect(await page.getByLabel('Job Title (optional)').inputValue()).toBe('Forklift Driver');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/seeker-skills-step');
      await page.getByRole('button', { name: 'Remove Forklift (Counterbalance)' }).waitFor();
      expect(await page.getByLabel('Logistics').isChecked()).toBe(true);
    });
  });
});
