import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { skillName } from '@shared/skills/catalogue';
import { apiCall, completeSeekerProfile, signUp, uploadImage } from './support/api';
import { expectAccessible, launchBrowser, newPhone, snap } from './support/browser';

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
  await signUp(context, 'seeker', firstName.toLowerCase());
  await completeSeekerProfile(context, {
    personal: { firstName, lastName: 'Rivers', jobTitle: 'Access Technician', headline: 'Safe at height' },
    skills: { keySkills, jobInterests: [] },
    convictionTypes: ['theft_burglary_robbery'],
    hasDisability: null,
  });
}

const topCard = (page: Page) => page.getByTestId('top-card');
const PASMA = skillName('pasma_towers');
const IPAF = skillName('ipaf_mewp');
const caughtUp = (page: Page) => page.getByRole('heading', { name: "You're all caught up!" });
const counterOf = (page: Page, n: number) => page.getByText(new RegExp(`^Card ${n} of \\d+\\.`));

/**
 * Swipes with `key` from card `from` until the caught-up state, waiting for each card (input is
 * blocked while a swipe is processing); answers the number of cards the deck held at its end.
 */
async function swipeToTheEnd(page: Page, from: number, key: string, seen: string[] = []) {
  for (let n = from; ; n += 1) {
    await counterOf(page, n).or(caughtUp(page)).waitFor();
    if (await caughtUp(page).isVisible()) return n - 1;
    seen.push((await topCard(page).getByRole('heading', { level: 2 }).textContent())!);
    await page.keyboard.press(key);
  }
}

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

  await signUp(hirer, 'hirer', 'heights');
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
    // Why it is there, in plain words (the seeker gave no town, so not "near you").
    expect(await topCard(page).textContent()).toContain("Why you're seeing this: 2 skills in common");
    expect(await topCard(page).getByRole('list', { name: 'Required skills' }).textContent()).toBe(
      `${PASMA} (in common)${IPAF} (in common)`,
    );
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
    expect(await topCard(page).textContent()).toContain("Why you're seeing this: 2 skills in common");
    expect(await topCard(page).getByRole('list', { name: 'Skills' }).textContent()).toBe(
      `${PASMA} (in common)${IPAF} (in common)`,
    );
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
    await page.getByRole('heading', { name: 'Alex Rivers' }).waitFor();
    await page.getByLabel('Message Alex Rivers').waitFor();

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
    await page.getByText(/^Card 1 of \d+\./).waitFor();

    await page.route('**/api/swipes', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.keyboard.press('ArrowRight');
    await page.getByText('Failed to process swipe').waitFor();
    // A deck of one goes straight to the caught-up state.
    await page
      .getByText(/^Card 2 of \d+\./)
      .or(caughtUp(page))
      .waitFor();
    await page.unroute('**/api/swipes');

    // The deck may grow as it fetches its next page (other journeys' seekers share the database).
    const total = await swipeToTheEnd(page, 2, 'ArrowLeft');
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

describe('a deck longer than a page (20 cards)', () => {
  it('fetches the next page as the deck runs low: card 21 and on follow; caught up only at the real end', async () => {
    // An employer and a seeker of their own, with a skill no other journey uses: the 24 jobs come
    // first in this seeker's deck and change no other deck's order.
    const poster = await newPhone(browser);
    const reader = await newPhone(browser);
    for (const context of [poster, reader]) context.setDefaultTimeout(15_000);
    await signUp(poster, 'hirer', 'rounds');
    await apiCall(poster, 'POST', '/api/company', { companyName: 'Clear View Rounds', industry: 'Other' });
    const ours: string[] = [];
    for (let n = 1; n <= 24; n += 1) {
      ours.push(`Window Cleaner, round ${n}`);
      await apiCall(poster, 'POST', '/api/jobs', {
        title: ours[n - 1],
        description: 'Ladders and water-fed poles on a residential round. Training given.',
        category: 'Commercial Cleaning',
        employmentType: 'Part-time',
        locationCity: 'Wigan',
        locationCountry: 'United Kingdom',
        requiredSkills: ['window_cleaning'],
        status: 'active',
      });
    }
    await seekerAccount(reader, 'Robin', ['window_cleaning']);

    // The second page is held back until released, so the end of the first page is reached while
    // it is on its way. (Held past the app's 10 s timeout, the page gives up on it and retries.)
    const page = await reader.newPage();
    let feedRequests = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/feed/jobs', async (route) => {
      feedRequests += 1;
      if (feedRequests === 2) await released;
      await route.continue().catch(() => undefined); // the page may have given up on it
    });
    await page.goto('/seeker-discover');
    await page.getByText('Card 1 of 20.').waitFor();

    const seen: string[] = [];
    for (let n = 1; n <= 20; n += 1) {
      await counterOf(page, n).waitFor();
      // The next page is asked for when 5 cards are left (from card 16), once.
      await expect.poll(() => feedRequests, { message: `at card ${n}` }).toBe(n <= 15 ? 1 : 2);
      seen.push((await topCard(page).getByRole('heading', { level: 2 }).textContent())!);
      await page.keyboard.press('ArrowLeft'); // swipes never wait for the page
    }
    const loading = page.getByRole('status').filter({ hasText: 'Loading more cards' });
    await loading.waitFor();
    expect(await caughtUp(page).count()).toBe(0);
    await expectAccessible(page, 'deck loading more');
    await snap(page, 'discover-loading-more');

    release();
    await counterOf(page, 21).waitFor();
    expect(ours).toContain(await topCard(page).getByRole('heading', { level: 2 }).textContent());
    const total = await swipeToTheEnd(page, 21, 'ArrowLeft', seen);
    expect(total).toBeGreaterThanOrEqual(24);

    // Ours first, each shown once (other journeys' jobs follow, and their titles may repeat); and
    // the server has nothing more: the end is real.
    expect(seen).toHaveLength(total);
    expect(new Set(seen.slice(0, 24))).toEqual(new Set(ours));
    for (const title of ours)
      expect(
        seen.filter((t) => t === title),
        title,
      ).toHaveLength(1);
    const rest = await reader.request.get('/api/feed/jobs');
    expect(((await rest.json()) as { cards: unknown[] }).cards).toEqual([]);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await page.getByText(`Card 1 of ${total}.`).waitFor();
    // Refresh drops the cards held and loads a fresh first page: every job is swiped by now.
    await page.getByRole('button', { name: 'Refresh jobs' }).click();
    await page.getByRole('heading', { name: 'No jobs found' }).waitFor();
    await Promise.all([poster.close(), reader.close()]);
  }, 240_000);
});

