import type { Stats } from '@tvmscan/api';
import { statsOutOfOrder } from '@tvmscan/api/testing';
import { explorerApi } from './support/explorer-api.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { MIN_MC_BLOCKS } from './support/stack-env.js';
import { expect, test } from './support/test.js';

test('the stack serves /config.json and the explorer API on devnet data', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as { id: string };
  expect(config.id).toBe('everscale');
  const stats = await explorerApi<{ latestMcSeqno: number; transactionTotal: number }>(request, '/stats');
  expect(stats.latestMcSeqno).toBeGreaterThanOrEqual(MIN_MC_BLOCKS);
  expect(stats.transactionTotal).toBeGreaterThan(0);
});

/** How often, and how many times, the statistics are read while the devnet makes blocks. */
const STATS_POLL_MS = 1000;
const STATS_POLLS = 15;

test('the statistics agree while the devnet runs: no total below its 24 h figure, no 24 h figure below its 1 h one', async ({ request }) => {
  const found: string[] = [];
  const blocks = new Set<number>();
  for (let poll = 0; poll < STATS_POLLS; poll++) {
    const stats = await explorerApi<Stats>(request, '/stats');
    blocks.add(stats.latestMcSeqno);
    found.push(...statsOutOfOrder(stats).map((problem) => `at block ${stats.latestMcSeqno}: ${problem}`));
    await new Promise((resolve) => setTimeout(resolve, STATS_POLL_MS));
  }
  expect(blocks.size, 'the chain moved while the statistics were read').toBeGreaterThan(1);
  expect(found).toEqual([]);
});

test('the main page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
