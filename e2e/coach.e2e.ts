import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { completeSeekerProfile, signUp } from './support/api';
import { expectAccessible, launchBrowser, newPhone, snap } from './support/browser';
import { isFocused, shiftTabTo, tabTo } from './support/keyboard';

/**
 * The AI Suite as a seeker meets it, on a server with no model configured: the dashboard tile
 * and the suite's cards lead to the coach and the chat; a Quick Topic prefills the composer, the
 * typing indicator shows, then a reply that knows the seeker's name; a crisis message on that
 * topic gets one reply, the crisis reply, with 999 and Samaritans before anything else, and the help
 * card; AI chat, reached from its card in the suite, answers from the offline coach and says so;
 * the history survives a reload and "Clear conversation" empties it. By pointer, and by keyboard
 * only (Tab, Shift+Tab, Enter and Space; never a click or a programmatic focus).
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
  await signUp(context, 'seeker', `coach-${tag}`);
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

    it('dashboard → suite → coach: Quick Topic, typing indicator, reply; crisis; suite → chat; clear', async () => {
      context = await seeker(keyboard ? 'k' : 'p');
      const page = await context.newPage();
      await page.goto('/seeker-dashboard');
      await activate(page, page.getByRole('link', { name: /AI Suite/ }).first(), keyboard);
      await page.waitForURL('**/seeker-ai-suite');
      await page.getByRole('heading', { name: 'AI Suite' }).waitFor();
      await expectAccessible(page, 'AI suite');
      await activate(page, page.getByRole('link', { name: /NewLeaf Coach/ }), keyboard);
      await page.waitForURL('**/seeker-ai-coach');
      await conversation(page).getByText("Hi, I'm your NewLeaf coach").waitFor();

      // A Quick Topic prefills the composer and moves the focus there; sending shows the typing
      // indicator, then the reply. By keyboard: Tab to the chip, Space, then Enter in the composer.
      const composer = page.getByLabel('Message the coach');
      const send = page.getByRole('button', { name: 'Send message' });
      const chip = page.getByRole('button', { name: 'Interview preparation' });
      if (keyboard) {
        await tabTo(page, chip);
        await page.keyboard.press('Space');
      } else {
        await chip.click();
      }
      await expect.poll(() => composer.inputValue()).toBe("I'd like help with Interview preparation");
      expect(await isFocused(composer), 'the chip hands the focus to the composer').toBe(true);
      if (keyboard) {
        await page.keyboard.press('Enter');
      } else {
        await send.click();
      }
      await page.getByText('Coach is typing…').waitFor();
      expect(await composer.isDisabled()).toBe(true);
      await conversation(page)
        .getByText(/Good preparation is most of the work/)
        .waitFor();
      await page.getByText('Coach is typing…').waitFor({ state: 'detached' });
      expect(await composer.isDisabled()).toBe(false);
      await expect
        .poll(() => isFocused(composer), { message: 'the focus is back in the composer' })
        .toBe(true);
      // Blank input is not sent.
      if (keyboard) {
        await tabTo(page, composer);
        await page.keyboard.type('   ');
        expect(await composer.inputValue()).toBe('   ');
      } else {
        await composer.fill('   ');
      }
      expect(await send.isDisabled()).toBe(true);
      await expectAccessible(page, 'AI coach');

      // A crisis message, on the topic the coach was on: the reply that follows it is the crisis
      // reply, with 999 and Samaritans before anything else and no interview advice at all.
      const crisis = "After that interview I don't want to be alive anymore";
      if (keyboard) {
        await tabTo(page, composer);
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(crisis);
        await page.keyboard.press('Enter');
      } else {
        await composer.fill(crisis);
        await composer.press('Enter');
      }
      await conversation(page).getByRole('heading', { name: 'Help is available now' }).waitFor();
      await page.getByText('Coach is typing…').waitFor({ state: 'detached' });
      const bubbles = conversation(page).locator(':scope > ul > li');
      const texts = await bubbles.allInnerTexts();
      const asked = texts.findIndex((t) => t.includes(crisis));
      expect(asked, texts.join('\n---\n')).toBeGreaterThan(0);
      // The message is the last but one bubble: exactly one reply follows it.
      expect(texts.length - asked, texts.slice(asked).join('\n---\n')).toBe(2);
      // The reply's own words (its bubble, without the help card under it).
      const reply =
        (await bubbles
          .nth(asked + 1)
          .locator('div')
          .first()
          .textContent()) ?? '';
      const samaritans = reply.indexOf('• Samaritans: 116 123 (24 hours a day');
      expect(samaritans, reply).toBeGreaterThan(0);
      const before = reply
        .slice(0, samaritans)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      // Only the calm opening and the 999 line come before it.
      expect(before, reply).toHaveLength(2);
      expect(before[0]).toMatch(/^Coach: I'm really sorry/);
      expect(before[1]).toBe(
        '• If you might act on these thoughts, or you are not safe right now, call 999 or go to A&E.',
      );
      expect(texts[asked + 1], 'no topic advice in a crisis reply').not.toMatch(/interview|Morgan/i);
      // The help card under it lists Samaritans first, one tap away.
      const help = bubbles.nth(asked + 1).getByRole('region', { name: 'Help available now' });
      expect(await help.getByRole('listitem').first().innerText()).toMatch(/^Samaritans: 116 123/);
      const call = help.getByRole('link', { name: '116 123' });
      expect(await call.getAttribute('href')).toBe('tel:116123');
      if (keyboard) {
        // From the composer, Shift+Tab goes back up into the reply's help card.
        await shiftTabTo(page, call);
      }
      await expectAccessible(page, 'AI coach crisis');
      await snap(page, `coach-crisis-${keyboard ? 'keyboard' : 'pointer'}`);

      // Kept on the server: a reload shows the same conversation.
      await page.reload();
      await conversation(page)
        .getByText(/Good preparation is most of the work/)
        .waitFor();

      // AI chat, from its card in the suite, without a model: the offline coach answers, and
      // the header says so.
      await activate(page, page.getByRole('button', { name: 'Back', exact: true }), keyboard);
      await page.waitForURL('**/seeker-ai-suite');
      await activate(page, page.getByRole('link', { name: /AI Chat/ }), keyboard);
      await page.waitForURL('**/seeker-ai-chat');
      await page
        .getByText("No AI model is set up on this NewLeaf server, so NewLeaf's offline coach answers here.")
        .waitFor();
      const chatComposer = page.getByLabel('Message the AI chat');
      if (keyboard) {
        await tabTo(page, chatComposer);
        await page.keyboard.type('How can I find a job near me?');
        await page.keyboard.press('Enter');
      } else {
        await chatComposer.fill('How can I find a job near me?');
        await page.getByRole('button', { name: 'Send message' }).click();
      }
      await conversation(page, 'AI chat')
        .getByText(/a focused job search/i)
        .waitFor();
      await expectAccessible(page, 'AI chat');

      // Clear the coach conversation (confirmed); the chat keeps its own.
      await page.goto('/seeker-ai-coach');
      await conversation(page)
        .getByText(/Good preparation is most of the work/)
        .waitFor();
      await activate(page, page.getByRole('button', { name: 'Clear conversation' }), keyboard);
      await activate(page, page.getByRole('button', { name: 'Clear', exact: true }), keyboard);
      await page.getByText('Conversation cleared').waitFor();
      await expect
        .poll(() =>
          conversation(page)
            .getByText(/Good preparation is most of the work/)
            .count(),
        )
        .toBe(0);
      await page.reload();
      await conversation(page).getByText("Hi, I'm your NewLeaf coach").waitFor();
      expect(
        await conversation(page)
          .getByText(/Good preparation is most of the work/)
          .count(),
      ).toBe(0);
    });
  });
}
