import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile, confirmEmail, signUp } from './support/api';
import { tabTo } from './support/keyboard';
import {
  expectAccessible,
  launchBrowser,
  newPhone,
  PASSWORD,
  signUpThroughUi,
  snap,
  uniqueEmail,
} from './support/browser';

/**
 * The matching issue's "Done when", in two phone browsers at once: an employer posts a job
 * needing a skill (through the screens); a seeker with that skill finds it first in their deck,
 * ahead of newer jobs, and likes it; the employer finds the seeker first in theirs, likes them and
 * sees 'It's a Match!'; both dashboards show the real figures; the seeker applies to another job;
 * the employer shortlists and invites; the seeker sees Interview Scheduled. Axe checks every
 * screen visited. It runs twice: by pointer, and by keyboard only (no mouse at all).
 *
 * Only the seeker's profile (the wizard has its own journey), the employer's second job and a
 * rival employer's newer jobs are made through the API. Each run uses a skill no other journey
 * uses, so the shared e2e database cannot put someone else's card first.
 */

let browser: Browser;
let rival: BrowserContext;

async function postJob(context: BrowserContext, title: string, requiredSkills: string[]) {
  const res = await apiCall(context, 'POST', '/api/jobs', {
    title,
    description: `${title}: steady work across Greater Manchester, training given.`,
    category: 'Construction & Building',
    employmentType: 'Full-time',
    locationCity: 'Bolton',
    locationCountry: 'United Kingdom',
    salaryMin: 25000,
    salaryMax: 29000,
    requiredSkills,
    status: 'active',
  });
  return (res.job as { id: string }).id;
}

function completeSiteProfile(
  context: BrowserContext,
  person: { firstName: string; lastName: string },
  keySkills: string[],
) {
  return completeSeekerProfile(context, {
    personal: { ...person, jobTitle: 'Site Operative', headline: 'Reliable, safe and on time' },
    skills: { keySkills, jobInterests: ['Construction'] },
    convictionTypes: ['theft_burglary_robbery'],
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A second employer whose newer jobs compete with the first one's in the seeker's deck.
  rival = await newPhone(browser);
  await signUp(rival, 'hirer', 'rival');
  await apiCall(rival, 'POST', '/api/company', {
    companyName: 'Mill Lane Builders',
    industry: 'Construction',
  });
});

afterAll(async () => {
  await browser?.close();
});

// ---- How the person operates the page --------------------------------------------------------

/**
 * By tapping (pointer) or by keyboard only. The keyboard actor reaches every control with Tab and
 * operates it with Enter or Space, so a control it cannot reach fails the test; it never touches
 * the mouse.
 */
interface Actor {
  name: 'pointer' | 'keyboard';
  press(target: Locator): Promise<void>;
  fill(target: Locator, text: string): Promise<void>;
  select(target: Locator, label: string): Promise<void>;
  /** Swipes the top card of a deck right (a like). */
  like(): Promise<void>;
}

function pointer(page: Page): Actor {
  const tap = async (target: Locator) => {
    try {
      await target.click({ timeout: 3000 });
    } catch {
      // A toast covering the target is closed first, as a person would.
      for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
        await close.click({ timeout: 1000 }).catch(() => undefined);
      }
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
    like: () =>
      tap(
        page.getByRole('group', { name: 'Swipe actions' }).getByRole('button', { name: 'Like', exact: true }),
      ),
  };
}

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
      await page.keyboard.type(text);
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
    async like() {
      // The deck's keys work wherever the focus is, except in a form field.
      await page.keyboard.press('ArrowRight');
    },
  };
}

// ---- Helpers ------------------------------------------------------------------------------------

const topCard = (page: Page) => page.getByTestId('top-card');
const topTitle = (page: Page) => topCard(page).getByRole('heading', { level: 2 }).textContent();
/** expect.poll waits 1 s by default; a lazily loaded screen on a busy machine needs longer. */
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();

/** Sign-up by keyboard: the same screens as signUpThroughUi, without the mouse. */
async function signUpByKeyboard(page: Page, act: Actor, role: 'seeker' | 'hirer', email: string) {
  await page.goto('/role-selection');
  await expectAccessible(page, 'role selection');
  await act.press(
    page.getByRole('button', {
      name: role === 'seeker' ? 'Get Started as Job Seeker' : 'Get Started as Employer',
    }),
  );
  await page
    .getByRole('heading', { name: role === 'seeker' ? 'Job Seeker Sign Up' : 'Employer Sign Up' })
    .waitFor();
  await expectAccessible(page, 'sign up');
  await act.fill(page.getByLabel('Email'), email);
  await act.fill(page.getByLabel('Password'), PASSWORD);
  await act.press(page.getByRole('button', { name: 'Sign Up', exact: true }));
  await page.waitForURL(role === 'seeker' ? '**/seeker-setup-step1' : '**/hirer-setup');
}

