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

test('the main page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
