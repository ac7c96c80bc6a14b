import type { Locator, Page } from '@playwright/test';
import { documentWidths, resizeTo } from './viewport.js';
import { expect, type Theme } from './test.js';

/** A screen to check: its path, and what shows once it has loaded. */
export interface ThemedScreen {
  readonly path: string;
  readonly shows: () => Locator;
}

const THEMES: readonly Theme[] = ['light', 'dark'];
const WIDTHS = [1440, 390];

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
        await resizeTo(page, width, 900);
        const { scrollWidth, clientWidth } = await documentWidths(page);
        expect(scrollWidth, `${path}${where}, ${theme}, at ${width} px scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await atEachScreen();
    }
  }
}