interface Run {
  tag: string;
  company: string;
  /** The job posted through the screens, needing `skill`. */
  job: string;
  skill: { id: string; name: string; search: string; category: string };
  /** The employer's second job (made through the API), the one the seeker applies to. */
  otherJob: string;
  seeker: { firstName: string; lastName: string };
}

async function matchingJourney(hirer: Page, seeker: Page, actFor: (page: Page) => Actor, run: Run) {
  const actH = actFor(hirer);
  const actS = actFor(seeker);
  const seekerName = `${run.seeker.firstName} ${run.seeker.lastName}`;
  const shot = (page: Page, name: string) => snap(page, `matching-${actH.name}-${name}`);

  // ---- Both sign up through the screens ----
  const hirerEmail = uniqueEmail(`match-hirer-${run.tag}-`);
  if (actH.name === 'pointer') {
    await signUpThroughUi(hirer, 'hirer', hirerEmail);
    await signUpThroughUi(seeker, 'seeker', uniqueEmail(`match-seeker-${run.tag}-`));
  } else {
    await signUpByKeyboard(hirer, actH, 'hirer', hirerEmail);
    await signUpByKeyboard(seeker, actS, 'seeker', uniqueEmail(`match-seeker-${run.tag}-`));
  }
  // The employer opens the confirmation link from their inbox, so their job can go live.
  await confirmEmail(hirer.context(), hirerEmail);
  await expectAccessible(seeker, 'seeker setup step 1');
  await completeSiteProfile(seeker.context(), run.seeker, [run.skill.id]);

  // ---- The employer sets up the company ----
  await hirer.getByRole('heading', { name: 'Company Setup' }).waitFor();
  await expectAccessible(hirer, 'hirer setup');
  await actH.fill(hirer.getByLabel('Company Name *'), run.company);
  await actH.fill(hirer.getByLabel('Your Name *'), 'Morgan Mill');
  await actH.select(hirer.getByLabel('Industry'), 'Construction and Building');
  await actH.fill(hirer.getByLabel('City'), 'Bolton');
  await actH.press(hirer.getByRole('button', { name: 'Complete Setup' }));
  await hirer.waitForURL('**/hirer-talent-overview');
  await hirer.getByRole('heading', { name: `Welcome, ${run.company}!` }).waitFor();
  await expectAccessible(hirer, 'hirer welcome');

  // ---- ... and posts the job, choosing the skill in the Required Skills sheet ----
  await hirer.goto('/hirer-create-job');
  await hirer.getByRole('heading', { name: 'Create Job Posting' }).waitFor();
  await expectAccessible(hirer, 'create job');
  await actH.fill(hirer.getByLabel('Job Title *'), run.job);
  await actH.fill(
    hirer.getByLabel('Job Description *'),
    `${run.job} for homes and schools around Bolton. Tools and van provided.`,
  );
  await actH.select(hirer.getByLabel('Category *'), run.skill.category);
  await actH.select(hirer.getByLabel('Employment Type *'), 'Full-time');
  await actH.fill(hirer.getByLabel('City *'), 'Bolton');
  await actH.press(hirer.getByRole('button', { name: 'Add Required Skills' }));
  const sheet = hirer.getByRole('dialog', { name: 'Required Skills' });
  await sheet.waitFor();
  const search = sheet.getByRole('searchbox', { name: 'Search skills' });
  await actH.fill(search, run.skill.search);
  const skillToggle = sheet
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: new RegExp(`^${run.skill.name}`) });
  if (actH.name === 'keyboard') {
    // Enter in the search box picks the first result; Space toggles a focused result.
    await hirer.keyboard.press('Enter');
  } else {
    await skillToggle.click();
  }
  await poll(() => skillToggle.getAttribute('aria-pressed')).toBe('true');
  await expectAccessible(hirer, 'required skills sheet');
  await shot(hirer, 'skills-sheet');
  await actH.press(sheet.getByRole('button', { name: 'Done (1 skills selected)' }));
  await sheet.waitFor({ state: 'hidden' });
  await hirer.getByRole('list', { name: 'Chosen skills' }).getByText(run.skill.name).waitFor();
  await actH.press(hirer.getByRole('button', { name: 'Post Job' }));
  await toast(hirer, 'Job posted').waitFor();
  await hirer.waitForURL('**/hirer-jobs?tab=active');
  await hirer.getByRole('article', { name: run.job }).waitFor();
  await expectAccessible(hirer, 'manage jobs');

  // Newer jobs: the employer's second one, and the rival's, one of them half a match.
  const otherJobId = await postJob(hirer.context(), run.otherJob, ['groundworks']);
  await postJob(rival, `${run.skill.name} and Scaffolding Lead ${run.tag}`, [
    run.skill.id,
    'scaffolding_cisrs',
  ]);
  await postJob(rival, `Warehouse Picker ${run.tag}`, ['order_picking']);
  await postJob(rival, `Site Labourer ${run.tag}`, ['cscs_labourer']);

  // ---- The seeker finds the job first in the deck, ahead of newer ones, and likes it ----
  await seeker.goto('/seeker-discover');
  await seeker.getByRole('heading', { name: 'Discover Jobs' }).waitFor();
  await poll(() => topTitle(seeker)).toBe(run.job);
  await poll(() => topCard(seeker).textContent()).toContain('100% skills match');
  expect(await topCard(seeker).textContent()).toContain(run.company);
  expect(await topCard(seeker).getByRole('list', { name: 'Required skills' }).textContent()).toContain(
    run.skill.name,
  );
  await expectAccessible(seeker, 'seeker discover');
  await shot(seeker, 'seeker-deck');
  await actS.like();
  // Liking saves the job, moves the deck on and, with no interest from the employer yet, is no match.
  await seeker
    .getByRole('region', { name: 'Saved Jobs' })
    .getByRole('link', { name: new RegExp(run.job) })
    .waitFor();
  await poll(() => topTitle(seeker)).toBe(`${run.skill.name} and Scaffolding Lead ${run.tag}`);
  expect(await seeker.getByRole('dialog', { name: "It's a Match!" }).count()).toBe(0);
  await expectAccessible(seeker, 'seeker discover after like');

  // ---- The employer finds the seeker first, likes them: It's a Match! ----
  await hirer.goto('/hirer-discover');
  await hirer.getByRole('heading', { name: 'Discover Talent' }).waitFor();
  await poll(() => topTitle(hirer)).toBe(seekerName);
  await poll(() => topCard(hirer).textContent()).toContain('100% skills match');
  await expectAccessible(hirer, 'hirer discover');
  await shot(hirer, 'hirer-deck');
  await actH.like();
  const overlay = hirer.getByRole('dialog', { name: "It's a Match!" });
  await overlay.waitFor();
  expect(await overlay.getByText("You've matched with this candidate!").isVisible()).toBe(true);
  expect(await overlay.getByText(`${seekerName} · ${run.job}`).isVisible()).toBe(true);
  const keepSwiping = overlay.getByRole('button', { name: 'Keep Swiping' });
  if (actH.name === 'keyboard') {
    // The first key used in the overlay keeps it open past its 3 seconds.
    await hirer.keyboard.press('Tab');
    await hirer.waitForTimeout(3500);
    expect(await overlay.isVisible(), 'the overlay stays once a key is used in it').toBe(true);
  } else {
    await keepSwiping.hover(); // holds it open past 3 s
  }
  await expectAccessible(hirer, 'match overlay');
  await shot(hirer, 'match');
  await actH.press(keepSwiping);
  await overlay.waitFor({ state: 'detached' });
  await hirer
    .getByRole('region', { name: 'Favorite Talent' })
    .getByRole('link', { name: new RegExp(seekerName) })
    .waitFor();
  await expectAccessible(hirer, 'hirer discover after match');

  // ---- Both dashboards show the real figures ----
  await seeker.goto('/seeker-dashboard');
  const tiles = seeker.getByRole('region', { name: 'Your Activity' });
  await tiles.getByRole('link', { name: /^0\s*Applications$/ }).waitFor();
  await tiles.getByRole('link', { name: /^1\s*Saved Jobs$/ }).waitFor();
  await tiles.getByRole('link', { name: /^0\s*Unread Messages$/ }).waitFor();
  await seeker.getByText('0 pending').waitFor();
  const seekerRecent = seeker.getByRole('region', { name: 'Recent Activity' });
  await seekerRecent
    .getByRole('link', { name: `It's a Match! You matched with ${run.company} for ${run.job}`, exact: false })
    .waitFor();
  expect(await seekerRecent.getByRole('listitem').count()).toBe(1);
  await expectAccessible(seeker, 'seeker dashboard');
  await shot(seeker, 'seeker-dashboard');

  await hirer.goto('/hirer-dashboard');
  await hirer.getByRole('heading', { name: run.company, level: 1 }).waitFor();
  const figures = hirer.getByRole('region', { name: 'Your figures' });
  await figures.getByRole('link', { name: /^2\s*Active Jobs$/ }).waitFor();
  await figures.getByRole('link', { name: /^0\s*Total Applicants$/ }).waitFor();
  await figures.getByRole('link', { name: /^0\s*New Applicants$/ }).waitFor();
  await figures.getByRole('link', { name: /^0\s*Unread Messages$/ }).waitFor();
  const matchItem = hirer.getByRole('button', {
    name: new RegExp(`You matched with ${seekerName} for ${run.job}`),
  });
  await matchItem.waitFor();
  expect(await hirer.getByRole('button', { name: /It's a Match!/ }).count()).toBe(1);
  await expectAccessible(hirer, 'hirer dashboard');
  await shot(hirer, 'hirer-dashboard');
  // A match in Recent Activity leads to Discover.
  await actH.press(matchItem);
  await hirer.waitForURL('**/hirer-discover');
  await hirer.getByRole('heading', { name: 'Discover Talent' }).waitFor();
  await expectAccessible(hirer, 'hirer discover (from activity)');

  // ---- The seeker applies to the employer's other job ----
  await seeker.goto(`/seeker-job/${otherJobId}`);
  await seeker.getByRole('heading', { name: run.otherJob, level: 2 }).waitFor();
  await seeker.getByText(run.company).first().waitFor();
  await expectAccessible(seeker, 'job details');
  await actS.press(seeker.getByRole('button', { name: 'Apply Now' }));
  // The employer already likes the seeker, so applying (a seeker's like) makes a second match.
  await toast(seeker, "It's a Match!").waitFor();
  await seeker.getByText('Under Review').waitFor();
  await seeker.getByRole('button', { name: 'Withdraw Application' }).waitFor();
  await expectAccessible(seeker, 'job details (applied)');
  await shot(seeker, 'applied');

  // ---- The employer shortlists, then invites to interview ----
  await hirer.goto('/hirer-applicants');
  const list = hirer.getByRole('list', { name: 'Applicants' });
  await poll(() => list.getByRole('article').count()).toBe(1);
  // The card is named by the candidate, and so is each of its buttons.
  const card = list.getByRole('article', { name: seekerName });
  await card.getByRole('heading', { name: seekerName }).waitFor();
  await card.getByText(`Applied for ${run.otherJob}`).waitFor();
  await expectAccessible(hirer, 'applicants');
  await actH.press(card.getByRole('button', { name: `Shortlist ${seekerName}` }));
  await toast(hirer, 'Applicant shortlisted').waitFor();
  await poll(() => card.getByRole('button', { name: `Shortlist ${seekerName}` }).count()).toBe(0);
  // Invite to interview: the conversation opens on "Propose interview"; one time three days ahead.
  await actH.press(card.getByRole('link', { name: `Invite to interview ${seekerName}` }));
  const propose = hirer.getByRole('dialog', { name: 'Propose interview' });
  await propose.waitFor();
  const day = new Date(Date.now() + 3 * 86_400_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA').format(day).split('-') as [string, string, string];
  if (actH.name === 'keyboard') {
    // A date field takes its parts typed in the browser's own order (the UI language's, not the
    // page's): month first in this Chromium; day first is tried too, as a British browser has it.
    const date = propose.getByLabel('Date');
    for (const order of [`${m}${d}${y}`, `${d}${m}${y}`]) {
      await tabTo(hirer, date);
      await hirer.keyboard.type(order);
      if ((await date.inputValue()) === `${y}-${m}-${d}`) break;
      await hirer.keyboard.press('Shift+Tab');
    }
    await tabTo(hirer, propose.getByLabel('Start time'));
    await hirer.keyboard.type('1000');
    // A 12-hour browser has a third part, AM or PM.
    if ((await propose.getByLabel('Start time').inputValue()) === '') await hirer.keyboard.type('A');
    await poll(() => propose.getByLabel('Date').inputValue()).toBe(`${y}-${m}-${d}`);
    await poll(() => propose.getByLabel('Start time').inputValue()).toBe('10:00');
  } else {
    await propose.getByLabel('Date').fill(`${y}-${m}-${d}`);
    await propose.getByLabel('Start time').fill('10:00');
  }
  if (actH.name === 'keyboard') {
    // A radio group is one Tab stop: the arrow keys choose within it.
    await tabTo(hirer, propose.getByRole('radio', { name: 'In person' }));
    await hirer.keyboard.press('ArrowDown');
    await poll(() => propose.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true);
  } else {
    await propose.getByRole('radio', { name: 'Phone' }).check();
  }
  await expectAccessible(hirer, 'propose interview');
  await actH.press(propose.getByRole('button', { name: 'Send times' }));
  await toast(hirer, 'Interview proposed').waitFor();
  await hirer.getByRole('article', { name: `Interview: ${run.otherJob}` }).waitFor();
  await hirer.goto('/hirer-applicants');
  await card.getByText('Interview proposed').first().waitFor();
  await poll(() => card.getByRole('link', { name: `Invite to interview ${seekerName}` }).count()).toBe(0);
  await expectAccessible(hirer, 'applicants (invited)');
  await shot(hirer, 'applicants');

  // ---- The seeker sees Interview Proposed ----
  await seeker.goto('/seeker-applications');
  const apps = seeker.getByRole('list', { name: 'Applications' });
  await poll(() => apps.getByRole('article').count()).toBe(1);
  await seeker.getByRole('button', { name: /Under Review\s*0/ }).waitFor();
  await actS.press(seeker.getByRole('button', { name: /Interview Proposed\s*1/ }));
  await poll(() =>
    seeker.getByRole('button', { name: /Interview Proposed\s*1/ }).getAttribute('aria-pressed'),
  ).toBe('true');
  await apps.getByRole('heading', { name: run.otherJob }).waitFor();
  await apps.getByText('Interview Proposed', { exact: true }).waitFor();
  await expectAccessible(seeker, 'my applications');
  await shot(seeker, 'applications');

  // ---- And the figures moved on both dashboards ----
  await seeker.goto('/seeker-dashboard');
  await tiles.getByRole('link', { name: /^1\s*Applications$/ }).waitFor();
  await tiles.getByRole('link', { name: /^1\s*Saved Jobs$/ }).waitFor();
  await seeker.getByText('0 pending').waitFor();
  await seekerRecent.getByText(`${run.company} would like to interview you for ${run.otherJob}.`).waitFor();
  await expectAccessible(seeker, 'seeker dashboard (interview)');

  await hirer.goto('/hirer-dashboard');
  await figures.getByRole('link', { name: /^2\s*Active Jobs$/ }).waitFor();
  await figures.getByRole('link', { name: /^1\s*Total Applicants$/ }).waitFor();
  await figures.getByRole('link', { name: /^0\s*New Applicants$/ }).waitFor();
  await hirer.getByText(`${seekerName} applied for ${run.otherJob}`).waitFor();
  await expectAccessible(hirer, 'hirer dashboard (applicant)');
}

/** Two phones side by side: an employer's and a seeker's. */
async function twoPhones(opts: { reducedMotion?: boolean } = {}) {
  const contexts = [await newPhone(browser, opts), await newPhone(browser, opts)];
  for (const context of contexts) context.setDefaultTimeout(15_000);
  const [hirer, seeker] = await Promise.all(contexts.map((c) => c.newPage()));
  return { hirer: hirer!, seeker: seeker!, close: () => Promise.all(contexts.map((c) => c.close())) };
}

describe('matching, two browsers at 360 px', () => {
  it('post a job needing a skill, the seeker likes it first, the employer matches; figures, apply, invite', async () => {
    const { hirer, seeker, close } = await twoPhones();
    try {
      await matchingJourney(hirer, seeker, pointer, {
        tag: 'P',
        company: 'Ridgeline Roofing',
        job: 'Roofer',
        skill: { id: 'roofing', name: 'Roofing', search: 'roofing', category: 'Roofing' },
        otherJob: 'Groundworker',
        seeker: { firstName: 'Robin', lastName: 'Slate' },
      });
    } finally {
      await close();
    }
  }, 300_000);

  it('does the same by keyboard only', async () => {
    const { hirer, seeker, close } = await twoPhones({ reducedMotion: true });
    try {
      await matchingJourney(hirer, seeker, keyboard, {
        tag: 'K',
        company: 'Smooth Walls',
        job: 'Plasterer',
        skill: {
          id: 'plastering',
          name: 'Plastering & Drylining',
          search: 'plastering',
          category: 'Plastering & Drylining',
        },
        otherJob: 'Drainage Operative',
        seeker: { firstName: 'Kit', lastName: 'Mortar' },
      });
    } finally {
      await close();
    }
  }, 420_000);
});
