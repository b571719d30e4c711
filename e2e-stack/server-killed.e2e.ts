import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser } from '../e2e/support/browser';
import { closeAll, matchedPair, openSeekerConversation, thread, write } from './support/scene';
import { killServer, liveConnections, servedBy, stack, waitForBothServers } from './support/stack';

/**
 * A server dies mid-conversation (SIGKILL: no goodbye to its connections). The seeker reaches
 * NewLeaf through the round-robin address, their live connection on server a; the employer is on
 * server b. After a is killed the seeker carries on through b: the app reconnects by itself, what
 * was sent before (and at the very moment of) the kill is all there, and new messages go both
 * ways live.
 */

let browser: Browser;
let hirer: BrowserContext | undefined;
let seeker: BrowserContext | undefined;
beforeAll(async () => {
  await waitForBothServers();
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(hirer, seeker);
  // The stack starts a again after its delay; the next journey waits for it in its beforeAll.
  await browser?.close();
});

/** Reloads the seeker's screen until its live connection is on server a (round-robin decides). */
async function liveConnectionOnA(page: Page, context: BrowserContext) {
  for (let attempt = 0; attempt < 12; attempt++) {
    // The employer's connection is on b; the seeker's is the other one open.
    await expect
      .poll(async () => (await liveConnections('a')) + (await liveConnections('b')), { timeout: 10_000 })
      .toBe(2);
    if ((await liveConnections('a')) === 1) return;
    // A reload makes the same number of requests each time: one or two more through the
    // round-robin (in turn) shift which server the next reload's connection lands on.
    for (let extra = 0; extra <= attempt % 2; extra++) await context.request.get(`${stack().url}/api/health`);
    await page.reload();
    await thread(page).waitFor();
  }
  throw new Error('the seeker’s live connection never landed on server a');
}

describe('a server killed mid-conversation', () => {
  it('the seeker carries on through the other server: reconnected, nothing lost, messages live', async () => {
    const pair = await matchedPair(browser, 'kill', { hirer: 'b' });
    ({ hirer, seeker } = pair);
    const seekerPage = await seeker.newPage();
    const hirerPage = await hirer.newPage();
    const conversationId = await openSeekerConversation(seekerPage, pair.matchId);
    expect(servedBy(await hirerPage.goto(`/hirer-messages/${conversationId}`))).toBe('b');
    await hirerPage.getByText('Regarding: Barista').waitFor();
    await liveConnectionOnA(seekerPage, seeker);

    // Before the kill: both ways, live.
    await write(hirerPage, 'Before: are you free this week?');
    await thread(seekerPage).getByText('Before: are you free this week?').waitFor({ timeout: 10_000 });
    await write(seekerPage, 'Before: yes, any afternoon.');
    await thread(hirerPage).getByText('Before: yes, any afternoon.').waitFor({ timeout: 10_000 });

    // The seeker sends one more and server a dies at that moment.
    const composer = seekerPage.getByLabel(/^Message /);
    await composer.fill('At the kill: Thursday suits me best.');
    await seekerPage.getByRole('button', { name: 'Send message' }).click();
    killServer('a');

    // The app reconnects by itself, through b (b now holds both live connections).
    await expect.poll(() => liveConnections('b'), { timeout: 20_000 }).toBe(2);
    // What was typed at the kill arrives (sent then, or resent when the connection came back).
    await thread(hirerPage)
      .getByText('At the kill: Thursday suits me best.')
      .waitFor({ timeout: 20_000 })
      .catch(async (err: Error) => {
        // Say which part went wrong: the seeker's send, the server's record, or the live update.
        const unsent = await seekerPage.getByRole('button', { name: 'Not sent — retry' }).count();
        const stored = await hirer!.request.get(`/api/conversations/${conversationId}/messages`);
        throw new Error(`${err.message}\nseeker's unsent bubbles: ${unsent}; stored: ${await stored.text()}`);
      });

    // After the kill: both ways, live, with a still down.
    await write(hirerPage, 'After: Thursday at 2pm then.');
    await thread(seekerPage).getByText('After: Thursday at 2pm then.').waitFor({ timeout: 10_000 });
    await write(seekerPage, 'After: see you then.');
    await thread(hirerPage).getByText('After: see you then.').waitFor({ timeout: 10_000 });
    await expect(fetch(`${stack().servers.a.url}/api/health`), 'a is still down').rejects.toThrow();
    await expectAccessible(seekerPage, 'seeker conversation after the server died');

    // Reloaded, the seeker's screen (served by b) has every message once, in order.
    expect(servedBy(await seekerPage.reload())).toBe('b');
    const texts = [
      'Before: are you free this week?',
      'Before: yes, any afternoon.',
      'At the kill: Thursday suits me best.',
      'After: Thursday at 2pm then.',
      'After: see you then.',
    ];
    for (const text of texts) await thread(seekerPage).getByText(text).waitFor();
    const shown = await thread(seekerPage).innerText();
    expect(texts.map((text) => shown.split(text).length - 1)).toEqual(texts.map(() => 1));
    expect(texts.map((text) => shown.indexOf(text))).toEqual(
      texts.map((text) => shown.indexOf(text)).toSorted((x, y) => x - y),
    );
    await expectAccessible(seekerPage, 'seeker conversation reloaded');
  });
});
