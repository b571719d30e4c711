import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile } from './support/api';
import { expectAccessible, launchBrowser, newPhone, PASSWORD, snap, uniqueEmail } from './support/browser';
import { tabTo } from './support/keyboard';

/**
 * The AI Suite as a seeker meets it, on a server with no model configured: the dashboard tile
 * and the suite's cards lead to the coach and the chat; a Quick Topic prefills the composer, the
 * typing indicator shows, then a reply that knows the seeker's name; a crisis message gets
 * Samaritans first, with the help card; AI chat answers from the offline coach and says so; the
 * history survives a reload and "Clear conversation" empties it. By pointer and keyboard only.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seeker(tag: string) {
  const context = await newPhone(browser);
  await apiCall(context, 'POST', '/api/auth/sign-up/email', {
    email: uniqueEmail(`coach-${tag}`),
    password: PASSWORD,
    role: 'seeker',
  });
  await completeSeekerProfile(context, {
    personal: {
      firstName: 'Morgan',
      lastName: 'Ellis',
      jobTitle: 'Kitchen Porter',
      headline: 'Hard-working',
    },
    skills: { keySkills: ['customer_service'], jobInterests: ['Hospitality'] },
  });
  return context;
}

const conversation = (page: Page, label = 'coach') =>
  page.getByRole('region', { name: `Conversation with the ${label}` });

async function activate(page: Page, target: ReturnType<Page['getByRole']>, keyboard: boolean) {
  if (keyboard) {
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  } else {
    await target.click();
  }
}

for (const keyboard of [false, true]) {
  describe(`AI coach (${keyboard ? 'keyboard only' : 'pointer'})`, () => {
    let context: BrowserContext;
    afterAll(async () => {
      await context?.close();
    });

    it('dashboard → suite → coach: Quick Topic, typing indicator, reply; crisis; chat; clear', async () => {
      context = await seeker(keyboard ? 'k' : 'p');
      const page = await context.newPage();
      await page.goto('/seeker-dashboard');
      await activate(page, page.getByRole('link', { name: /AI Suite/ }).first(), keyboard);
      await page.waitForURL('**/seeker-ai-suite');
      await page.getByRole('heading', { name: 'AI Suite' }).waitFor();
      await expectAccessible(page, 'AI suite');
      await activate(page, page.getByRole('link', { name: /AI Coach/ }), keyboard);
      await page.waitForURL('**/seeker-ai-coach');
      await conversation(page).getByText("Hi, I'm your NewLeaf coach").waitFor();

      // A Quick Topic prefills the composer; sending shows the typing indicator, then the reply.
      const composer = page.getByLabel('Message the coach');
      await activate(page, page.getByRole('button', { name: 'Interview preparation' }), keyboard);
      await expect.poll(() => composer.inputValue()).toBe("I'd like help with Interview preparation");
      if (keyboard) {
        await composer.focus();
        await page.keyboard.press('Enter');
      } else {
        await page.getByRole('button', { name: 'Send message' }).click();
      }
      await page.getByText('Coach is typing…').waitFor();
      expect(await composer.isDisabled()).toBe(true);
      await conversation(page)
        .getByText(/Morgan, good interview preparation/)
        .waitFor();
      await page.getByText('Coach is typing…').waitFor({ state: 'detached' });
      expect(await composer.isDisabled()).toBe(false);
      // Blank input is not sent.
      await composer.fill('   ');
      expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
      await expectAccessible(page, 'AI coach');

      // A crisis message: Samaritans and 999 first, with the help card.
      await composer.fill("I don't want to be alive anymore");
      await composer.press('Enter');
      await conversation(page).getByRole('heading', { name: 'Help is available now' }).waitFor();
      const help = conversation(page).getByRole('listitem').filter({ hasText: 'Help is available now' });
      await conversation(page)
        .getByText(/Samaritans: call 116 123/)
        .waitFor();
      expect(await help.getByRole('link', { name: '116 123' }).getAttribute('href')).toBe('tel:116123');
      await expectAccessible(page, 'AI coach crisis');
      await snap(page, `coach-crisis-${keyboard ? 'keyboard' : 'pointer'}`);

      // Kept on the server: a reload shows the same conversation.
      await page.reload();
      await conversation(page)
        .getByText(/Morgan, good interview preparation/)
        .waitFor();

      // AI chat without a model answers from the offline coach, and says so.
      await page.goto('/seeker-ai-chat');
      await page
        .getByText("No AI model is set up on this NewLeaf server, so NewLeaf's offline coach answers here.")
        .waitFor();
      const chatComposer = page.getByLabel('Message the AI chat');
      await chatComposer.fill('How can I find a job near me?');
      await chatComposer.press('Enter');
      await conversation(page, 'AI chat')
        .getByText(/a focused job search/i)
        .waitFor();
      await expectAccessible(page, 'AI chat');

      // Clear the coach conversation (confirmed); the chat keeps its own.
      await page.goto('/seeker-ai-coach');
      await conversation(page)
        .getByText(/good interview preparation/)
        .waitFor();
      await activate(page, page.getByRole('button', { name: 'Clear conversation' }), keyboard);
      await activate(page, page.getByRole('button', { name: 'Clear', exact: true }), keyboard);
      await page.getByText('Conversation cleared').waitFor();
      await expect
        .poll(() =>
          conversation(page)
            .getByText(/good interview preparation/)
            .count(),
        )
        .toBe(0);
      await page.reload();
      await conversation(page).getByText("Hi, I'm your NewLeaf coach").waitFor();
      expect(
        await conversation(page)
          .getByText(/good interview preparation/)
          .count(),
      ).toBe(0);
    });
  });
}
