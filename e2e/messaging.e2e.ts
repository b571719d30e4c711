import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile, matchThroughApi, signUp } from './support/api';
import { dataDir, expectAccessible, launchBrowser, newPhone, snap } from './support/browser';

/**
 * Messaging in two phone browsers at once: an employer and a seeker match; the seeker's Send
 * Message opens the conversation; the employer writes and the seeker sees it arrive without a
 * reload, with unread counts on the dashboard and in the menu; the seeker replies (Enter sends) and
 * the employer sees it live with "Seen"; a message typed while the connection is down is kept and
 * sent when it is back; the seeker blocks and both see the conversation closed. Runs by pointer
 * and by keyboard (the composer and the header menu are reached with Tab). Also: a first visit
 * fetches its figures once, and what happened before its live connection opened still shows.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedUp(role: 'seeker' | 'hirer', prefix: string) {
  const context = await newPhone(browser);
  await signUp(context, role, prefix);
  return context;
}

/** A fresh employer with a job, and a fresh seeker: they match through the API. */
async function matchedPair(tag: string) {
  const hirer = await signedUp('hirer', `msg-hirer-${tag}`);
  const seeker = await signedUp('seeker', `msg-seeker-${tag}`);
  const { matchId } = await matchThroughApi(hirer, seeker, tag);
  return { hirer, seeker, matchId };
}

/** The bubbles (a screen reader's live region repeats the newest message). */
const thread = (page: Page) => page.getByRole('region', { name: 'Messages' });

async function write(page: Page, text: string, keyboard: boolean) {
  const composer = page.getByLabel(/^Message /);
  if (keyboard) {
    await composer.focus();
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  } else {
    await composer.fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
  }
  await expect.poll(() => composer.inputValue()).toBe('');
}

