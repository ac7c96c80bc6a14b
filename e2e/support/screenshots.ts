import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotsDir } from './paths.js';

/** Saves the whole page as `e2e/screenshots/<name>.png` (gitignored) and returns the file's path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`screenshot name '${name}' must be letters, digits, '.', '-' or '_'`);
  const file = path.join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