describe('pictures of the cards under the top one', () => {
  it('are fetched only once the top card’s picture has come (so they do not share its bandwidth)', async () => {
    const employer = await newPhone(browser);
    await signUp(employer, 'hirer', 'roofs');
    await apiCall(employer, 'POST', '/api/company', { companyName: 'Top Roofs', industry: 'Construction' });
    await apiCall(employer, 'POST', '/api/jobs', {
      title: 'Roofer and Plasterer',
      description: 'Slate roofs and lime plaster on older houses around Bolton.',
      category: 'Construction & Building',
      employmentType: 'Full-time',
      locationCity: 'Bolton',
      locationCountry: 'United Kingdom',
      salaryMin: 26000,
      salaryMax: 30000,
      requiredSkills: ['roofing', 'plastering'],
      status: 'active',
    });
    // Three candidates, each with a photo of their own: the one with both skills comes first.
    const candidates = [
      { firstName: 'Robin', keySkills: ['roofing', 'plastering'], red: 200 },
      { firstName: 'Rowan', keySkills: ['roofing'], red: 120 },
      { firstName: 'Reese', keySkills: ['plastering'], red: 40 },
    ];
    for (const { firstName, keySkills, red } of candidates) {
      const context = await newPhone(browser);
      await signUp(context, 'seeker', firstName.toLowerCase());
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: red, g: 90, b: 60 } },
      })
        .png()
        .toBuffer();
      const profileImageUrl = await uploadImage(context, 'profile-photo', png);
      await completeSeekerProfile(context, {
        personal: { firstName, lastName: 'Slater', jobTitle: 'Roofer', headline: 'Dry and tidy' },
        skills: { keySkills, jobInterests: [] },
        profileImageUrl,
      });
      await context.close();
    }

    const page = await employer.newPage();
    const started: string[] = [];
    // Each finished picture, with how many had been asked for by then.
    const finished: { url: string; askedBefore: number }[] = [];
    // Each picture takes a second to come, as on a slow phone network.
    await page.route('**/uploads/**', async (route) => {
      started.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (request.url().includes('/uploads/'))
        finished.push({ url: request.url(), askedBefore: started.length });
    });
    await page.goto('/hirer-discover');
    await expect
      .poll(() => topCard(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('Robin Slater');
    const topPicture = topCard(page).getByRole('img', { name: 'Photo of Robin Slater' });
    await expect.poll(() => topPicture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The two cards under it then fetch theirs.
    await expect.poll(() => started.length).toBe(3);
    const topUrl = (await topPicture.getAttribute('src'))!;
    expect(started[0]).toContain(topUrl);
    expect(finished[0]).toEqual({ url: started[0], askedBefore: 1 });
    await page.close();
    await employer.close();
  });
});
