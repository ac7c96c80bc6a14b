import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { detailValue, openTab, tabLabels } from './support/detail-page.js';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

interface TransactionRow {
  hash: string;
  txType: string;
  tickTock: string | null;
  aborted: boolean;
  resultCode: number | null;
}

async function genesisTransactions(request: Parameters<typeof explorerApi>[0]): Promise<TransactionRow[]> {
  const { transactions } = await explorerApi<{ transactions: TransactionRow[] }>(request, '/transactions/list', { limit: 100 });
  return transactions;
}

test('an aborted tock transaction: an error from its result code, no message tabs', async ({ page, request }) => {
  const tock = (await genesisTransactions(request)).find((row) => row.tickTock === 'Tock' && row.aborted && row.resultCode === 37);
  expect(tock, 'an aborted tock with result code 37 in the last genesis blocks').toBeTruthy();
  await page.goto(`/transactions/${tock!.hash}`);
  await expect(page.getByRole('alert')).toHaveText('Error: result code 37: Insufficient balance');
  const main = page.getByRole('region', { name: 'Transaction details' });
  await expect(detailValue(main, 'Type')).toHaveText('Tick-tock (Tock)');
  expect(await tabLabels(page)).toEqual(['Messages', 'Token operations', 'Fees', 'Storage phase', 'Compute phase', 'Action phase', 'Final state']);
  await page.getByRole('button', { name: 'More details' }).click();
  const more = page.getByRole('region', { name: 'More transaction details' });
  await expect(more.getByText('Credit first')).toHaveCount(0);
  await expect(detailValue(more, 'Result code')).toHaveText('37 — Insufficient balance');
  await saveScreenshot(page, 'genesis-transaction-tock');
  await expectNoSeriousA11yViolations(page);
  await openTab(page, 'Action phase');
  await expect(detailValue(page.getByRole('region', { name: 'Action phase' }), 'No funds')).toHaveText('Yes');
  await saveScreenshot(page, 'genesis-transaction-tock-action-phase');
  await expectNoSeriousA11yViolations(page);
});

test('an ordinary genesis transaction has its credit phase, credit-first and the diagram', async ({ page, request }) => {
  const ordinary = (await genesisTransactions(request)).find((row) => row.txType === 'Ordinary');
  expect(ordinary, 'an ordinary transaction in the last genesis blocks').toBeTruthy();
  const { transaction } = await explorerApi<{ transaction: { inMessageHash: string; description: { creditFirst: boolean } } }>(
    request,
    '/transactions',
    {
      id: ordinary!.hash,
    },
  );
  await page.goto(`/transactions/${ordinary!.hash}`);
  await expect(page.getByRole('region', { name: 'Transaction details' })).toBeVisible();
  expect(await tabLabels(page)).toContain('Credit phase');
  expect(await tabLabels(page)).toContain('Diagram');
  await page.getByRole('button', { name: 'More details' }).click();
  const more = page.getByRole('region', { name: 'More transaction details' });
  await expect(detailValue(more, 'Credit first')).toHaveText(transaction.description.creditFirst ? 'Yes' : 'No');
  await openTab(page, 'Credit phase');
  await saveScreenshot(page, 'genesis-transaction-ordinary-credit-phase');
  await expectNoSeriousA11yViolations(page);
  await openTab(page, 'Diagram');
  const graph = page.getByRole('figure', { name: 'Message chain diagram' });
  await expect(graph.locator(`a[href="/transactions/${ordinary!.hash}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the message page' })).toHaveAttribute('href', `/messages/${transaction.inMessageHash}`);
  await saveScreenshot(page, 'genesis-transaction-ordinary-diagram');
  await expectNoSeriousA11yViolations(page);
});

test.describe('in Japanese with the dark theme', () => {
  test.use({ language: 'ja', theme: 'dark' });

  test('the block and transaction pages stay readable and accessible', async ({ page, request }) => {
    await page.goto('/blocks/-1/8/99/value-flow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ブロック -1:8:99');
    await saveScreenshot(page, 'genesis-block-99-ja-dark');
    await expectNoSeriousA11yViolations(page);
    const ordinary = (await genesisTransactions(request)).find((row) => row.txType === 'Ordinary');
    await page.goto(`/transactions/${ordinary!.hash}/compute-ph`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('トランザクション');
    await expect(page.getByRole('region', { name: '計算フェーズ' })).toBeVisible();
    await saveScreenshot(page, 'genesis-transaction-ja-dark');
    await expectNoSeriousA11yViolations(page);
  });
});
