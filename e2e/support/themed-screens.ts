import type { Locator, Page } from '@playwright/test';
import { expect, type Theme } from './test.js';

/** A screen to check: its path, and what shows once it has loaded. */
export interface ThemedScreen {
  readonly path: string;
  readonly shows: () => Locator;
}

const THEMES: readonly Theme[] = ['light', 'dark'];
const WIDTHS = [1440, 390];
/** Longer than the app's 200 ms resize debounce. */
const RESIZE_SETTLE_MS = 300;

/**
 * Opens each screen in the light theme, then in the dark one, and checks at 1440 and 390 px that it does not scroll
 * sideways; `atEachScreen` then runs at 1440 px (e.g. axe). The page starts light (the fixture's theme) and a later
 * start-up script turns it dark, so one signed-in page serves both themes.
 */
export async function checkScreensInBothThemes(
  page: Page,
  screens: readonly ThemedScreen[],
  where: string,
  atEachScreen: () => Promise<void> = async () => {},
): Promise<void> {
  for (const theme of THEMES) {
    if (theme !== 'light') await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    for (const { path, shows } of screens) {
      await page.goto(path);
      await expect(shows()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(RESIZE_SETTLE_MS);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${path}${where}, ${theme}, at ${width} px scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await atEachScreen();
    }
  }
}
