import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { shownAmount, type TreeAnswer } from './support/chain-pages.js';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

const ELECTOR = '-1:3333333333333333333333333333333333333333333333333333333333333333';

test('a genesis message shows its details and its chain', async ({ page, request }) => {
  const { messages } = await explorerApi<{ messages: { messageHash: string; messageValue: string }[] }>(request, '/messages/list', { limit: 1 });
  const first = messages[0]!;
  const tree = await explorerApi<TreeAnswer>(request, '/messages/tree', { id: first.messageHash });
  await page.goto(`/messages/${first.messageHash}`);
  await expect(page.locator('dt', { hasText: /^Value$/ }).locator('+ dd')).toHaveText(shownAmount(first.messageValue, 'EVER'));
  const graph = page.getByRole('figure', { name: 'Message chain diagram' });
  await expect(graph.getByRole('link')).toHaveCount(tree.transactions.length + tree.messages.length);
  await saveScreenshot(page, 'genesis-message');
  await expectNoSeriousA11yViolations(page);
});

test('the elector account of the genesis shows its balance and transactions', async ({ page, request }) => {
  const { account } = await explorerApi<{ account: { balance: string; state: string } }>(request, '/accounts', { id: ELECTOR });
  await page.goto(`/accounts/${ELECTOR}/transactions`);
  await expect(page.locator('dt', { hasText: /^Balance$/ }).locator('+ dd')).toHaveText(shownAmount(account.balance, 'EVER'));
  await expect(page.getByRole('table', { name: 'Transactions' }).locator('tbody tr').first()).toBeVisible();
  await saveScreenshot(page, 'genesis-elector-account');
  await expectNoSeriousA11yViolations(page);
});
