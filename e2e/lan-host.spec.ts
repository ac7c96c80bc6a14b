import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { blocksTexts, mainTexts } from '@tvmscan/web/testing';

/** A name that is not loopback, so the browser applies to it what it applies to a LAN address. */
const LAN_HOST = 'tvmscan.test';

/** The browser resolves LAN_HOST to the loopback stack, as a LAN name would resolve to the server. */
const lanTest = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`] });
    },
    { scope: 'worker' },
  ],
});

interface Traffic {
  readonly requested: string[];
  readonly failed: string[];
  readonly refused: string[];
  readonly apiAnswers: number;
}

/** Every request the page makes, those that failed and those answered with an error status. */
function watchTraffic(page: Page): Traffic {
  const traffic = { requested: [] as string[], failed: [] as string[], refused: [] as string[], apiAnswers: 0 };
  page.on('request', (request) => traffic.requested.push(request.url()));
  page.on('requestfailed', (request) => traffic.failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) traffic.refused.push(`${response.url()}: ${response.status()}`);
    if (response.url().includes('/api/explorer/v1/')) traffic.apiAnswers++;
  });
  return traffic;
}

lanTest('the app loads over plain HTTP from a non-loopback host name, every asset and API call succeeding', async ({ page, baseURL }) => {
  const origin = `http://${LAN_HOST}:${new URL(baseURL!).port}`;
  const traffic = watchTraffic(page);

  await page.goto(`${origin}/`);
  await expect(page.locator('main h1')).toHaveText(mainTexts.en.title.replace('{{networkName}}', 'Everscale'));
  await expect(page.locator('main a[href^="/blocks/"]').first()).toBeAttached();
  // Parts loaded after the first render (the wallet menu and its texts) finish before the next page, which would abort them.
  await page.waitForLoadState('networkidle');
  await page.goto(`${origin}/blocks`);
  await expect(page.locator('main h1')).toHaveText(blocksTexts.en.title);
  await expect(page.locator('main a[href^="/blocks/"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');

  // The main page's event stream stays open as long as the page: leaving the page aborts it, as it must.
  const leftOpen = (failure: string) => failure.includes('/api/explorer/v1/stream?') && failure.endsWith(': net::ERR_ABORTED');
  expect(
    traffic.failed.filter((failure) => !leftOpen(failure)),
    'requests that failed',
  ).toEqual([]);
  expect(traffic.refused, 'requests answered with an error').toEqual([]);
  expect(
    traffic.requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:')),
    'requests elsewhere than the page origin (e.g. upgraded to https)',
  ).toEqual([]);
  expect(
    traffic.requested.some((url) => url.includes('/assets/')),
    'assets requested',
  ).toBe(true);
  expect(traffic.apiAnswers, 'API answers').toBeGreaterThan(0);
});
