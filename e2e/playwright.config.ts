import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright's own browsers cannot be downloaded here. */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps trying to reach hosts it cannot. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const GENESIS_SPECS = /\.genesis\.spec\.ts$/;
/** The specs of an index started mid-chain (its own small stack). */
const MIDCHAIN_SPECS = /midchain\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: 'test-results',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: process.env['CI'] === 'true',
  retries: 0,
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  reporter: [['list'], ['../scripts/playwright-summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'devnet', testIgnore: [GENESIS_SPECS, MIDCHAIN_SPECS] },
    { name: 'genesis', testMatch: GENESIS_SPECS },
    { name: 'midchain', testMatch: MIDCHAIN_SPECS },
  ],
});
