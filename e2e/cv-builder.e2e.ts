import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile, signUp } from './support/api';
import { expectAccessible, launchBrowser, newPhone, PASSWORD, snap } from './support/browser';
import { tabTo } from './support/keyboard';

/**
 * The CV builder as a seeker meets it: from the AI Suite, a CV prefilled from the profile is
 * taken through all six steps to Finish (Previous and a step dot on the way; Suggest on an
 * achievement; a second line and a second job removed again; ATS 100 with a full CV), the PDF
 * downloads; a fresh browser finds the CV kept; applying with the CV attached lets the employer
 * open "View CV" from the applicant's card and from the candidate profile.
 * By pointer and by keyboard only.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function actions(page: Page, keyboard: boolean) {
  return {
    async click(target: Locator) {
      if (keyboard) {
        await tabTo(page, target);
        // Space ticks a checkbox; Enter presses buttons and follows links.
        const isCheckbox = await target.evaluate(
          (el) => el instanceof HTMLInputElement && el.type === 'checkbox',
        );
        await page.keyboard.press(isCheckbox ? 'Space' : 'Enter');
      } else {
        await target.click();
      }
    },
    async fill(target: Locator, text: string) {
      if (keyboard) {
        await tabTo(page, target);
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(text);
      } else {
        await target.fill(text);
      }
    },
    async month(target: Locator, value: string) {
      const [y, m] = value.split('-');
      if (keyboard) {
        // Chromium's month field takes arrow keys: the month segment first, then the year
        // (which starts at this year).
        await tabTo(page, target);
        for (let i = 0; i < Number(m); i++) await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowUp');
        const thisYear = Number((await target.inputValue()).slice(0, 4));
        for (let i = Number(y); i < thisYear; i++) await page.keyboard.press('ArrowDown');
      } else {
        await target.fill(value);
      }
      expect(await target.inputValue()).toBe(value);
    },
  };
}

for (const keyboard of [false, true]) {
  describe(`CV builder (${keyboard ? 'keyboard only' : 'pointer'})`, () => {
    const contexts: BrowserContext[] = [];
    afterAll(async () => {
      for (const c of contexts) await c.close();
    });

    it('six steps to Finish, ATS 100, PDF download, kept for a new browser, attached to an application', async () => {
      const seeker = await newPhone(browser);
      contexts.push(seeker);
      const email = await signUp(seeker, 'seeker', `cv-${keyboard ? 'k' : 'p'}`);
      await completeSeekerProfile(seeker, {
        personal: {
          firstName: 'Dana',
          lastName: 'Okafor',
          jobTitle: 'Warehouse Operative',
          headline: 'Careful and quick',
        },
        skills: { keySkills: ['customer_service'], jobInterests: ['Logistics'] },
      });
      const page = await seeker.newPage();
      const ui = actions(page, keyboard);

      await page.goto('/seeker-ai-suite');
      await ui.click(page.getByRole('link', { name: /CV Builder/ }));
      await page.getByRole('heading', { name: 'No CV Yet' }).waitFor();
      await expectAccessible(page, 'CV builder intro');
      await ui.click(page.getByRole('button', { name: 'Create CV' }));

      // 1 Template: modern is chosen already.
      await page.getByRole('heading', { name: 'Choose a template' }).waitFor();
      expect(await page.getByRole('radio', { name: /Modern/ }).isChecked()).toBe(true);
      await ui.click(page.getByRole('button', { name: 'Continue' }));

      // 2 Personal info, prefilled from the profile (the job wanted as the CV's target title);
      // Continue waits for phone and location, and says so; Next stays and says it too.
      await page.getByRole('heading', { name: 'Personal info' }).waitFor();
      expect(await page.getByLabel('Full name *').inputValue()).toBe('Dana Okafor');
      expect(await page.getByLabel('Job title you want (optional)').inputValue()).toBe('Warehouse Operative');
      expect(await page.getByLabel('Email *').inputValue()).toBe(email);
      expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      const needs = page.getByText('To continue, add your phone number and your location.');
      await needs.waitFor();
      await ui.click(page.getByRole('button', { name: 'Next' }));
      await expect.poll(() => needs.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole('heading', { name: 'Personal info' }).waitFor();
      // The prefilled skills step and the preview are not complete before they are visited.
      expect(
        await page.getByRole('button', { name: 'Step 5: Skills & Education', exact: true }).count(),
      ).toBe(1);
      expect(await page.getByRole('button', { name: 'Step 6: Preview & Export', exact: true }).count()).toBe(
        1,
      );
      await ui.fill(page.getByLabel('Phone *'), '07700 900456');
      await ui.fill(page.getByLabel('Location *'), 'Bradford');
      await ui.fill(page.getByLabel('LinkedIn (optional)'), 'not a link');
      await page.getByText('Enter a web address').waitFor();
      expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      await ui.fill(page.getByLabel('LinkedIn (optional)'), 'linkedin.com/in/dana-okafor');
      await expectAccessible(page, 'CV personal info');
      await ui.click(page.getByRole('button', { name: 'Continue' }));

      // Previous goes back with the answers kept; a step dot goes forward again.
      await page.getByRole('heading', { name: 'Professional summary' }).waitFor();
      await ui.click(page.getByRole('button', { name: 'Previous' }));
      await page.getByRole('heading', { name: 'Personal info' }).waitFor();
      expect(await page.getByLabel('Phone *').inputValue()).toBe('07700 900456');
      await ui.click(page.getByRole('button', { name: /^Step 3: Summary/ }));

      // 3 Summary, started from the profile's headline: the hint under 50 characters, counters,
      // then Continue.
      await page.getByRole('heading', { name: 'Professional summary' }).waitFor();
      const summary = page.getByRole('textbox', { name: 'Professional summary' });
      expect(await summary.inputValue()).toBe('Careful and quick');
      await ui.fill(summary, 'Reliable warehouse operative.');
      await page.getByText('Your summary should be at least 50 characters long for best results').waitFor();
      await page.getByText('29/500 characters').waitFor();
      await ui.fill(
        summary,
        'Reliable warehouse operative with four years of picking, packing and forklift work.',
      );
      await page.getByText('12 words').waitFor();
      await ui.click(page.getByRole('button', { name: 'Continue' }));

      // 4 Experience: the first job is open, empty (the job wanted is not a past job) and
      // labelled Most Recent.
      await page.getByRole('heading', { name: 'Work experience' }).waitFor();
      await page.getByText('Most Recent').waitFor();
      expect(await page.getByLabel('Job title *').inputValue()).toBe('');
      await ui.fill(page.getByLabel('Job title *'), 'Warehouse Operative');
      await ui.fill(page.getByLabel('Company *'), 'Northgate Logistics');
      await ui.month(page.getByLabel('Start (month) *'), '2021-03');
      await ui.click(page.getByLabel('I currently work here'));
      expect(await page.getByLabel('End (month)').isDisabled()).toBe(true);
      const achievement1 = page.getByLabel('Achievement 1', { exact: true });
      await ui.fill(achievement1, 'Cut picking errors by 30%');

      // Suggest (the offline helper: no model here) offers rewordings; one is used.
      await ui.click(page.getByRole('button', { name: 'Suggest wording for achievement 1' }));
      const suggestions = page.getByRole('region', { name: 'Suggestions' });
      const suggestion = suggestions.getByRole('button').first();
      const suggested = (await suggestion.textContent())!;
      expect(suggested).toMatch(/^\w+ picking errors by 30%$/);
      await expectAccessible(page, 'CV achievement suggestions');
      await ui.click(suggestion);
      await suggestions.waitFor({ state: 'detached' });
      expect(await achievement1.inputValue()).toBe(suggested);

      // A line or a job can be removed only while there is more than one.
      const removeLine = page.getByRole('button', { name: /^Remove achievement/ });
      const removeJob = page.getByRole('button', { name: 'Remove this job' });
      expect(await removeLine.count()).toBe(0);
      expect(await removeJob.count()).toBe(0);
      await ui.click(page.getByRole('button', { name: 'Add an achievement' }));
      await ui.fill(page.getByLabel('Achievement 2', { exact: true }), 'Stacked shelves');
      await ui.click(page.getByRole('button', { name: 'Remove achievement 2' }));
      await page.getByLabel('Achievement 2', { exact: true }).waitFor({ state: 'detached' });
      expect(await removeLine.count()).toBe(0);
      await ui.click(page.getByRole('button', { name: 'Add another job' }));
      const secondJob = page.getByRole('button', { name: 'Job 2', exact: true });
      await secondJob.waitFor();
      await ui.click(removeJob);
      await secondJob.waitFor({ state: 'detached' });
      expect(await removeJob.count()).toBe(0);
      await expectAccessible(page, 'CV experience');
      await ui.click(page.getByRole('button', { name: 'Continue' }));

      // 5 Skills (one prefilled) and education; Enter adds a skill.
      await page.getByRole('heading', { name: 'Skills & education' }).waitFor();
      const skills = page.getByRole('list', { name: 'Your skills' });
      await skills.getByText('Customer Service', { exact: false }).waitFor();
      for (const skill of ['Forklift', 'Stock control', 'Picking', 'Teamwork']) {
        await ui.fill(page.getByLabel('Skill', { exact: true }), skill);
        await page.keyboard.press('Enter');
        await skills.getByText(skill, { exact: false }).waitFor();
      }
      await ui.click(page.getByRole('button', { name: 'Add education' }));
      await ui.fill(page.getByLabel('Qualification 1'), 'NVQ Level 2 Warehousing');
      await ui.fill(page.getByLabel('Where'), 'Bradford College');
      await ui.click(page.getByRole('button', { name: 'Continue' }));

      // 6 Preview: ATS 100, Excellent; the PDF downloads.
      await page.getByRole('heading', { name: 'Preview & export' }).waitFor();
      await page.getByText('Excellent').waitFor();
      await expect.poll(() => page.getByText(/^100$/).count()).toBe(1);
      await expectAccessible(page, 'CV preview');
      await snap(page, `cv-preview-${keyboard ? 'keyboard' : 'pointer'}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        ui.click(page.getByRole('link', { name: 'Download PDF' })),
      ]);
      expect(download.suggestedFilename()).toBe('Dana-Okafor-CV.pdf');
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      await ui.click(page.getByRole('button', { name: 'Finish' }));
      await page.waitForURL('**/seeker-dashboard');

      // A fresh browser, signed in again, finds the CV kept.
      const other = await newPhone(browser);
      contexts.push(other);
      await apiCall(other, 'POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
      const again = await other.newPage();
      await again.goto('/seeker-cv-builder');
      await again.getByRole('heading', { name: 'Your CV' }).waitFor();
      await again.getByText('Dana Okafor · modern template').waitFor();
      await again.getByText('Excellent').waitFor();

      // Apply with the CV attached; the employer sees View CV and it opens the PDF.
      const hirer = await newPhone(browser);
      contexts.push(hirer);
      await signUp(hirer, 'hirer', 'cv-hirer');
      await apiCall(hirer, 'POST', '/api/company', {
        companyName: `Northgate ${keyboard ? 'K' : 'P'}`,
      });
      const job = await apiCall(hirer, 'POST', '/api/jobs', {
        title: 'Picker Packer',
        description: 'Busy warehouse, day shifts, training given.',
        category: 'General Labour',
        employmentType: 'Full-time',
        locationCity: 'Bradford',
        locationCountry: 'United Kingdom',
        salaryMin: 23000,
        salaryMax: 25000,
        status: 'active',
      });
      await page.goto(`/seeker-job/${(job.job as { id: string }).id}`);
      const attach = page.getByLabel('Attach my CV');
      expect(await attach.isChecked()).toBe(true);
      await ui.click(page.getByRole('button', { name: 'Apply Now' }));
      await page.getByText('My CV is attached to this application').waitFor();
      // The employer opens the version sent; the seeker can send the current one deliberately.
      await page.getByText(/Northgate . sees your CV as it was on \d+ \w+ \d{4}/).waitFor();
      await ui.click(page.getByRole('button', { name: 'Send my current CV' }));
      await page.getByText('now sees your current CV.').waitFor();
      const hirerPage = await hirer.newPage();
      await hirerPage.goto('/hirer-applicants');
      const viewCv = hirerPage.getByRole('link', { name: 'View CV of Dana Okafor' });
      await viewCv.waitFor();
      await expectAccessible(hirerPage, 'applicants with a CV');
      const cvHref = (await viewCv.getAttribute('href'))!;
      const res = await hirer.request.get(cvHref);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');

      // The candidate profile has View CV too.
      await actions(hirerPage, keyboard).click(
        hirerPage.getByRole('link', { name: 'View profile of Dana Okafor' }),
      );
      await hirerPage.waitForURL('**/hirer-candidate/**');
      const profileCv = hirerPage.getByRole('link', { name: 'View CV' });
      await profileCv.waitFor();
      await expectAccessible(hirerPage, 'candidate profile with a CV');
      expect(await profileCv.getAttribute('href')).toBe(cvHref);
    });
  });
}
