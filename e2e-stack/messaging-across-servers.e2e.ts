import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { expectAccessible, launchBrowser } from '../e2e/support/browser';
import { closeAll, matchedPair, openSeekerConversation, thread, write } from './support/scene';
import { liveConnections, servedBy, waitForBothServers } from './support/stack';

/**
 * Two people on two server processes: the seeker's requests and live connection go to server a,
 * the employer's to server b. A message written on one screen appears on the other, open, without
 * a reload: it crosses from one process to the other over the event bus (Redis).
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
  await browser?.close();
});

describe('messaging across two servers', () => {
  it('a seeker on server a and an employer on server b message each other live', async () => {
    const pair = await matchedPair(browser, 'live', { seeker: 'a', hirer: 'b' });
    ({ hirer, seeker } = pair);
    const seekerPage = await seeker.newPage();
    const hirerPage = await hirer.newPage();

    const conversationId = await openSeekerConversation(seekerPage, pair.matchId);
    expect(servedBy(await seekerPage.reload()), 'the seeker’s page comes from server a').toBe('a');
    await seekerPage.getByText('No messages yet. Say hello!').waitFor();
    const hirerAnswer = await hirerPage.goto(`/hirer-messages/${conversationId}`);
    expect(servedBy(hirerAnswer), 'the employer’s page comes from server b').toBe('b');
    await hirerPage.getByText('Regarding: Barista').waitFor();

    // Each live connection is held by its own server.
    await expect.poll(() => liveConnections('a'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => liveConnections('b'), { timeout: 10_000 }).toBe(1);

    await write(hirerPage, 'Hello Rowan! Could you come in on Tuesday?');
    await thread(seekerPage).getByText('Could you come in on Tuesday?').waitFor({ timeout: 10_000 });
    await expectAccessible(seekerPage, 'seeker conversation (server a)');

    await write(seekerPage, 'Yes, Tuesday works for me.');
    await thread(hirerPage).getByText('Yes, Tuesday works for me.').waitFor({ timeout: 10_000 });
    // The employer's screen tells them it was read once the seeker's open screen shows it.
    await expectAccessible(hirerPage, 'employer conversation (server b)');
  });
});
