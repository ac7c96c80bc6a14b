import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { richestChain, shownAmount } from './support/chain-pages.js';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

interface MessageRow {
  messageHash: string;
}

const detail = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test('the message page draws a chain of several transactions, each node linking to its page', async ({ page, request }) => {
  const { messages } = await explorerApi<{ messages: MessageRow[] }>(request, '/messages/list', { limit: 40, messageTypes: ['ExternalIn'] });
  const tree = await richestChain(
    request,
    messages.map((message) => message.messageHash),
  );
  expect(tree.transactions.length).toBeGreaterThan(1);
  const { message } = await explorerApi<{ message: { messageValue: string; messageType: string } }>(request, '/messages', { id: tree.root.hash });

  await page.goto(`/messages/${tree.root.hash}`);
  await expect(detail(page, 'Value')).toHaveText(shownAmount(message.messageValue, 'EVER'));
  await expect(detail(page, 'Type')).toHaveText('External in');
  const graph = page.getByRole('figure', { name: 'Message chain diagram' });
  await expect(graph.getByRole('link')).toHaveCount(tree.transactions.length + tree.messages.length);
  for (const transaction of tree.transactions) await expect(graph.locator(`a[href="/transactions/${transaction.hash}"]`)).toHaveCount(1);
  await saveScreenshot(page, 'message-graph');
  await expectNoSeriousA11yViolations(page);

  const views = page.getByRole('navigation', { name: 'Views of the message chain' });
  await views.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Transactions' }).locator('tbody tr')).toHaveCount(tree.transactions.length);
  await views.getByRole('link', { name: 'Total fees' }).click();
  const total = tree.transactions.reduce((sum, transaction) => sum + BigInt(transaction.totalFees), 0n);
  await expect(page.locator('dt', { hasText: 'Total fees of the chain' }).locator('+ dd')).toHaveText(shownAmount(String(total), 'EVER'));
  await views.getByRole('link', { name: 'Events' }).click();
  const events = tree.messages.filter((entry) => entry.messageType === 'ExternalOut').length;
  if (events === 0) await expect(page.getByText('no data')).toBeVisible();
  else await expect(page.getByRole('table', { name: 'Events' }).locator('tbody tr')).toHaveCount(Math.min(events, 50));
  await saveScreenshot(page, 'message-events');
  await expectNoSeriousA11yViolations(page);
});

test('the account page shows the raw address, the four other forms on demand, the account state on demand and its transactions', async ({
  page,
  request,
}) => {
  const { transactions } = await explorerApi<{ transactions: { accountId: string }[] }>(request, '/transactions/list', { limit: 1 });
  const id = transactions[0]!.accountId;
  const { account } = await explorerApi<{ account: { balance: string } }>(request, '/accounts', { id });
  const forms = await explorerApi<Record<string, string>>(request, '/convert_address', { address: id });

  // A wallet opens on its History: the messages are a tab of every account.
  await page.goto(`/accounts/${id}/messages`);
  await expect(detail(page, 'Address')).toContainText(id);
  // The raw form is the one shown; the four friendly ones are behind a disclosure.
  await expect(detail(page, 'Base64 bounceable')).toBeHidden();
  await page.getByText('Show the 4 other forms').click();
  await expect(detail(page, 'Base64 URL non-bounceable')).toContainText(forms['nonBounceableUrl']!);
  await expect(detail(page, 'Base64 bounceable')).toContainText(forms['bounceable']!);
  await expect(detail(page, 'Address')).toContainText(id);
  await expect(page.getByRole('table', { name: 'Messages' }).locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'More details' }).click();
  await expect(page.locator('#account-state')).toBeVisible();
  await saveScreenshot(page, 'account-more-details');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Account activity' }).getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${id}/transactions$`));
  await expect(page.getByRole('table', { name: 'Transactions' }).locator('tbody tr').first()).toBeVisible();
  expect(BigInt(account.balance) >= 0n).toBe(true);
});

test.describe('unknown things', () => {
  test.use({ allowedConsoleErrors: [[/404/, /400/, /not found/], { scope: 'test' }] });

  test('an unknown message shows its own not-found screen, an invalid address the general one', async ({ page }) => {
    await page.goto(`/messages/${'ab'.repeat(32)}`);
    await expect(page.getByText('Message not found')).toBeVisible();
    await expect(page.getByText(`There is no message ${'ab'.repeat(32)} in this network’s index.`)).toBeVisible();
    await page.goto('/accounts/not-an-address');
    await expect(page.getByText(/This page does not exist/)).toBeVisible();
  });

  test('an address never seen is NonExist with balance 0', async ({ page }) => {
    await page.goto(`/accounts/0:${'cd'.repeat(32)}`);
    await expect(detail(page, 'State')).toHaveText('Non-existent');
    await expect(detail(page, 'Balance')).toHaveText('0 EVER');
    await expectNoSeriousA11yViolations(page);
  });
});
