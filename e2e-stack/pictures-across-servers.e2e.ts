import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { completeSeekerProfile, uploadImage } from '../e2e/support/api';
import { expectAccessible, launchBrowser } from '../e2e/support/browser';
import { closeAll, signedUp } from './support/scene';
import { bucketKeys, bucketObject, newStackPhone, servedBy, waitForBothServers } from './support/stack';

/**
 * A picture uploaded through server a is kept in the shared bucket (s3rver), not on a's disk, so
 * server b shows it: the same bytes through either server, and on b's profile screen.
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

describe('pictures across two servers', () => {
  it('a profile photo uploaded through server a is in the bucket and shown by server b', async () => {
    ({ context: onA } = await signedUp(browser, 'seeker', 'stack-photo', 'a'));
    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    const url = await uploadImage(onA, 'profile-photo', png);
    await completeSeekerProfile(onA, {
      personal: { firstName: 'Morgan', lastName: 'Hale', jobTitle: 'Gardener', headline: 'Green fingers' },
      skills: { keySkills: ['customer_service'], jobInterests: [] },
      profileImageUrl: url,
    });

    const key = url.split('/').pop()!;
    expect(await bucketKeys()).toContain(key);
    const stored = await bucketObject(key);

    const throughA = await onA.request.get(url);
    expect(servedBy(throughA)).toBe('a');
    // The same person, on server b.
    onB = await newStackPhone(browser, { server: 'b', storageState: await onA.storageState() });
    const throughB = await onB.request.get(url);
    expect(servedBy(throughB)).toBe('b');
    expect(throughB.status()).toBe(200);
    expect(Buffer.compare(await throughB.body(), stored), 'b serves the bucket’s bytes').toBe(0);
    expect(Buffer.compare(await throughA.body(), stored), 'a serves the bucket’s bytes').toBe(0);

    // On b's profile screen the photo loads.
    const page = await onB.newPage();
    const pictureAnswer = page.waitForResponse((res) => res.url().endsWith(url));
    await page.goto('/seeker-profile');
    const picture = page.getByRole('img', { name: 'Profile picture of Morgan Hale' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toBe(url);
    const answer = await pictureAnswer;
    expect(answer.status()).toBe(200);
    expect(servedBy(answer)).toBe('b');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, 'seeker profile with photo (server b)');
  });
});
