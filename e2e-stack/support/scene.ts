import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { matchThroughApi, signUp } from '../../e2e/support/api';
import { newStackPhone, type ServerName } from './stack';

/** A fresh account in a context of its own (pinned to a server when told), its address confirmed. */
export async function signedUp(
  browser: Browser,
  role: 'seeker' | 'hirer',
  prefix: string,
  server?: ServerName,
) {
  const context = await newStackPhone(browser, { server });
  const email = await signUp(context, role, prefix);
  return { context, email };
}

/** An employer with a job and a seeker who match through the API, each on the server named (or round-robin). */
export async function matchedPair(
  browser: Browser,
  tag: string,
  servers: { seeker?: ServerName; hirer?: ServerName },
) {
  const { context: hirer } = await signedUp(browser, 'hirer', `stack-hirer-${tag}`, servers.hirer);
  const { context: seeker } = await signedUp(browser, 'seeker', `stack-seeker-${tag}`, servers.seeker);
  return { hirer, seeker, ...(await matchThroughApi(hirer, seeker, tag)) };
}

/** The bubbles of an open conversation (a screen reader's live region repeats the newest one). */
export const thread = (page: Page) => page.getByRole('region', { name: 'Messages' });

/** Writes and sends a message, and waits until the composer has let it go. */
export async function write(page: Page, text: string) {
  const composer = page.getByLabel(/^Message /);
  await composer.fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => composer.inputValue()).toBe('');
}

/** The seeker opens the conversation their match made; gives its id. */
export async function openSeekerConversation(page: Page, matchId: string) {
  await page.goto(`/seeker-messages?match=${matchId}`);
  await page.waitForURL(/\/seeker-messages\/[0-9a-f-]{36}$/);
  await page.getByText('Regarding: Barista').waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Closes contexts, ignoring those never made. */
export async function closeAll(...contexts: (BrowserContext | undefined)[]) {
  for (const context of contexts) await context?.close();
}
