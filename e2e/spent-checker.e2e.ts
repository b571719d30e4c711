import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile, signUp } from './support/api';
import { expectAccessible, launchBrowser, newPhone, snap } from './support/browser';
import { tabTo } from './support/keyboard';

/**
 * "When is my record spent?": a signed-out visitor checks a record from the splash's link,
 * meeting the error summary on the way; a seeker checks theirs on the disclosure page and saves
 * it; an employer whose job needs no DBS check then sees nothing of the spent conviction, while
 * one with a DBS-checked job sees it as shared; the help card's link and the tool inside the legal
 * setup step (whose answer then follows the result). Each by pointer and by keyboard only.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function press(page: Page, name: string, keyboard: boolean) {
  const button = page.getByRole('button', { name, exact: true });
  if (keyboard) {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
}

/** Picks a radio; by keyboard, Tab reaches the group and the arrow keys move to the choice. */
async function choose(page: Page, label: string, keyboard: boolean) {
  const radio = page.getByLabel(label, { exact: true });
  if (keyboard) {
    const name = await radio.getAttribute('name');
    await tabTo(page, page.locator(`input[name="${name}"]`).first());
    await page.keyboard.press('Space');
    for (let i = 0; i < 6 && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
    expect(await radio.isChecked()).toBe(true);
  } else {
    await radio.check();
  }
}

/**
 * Picks an option of a native select; by keyboard, Tab reaches it and the arrow keys move the
 * choice (as on Windows and Linux, where a closed select changes with ArrowDown).
 */
async function pick(page: Page, label: string, option: string, keyboard: boolean) {
  const select = page.getByLabel(label, { exact: true });
  const chosen = () => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.label ?? '');
  if (keyboard) {
    await tabTo(page, select);
    for (let i = 0; i < 40 && (await chosen()) !== option; i++) await page.keyboard.press('ArrowDown');
  } else {
    await select.selectOption({ label: option });
  }
  expect(await chosen()).toBe(option);
}

async function fillDate(page: Page, label: string, value: string, keyboard: boolean) {
  const field = page.getByLabel(label, { exact: true });
  if (keyboard) {
    await tabTo(page, field);
    // Chromium's date field takes the digits in the locale's order (en-US here: month, day, year).
    const [y, m, d] = value.split('-');
    await page.keyboard.type(`${m}${d}${y}`);
  } else {
    await field.fill(value);
  }
  expect(await field.inputValue()).toBe(value);
}

/** Answers the questions for one six-month prison sentence on 10 June 2019, and shows the results. */
async function checkSixMonths(page: Page, keyboard: boolean) {
  await page.getByRole('heading', { name: 'What is your date of birth?' }).waitFor();
  // Continue with nothing entered: the error summary names the problem and links to the field.
  await press(page, 'Continue', keyboard);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await summary.getByRole('link', { name: 'Enter your date of birth' }).waitFor();
  await expectAccessible(page, 'spent checker error');
  await fillDate(page, 'Date of birth', '1990-03-01', keyboard);
  await press(page, 'Continue', keyboard);
  await page.getByRole('heading', { name: 'What do you want to check?' }).waitFor();
  await choose(page, 'A conviction', keyboard);
  await press(page, 'Continue', keyboard);
  await fillDate(page, 'Date of the conviction', '2019-06-10', keyboard);
  await press(page, 'Continue', keyboard);
  await page.getByRole('heading', { name: 'What sentence or order did you get?' }).waitFor();
  await pick(page, 'Sentence or order', 'Prison sentence', keyboard);
  await press(page, 'Continue', keyboard);
  await summary.getByRole('link', { name: 'Enter the length of the prison sentence' }).waitFor();
  const length = page.getByLabel('Length', { exact: true });
  if (keyboard) {
    await tabTo(page, length);
    await page.keyboard.type('6');
  } else {
    await length.fill('6');
  }
  await press(page, 'Continue', keyboard);
  await page.getByRole('heading', { name: 'Is there anything else?' }).waitFor();
  await choose(page, 'No, show my results', keyboard);
  await press(page, 'Continue', keyboard);
  await page.getByRole('heading', { name: 'Your results' }).waitFor();
  await page.getByText('Spent on 10 December 2020').waitFor();
  await page.getByText("You don't need to mention it for most jobs").waitFor();
  await page.getByText('Basic DBS check: does not show.').waitFor();
  await page.getByText('Standard and enhanced DBS checks: show, and it will not be filtered.').waitFor();
}

