import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { completeSeekerProfile } from '../e2e/support/api';
import { expectAccessible, launchBrowser } from '../e2e/support/browser';
import { closeAll, signedUp } from './support/scene';
import { liveConnections, newStackPhone, servedBy, waitForBothServers } from './support/stack';

/**
 * One session, two servers: signed in through server a, the same cookie is good on server b
 * (both sign with the stack's AUTH_SECRET and read the shared database); logging out on b ends it
 * on a at once, and a's open screen goes to sign-in without a reload.
 */

let browser: Browser;
let onA: BrowserContext | undefined;
let onB: BrowserContext | undefined;
beforeAll(async () => {
  await waitForBothServers();
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(onA, onB);
  await browser?.close();
});

describe('sessions across two servers', () => {
  it('a session made on a works on b, and logging out on b ends it on a', async () => {
    let email: string;
    ({ context: onA, email } = await signedUp(browser, 'seeker', 'stack-session', 'a'));
    await completeSeekerProfile(onA, {
      personal: { firstName: 'Casey', lastName: 'Ward', jobTitle: 'Cleaner', headline: 'Tidy and on time' },
      skills: { keySkills: ['customer_service'], jobInterests: [] },
    });
    const pageA = await onA.newPage();
    expect(servedBy(await pageA.goto('/seeker-dashboard'))).toBe('a');
    await pageA.getByRole('heading', { name: /Casey/ }).first().waitFor();
    // a's page has its live connection open on a (it is told when the session ends).
    await expect.poll(() => liveConnections('a'), { timeout: 10_000 }).toBe(1);
    await expectAccessible(pageA, 'seeker dashboard (server a)');

    // The same cookie on server b.
    onB = await newStackPhone(browser, { server: 'b', storageState: await onA.storageState() });
    const me = await onB.request.get('/api/me');
    expect(servedBy(me)).toBe('b');
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(email);
    const pageB = await onB.newPage();
    await pageB.goto('/seeker-dashboard');
    await pageB.getByRole('heading', { name: /Casey/ }).first().waitFor();
    await expectAccessible(pageB, 'seeker dashboard (server b)');

    // Log out on b, from the menu.
    await pageB.getByRole('button', { name: /^Open menu/ }).click();
    await pageB.getByRole('button', { name: 'Log out' }).click();
    await pageB.waitForURL((url) => !url.pathname.startsWith('/seeker-'));

    // Server a no longer knows the session (its cache was told over the event bus): /api/me
    // answers that nobody is signed in, and what needs a session is refused.
    const started = Date.now();
    const signedInOnA = async () =>
      ((await (await onA!.request.get('/api/me')).json()) as { user: unknown }).user !== null;
    await expect.poll(signedInOnA, { timeout: 5_000, interval: 100 }).toBe(false);
    expect(Date.now() - started, 'ended on a within a second or two, not at the cache’s 30 s').toBeLessThan(
      3_000,
    );
    expect((await onA.request.get('/api/conversations/unread')).status()).toBe(401);
    // … and a's open screen is sent to sign-in, without a reload.
    await pageA.waitForURL('**/auth', { timeout: 10_000 });
    await pageA.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await expectAccessible(pageA, 'sign-in after the session ended elsewhere (server a)');
  });
});
