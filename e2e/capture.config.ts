import { defineConfig } from '@playwright/test';
import e2eConfig from './playwright.config.js';

// Screenshots need only the devnet stack.
process.env['E2E_STACKS'] ??= 'devnet';

/** `npm run screenshots`: the e2e set-up and browser, running only the capture of docs/screenshots/ (screens.capture.ts). */
export default defineConfig({
  ...e2eConfig,
  testMatch: /\.capture\.ts$/,
  workers: 1,
  fullyParallel: false,
  projects: [{ name: 'devnet' }],
  reporter: [['list']],
});
