import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab, to go back) until `target` has the focus (wrapping round the page if
 * need be), and checks its focus ring is visible (WCAG 2.4.7). A control Tab cannot reach fails
 * the journey.
 */
export async function tabTo(page: Page, target: Locator, max = 250, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      const outline = await target.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline, 'visible focus').not.toBe('none');
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target.toString()} with ${key}`);
}

/** Goes back with Shift+Tab until `target` has the focus; see `tabTo`. */
export const shiftTabTo = (page: Page, target: Locator, max = 250) => tabTo(page, target, max, 'Shift+Tab');