for (const keyboard of [false, true]) {
  describe(`messaging (${keyboard ? 'keyboard only' : 'pointer'})`, () => {
    let hirer: BrowserContext;
    let seeker: BrowserContext;
    afterAll(async () => {
      await hirer?.close();
      await seeker?.close();
    });

    it('match → conversation → live messages both ways, unread counts, offline resend, block', async () => {
      const pair = await matchedPair(keyboard ? 'k' : 'p');
      hirer = pair.hirer;
      seeker = pair.seeker;
      const seekerPage = await seeker.newPage();
      const hirerPage = await hirer.newPage();

      // The seeker opens the conversation the match made (what Send Message in the overlay does).
      await seekerPage.goto(`/seeker-messages?match=${pair.matchId}`);
      await seekerPage.waitForURL(/\/seeker-messages\/[0-9a-f-]{36}$/);
      await seekerPage.getByText('Regarding: Barista').waitFor();
      await seekerPage.getByText('No messages yet. Say hello!').waitFor();
      const conversationUrl = new URL(seekerPage.url()).pathname.split('/').pop()!;

      // The employer finds it in their list and writes.
      await hirerPage.goto('/hirer-messages');
      await hirerPage.getByRole('link', { name: /Rowan Price/ }).click();
      await hirerPage.getByText('Regarding: Barista').waitFor();
      await expectAccessible(hirerPage, 'hirer conversation');
      await write(hirerPage, 'Hello Rowan! Could you come in for a chat on Tuesday?', keyboard);

      // It arrives on the seeker's open screen without a reload.
      await thread(seekerPage).getByText('Could you come in for a chat on Tuesday?').waitFor();
      await expectAccessible(seekerPage, 'seeker conversation');

      // On the dashboard, the unread count moves live when the employer writes again.
      await seekerPage.goto('/seeker-dashboard');
      await write(hirerPage, 'Bring a CV if you have one.', keyboard);
      const menu = seekerPage.getByRole('button', { name: 'Open menu, 1 unread messages' });
      await menu.waitFor({ timeout: 10_000 }).catch(async (err: Error) => {
        // Say which side went wrong: the send, the server's count, or the live update.
        const unread = await seekerPage.evaluate(() =>
          fetch('/api/conversations/unread').then((r) => r.text()),
        );
        const notSent = await hirerPage.getByText('Not sent — retry').count();
        const label = await seekerPage.getByRole('button', { name: /^Open menu/ }).getAttribute('aria-label');
        throw new Error(
          `${err.message}\nserver unread: ${unread}; hirer's unsent bubbles: ${notSent}; menu says: ${label}`,
        );
      });
      await expectAccessible(seekerPage, 'seeker dashboard with unread');
      // Opening the conversation reads it: the count goes back to none.
      await seekerPage.goto(`/seeker-messages/${conversationUrl}`);
      await thread(seekerPage).getByText('Bring a CV if you have one.').waitFor();
      await seekerPage.getByRole('button', { name: 'Open menu' }).waitFor();

      // The seeker replies with Enter while the employer is on their dashboard: the Unread
      // Messages tile and the menu count move live; opening the conversation reads it ("Seen").
      await hirerPage.goto('/hirer-dashboard');
      await hirerPage.getByRole('link', { name: '0 Unread Messages' }).waitFor();
      await write(seekerPage, 'Yes, Tuesday works. See you then!', keyboard);
      await hirerPage.getByRole('link', { name: /^1 Unread Messages/ }).waitFor({ timeout: 10_000 });
      await hirerPage.getByRole('button', { name: 'Open menu, 1 unread messages' }).waitFor();
      await expectAccessible(hirerPage, 'hirer dashboard with unread');
      await hirerPage.goto(`/hirer-messages/${conversationUrl}`);
      await thread(hirerPage).getByText('Yes, Tuesday works. See you then!').waitFor();
      await seekerPage.getByText('Seen').waitFor({ timeout: 10_000 });
      await snap(seekerPage, `messaging-seeker-${keyboard ? 'keyboard' : 'pointer'}`);

      // Offline: what is typed is kept and goes when the connection is back.
      await seeker.setOffline(true);
      await write(seekerPage, 'Sent from the bus with no signal', keyboard);
      await seekerPage.getByRole('button', { name: 'Not sent — retry' }).waitFor();
      await seeker.setOffline(false);
      await thread(hirerPage).getByText('Sent from the bus with no signal').waitFor({ timeout: 40_000 });
      await expect.poll(() => seekerPage.getByRole('button', { name: 'Not sent — retry' }).count()).toBe(0);

      // Block from the header menu: closed for both.
      const options = seekerPage.getByRole('button', { name: 'Conversation options' });
      if (keyboard) {
        await options.focus();
        await seekerPage.keyboard.press('Enter');
        await seekerPage.keyboard.press('Tab');
        await seekerPage.keyboard.press('Enter');
      } else {
        await options.click();
        await seekerPage.getByRole('button', { name: 'Block' }).click();
      }
      await seekerPage.getByRole('dialog', { name: 'Block?' }).waitFor();
      await seekerPage.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
      await seekerPage.getByText('This conversation is closed').waitFor();
      await hirerPage.getByText('This conversation is closed').waitFor({ timeout: 10_000 });
      await expectAccessible(hirerPage, 'closed conversation');
      expect(conversationUrl).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
}

describe('contacting an employer, reporting, and blocking out of Discover', () => {
  it('the seeker writes from an application, the employer answers from Applicants; a report e-mails moderation and both leave each other’s decks', async () => {
    const hirer = await signedUp('hirer', 'msg-contact-hirer');
    await apiCall(hirer, 'POST', '/api/company', {
      companyName: 'Quayside Kitchens',
      industry: 'Hospitality',
    });
    const job = await apiCall(hirer, 'POST', '/api/jobs', {
      title: 'Kitchen Porter',
      description: 'Kitchen Porter: busy kitchen, friendly team, training given, weekday shifts.',
      category: 'Hospitality',
      employmentType: 'Full-time',
      locationCity: 'Leeds',
      locationCountry: 'United Kingdom',
      salaryMin: 23000,
      salaryMax: 25000,
      requiredSkills: ['food_hygiene'],
      status: 'active',
    });
    const jobId = (job.job as { id: string }).id;
    await apiCall(hirer, 'POST', '/api/jobs', {
      title: 'Second Kitchen Porter',
      description: 'Second Kitchen Porter: evenings, friendly team, training given, paid weekly.',
      category: 'Hospitality',
      employmentType: 'Part-time',
      locationCity: 'Leeds',
      locationCountry: 'United Kingdom',
      salaryMin: 22000,
      salaryMax: 23000,
      requiredSkills: ['food_hygiene'],
      status: 'active',
    });
    const seeker = await signedUp('seeker', 'msg-contact-seeker');
    await completeSeekerProfile(seeker, {
      personal: { firstName: 'Dee', lastName: 'Okafor', jobTitle: 'Kitchen Porter', headline: 'Hard worker' },
      skills: { keySkills: ['food_hygiene'], jobInterests: ['Hospitality'] },
    });
    await apiCall(seeker, 'POST', '/api/applications', { jobId });

    // The seeker contacts the employer from the job they applied to.
    const seekerPage = await seeker.newPage();
    await seekerPage.goto(`/seeker-job/${jobId}`);
    await seekerPage.getByRole('button', { name: 'Contact Employer' }).click();
    const dialog = seekerPage.getByRole('dialog', { name: 'Contact Employer' });
    await dialog.getByLabel('Subject').fill('Shift pattern');
    await dialog.getByLabel('Message').fill('Are weekend shifts needed?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await seekerPage.getByText('Your message: Shift pattern').waitFor();

    // The employer answers from the applicant card's Message button.
    const hirerPage = await hirer.newPage();
    await hirerPage.goto('/hirer-applicants');
    await hirerPage.getByRole('link', { name: 'Message Dee Okafor' }).click();
    await hirerPage.waitForURL(/\/hirer-messages\/[0-9a-f-]{36}$/);
    await thread(hirerPage).getByText('Are weekend shifts needed?').waitFor();
    await write(hirerPage, 'No weekends, just weekdays.', false);

    await seekerPage.goto('/seeker-messages');
    await seekerPage.getByRole('link', { name: /Quayside Kitchens/ }).click();
    await thread(seekerPage).getByText('No weekends, just weekdays.').waitFor();
    await expectAccessible(seekerPage, 'seeker conversation from an application');

    // Before: each is in the other's deck (the employer's other job; the seeker).
    const deckTitles = async (context: BrowserContext, url: string) =>
      ((await (await context.request.get(url)).json()) as { cards: { titleText: string }[] }).cards.map(
        (c) => c.titleText,
      );
    expect(await deckTitles(seeker, '/api/feed/jobs')).toContain('Second Kitchen Porter');
    expect(await deckTitles(hirer, '/api/feed/seekers')).toContain('Dee Okafor');

    // The seeker reports it: a reason, optional details, confirmation.
    await seekerPage.getByRole('button', { name: 'Conversation options' }).click();
    await seekerPage.getByRole('button', { name: 'Report' }).click();
    const report = seekerPage.getByRole('dialog', { name: 'Report this conversation' });
    await report.getByLabel('Scam or fraud').check();
    await report.getByLabel('More details (optional)').fill('Asked me to pay for a uniform up front');
    await expectAccessible(seekerPage, 'report dialog');
    await report.getByRole('button', { name: 'Report and block' }).click();
    await seekerPage.getByText('This conversation is closed').waitFor();
    await hirerPage.getByText('This conversation is closed').waitFor({ timeout: 10_000 });

    // Moderation got an e-mail naming the reason (and not the messages).
    const outbox = path.join(dataDir(), 'outbox');
    await expect
      .poll(() =>
        fs
          .readdirSync(outbox)
          .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
          .some((m) => m.includes('To: moderation@newleaf.test') && m.includes('Reason: Scam or fraud')),
      )
      .toBe(true);

    // After: neither is in the other's deck.
    expect(await deckTitles(seeker, '/api/feed/jobs')).not.toContain('Second Kitchen Porter');
    expect(await deckTitles(hirer, '/api/feed/seekers')).not.toContain('Dee Okafor');
    await hirer.close();
    await seeker.close();
  });
});

describe('catching up as the live connection opens', () => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('a first visit fetches its figures once; a message sent before the connection opened still counts', async () => {
    // An employer nothing has happened to: the connection's hello says so, and the dashboard does
    // not fetch its figures and unread count again just after they came.
    const quiet = await signedUp('hirer', 'msg-quiet');
    contexts.push(quiet);
    await apiCall(quiet, 'POST', '/api/company', { companyName: 'Quiet Quay', industry: 'Hospitality' });
    const page = await quiet.newPage();
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    });
    const hello = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => String(frame.payload).includes('"hello"') && resolve()),
      );
    });
    await page.goto('/hirer-dashboard');
    await page.getByRole('link', { name: '0 Unread Messages' }).waitFor();
    await hello;
    await page.waitForTimeout(1000); // time for a second round of requests, were there one
    expect(asked.get('/api/dashboard/hirer')).toBe(1);
    expect(asked.get('/api/conversations/unread')).toBe(1);

    // A message sent after the dashboard's data came but before its live connection opened (held
    // back here) is still counted once the connection opens: hello says something happened.
    const { hirer, seeker } = await matchedPair('c');
    contexts.push(hirer, seeker);
    const conversations = (await (await seeker.request.get('/api/conversations')).json()) as {
      items: { id: string }[];
    };
    const hirerPage = await hirer.newPage();
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    await hirerPage.routeWebSocket('**/api/ws', async (ws) => {
      await held;
      ws.connectToServer();
    });
    await hirerPage.goto('/hirer-dashboard');
    await hirerPage.getByRole('link', { name: '0 Unread Messages' }).waitFor();
    await apiCall(seeker, 'POST', `/api/conversations/${conversations.items[0]!.id}/messages`, {
      clientId: 'before-the-connection',
      body: 'Are you still hiring?',
    });
    open();
    await hirerPage.getByRole('link', { name: /^1 Unread Messages/ }).waitFor({ timeout: 10_000 });
  });
});
