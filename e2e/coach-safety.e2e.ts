import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { completeSeekerProfile, signUp } from './support/api';
import { expectAccessible, launchBrowser, newPhone, PHONE, snap } from './support/browser';
import { isFocused, tabTo } from './support/keyboard';

/**
 * The coach's safety net as a seeker meets it on a 360 px phone, on a server with no model: the
 * screen says its answers come from NewLeaf's guide, not from AI; "Need help now?" is reached by
 * Tab alone and opens every crisis line (Escape closes it and gives the focus back); a message
 * about suicide gets the crisis reply with Samaritans and the help card, which then stays pinned
 * above the composer; the next reply, on another subject, starts by asking how the seeker feels.
 */

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation with the coach' });
const bubbles = (page: Page) => conversation(page).locator(':scope > ul > li');

/** Sends `text` from the composer by keyboard, and gives the words of the reply that follows it. */
async function ask(page: Page, composer: Locator, text: string): Promise<string> {
  await tabTo(page, composer);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await conversation(page).getByText(text).waitFor();
  // The composer is disabled while the coach answers.
  await expect.poll(() => composer.isDisabled(), { timeout: 15_000 }).toBe(false);
  const texts = await bubbles(page).allInnerTexts();
  const asked = texts.findLastIndex((t) => t.includes(text));
  expect(texts.length - asked, texts.slice(asked).join('\n---\n')).toBe(2);
  const reply =
    (await bubbles(page)
      .nth(asked + 1)
      .locator('div')
      .first()
      .textContent()) ?? '';
  return reply.replace(/^Coach: /, '');
}

describe('coach safety (360 px, keyboard)', () => {
  it('"Need help now?" by Tab; a crisis reply with Samaritans; the help card stays; a check-in', async () => {
    context = await newPhone(browser);
    await signUp(context, 'seeker', 'coach-safety');
    await completeSeekerProfile(context, {
      personal: { firstName: 'Sam', lastName: 'Reid', jobTitle: 'Warehouse Operative', headline: 'Reliable' },
      skills: { keySkills: ['customer_service'], jobInterests: ['Logistics'] },
    });
    const page = await context.newPage();
    await page.goto('/seeker-ai-coach');
    await conversation(page).getByText("Hi, I'm your NewLeaf coach").waitFor();

    // Without a model the screen does not claim to be AI.
    await page.getByRole('heading', { level: 1, name: 'NewLeaf Coach' }).waitFor();
    await page
      .getByText("Answers come from NewLeaf's reviewed guide to work in the UK, not from AI.")
      .waitFor();

    // "Need help now?": Tab reaches it (with a visible focus ring), at least 44 px high; Enter opens it.
    const needHelp = page.getByRole('button', { name: 'Need help now?' });
    expect((await needHelp.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await tabTo(page, needHelp);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Help is available now' });
    await dialog.waitFor();
    await dialog.getByText('If you are in immediate danger, call 999.').waitFor();
    const lines = dialog.getByRole('listitem');
    const samaritans = lines.filter({ hasText: 'Samaritans' });
    expect(await samaritans.getByRole('link', { name: '116 123' }).getAttribute('href')).toBe('tel:116123');
    const listed = (await lines.allInnerTexts()).join('\n');
    for (const name of [
      'Emergency services',
      'Shout',
      'NHS 111',
      'National Domestic Abuse Helpline',
      'Rape Crisis',
      'Modern Slavery',
    ]) {
      expect(listed).toContain(name);
    }
    await expectAccessible(page, 'Need help now?');
    await snap(page, 'coach-safety-need-help');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(needHelp), 'the focus is back on "Need help now?"').toBe(true);

    // A message about suicide: the crisis reply gives Samaritans, and the help card shows.
    const composer = page.getByLabel('Message the coach');
    const crisis = await ask(page, composer, 'honestly everyone would be better off without me');
    expect(crisis).toContain('116 123');
    await conversation(page).getByRole('region', { name: 'Help available now' }).waitFor();
    const pinned = page.getByRole('region', { name: 'Help is available now' });
    await pinned.waitFor();
    const call = pinned.getByRole('link', { name: /Samaritans 116 123/ });
    expect(await call.getAttribute('href')).toBe('tel:116123');

    // Another subject: the pinned card stays, and the reply first asks how the seeker is.
    const next = await ask(page, composer, 'how do i write a cover letter');
    expect(await pinned.isVisible(), 'the help card stays pinned').toBe(true);
    expect(next.split('?')[0], next).toMatch(/how are you feeling/i);

    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'coach with the help card pinned');
    await pinned.scrollIntoViewIfNeeded();
    await snap(page, 'coach-safety-pinned');
  });
});
