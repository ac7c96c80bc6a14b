import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { detailValue, formatNano, openTab, tabLabels } from './support/detail-page.js';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

interface TransactionRow {
  hash: string;
  txType: string;
  aborted: boolean;
  inMessageHash: string | null;
}

interface TransactionDetails extends TransactionRow {
  accountId: string;
  valueReceived: string;
  valueSent: string;
  totalFees: string;
  outMessages: { messageHash: string }[];
  description: Record<'storage' | 'credit' | 'compute' | 'action' | 'bounce', Record<string, unknown> | null> & { destroyed: boolean | null };
  fees: Record<'storage' | 'gas' | 'action' | 'bounce' | 'other' | 'fwd' | 'total', string>;
}

/** The tabs spec 000 §2 gives a transaction: a phase tab only when that phase exists, the diagram only with a message. */
function expectedTabs(transaction: TransactionDetails): string[] {
  const { description } = transaction;
  return [
    'Messages',
    'Token operations',
    'Fees',
    ...(description.storage ? ['Storage phase'] : []),
    ...(description.credit ? ['Credit phase'] : []),
    ...(description.compute ? ['Compute phase'] : []),
    ...(description.action ? ['Action phase'] : []),
    ...(description.bounce ? ['Bounce phase'] : []),
    ...(description.destroyed !== null ? ['Final state'] : []),
    ...(transaction.inMessageHash || transaction.outMessages.length > 0 ? ['Diagram'] : []),
  ];
}

async function latestTransactions(request: APIRequestContext): Promise<TransactionRow[]> {
  const { transactions } = await explorerApi<{ transactions: TransactionRow[] }>(request, '/transactions/list', { limit: 100 });
  return transactions;
}

const details = (request: APIRequestContext, hash: string) =>
  explorerApi<{ transaction: TransactionDetails }>(request, '/transactions', { id: hash }).then((answer) => answer.transaction);

async function visit(page: Page, hash: string) {
  await page.goto(`/transactions/${hash}`);
  await expect(page.getByRole('region', { name: 'Transaction details' })).toBeVisible();
}

test('an ordinary transaction: details and every tab follow the API, each passes axe', async ({ page, request }) => {
  const row = (await latestTransactions(request)).find((transaction) => transaction.txType === 'Ordinary' && transaction.inMessageHash);
  expect(row, 'an ordinary transaction with an inbound message among the latest 100').toBeTruthy();
  const transaction = await details(request, row!.hash);
  await visit(page, transaction.hash);
  const main = page.getByRole('region', { name: 'Transaction details' });
  await expect(detailValue(main, 'Hash')).toHaveText(transaction.hash);
  await expect(detailValue(main, 'Account')).toHaveText(transaction.accountId);
  await expect(detailValue(main, 'Value received')).toHaveText(formatNano(transaction.valueReceived));
  await expect(detailValue(main, 'Value sent')).toHaveText(formatNano(transaction.valueSent));
  await expect(detailValue(main, 'Fees')).toHaveText(formatNano(transaction.totalFees));
  const tabs = expectedTabs(transaction);
  expect(await tabLabels(page)).toEqual(tabs);
  await expect(page.getByRole('table', { name: 'Incoming message' }).locator(`a[title="${transaction.inMessageHash}"]`)).toBeVisible();
  await saveScreenshot(page, 'transaction-ordinary-messages');
  await expectNoSeriousA11yViolations(page);

  for (const tab of tabs.slice(1)) {
    await openTab(page, tab);
    const panel = page.getByRole('region', { name: tab });
    await expect(panel).toBeVisible();
    if (tab === 'Fees') await expect(detailValue(panel, 'Total')).toHaveText(formatNano(transaction.fees.total));
    if (tab === 'Diagram') {
      const graph = panel.getByRole('figure', { name: 'Message chain diagram' });
      await expect(graph.locator(`a[href="/transactions/${transaction.hash}"]`)).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Open the message page' })).toHaveAttribute('href', `/messages/${transaction.inMessageHash}`);
    }
    await saveScreenshot(page, `transaction-ordinary-${tab.toLowerCase().replace(/\s+/g, '-')}`);
    await expectNoSeriousA11yViolations(page);
  }
});

test('more details show the raw BOC the API returns', async ({ page, request }) => {
  const [row] = await latestTransactions(request);
  const { boc } = await explorerApi<{ boc: string }>(request, '/transactions/raw', { id: row!.hash });
  await visit(page, row!.hash);
  await page.getByRole('button', { name: 'More details' }).click();
  const more = page.getByRole('region', { name: 'More transaction details' });
  await expect(more.locator('pre')).toHaveText(boc);
  await saveScreenshot(page, 'transaction-more-details');
  await expectNoSeriousA11yViolations(page);
});

test('an aborted transaction carries a warning or an error, a successful one neither', async ({ page, request }) => {
  const rows = await latestTransactions(request);
  const sample = [...rows.filter((row) => row.aborted).slice(0, 3), ...rows.filter((row) => !row.aborted).slice(0, 2)];
  for (const row of sample) {
    await visit(page, row.hash);
    const notices = page.locator('main p[role="alert"], main p[role="status"]');
    await expect(notices).toHaveCount(row.aborted ? 1 : 0);
    if (row.aborted) {
      await expect(notices).toHaveText(/^(Warning: Receiving native currency with an uninitialized account|Error: .+)$/);
      await saveScreenshot(page, 'transaction-aborted');
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test.describe('an unknown transaction', () => {
  test.use({ allowedConsoleErrors: [/404/] });

  test("shows 'Transaction not found'", async ({ page }) => {
    await page.goto(`/transactions/${'ab'.repeat(32)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction not found');
    await expectNoSeriousA11yViolations(page);
  });
});
