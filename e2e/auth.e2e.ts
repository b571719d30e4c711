import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  expectAccessible,
  latestMailLink,
  launchBrowser,
  logInThroughUi,
  newPhone,
  PASSWORD,
  signUpThroughUi,
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

async function withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await newPhone(browser);
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => ['/', '/splash'].includes(url.pathname));
}

describe('sign-up, log-in and log-out', () => {
  it('a seeker signs up, lands on setup, logs out, and logs back in', async () => {
    await withPage(async (page) => {
      const email = uniqueEmail('seeker');
      await page.goto('/role-selection');
      await page.getByRole('button', { name: 'Get Started as Job Seeker' }).click();
      await page.getByRole('heading', { name: 'Job Seeker Sign Up' }).waitFor();
      await expectAccessible(page, 'auth (seeker sign-up)');
      await snap(page, 'auth-seeker-signup');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await toast(page, 'Account created successfully!').waitFor();
      await page.waitForURL('**/seeker-setup-step1');
      expect(await page.evaluate(() => localStorage.getItem('selectedRole'))).toBe('seeker');

      // Signed in, the entry route sends an unfinished seeker to setup.
      await page.goto('/');
      await page.waitForURL('**/seeker-setup-step1');

      // Log out from the side menu (on a signed-in screen).
      await page.goto('/seeker-dashboard');
      await logOut(page);
      expect(await page.evaluate(() => localStorage.getItem('selectedRole'))).toBeNull();
      const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
      expect(me.user).toBeNull();

      await logInThroughUi(page, email);
      await toast(page, 'Welcome back!').waitFor();
      await page.waitForURL('**/seeker-setup-step1');
    });
  });

  it('an employer signs up and lands on company setup', async () => {
    await withPage(async (page) => {
      await signUpThroughUi(page, 'hirer', uniqueEmail('boss'));
      await expect.poll(() => page.url()).toContain('/hirer-setup');
    });
  });

  it('refuses empty fields, a wrong password and an e-mail already used', async () => {
    await withPage(async (page) => {
      const email = uniqueEmail('dup');
      await signUpThroughUi(page, 'seeker', email);
      await page.context().clearCookies();

      await page.goto('/auth');
      await page.getByRole('heading', { name: 'Log In' }).waitFor();
      await expectAccessible(page, 'auth (log in)');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await toast(page, 'Please enter both email and password').waitFor();
      // Said on the fields too, the first of them focused (the toast is not the only place).
      await page.getByText('Enter your email address').waitFor();
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
      // A toast's words never fade (they would be drawn below contrast while they did).
      const fades = await page
        .locator('[data-sonner-toast]')
        .first()
        .evaluate((toast) =>
          // (Its close button's icon, no text, may still fade in on hover.)
          [toast, ...toast.children]
            .filter((el) => !el.hasAttribute('data-close-button'))
            .filter((el) => getComputedStyle(el).transitionProperty.includes('opacity'))
            .map((el) => `${el.outerHTML.slice(0, 60)} ${getComputedStyle(el).transitionProperty}`),
        );
      expect(fades).toEqual([]);
      await expectAccessible(page, 'auth (log in, errors)');
      await snap(page, 'auth-errors');

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not-the-password-9');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await toast(page, 'Invalid email or password').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');

      await page.goto('/role-selection');
      await page.getByRole('button', { name: 'Get Started as Employer' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await toast(page, 'User with this email already exists').waitFor();

      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await toast(page, 'Use at least 8 characters.').waitFor();
    });
  });
});

describe('forgotten password', () => {
  it('resets the password by e-mail link; the old one stops working', async () => {
    await withPage(async (page) => {
      const email = uniqueEmail('forgetful');
      await signUpThroughUi(page, 'seeker', email);
      await page.context().clearCookies();
      await page.goto('/auth');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await expect.poll(() => dialog.getByLabel('Email').inputValue()).toBe(email);
      await expectAccessible(page, 'forgot password dialog');
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await toast(page, 'Check your e-mail').waitFor();
      // Sending the link is not also a sign-in attempt (its check once toasted behind this one).
      expect(await toast(page, 'Please enter both email and password').count()).toBe(0);
      expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBeNull();
      // The dialog loads with its first opening, without Radix's own trigger: the focus still
      // goes back to the button that opened it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Forgot Password?');

      await expect
        .poll(() => {
          try {
            return latestMailLink(email);
          } catch {
            return '';
          }
        })
        .toContain('/api/auth/reset-password/');
      await page.goto(latestMailLink(email));
      await page.waitForURL('**/reset-password?token=*');
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await expectAccessible(page, 'reset password');
      await page.getByLabel('New password', { exact: true }).fill('fresh-start-2026');
      await page.getByLabel('Confirm new password').fill('fresh-start-2026');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await toast(page, 'Password updated').waitFor();
      await page.waitForURL('**/auth');

      await logInThroughUi(page, email, PASSWORD);
      await toast(page, 'Invalid email or password').waitFor();
      await logInThroughUi(page, email, 'fresh-start-2026');
      await page.waitForURL('**/seeker-setup-step1');
    });
  });
});

describe('route guards and unknown pages', () => {
  it('sends a signed-out visitor to log in and back afterwards', async () => {
    await withPage(async (page) => {
      const email = uniqueEmail('guarded');
      await signUpThroughUi(page, 'hirer', email);
      await page.context().clearCookies();
      await page.goto('/hirer-talent-overview');
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Log In' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL('**/hirer-talent-overview');
    });
  });

  it("sends a signed-in user on the other role's page to their own home (their setup until it is done)", async () => {
    await withPage(async (page) => {
      await signUpThroughUi(page, 'seeker', uniqueEmail('wrongside'));
      await page.goto('/hirer-talent-overview');
      // As at sign-in: a seeker who has not finished setting up goes on with it.
      await page.waitForURL('**/seeker-setup-step1');
    });
  });

  it('shows the not-found screen for an unknown path', async () => {
    await withPage(async (page) => {
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
      await expectAccessible(page, 'not found');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL((url) => ['/', '/splash'].includes(url.pathname));
    });
  });
});

describe('social sign-in', () => {
  it('signs up a new seeker through the OpenID Connect provider', async () => {
    await withPage(async (page) => {
      await page.goto('/role-selection');
      await page.getByRole('button', { name: 'Get Started as Job Seeker' }).click();
      await page.getByRole('heading', { name: 'Job Seeker Sign Up' }).waitFor();
      await expect(
        page.getByText('LinkedIn sign-in is not set up on this server yet.').isVisible(),
      ).resolves.toBe(true);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL('**/seeker-setup-step1', { timeout: 20_000 });
      const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
      expect(me.user.role).toBe('seeker');
      expect(me.user.email).toMatch(/^social\d+/);
      // The provider vouches for the address (email_verified), so no confirmation link is needed.
      expect(me.user.emailVerified).toBe(true);
    });
  });
});

describe('keyboard only', () => {
  it('signs up as an employer without touching a pointer', async () => {
    await withPage(async (page) => {
      await page.goto('/role-selection');
      await page.getByRole('button', { name: 'Get Started as Job Seeker' }).waitFor();
      // Tab until the employer button has focus, then press Enter.
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
        if (focused.includes('Get Started as Employer')) break;
      }
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Employer Sign Up' }).waitFor();
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.id === 'email')) break;
      }
      await page.keyboard.type(uniqueEmail('keys'));
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/hirer-setup');
    });
  });
});
