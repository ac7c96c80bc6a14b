import { test as base, expect } from '@playwright/test';
import { DEVNET_URL_ENV, GENESIS_URL_ENV, MIDCHAIN_URL_ENV } from './stack-env.js';

export { expect };

export type Language = 'en' | 'ko' | 'id' | 'ja';
export type Theme = 'light' | 'dark';

export interface TvmscanOptions {
  /** Console errors a spec expects (e.g. a 404 it provokes); any other console or page error fails the test. */
  allowedConsoleErrors: RegExp[];
  /** The language and theme the app finds saved in local storage before its first load. */
  language: Language;
  theme: Theme;
}

/**
 * Playwright's `test` for tvmscan specs: `baseURL` is the stack of the spec's project (`devnet`, `genesis` or `midchain`),
 * the page starts with the chosen language and theme, and any console error or uncaught page error fails the test.
 */
export const test = base.extend<TvmscanOptions>({
  allowedConsoleErrors: [[], { option: true }],
  language: ['en', { option: true }],
  theme: ['light', { option: true }],
  baseURL: async ({ baseURL }, use, testInfo) => {
    const envName = testInfo.project.name === 'genesis' ? GENESIS_URL_ENV : testInfo.project.name === 'midchain' ? MIDCHAIN_URL_ENV : DEVNET_URL_ENV;
    const url = process.env[envName] ?? baseURL;
    if (!url) {
      // Only a stack left out on purpose (E2E_STACKS) skips its specs; a stack that should run but has no URL fails.
      const leftOut = process.env['E2E_STACKS'] !== undefined;
      test.skip(leftOut, `the ${testInfo.project.name} stack is left out by E2E_STACKS`);
      throw new Error(`no ${testInfo.project.name} stack: ${envName} is unset and the global setup did not start it`);
    }
    await use(url);
  },
  page: async ({ page, allowedConsoleErrors, language, theme }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `console error: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await page.addInitScript(
      ({ language, theme }) => {
        localStorage.setItem('lang', language);
        localStorage.setItem('theme', theme);
      },
      { language, theme },
    );
    await use(page);
    expect(errors, 'the page logged errors').toEqual([]);
  },
});
