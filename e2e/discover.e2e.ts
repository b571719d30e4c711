import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile } from './support/api';
import { expectAccessible, launchBrowser, newPhone, PASSWORD, snap, uniqueEmail } from './support/browser';

/**
 * The swipe decks in a real browser: Discover Jobs (seeker) and Discover Talent (employer) with
 * drag, buttons and keys, the match overlay, a failed swipe, the caught-up state, favourites
 * strips, the Candidate Profile and reduced motion. Accounts, company, jobs and profiles are made
 * through the API; their own screens have journeys of their own.
 *
 * The e2e server's database is shared with the other journeys, so the skills used here
 * (tower and platform access) are ones no other journey uses, and cards of other journeys may
 * follow ours in a deck.
 */

let browser: Browser;
let hirer: BrowserContext;
let alex: BrowserContext;
let sam: BrowserContext;
const samContext = () => sam;

async function seekerAccount(context: BrowserContext, firstName: string, keySkills: string[]) {
  await apiCall(context, 'POST', '/api/auth/sign-up/email', {
    email: uniqueEmail(firstName.toLowerCase()),
    password: PASSWORD,
    role: 'seeker',
  });
  await completeSeekerProfile(context, {
    personal: { firstName, lastName: 'Rivers', jobTitle: 'Access Technician', headline: 'Safe at height' },
    skills: { keySkills, jobInterests: [] },
    convictionTypes: ['theft_burglary_robbery'],
    hasDisability: null,
  });
}

const topCard = (page: Page) => page.getByTestId('top-card');

async function dragTopCard(page: Page, dx: number, dy: number, release = true) {
  const box = (await topCard(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 60; // on the picture, away from the links
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 10 });
  if (release) await page.mouse.up();
}

beforeAll(async () => {
  browser = await launchBrowser();
  hirer = await newPhone(browser);
  alex = await newPhone(browser);
  sam = await newPhone(browser, { reducedMotion: true });
  for (const context of [hirer, alex, sam]) context.setDefaultTimeout(15_000);

  await apiCall(hirer, 'POST', '/api/auth/sign-up/email', {
    email: uniqueEmail('heights'),
    password: PASSWORD,
    role: 'hirer',
  });
  await apiCall(hirer, 'POST', '/api/company', {
    companyName: 'High Reach Access',
    industry: 'Construction',
  });
  await apiCall(hirer, 'POST', '/api/jobs', {
    title: 'Tower Access Technician',
    description: 'Erecting mobile towers and operating platforms across Greater Manchester.',
    category: 'Construction & Building',
    employmentType: 'Full-time',
    locationCity: 'Salford',
    locationCountry: 'United Kingdom',
    salaryMin: 27000,
    salaryMax: 31000,
    requiredSkills: ['pasma_towers', 'ipaf_mewp'],
    status: 'active',
  });

  await seekerAccount(alex, 'Alex', ['pasma_towers', 'ipaf_mewp']);
  await seekerAccount(sam, 'Sam', ['pasma_towers']);
});

afterAll(async () => {
  await browser?.close();
});

