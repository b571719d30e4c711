import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, completeSeekerProfile, confirmEmail, signUp } from './support/api';
import {
  dataDir,
  expectAccessible,
  launchBrowser,
  newPhone,
  outboxMails,
  snap,
  uniqueEmail,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const JOB = {
  description: 'Prepare breakfasts and keep the kitchen spotless. Training from day one.',
  category: 'Chef & Cooking',
  employmentType: 'Full-time',
  locationCity: 'Leeds',
  locationCountry: 'United Kingdom',
  salaryMin: 23000,
  salaryMax: 25000,
  requiredSkills: ['food_hygiene'],
  status: 'active',
};

/** An employer with a company, signed in in its own context. */
async function employer(companyName: string) {
  const context = await newPhone(browser);
  await signUp(context, 'hirer', 'reach-employer');
  await apiCall(context, 'POST', '/api/company', { companyName, fairChance: ['ban_the_box'] });
  const post = async (job: Record<string, unknown>) =>
    ((await apiCall(context, 'POST', '/api/jobs', { ...JOB, ...job })) as { job: { id: string } }).job.id;
  return { context, post };
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

describe('reach: public job pages and apply', () => {
  it('a shared link opens a public page; Apply leads through sign-up and setup back to that job', async () => {
    const hirer = await employer('Morning Kitchen Co');
    const jobId = await hirer.post({
      title: 'Breakfast Cook',
      requirements: ['Early starts (6 am)'],
      benefits: ['free_meals', 'training_provided'],
    });
    const context = await newPhone(browser);
    const page = await context.newPage();
    try {
      // A visitor with no account opens the link a friend shared.
      const res = await page.goto(`/jobs/${jobId}`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Breakfast Cook' }).waitFor();
      await page.getByText('Morning Kitchen Co').first().waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Early starts (6 am)' }).waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Free or discounted meals' }).waitFor();
      const posting = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Breakfast Cook', directApply: true });
      await expectAccessible(page, 'public job page');
      await snap(page, 'reach-public-job');

      await page.getByRole('link', { name: /Apply on NewLeaf/ }).click();
      await page.getByRole('heading', { name: 'Job Seeker Sign Up' }).waitFor();
      await page.getByText(/we'll take you back to it/).waitFor();
      await page.getByLabel('Email').fill(uniqueEmail('reach-visitor'));
      await page.getByLabel('Password').fill('green-leaf-42');
      await page.getByRole('button', { name: 'Sign Up' }).click();

      // The setup steps, as briefly as they allow.
      await page.waitForURL('**/seeker-setup-step1');
      await page.getByLabel('First Name *').fill('Ria');
      await page.getByLabel('Last Name *').fill('Khan');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/seeker-skills-step');
      await page.getByRole('searchbox', { name: 'Search skills' }).fill('food hygiene');
      await page.getByRole('list', { name: 'Matching skills' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/seeker-setup-step2');
      await group(page, 'Have you completed your sentence?').getByLabel('Yes', { exact: true }).check();
      await page.getByLabel('Spent (under the Rehabilitation of Offenders Act 1974)').check();
      await group(page, 'Are you on the DBS barring list?')
        .getByLabel('No', { exact: true })
        .check()
        .catch(() => undefined);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/seeker-setup-step3');
      await page.getByRole('button', { name: 'Next: Final Details' }).click();
      await page.waitForURL('**/seeker-setup-step4');
      await page.getByRole('button', { name: 'Complete Profile' }).click();

      // Back on the job chosen, as a seeker who can apply.
      await page.waitForURL(`**/seeker-job/${jobId}`);
      await page.getByRole('heading', { name: 'Breakfast Cook' }).first().waitFor();
      await page.getByRole('heading', { name: 'Requirements' }).waitFor();
      await page.getByRole('heading', { name: 'Benefits' }).waitFor();
      await page.getByText('Free or discounted meals').waitFor();
      await page.getByText(/Closes \d{1,2} \w+ \d{4}/).waitFor();
      await page.getByRole('button', { name: 'Share' }).waitFor();
      await expectAccessible(page, 'job details after apply link');
      await snap(page, 'reach-back-on-job');
    } finally {
      await context.close();
      await hirer.context.close();
    }
  });

  it("an employer's requirements, benefits and closing date reach the seeker's job details", async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    try {
      await signUp(context, 'hirer', 'reach-form');
      await apiCall(context, 'POST', '/api/company', { companyName: 'Quayside Bakery' });
      await page.goto('/hirer-create-job');
      await page.getByLabel('Job Title').first().fill('Bakery Assistant');
      await page
        .getByLabel('Job Description')
        .first()
        .fill('Shape, bake and sell bread with a small, friendly team.');
      await page.getByLabel('Category').first().selectOption('Catering');
      await page.getByLabel('Employment Type').first().selectOption('Part-time');
      await page.getByRole('textbox', { name: 'Requirement 1' }).fill('Happy with early starts');
      await page.getByRole('button', { name: 'Add a requirement' }).click();
      await expect
        .poll(() =>
          page
            .getByRole('textbox', { name: 'Requirement 2' })
            .evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await page.keyboard.type('Able to stand for a shift');
      await group(page, 'Benefits').getByLabel('Paid breaks').check();
      await group(page, 'Benefits').getByLabel('Uniform provided').check();
      const closing = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Closing date').fill(closing);
      await expectAccessible(page, 'job form with requirements and benefits');
      await page.getByRole('button', { name: 'Post Job' }).click();
      await page.waitForURL(/\/hirer-job\/[0-9a-f-]{36}$|\/hirer-jobs/);
      const jobs = (await (await context.request.get('/api/jobs/mine?status=active')).json()) as {
        jobs: { id: string; title: string; requirements: string[]; benefits: string[]; closesAt: string }[];
      };
      const job = jobs.jobs.find((j) => j.title === 'Bakery Assistant')!;
      expect(job).toMatchObject({
        requirements: ['Happy with early starts', 'Able to stand for a shift'],
        benefits: ['paid_breaks', 'uniform_provided'],
      });
      expect(new Date(job.closesAt).toISOString().slice(0, 10)).toBe(closing);

      const seeker = await newPhone(browser);
      try {
        await signUp(seeker, 'seeker', 'reach-reader');
        await completeSeekerProfile(seeker, {
          personal: { firstName: 'Lee', lastName: 'Ward', jobTitle: 'Baker', headline: 'Early riser' },
          skills: { keySkills: ['teamwork'], jobInterests: [] },
        });
        const view = await seeker.newPage();
        await view.goto(`/seeker-job/${job.id}`);
        const requirements = view.getByRole('heading', { name: 'Requirements' });
        await requirements.waitFor();
        await view.getByText('Able to stand for a shift').waitFor();
        await view.getByText('Uniform provided').waitFor();
        await expectAccessible(view, 'seeker job details with requirements');
      } finally {
        await seeker.close();
      }
    } finally {
      await context.close();
    }
  });
});

/** A push service of our own: records each delivery (the browser's would be its vendor's). */
async function localPushService() {
  const bodies: Buffer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks));
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { bodies, endpoint: `http://127.0.0.1:${port}/push/reach`, close: () => server.close() };
}

describe('reach: job alerts', () => {
  it('a seeker saves a search on Discover; a new matching job is pushed and e-mailed, and the app shows it', async () => {
    const push = await localPushService();
    const context = await newPhone(browser, { serviceWorker: true });
    const page = await context.newPage();
    const hirer = await employer('Harbour Galley');
    try {
      const email = await signUp(context, 'seeker', 'reach-alerts');
      // Digests go to confirmed addresses only.
      await confirmEmail(context, email);
      await completeSeekerProfile(context, {
        personal: { firstName: 'Jo', lastName: 'Reed', jobTitle: 'Cook', headline: 'Keen cook' },
        skills: { keySkills: ['food_hygiene'], jobInterests: [] },
      });
      await page.goto('/seeker-discover');
      await page.getByRole('button', { name: /^Filters/ }).click();
      const filters = page.getByRole('dialog', { name: 'Filter jobs' });
      await filters.getByLabel('Keywords').fill('galley');
      await filters.getByLabel('Town or city').fill('Leeds');
      await filters.getByLabel('Distance').selectOption({ label: 'Within 10 miles' });
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/keywords=galley/);
      await page.getByRole('heading', { name: 'No jobs match these filters yet' }).waitFor();
      await expectAccessible(page, 'discover with filters, nothing yet');

      await page.getByRole('button', { name: 'Save search' }).first().click();
      const save = page.getByRole('dialog', { name: 'Save this search' });
      await save.getByRole('radio', { name: 'Daily' }).check();
      await expectAccessible(page, 'save this search');
      await save.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Search saved').first().waitFor();
      const searches = (await (await context.request.get('/api/saved-searches')).json()) as {
        searches: { id: string; criteria: { keywords?: string; place?: string }; emailFrequency: string }[];
      };
      expect(searches.searches).toHaveLength(1);
      expect(searches.searches[0]).toMatchObject({
        criteria: { keywords: 'galley', place: 'Leeds', distanceMiles: 10 },
        emailFrequency: 'daily',
      });

      // Headless Chromium reaches no vendor push service, so this device's subscription is one
      // whose keys the test holds, at a push service the test runs; the rest is the app's own.
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const origin = new URL(page.url()).origin;
      const subscribed = await context.request.post('/api/push/subscriptions', {
        data: {
          endpoint: push.endpoint,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
        headers: { origin },
      });
      expect(subscribed.status()).toBe(204);
      const searchId = searches.searches[0]!.id;
      const patched = await context.request.fetch(`/api/saved-searches/${searchId}`, {
        method: 'PATCH',
        data: { push: true },
        headers: { origin },
      });
      expect(patched.ok()).toBe(true);

      await hirer.post({
        title: 'Galley Cook',
        description: 'Cook for our harbour galley.',
        // Not Leeds, but within the 10 miles the search asks for.
        locationCity: 'Bradford',
      });
      await expect.poll(() => push.bodies.length, { timeout: 30_000 }).toBe(1);
      const payload = JSON.parse(
        ece.decrypt(push.bodies[0]!, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8'),
      ) as { title: string; body: string; url: string };
      expect(payload.title).toBe('New job: Galley Cook');
      expect(payload.url).toMatch(/^\/seeker-job\/[0-9a-f-]{36}$/);

      // The message as the browser's push service would hand it to the app's service worker.
      await context.grantPermissions(['notifications']);
      await page.waitForFunction(
        async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
        null,
        { timeout: 30_000 },
      );
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) =>
        registrations.push(...e.registrations),
      );
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.length).toBeGreaterThan(0);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrations[0]!.registrationId,
        data: JSON.stringify(payload),
      });
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map(
              (n) => `${n.title} | ${n.body}`,
            ),
          ),
        )
        .toEqual([`New job: Galley Cook | ${payload.body}`]);

      // The deck's saved search now finds it.
      await page.reload();
      await page.getByRole('heading', { name: 'Galley Cook' }).first().waitFor();
      await snap(page, 'reach-alert-found');

      // The daily e-mail. Digests go out hourly once a day has passed, so the operator's command
      // sends now the ones due by this time tomorrow (against the journeys' running server).
      const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/alerts.ts', 'send-digests', '--as-of', tomorrow],
        { env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' }, encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/[1-9]\d* sent/);
      const digest = outboxMails(email).find((m) => m.includes('List-Unsubscribe-Post'));
      expect(digest, 'the digest e-mail').toBeDefined();
      expect(digest).toContain('Galley Cook');
      const jobLink = /https?:\/\/\S+?\/jobs\/[0-9a-f-]{36}/.exec(digest!)?.[0];
      const stopLink = /https?:\/\/\S+?\/api\/saved-searches\/unsubscribe\?token=[^\s"<>]+/.exec(
        digest!,
      )?.[0];
      expect(jobLink && stopLink).toBeTruthy();
      // Its job link opens the job's public page; its one-click link stops these e-mails.
      await page.goto(jobLink!);
      await page.getByRole('heading', { name: 'Galley Cook', level: 1 }).waitFor();
      await expectAccessible(page, 'the job page from the digest');
      await page.goto(stopLink!.replace(/&amp;/g, '&'));
      await page.getByText(/You won.t get e-mails about new jobs for/).waitFor();
      const after = (await (await context.request.get('/api/saved-searches')).json()) as {
        searches: { emailFrequency: string }[];
      };
      expect(after.searches[0]!.emailFrequency).toBe('off');
    } finally {
      push.close();
      await context.close();
      await hirer.context.close();
    }
  });
});
