import type { Page } from '@playwright/test';
import { searchTexts } from '@tvmscan/web/testing';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

async function searchFor(page: Page, text: string) {
  await page.goto('/blocks');
  const search = page.getByRole('banner').getByRole('combobox', { name: searchTexts.en.label });
  await search.fill(text);
  return page.getByRole('listbox', { name: searchTexts.en.label });
}

test('a hash prefix finds its transaction, and a block hash prefix its block', async ({ page, request }) => {
  const { transactions } = await explorerApi<{ transactions: { hash: string }[] }>(request, '/transactions/list', { limit: 1 });
  const hash = transactions[0]!.hash;
  const { transaction } = await explorerApi<{ transaction: { blockRootHash: string } }>(request, '/transactions', { hash });

  const byTransaction = await searchFor(page, hash.slice(0, 6).toUpperCase());
  await expect(byTransaction.locator(`a[href="/transactions/${hash}"]`)).toBeVisible();
  await saveScreenshot(page, 'search-hash-prefix-en-light-1280');

  const byBlock = await searchFor(page, transaction.blockRootHash.slice(0, 6));
  await expect(byBlock.locator(`a[href="/blocks/${transaction.blockRootHash}"]`)).toBeVisible();
});

test('a friendly address, typed as it is written, shows its balance', async ({ page, request }) => {
  const { accounts } = await explorerApi<{ accounts: { address: string; balance: string }[] }>(request, '/accounts/list', {
    limit: 1,
    ordering: { by: 'balance', order: 'DESC' },
  });
  const account = accounts[0]!;
  expect(BigInt(account.balance)).toBeGreaterThan(0n);
  const { bounceable } = await explorerApi<{ bounceable: string }>(request, '/convert_address', { address: account.address });
  expect(bounceable).toMatch(/[A-Z]/);
  const { tokenSymbol } = (await (await request.get('/config.json')).json()) as { tokenSymbol: string };

  const results = await searchFor(page, bounceable);
  const option = results.locator(`a[href="/accounts/${account.address}"]`);
  await expect(option).toBeVisible();
  await expect(option).toContainText(tokenSymbol);
  await saveScreenshot(page, 'search-friendly-address-en-light-1280');
});