for (const keyboard of [false, true]) {
  describe(`spent checker, signed out (${keyboard ? 'keyboard only' : 'pointer'})`, () => {
    let context: BrowserContext;
    afterAll(async () => {
      await context?.close();
    });

    it('from the splash link to a result in words', async () => {
      context = await newPhone(browser);
      const page = await context.newPage();
      await page.goto('/splash');
      const link = page.getByRole('link', { name: 'When is my record spent? Check it free' });
      if (keyboard) {
        await tabTo(page, link);
        await page.keyboard.press('Enter');
      } else {
        await link.click();
      }
      await page.waitForURL('**/spent-checker');
      await page.getByRole('heading', { name: 'When is my record spent?', level: 1 }).waitFor();
      await expectAccessible(page, 'spent checker');
      await checkSixMonths(page, keyboard);
      await expectAccessible(page, 'spent checker results');
      await snap(page, `spent-checker-${keyboard ? 'keyboard' : 'pointer'}`);
    });
  });
}

describe('spent checker: Back, Continue and the error summary', () => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('lists every problem, links to its field, keeps the answers on Back and adds nothing twice', async () => {
    context = await newPhone(browser);
    const page = await context.newPage();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    const heading = (name: string) => page.getByRole('heading', { name }).waitFor();
    const focusedId = () => page.evaluate(() => document.activeElement?.id);
    await page.goto('/spent-checker');
    await heading('What is your date of birth?');
    await page.getByLabel('Date of birth', { exact: true }).fill('1990-03-01');
    await press(page, 'Continue', false);
    await choose(page, 'A caution (including a youth caution)', false);
    await press(page, 'Continue', false);
    await heading('About the caution');
    // Both unanswered questions, in order; the summary has the focus, a link moves it to its field.
    await press(page, 'Continue', false);
    await summary.getByRole('link').first().waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Choose the kind of caution',
      'Enter the date of the caution',
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await summary.getByRole('link', { name: 'Enter the date of the caution' }).click();
    expect(await focusedId()).toBe('sc-caution-date');
    expect(
      await page.getByLabel('Date of the caution', { exact: true }).getAttribute('aria-describedby'),
    ).toBe('sc-caution-date-error');
    await choose(page, 'A conditional caution (it came with conditions)', false);
    await page.getByLabel('Date of the caution', { exact: true }).fill('2015-01-10');
    await page.getByLabel('When did the conditions end? (optional)', { exact: true }).fill('2014-01-01');
    await press(page, 'Continue', false);
    await summary.getByRole('link', { name: 'The conditions cannot end before the caution' }).click();
    expect(await focusedId()).toBe('sc-conditions-end');
    // Back and Continue again: the answers are still there and the summary is gone.
    await press(page, 'Back', false);
    await heading('What do you want to check?');
    expect(await page.getByLabel('A caution (including a youth caution)', { exact: true }).isChecked()).toBe(
      true,
    );
    await press(page, 'Continue', false);
    await heading('About the caution');
    expect(await summary.count()).toBe(0);
    expect(await page.getByLabel('Date of the caution', { exact: true }).inputValue()).toBe('2015-01-10');
    await page.getByLabel('When did the conditions end? (optional)', { exact: true }).fill('2015-03-01');
    await press(page, 'Continue', false);
    await heading('Is there anything else?');
    // Back from the next question: the caution was added, so its question starts blank.
    await press(page, 'Back', false);
    await heading('About the caution');
    expect(await page.getByLabel('Date of the caution', { exact: true }).inputValue()).toBe('');
    await choose(page, 'A simple or youth caution', false);
    await page.getByLabel('Date of the caution', { exact: true }).fill('2015-01-10');
    await press(page, 'Continue', false);
    await choose(page, 'Another conviction', false);
    await press(page, 'Continue', false);
    await page.getByLabel('Date of the conviction', { exact: true }).fill('2019-06-10');
    await press(page, 'Continue', false);
    // A sentence chosen afresh forgets the details given for another.
    await pick(page, 'Sentence or order', 'Prison sentence', false);
    await page.getByLabel('Length', { exact: true }).fill('6');
    await pick(page, 'Sentence or order', 'Fine', false);
    await pick(page, 'Sentence or order', 'Prison sentence', false);
    expect(await page.getByLabel('Length', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Length', { exact: true }).fill('6');
    await press(page, 'Continue', false);
    await choose(page, 'No, show my results', false);
    await press(page, 'Continue', false);
    await heading('Your results');
    await page.getByText('Spent on 10 December 2020').waitFor();
    // One caution: the one added before Back was not added again.
    expect(await page.getByRole('heading', { name: /caution on/i }).allTextContents()).toEqual([
      'Caution on 10 January 2015',
    ]);
    // Start again keeps only the date of birth.
    await press(page, 'Start again', false);
    await heading('What is your date of birth?');
    expect(await page.getByLabel('Date of birth', { exact: true }).inputValue()).toBe('1990-03-01');
  });
});

async function signedUpSeeker(tag: string) {
  const context = await newPhone(browser);
  await signUp(context, 'seeker', tag);
  return context;
}

for (const keyboard of [false, true]) {
  describe(`a seeker saves a spent check; employers see it as the law allows (${keyboard ? 'keyboard only' : 'pointer'})`, () => {
    const contexts: BrowserContext[] = [];
    afterAll(async () => {
      for (const c of contexts) await c.close();
    });

    async function hirerWithJob(name: string, needsDbs: boolean) {
      const context = await newPhone(browser);
      contexts.push(context);
      await signUp(context, 'hirer', 'dbs-hirer');
      await apiCall(context, 'POST', '/api/company', { companyName: name, industry: 'Healthcare' });
      await apiCall(context, 'POST', '/api/jobs', {
        title: needsDbs ? 'Care Assistant' : 'Kitchen Porter',
        description: 'A friendly team; training given from the first day.',
        category: 'General Labour',
        employmentType: 'Full-time',
        locationCity: 'Leeds',
        locationCountry: 'United Kingdom',
        salaryMin: 22000,
        salaryMax: 25000,
        subjectToDbsBarring: needsDbs,
        status: 'active',
      });
      return context;
    }

    it('checks on the disclosure page, saves, and the spent conviction is hidden from a non-DBS employer', async () => {
      const seeker = await signedUpSeeker('dbs-seeker');
      contexts.push(seeker);
      await completeSeekerProfile(seeker, {
        personal: {
          firstName: 'Jamie',
          lastName: 'Rowe',
          jobTitle: 'Care Assistant',
          headline: 'Caring and reliable',
        },
        skills: { keySkills: ['customer_service'], jobInterests: ['Healthcare'] },
        convictionTypes: ['theft_burglary_robbery'],
        convictionStatus: 'unspent',
      });
      // The seeker first thought it unspent (so any employer would see it), and shares with any
      // employer: only the saved check can make it spent, and hide it from the cafe.
      await apiCall(seeker, 'PUT', '/api/seeker/disclosure/sharing', { convictionSharing: 'any_employer' });
      const me = (await (await seeker.request.get('/api/me')).json()) as { user: { id: string } };

      const page = await seeker.newPage();
      await page.goto('/seeker-disclosure');
      await press(page, 'Check my record', keyboard);
      await checkSixMonths(page, keyboard);
      await press(page, 'Save to my profile', keyboard);
      await page.getByText('Your saved check says your record is').waitFor();
      await page.getByText('(since 10 December 2020)').waitFor();
      await expectAccessible(page, 'disclosure with saved check');

      const cafe = await hirerWithJob('Corner Cafe', false);
      const care = await hirerWithJob('Kind Care Homes', true);
      const cafePage = await cafe.newPage();
      await cafePage.goto(`/hirer-candidate/${me.user.id}`);
      await cafePage.getByRole('heading', { name: /Jamie Rowe/ }).waitFor();
      expect(await cafePage.getByText('Criminal record').count()).toBe(0);
      const carePage = await care.newPage();
      await carePage.goto(`/hirer-candidate/${me.user.id}`);
      await carePage.getByText('Criminal record').waitFor();
      await carePage.getByText('Spent (under the Rehabilitation of Offenders Act 1974)').waitFor();
      await expectAccessible(carePage, 'candidate with spent conviction (DBS job)');
    });
  });
}

/** A date `months` before today, as YYYY-MM-DD and in words (computed here, not by the app). */
function monthsAgo(months: number) {
  const d = new Date();
  d.setUTCDate(1); // the 1st: no month-end overflow
  d.setUTCMonth(d.getUTCMonth() - months);
  const iso = d.toISOString().slice(0, 10);
  const later = new Date(d);
  later.setUTCFullYear(d.getUTCFullYear() + 1);
  const words = (x: Date) =>
    x.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { iso, yearLaterInWords: words(later) };
}

for (const keyboard of [false, true]) {
  describe(`links into the spent checker (${keyboard ? 'keyboard only' : 'pointer'})`, () => {
    const contexts: BrowserContext[] = [];
    afterAll(async () => {
      for (const c of contexts) await c.close();
    });

    it("the help card's link: a conditional caution, spent when its conditions ended", async () => {
      const context = await newPhone(browser);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/role-selection');
      const card = page.locator('section, div').filter({
        has: page.getByRole('heading', { name: 'Need Help?' }),
      });
      const link = card.last().getByRole('link', { name: 'When is my record spent? Check it free' });
      if (keyboard) {
        await tabTo(page, link);
        await page.keyboard.press('Enter');
      } else {
        await link.click();
      }
      await page.waitForURL('**/spent-checker');
      await page.getByRole('heading', { name: 'What is your date of birth?' }).waitFor();
      await fillDate(page, 'Date of birth', '1990-03-01', keyboard);
      await press(page, 'Continue', keyboard);
      await choose(page, 'A caution (including a youth caution)', keyboard);
      await press(page, 'Continue', keyboard);
      await page.getByRole('heading', { name: 'About the caution' }).waitFor();
      await choose(page, 'A conditional caution (it came with conditions)', keyboard);
      await fillDate(page, 'Date of the caution', '2025-01-10', keyboard);
      await fillDate(page, 'When did the conditions end? (optional)', '2025-02-20', keyboard);
      await press(page, 'Continue', keyboard);
      await choose(page, 'No, show my results', keyboard);
      await press(page, 'Continue', keyboard);
      await page.getByRole('heading', { name: 'Your results' }).waitFor();
      await page.getByRole('heading', { name: 'Conditional caution on 10 January 2025' }).waitFor();
      // The conditions ended before the three months were up: spent then, not on 10 April.
      await page.getByText('Spent on 20 February 2025').waitFor();
      await page.getByText('Basic DBS check: does not show.').waitFor();
      // An adult caution is filtered from higher checks six years after it was given.
      await page
        .getByText('Standard and enhanced DBS checks: show until 10 January 2031, when it is filtered.')
        .waitFor();
      await expectAccessible(page, 'spent checker from the help card');
    });

    it('the legal setup step: the tool sets the conviction status, and it is saved', async () => {
      const seeker = await signedUpSeeker('setup-seeker');
      contexts.push(seeker);
      const page = await seeker.newPage();
      await page.goto('/seeker-setup-step2');
      await page.getByRole('heading', { name: 'Legal Information' }).waitFor();
      // The seeker thinks their record is spent; a fine two months ago is not, for a year.
      await choose(page, 'Spent (under the Rehabilitation of Offenders Act 1974)', keyboard);
      await press(page, 'Not sure? Check when your record is spent', keyboard);
      await page.getByRole('heading', { name: 'What is your date of birth?', level: 3 }).waitFor();
      const fine = monthsAgo(2);
      await fillDate(page, 'Date of birth', '1990-03-01', keyboard);
      await press(page, 'Continue', keyboard);
      await choose(page, 'A conviction', keyboard);
      await press(page, 'Continue', keyboard);
      await fillDate(page, 'Date of the conviction', fine.iso, keyboard);
      await press(page, 'Continue', keyboard);
      await pick(page, 'Sentence or order', 'Fine', keyboard);
      await press(page, 'Continue', keyboard);
      await choose(page, 'No, show my results', keyboard);
      await press(page, 'Continue', keyboard);
      await page.getByRole('heading', { name: 'Your results', level: 3 }).waitFor();
      await page.getByText(`Will be spent on ${fine.yearLaterInWords}`).waitFor();
      await expectAccessible(page, 'legal step with the checker');
      await press(page, 'Use this answer (unspent)', keyboard);
      await page.getByText('Conviction status set to unspent.').waitFor();
      // The tool closes, and the step's own answer has changed.
      await page.getByRole('button', { name: 'Not sure? Check when your record is spent' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Your results' }).count()).toBe(0);
      expect(await page.getByLabel('Unspent', { exact: true }).isChecked()).toBe(true);
      expect(
        await page
          .getByLabel('Spent (under the Rehabilitation of Offenders Act 1974)', { exact: true })
          .isChecked(),
      ).toBe(false);
      // Saved on the server: the drafts say so, and a fresh page shows it.
      await expect
        .poll(
          async () =>
            (
              (await (await seeker.request.get('/api/seeker/drafts')).json()) as {
                legal: { convictionStatus: string | null };
              }
            ).legal.convictionStatus,
        )
        .toBe('unspent');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.getByRole('heading', { name: 'Legal Information' }).waitFor();
      expect(await page.getByLabel('Unspent', { exact: true }).isChecked()).toBe(true);
    });
  });
}

describe('fair-chance employers', () => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  async function employer(name: string, fairChance: string[], title: string) {
    const context = await newPhone(browser);
    contexts.push(context);
    await signUp(context, 'hirer', 'fc-hirer');
    await apiCall(context, 'POST', '/api/company', {
      companyName: name,
      industry: 'Hospitality',
      fairChance,
    });
    await apiCall(context, 'POST', '/api/jobs', {
      title,
      description: 'Friendly kitchen, training given, regular shifts.',
      category: 'Hospitality',
      employmentType: 'Full-time',
      locationCity: 'York',
      locationCountry: 'United Kingdom',
      salaryMin: 21000,
      salaryMax: 23000,
      requiredSkills: ['food_hygiene', 'line_cooking'],
      status: 'active',
    });
    return context;
  }

  it('the filter narrows Discover to employers with commitments, shown as badges', async () => {
    const tag = Date.now().toString(36);
    await employer(
      `Open Door Kitchen ${tag}`,
      ['considers_convictions', 'disability_confident_2'],
      `Prep Cook ${tag}`,
    );
    await employer(`Plain Diner ${tag}`, [], `Line Cook ${tag}`);
    const seeker = await newPhone(browser);
    contexts.push(seeker);
    await signUp(seeker, 'seeker', 'fc-seeker');
    await completeSeekerProfile(seeker, {
      personal: { firstName: 'Ali', lastName: 'Khan', jobTitle: 'Cook', headline: 'Fast and tidy' },
      skills: { keySkills: ['food_hygiene', 'line_cooking'], jobInterests: ['Hospitality'] },
    });
    const titles = async (query: string) =>
      (
        (await (await seeker.request.get(`/api/feed/jobs${query}`)).json()) as {
          cards: { titleText: string }[];
        }
      ).cards.map((c) => c.titleText);
    expect(await titles('')).toEqual(expect.arrayContaining([`Prep Cook ${tag}`, `Line Cook ${tag}`]));
    const filtered = await titles('?fairChanceOnly=true');
    expect(filtered).toContain(`Prep Cook ${tag}`);
    expect(filtered).not.toContain(`Line Cook ${tag}`);

    const page = await seeker.newPage();
    await page.goto('/seeker-discover');
    const filter = page.getByLabel('Fair-chance employers only');
    await tabTo(page, filter);
    await page.keyboard.press('Space');
    await page.waitForURL('**/seeker-discover?fair=1');
    const top = page.getByTestId('top-card');
    await top.getByRole('heading', { name: `Prep Cook ${tag}` }).waitFor();
    const badges = top.getByRole('list', { name: 'Fair-chance commitments' });
    await badges.getByText('Considers convictions').waitFor();
    await badges.getByText('Disability Confident 2').waitFor();
    await expectAccessible(page, 'discover, fair-chance only');
    await snap(page, 'discover-fair-chance');
  });
});