describe('Discover Jobs (seeker)', () => {
  it('shows the best-matching job first; a short drag snaps back, a long one likes and saves it', async () => {
    const page = await alex.newPage();
    await page.goto('/seeker-search');
    await page.waitForURL('**/seeker-discover');
    await page.getByRole('heading', { name: 'Discover Jobs' }).waitFor();
    await expect
      .poll(() => topCard(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('Tower Access Technician');
    await expect.poll(() => topCard(page).textContent()).toContain('100% skills match');
    await expect.poll(() => topCard(page).textContent()).toContain('High Reach Access');
    // No logo: the briefcase stands in.
    expect(await topCard(page).getByTestId('card-fallback-icon').count()).toBe(1);
    expect(await page.getByText('Jobs you like or save appear here.').isVisible()).toBe(true);
    await expectAccessible(page, 'seeker discover');
    await snap(page, 'discover-seeker');

    // Under the commit distance: the card comes back.
    await dragTopCard(page, 40, 0);
    await page.waitForTimeout(300);
    expect(await topCard(page).getByRole('heading', { level: 2 }).textContent()).toBe(
      'Tower Access Technician',
    );

    // Past 50 px the label shows; past 100 px the release likes.
    await dragTopCard(page, 160, 0, false);
    expect(await topCard(page).getByText('LIKE', { exact: true }).isVisible()).toBe(true);
    await snap(page, 'discover-seeker-drag');
    await page.mouse.up();
    // The like saved the job: it is in the Saved Jobs strip, and gone from the deck.
    await page
      .getByRole('region', { name: 'Saved Jobs' })
      .getByRole('link', { name: /Tower Access Technician/ })
      .waitFor();
    await expect
      .poll(async () =>
        (await topCard(page).count()) === 0
          ? null
          : topCard(page).getByRole('heading', { level: 2 }).textContent(),
      )
      .not.toBe('Tower Access Technician');
    await page.close();
  });

  it('works with reduced motion and the keyboard: ↑ super-likes', async () => {
    const page = await sam.newPage();
    await page.goto('/seeker-discover');
    await expect
      .poll(() => topCard(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('Tower Access Technician');
    await expect.poll(() => topCard(page).textContent()).toContain('50% skills match');
    await page.keyboard.press('ArrowUp');
    await page
      .getByRole('region', { name: 'Saved Jobs' })
      .getByRole('link', { name: /Tower Access Technician/ })
      .waitFor();
    await page.close();
  });
});

describe('Discover Talent (employer)', () => {
  it('ranks candidates, matches on a like, and Send Message opens the conversation route', async () => {
    const page = await hirer.newPage();
    await page.goto('/hirer-discover');
    await page.getByRole('heading', { name: 'Discover Talent' }).waitFor();
    await expect
      .poll(() => topCard(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('Alex Rivers');
    await expect.poll(() => topCard(page).textContent()).toContain('100% skills match');
    const text = (await topCard(page).textContent())!.toLowerCase();
    for (const word of ['conviction', 'theft', 'sentence', 'spent']) expect(text).not.toContain(word);
    await expectAccessible(page, 'hirer discover');
    await snap(page, 'discover-hirer');

    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: "It's a Match!" });
    await overlay.waitFor();
    expect(await overlay.getByText("You've matched with this candidate!").isVisible()).toBe(true);
    await overlay.getByRole('button', { name: 'Keep Swiping' }).hover(); // holds it open past 3 s
    await expectAccessible(page, 'match overlay');
    await snap(page, 'discover-match');
    await overlay.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/hirer-messages\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Messaging is coming soon' }).waitFor();

    // The matched candidate is now a favourite and no longer in the deck.
    await page.goto('/hirer-discover');
    await page
      .getByRole('region', { name: 'Favorite Talent' })
      .getByRole('link', { name: /Alex Rivers/ })
      .waitFor();
    await expect
      .poll(() => topCard(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('Sam Rivers');
    await page.close();
  });

  it('View More shows the candidate; favourites toggle with the spec toasts', async () => {
    const page = await hirer.newPage();
    await page.goto('/hirer-discover');
    await topCard(page)
      .getByRole('link', { name: /View More/ })
      .click();
    await page.waitForURL('**/hirer-candidate/**');
    await page.getByRole('heading', { name: 'Sam Rivers' }).waitFor();
    // Not connected and the default sharing choice: no legal section.
    expect(await page.getByRole('heading', { name: 'Legal Information' }).count()).toBe(0);
    await expectAccessible(page, 'candidate profile');
    await snap(page, 'candidate-profile');
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await page.getByText('Added to favorites').waitFor();
    await page.getByRole('button', { name: 'Remove from Favorites' }).click();
    await page.getByText('Removed from favorites').waitFor();
    await page.getByRole('button', { name: 'Contact Candidate' }).click();
    await page.getByRole('dialog', { name: 'Contact Candidate' }).waitFor();
    await page.close();
  });

  it('a failed swipe still advances with the spec toast; the end shows the caught-up state and Start Over', async () => {
    const page = await hirer.newPage();
    await page.goto('/hirer-discover');
    await expect
      .poll(() => topCard(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('Sam Rivers');
    const counter = page.getByText(/^Card 1 of (\d+)\./);
    const total = Number(/of (\d+)/.exec((await counter.textContent())!)![1]);

    await page.route('**/api/swipes', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.keyboard.press('ArrowRight');
    await page.getByText('Failed to process swipe').waitFor();
    await page
      .getByText(`Card 2 of ${total}.`)
      .waitFor()
      .catch(async () => {
        // A deck of one goes straight to the caught-up state.
        await page.getByRole('heading', { name: "You're all caught up!" }).waitFor();
      });
    await page.unroute('**/api/swipes');

    for (let i = 2; i <= total; i += 1) {
      await page.getByText(`Card ${i} of ${total}.`).waitFor();
      await page.keyboard.press('ArrowLeft');
    }
    await page.getByRole('heading', { name: "You're all caught up!" }).waitFor();
    await expectAccessible(page, 'caught up');
    await page.getByRole('button', { name: 'Start Over' }).click();
    await page.getByText(`Card 1 of ${total}.`).waitFor();
    await page.close();
  });
});

describe('a match found by the seeker', () => {
  it("shows 'It's a Match!' with the employer text, and it closes by itself after 3 seconds", async () => {
    const job = await apiCall(hirer, 'POST', '/api/jobs', {
      title: 'Platform Operator',
      description: 'Operating mobile platforms on city-centre sites.',
      category: 'Construction & Building',
      employmentType: 'Full-time',
      locationCity: 'Salford',
      locationCountry: 'United Kingdom',
      requiredSkills: ['pasma_towers'],
      status: 'active',
    });
    const jobId = (job.job as { id: string }).id;
    const feed = await hirer.request.get(`/api/feed/seekers?contextJobId=${jobId}`);
    const sam = ((await feed.json()) as { cards: { id: string; titleText: string }[] }).cards.find(
      (c) => c.titleText === 'Sam Rivers',
    )!;
    await apiCall(hirer, 'POST', '/api/swipes', {
      targetId: sam.id,
      targetKind: 'seeker',
      action: 'like',
      contextJobId: jobId,
    });

    const page = await samContext().newPage();
    await page.goto('/seeker-discover');
    await expect
      .poll(() => topCard(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('Platform Operator');
    await page.keyboard.press('ArrowRight');
    const overlay = page.getByRole('dialog', { name: "It's a Match!" });
    await overlay.waitFor();
    expect(await overlay.getByText("You've matched with this employer!").isVisible()).toBe(true);
    await overlay.waitFor({ state: 'detached', timeout: 5_000 });
    await page.close();
  });
});
