import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

const ELECTOR = '-1:3333333333333333333333333333333333333333333333333333333333333333';
/** The genesis zerostate's time, when its account states were taken. */
const ZEROSTATE_TIME = 1_588_855_799;

test.use({ viewport: { width: 1440, height: 900 } });

interface ValidatorSet {
  origin: string;
  totalStake: string | null;
  participants: { address: string | null; stake: string | null }[];
}

test('an account of the genesis shows its state from the zerostate under More details', async ({ page, request }) => {
  const { state } = await explorerApi<{ state: { codeBoc: string | null; dataBoc: string | null; fetchedAt: number } | null }>(
    request,
    '/accounts/state',
    { id: ELECTOR },
  );
  expect(state).toMatchObject({ fetchedAt: ZEROSTATE_TIME });
  expect(state!.codeBoc).not.toBeNull();
  await page.goto(`/accounts/${ELECTOR}`);
  await page.getByRole('button', { name: 'More details' }).click();
  await expect(page.getByText('State read at')).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Code$/ }).locator('+ dd')).toContainText(state!.codeBoc!.slice(0, 10));
  await expect(page.locator('dt', { hasText: /^Used cells$/ }).locator('+ dd')).not.toHaveText('-');
  await saveScreenshot(page, 'genesis-account-state-1440');
});

test('the genesis validators show their stakes when the elector holds them, and say why when it does not', async ({ page, request }) => {
  const { current } = await explorerApi<{ current: ValidatorSet | null }>(request, '/elections/state');
  expect(current).not.toBeNull();
  await page.goto('/validators');
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const note = page.getByText(/zerostate installed this set .* names each validator's public key and weight, and no wallet or stake/);
  if (current!.totalStake === null) {
    // The Everscale zerostate installs its first set through its config: keys and weights, no wallets or stakes.
    expect(current!.origin).toBe('zerostate');
    await expect(note).toBeVisible();
  } else {
    await expect(note).toHaveCount(0);
    await expect(table.locator('tbody tr').first().locator('td').nth(3)).not.toHaveText('-');
  }
  await saveScreenshot(page, 'genesis-validators-1440');
});

test('the genesis charts show the archive’s activity, up to its last block', async ({ page, request }) => {
  const { blocks } = await explorerApi<{ blocks: { genUtime: number }[] }>(request, '/blocks/list', {
    workchain: -1,
    limit: 1,
    ordering: { by: 'seqno', order: 'DESC' },
  });
  const end = blocks[0]!.genUtime;
  const { points } = await explorerApi<{ points: { count: number }[] }>(request, '/stats/transactions', {
    start_date: end - 2_592_000,
    end_date: end,
    timeframe: 'D1',
  });
  expect(points.reduce((sum, point) => sum + point.count, 0)).toBeGreaterThan(0);

  const asked = page.waitForRequest((call) => call.url().endsWith('/stats/transactions'));
  await page.goto('/transactions');
  expect((await asked).postDataJSON()).toEqual({ start_date: end - 2_592_000, end_date: end, timeframe: 'D1' });
  const chart = page.getByRole('region', { name: 'Transactions' });
  await expect(chart.locator('canvas, svg').first()).toBeVisible();
  await expect(chart.getByText('no data')).toHaveCount(0);
  await saveScreenshot(page, 'genesis-transactions-chart-1440');
  await page.goto('/accounts');
  await expect(page.getByRole('region', { name: 'Accounts' }).getByText('no data')).toHaveCount(0);
  await saveScreenshot(page, 'genesis-accounts-chart-1440');
});
