import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile, signUp } from './support/api';
import { isFocused, tabTo } from './support/keyboard';
import { launchBrowser, newPhone, PASSWORD } from './support/browser';
import { allowScreenReader, forget, heard, readNext, startScreenReader } from './support/screen-reader';

/**
 * A blind user's journeys, heard through a virtual screen reader in the real browser
 * (support/screen-reader.ts): what it says as the focus moves and live regions change, and where
 * the focus is after each action. Keyboard only. What a virtual reader cannot show (a real
 * reader's speech, rotor and gestures) is in docs/screen-reader-testing.md.
 *
 * The scene: an employer with three jobs needing tiling (a skill no other journey uses, so they
 * lead this seeker's deck), who has liked the seeker already, so the seeker's like makes a match.
 */

let browser: Browser;
let seeker: BrowserContext;
let hirer: BrowserContext;
let seekerEmail: string;
let seekerId: string;
const JOBS = ['Wall Tiler', 'Floor Tiler', 'Bathroom Fitter'];
const jobIds: string[] = [];

async function phone() {
  const context = await newPhone(browser);
  context.setDefaultTimeout(15_000);
  await allowScreenReader(context);
  return context;
}

/** The phrases heard, polled until one matches `want` (live regions speak after a moment). */
async function hear(page: Page, want: string | RegExp, timeout = 8_000) {
  const matches = (phrase: string) => (typeof want === 'string' ? phrase.includes(want) : want.test(phrase));
  await expect
    .poll(async () => (await heard(page)).some(matches), {
      timeout,
      message: `heard ${String(want)} in ${JSON.stringify(await heard(page))}`,
    })
    .toBe(true);
}

const focusOn = async (target: Locator) =>
  expect.poll(() => isFocused(target), { message: `focus on ${target.toString()}` }).toBe(true);

