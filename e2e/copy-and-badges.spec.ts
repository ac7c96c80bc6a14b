import { explorerApi } from './support/explorer-api.js';
import { expect, test } from './support/test.js';

test('the copy button beside a transaction hash puts the whole hash on the clipboard', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { transactions } = await explorerApi<{ transactions: { hash: string }[] }>(request, '/transactions/list', { limit: 1 });
  const { hash } = transactions[0]!;
  await page.goto(`/transactions/${hash}`);
  await page.getByRole('button', { name: `Copy ${hash.slice(0, 9)}…${hash.slice(-9)}` }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);
});

test('the block page offers to copy its root hash', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { blocks } = await explorerApi<{ blocks: { rootHash: string }[] }>(request, '/blocks/list', { limit: 1 });
  const { rootHash } = blocks[0]!;
  await page.goto(`/blocks/${rootHash}`);
  await page.getByRole('button', { name: `Copy ${rootHash.slice(0, 9)}…${rootHash.slice(-9)}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rootHash);
});

test('transaction statuses and account states show as coloured badges', async ({ page, request }) => {
  await page.goto('/transactions');
  const badges = page.getByRole('table', { name: 'Latest transactions' }).locator('[data-tone]');
  await expect(badges.first()).toBeVisible();
  const shown = await badges.evaluateAll((elements) => elements.map((element) => `${element.getAttribute('data-tone')} ${element.textContent}`));
  expect(shown.length).toBeGreaterThan(0);
  for (const badge of shown) expect(['success Success', 'failure Aborted']).toContain(badge);

  const { transactions } = await explorerApi<{ transactions: { hash: string; aborted: boolean }[] }>(request, '/transactions/list', { limit: 1 });
  const transaction = transactions[0]!;
  await page.goto(`/transactions/${transaction.hash}`);
  // The status is the first badge: a transaction that skipped its compute phase shows a Skipped badge after it.
  const status = page
    .locator('dt', { hasText: /^Status$/ })
    .locator('+ dd [data-tone]')
    .first();
  await expect(status).toHaveAttribute('data-tone', transaction.aborted ? 'failure' : 'success');

  await page.goto('/accounts');
  const states = page.getByRole('table', { name: 'Accounts' }).locator('[data-tone]');
  await expect(states.first()).toBeVisible();
  await expect(states.filter({ hasText: /^Active$/ }).first()).toHaveAttribute('data-tone', 'success');
});

test('the message page offers to copy its source and destination whole', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { messages } = await explorerApi<{ messages: { messageHash: string; srcAddress: string; dstAddress: string }[] }>(request, '/messages/list', {
    limit: 1,
    messageTypes: ['Internal'],
  });
  const { messageHash, srcAddress, dstAddress } = messages[0]!;
  await page.goto(`/messages/${messageHash}`);
  for (const address of [srcAddress, dstAddress]) {
    await page.getByRole('button', { name: `Copy ${address.slice(0, 9)}…${address.slice(-9)}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  }
});

test('a bounced message and the transaction that skipped its compute phase show Bounced and Skipped badges', async ({ page, request }) => {
  const { messages } = await explorerApi<{ messages: { messageHash: string; bounced: boolean; dstTransactionHash: string | null }[] }>(
    request,
    '/messages/list',
    { limit: 100, messageTypes: ['Internal'] },
  );
  const bounced = messages.find((message) => message.bounced);
  expect(bounced, 'the devnet workload bounces messages').toBeDefined();
  await page.goto(`/messages/${bounced!.messageHash}`);
  await expect(page.locator('dt', { hasText: /^Bounced$/ }).locator('+ dd [data-tone]')).toHaveText('Bounced');

  const { transactions } = await explorerApi<{ transactions: { hash: string; aborted: boolean }[] }>(request, '/transactions/list', { limit: 100 });
  let skipped: string | undefined;
  for (const { hash } of transactions.filter((transaction) => transaction.aborted)) {
    const { transaction } = await explorerApi<{ transaction: { description: { compute: { kind: string } | null } } }>(request, '/transactions', {
      hash,
    });
    if (transaction.description.compute?.kind === 'Skipped') {
      skipped = hash;
      break;
    }
  }
  expect(skipped, 'the devnet workload sends value to accounts that do not exist').toBeDefined();
  await page.goto(`/transactions/${skipped}`);
  const status = page.locator('dt', { hasText: /^Status$/ }).locator('+ dd [data-tone]');
  await expect(status).toHaveText(['Aborted', 'Skipped']);
  await expect(status.nth(1)).toHaveAttribute('data-tone', 'neutral');
});
