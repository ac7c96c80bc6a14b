import { detailValue, formatNano } from './support/detail-page.js';
import { explorerApi } from './support/explorer-api.js';
import { MIDCHAIN_START, MIDCHAIN_STATELESS_START } from './support/paths.js';
import { MIDCHAIN_STATELESS_URL_ENV } from './support/stack-env.js';
import { expect, test } from './support/test.js';

const MASTERCHAIN = '8000000000000000';

interface AccountAnswer {
  account: { address: string; balance: string; createdAt: number | null; balancePartial?: boolean };
}

test.use({ allowedConsoleErrors: [/404/] });

test('the main page says the statistics count from the start, and the block list ends there', async ({ page, request }) => {
  const history = await explorerApi<{ startMcSeqno: number; fromGenesis: boolean }>(request, '/history');
  expect(history).toMatchObject({ startMcSeqno: MIDCHAIN_START, fromGenesis: false });
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Network statistics' });
  await expect(stats.getByText(`Counted from masterchain block #${MIDCHAIN_START}, where this explorer’s history starts`)).toBeVisible();
  const oldest = await explorerApi<{ blocks: { seqno: number }[] }>(request, '/blocks/list', {
    workchain: -1,
    limit: 1,
    ordering: { by: 'seqno', order: 'ASC' },
  });
  expect(oldest.blocks[0]!.seqno).toBe(MIDCHAIN_START);
  await page.goto(`/blocks/-1/${MASTERCHAIN}/${MIDCHAIN_START}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block -1:8:${MIDCHAIN_START}`);
});

test('a masterchain block before the start is before this explorer’s history, one after the tip is not found', async ({ page }) => {
  await page.goto(`/blocks/-1/${MASTERCHAIN}/${MIDCHAIN_START - 1}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before this explorer’s history');
  await expect(page.getByText(`Block -1:${MASTERCHAIN}:${MIDCHAIN_START - 1} is older than the first block this explorer indexes`)).toBeVisible();
  await page.goto(`/blocks/-1/${MASTERCHAIN}/100000`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block not found');
});

test('an account first seen mid-chain shows the balance its state gave', async ({ page, request }) => {
  const list = await explorerApi<{ accounts: { address: string }[] }>(request, '/accounts/list', { limit: 100 });
  const answers = await Promise.all(list.accounts.map(({ address }) => explorerApi<AccountAnswer>(request, '/accounts', { id: address })));
  expect(answers.filter(({ account }) => account.balancePartial)).toEqual([]);
  // Met already existing (no creation indexed), its values before taken from the state file.
  const withState = answers.find(({ account }) => account.createdAt === null)!.account;
  await page.goto(`/accounts/${withState.address}`);
  const details = page.locator('main');
  await expect(detailValue(details, 'Balance')).toHaveText(formatNano(withState.balance));
  await expect(detailValue(details, 'Created')).toHaveText('-');
});

test('without a state source, an account first seen mid-chain says its balance and creation are unknown', async ({ page, request }) => {
  const stateless = process.env[MIDCHAIN_STATELESS_URL_ENV]!;
  const history = await request.get(`${stateless}/api/explorer/v1/history`);
  expect(((await history.json()) as { data: { startMcSeqno: number } }).data.startMcSeqno).toBe(MIDCHAIN_STATELESS_START);
  const list = await request.post(`${stateless}/api/explorer/v1/accounts/list`, { data: { limit: 100 } });
  const addresses = ((await list.json()) as { data: { accounts: { address: string }[] } }).data.accounts.map(({ address }) => address);
  expect(addresses.length).toBeGreaterThan(0);
  const account = await request.post(`${stateless}/api/explorer/v1/accounts`, { data: { id: addresses[0] } });
  expect(((await account.json()) as { data: AccountAnswer }).data.account).toMatchObject({
    balancePartial: true,
    balance: '0',
  });
  await page.goto(`${stateless}/accounts/${addresses[0]}`);
  const details = page.locator('main');
  await expect(detailValue(details, 'Balance')).toHaveText('Unknown: first seen mid-chain, after this explorer’s history began');
  await expect(detailValue(details, 'Created')).toHaveText('Before this explorer’s history');
});