beforeAll(async () => {
  browser = await launchBrowser();
  hirer = await phone();
  seeker = await phone();
  await signUp(hirer, 'hirer', 'sr-hirer');
  await apiCall(hirer, 'POST', '/api/company', {
    companyName: 'Mosaic Tiling Co',
    industry: 'Construction',
    fairChance: ['disability_confident_2'],
  });
  for (const [i, title] of JOBS.entries()) {
    const res = await apiCall(hirer, 'POST', '/api/jobs', {
      title,
      description: `${title}: homes and offices across Leeds, tools and training given.`,
      category: 'Construction & Building',
      employmentType: 'Full-time',
      locationCity: 'Leeds',
      locationCountry: 'United Kingdom',
      salaryMin: 24000 + i * 1000,
      salaryMax: 28000 + i * 1000,
      requiredSkills: i === 0 ? ['wall_floor_tiling'] : ['wall_floor_tiling', 'bricklaying'],
      status: 'active',
    });
    jobIds.push((res.job as { id: string }).id);
  }
  seekerEmail = await signUp(seeker, 'seeker', 'sr-seeker');
  await completeSeekerProfile(seeker, {
    personal: { firstName: 'Robin', lastName: 'Reed', jobTitle: 'Tiler', headline: 'Neat, careful work' },
    skills: { keySkills: ['wall_floor_tiling'], jobInterests: ['Construction'] },
  });
  // A second tiler, for the employer's talent deck (Robin is liked already, so not in it).
  const sky = await phone();
  await signUp(sky, 'seeker', 'sr-sky');
  await completeSeekerProfile(sky, {
    personal: { firstName: 'Sky', lastName: 'Lane', jobTitle: 'Tiler', headline: 'Ten years of floors' },
    skills: { keySkills: ['wall_floor_tiling', 'bricklaying'], jobInterests: ['Construction'] },
  });
  await sky.close();
  seekerId = ((await (await seeker.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
  // The employer likes Robin for the first job: Robin's like of it will be a match.
  await apiCall(hirer, 'POST', '/api/swipes', {
    targetKind: 'seeker',
    targetId: seekerId,
    contextJobId: jobIds[0],
    action: 'like',
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('a screen-reader user', () => {
  it('hears a sign-in error on its field, then lands on the named dashboard, its heading focused', async () => {
    await seeker.clearCookies();
    const page = await seeker.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').waitFor();
    expect(await page.title()).toBe('Sign in or sign up – NewLeaf');
    await startScreenReader(page);

    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(seekerEmail);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-my-password-1');
    await page.keyboard.press('Enter');
    const password = page.getByLabel('Password');
    await hear(page, 'Invalid email or password');
    await focusOn(password);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // The error is the field's description: going back to it, the reader says it.
    await forget(page);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await hear(page, /Password.*Invalid email or password/);

    // The toast is not in the Tab order: from the last control, Tab leaves the page's content.
    const toast = page.locator('[data-sonner-toast]');
    await toast.first().waitFor();
    expect(await toast.first().getAttribute('tabindex')).toBe('-1');

    await password.fill(PASSWORD);
    await forget(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/seeker-dashboard');
    await hear(page, /heading, Welcome back.*level 1/);
    await focusOn(page.getByRole('heading', { level: 1 }));
    expect(await page.title()).toBe('Dashboard – NewLeaf');
    expect(await page.locator('h1').count()).toBe(1);
    await page.close();
  });

  it('swipes three jobs by keyboard, hearing each next card, and comes back to the deck after a match', async () => {
    const page = await seeker.newPage();
    await page.goto('/seeker-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await startScreenReader(page);
    await tabTo(page, page.getByRole('link', { name: 'Swipe to find jobs' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/seeker-discover');
    await hear(page, 'heading, Discover Jobs, level 1');
    expect(await page.title()).toBe('Discover Jobs – NewLeaf');

    const actions = page.getByRole('group', { name: 'Swipe actions' });
    const pass = actions.getByRole('button', { name: 'Pass' });
    await tabTo(page, pass);
    // Robin's deck: the first job (one skill, all of Robin's) leads.
    await hear(page, 'Pass');
    const top = page.getByTestId('top-card').getByRole('heading', { level: 2 });
    await expect.poll(() => top.textContent()).toBe('Wall Tiler');

    // Pass on the first card? No: like it, the employer liked Robin, so it is a match.
    await forget(page);
    await page.keyboard.press('ArrowRight');
    const dialog = page.getByRole('dialog', { name: "It's a Match!" });
    await dialog.waitFor();
    await hear(page, /It's a Match/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const like = actions.getByRole('button', { name: 'Like', exact: true });
    await focusOn(like);
    await hear(
      page,
      /Liked Wall Tiler\. Next: (Floor Tiler|Bathroom Fitter), Mosaic Tiling Co, 50% skills match/,
    );

    // Two more, with the buttons: the focus stays on the pressed one, and each next card is said.
    const save = actions.getByRole('button', { name: /^Save Job/ });
    expect(await save.getAttribute('aria-label')).toBe('Save Job: a super like, the employer sees it');
    await forget(page);
    await pass.focus();
    await page.keyboard.press('Enter');
    await hear(page, /^polite: Passed (Floor Tiler|Bathroom Fitter)\. Next: .*skills match/);
    await focusOn(pass);
    await forget(page);
    await save.focus();
    await hear(page, 'button, Save Job: a super like, the employer sees it');
    await page.keyboard.press('Enter');
    // Other journeys' jobs may follow ours in the shared database: the deck goes on or ends.
    await hear(
      page,
      /^polite: Saved and super liked (Floor Tiler|Bathroom Fitter)\. (Next: |You're all caught up)/,
    );
    const startOver = page.getByRole('button', { name: 'Start Over' });
    await focusOn((await startOver.isVisible()) ? startOver : save);
    await page.close();
  });

  it('hears a conversation link once, the new screen, and a message that arrives live', async () => {
    const page = await seeker.newPage();
    await page.goto('/seeker-messages');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Messages – NewLeaf');
    await startScreenReader(page);
    const link = page.getByRole('link', { name: /^Mosaic Tiling Co, (.*, )?Wall Tiler, new match/ });
    await tabTo(page, link);
    const name = (await link.getAttribute('aria-label')) ?? '';
    expect(name.match(/Mosaic Tiling Co/g), name).toHaveLength(1);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/seeker-messages\/[0-9a-f-]{36}$/);
    await hear(page, /heading, .*level 1/);
    expect(await page.locator('h1').count()).toBe(1);
    await focusOn(page.getByRole('heading', { level: 1 }));

    await forget(page);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await apiCall(hirer, 'POST', `/api/conversations/${id}/messages`, {
      clientId: 'sr-live-1',
      body: 'Can you start on Monday at eight?',
    });
    await hear(page, 'Can you start on Monday at eight?');
    await page.waitForTimeout(1000);
    const said = (await heard(page)).filter((p) => p.includes('Can you start on Monday at eight?'));
    expect(said, JSON.stringify(await heard(page))).toHaveLength(1);
    await page.close();
  });

  it("hears the coach's reply once", async () => {
    const page = await seeker.newPage();
    await page.goto('/seeker-ai-coach');
    const composer = page.getByLabel('Message the coach');
    await composer.waitFor();
    await startScreenReader(page);
    await tabTo(page, composer);
    await page.keyboard.type('how do i explain a gap in my cv');
    await forget(page);
    await page.keyboard.press('Enter');
    await page.getByText('Coach is typing…').waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    const log = await heard(page);
    const replies = log.filter((p) => /gap/i.test(p) && !p.includes('how do i explain'));
    expect(replies, JSON.stringify(log)).toHaveLength(1);
    await page.close();
  });

  it("hears setup step 2's groups by their questions, an error first, and the next step's name", async () => {
    const context = await phone();
    await signUp(context, 'seeker', 'sr-setup');
    const page = await context.newPage();
    await page.goto('/seeker-setup-step2');
    await page.getByRole('heading', { name: 'Legal Information' }).waitFor();
    expect(await page.title()).toBe('Set up your profile, step 2 – NewLeaf');
    await startScreenReader(page);
    // Read on from the heading, as a phone reader's swipe does: the first group says its question.
    const said: string[] = [];
    for (let i = 0; i < 40 && !said.some((p) => p.includes('Have you completed')); i++)
      said.push(await readNext(page));
    expect(
      said.find((p) => p.includes('Have you completed')),
      JSON.stringify(said),
    ).toMatch(/^group, Have you completed your sentence\?/);
    expect(
      await page
        .getByRole('group', { name: 'Have you completed your sentence?' })
        .getByRole('radio', { name: 'Yes' })
        .count(),
    ).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Not sure? Check when your record is spent' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await forget(page);
    await page.keyboard.press('Enter');
    await hear(page, 'There is a problem');
    await focusOn(page.getByRole('alert').filter({ hasText: 'There is a problem' }));

    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await forget(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/seeker-setup-step3');
    await hear(page, /heading, .*level 1/);
    await focusOn(page.getByRole('heading', { level: 1 }));
    expect(await page.title()).toBe('Set up your profile, step 3 – NewLeaf');
    await context.close();
  });

  it("gives the employer's talent deck and applicants the candidate's name", async () => {
    await apiCall(seeker, 'POST', '/api/applications', { jobId: jobIds[2] });
    const page = await hirer.newPage();
    await page.goto('/hirer-applicants');
    await page.getByRole('heading', { name: 'Applicants', level: 1 }).waitFor();
    await startScreenReader(page);
    const shortlist = page.getByRole('button', { name: 'Shortlist Robin Reed' });
    await tabTo(page, shortlist);
    await hear(page, 'button, Shortlist Robin Reed');
    expect(await page.getByRole('article', { name: /Robin Reed/ }).count()).toBeGreaterThan(0);

    await page.goto('/hirer-discover');
    await page.getByRole('heading', { name: 'Discover Talent', level: 1 }).waitFor();
    await startScreenReader(page);
    const actions = page.getByRole('group', { name: 'Swipe actions' });
    const superLike = actions.getByRole('button', { name: /^Super Like/ });
    await tabTo(page, superLike);
    await hear(page, 'button, Super Like: the candidate sees it');
    const top = await page.getByTestId('top-card').getByRole('heading', { level: 2 }).textContent();
    await forget(page);
    await page.keyboard.press('ArrowLeft');
    await hear(page, new RegExp(`^polite: Passed ${top}\\. (Next: .*skills match|You're all caught up)`));
    await page.close();
  });
});
