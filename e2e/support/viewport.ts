import type { Page } from '@playwright/test';

/** Longer than the app's 200 ms resize debounce, so the layout of the new size class is in place. */
const RESIZE_SETTLE_MS = 300;

/** Gives the window a new size and waits until the app has laid itself out for it. */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(RESIZE_SETTLE_MS);
}

/** The document's width and the window's inner width, in CSS pixels: the page scrolls sideways when the first is the wider. */
export async function documentWidths(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}
