import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { detailValue, formatNano, openTab, tabLabels } from './support/detail-page.js';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

interface BlockRow {
  rootHash: string;
  workchain: number;
  shard: string;
  seqno: number;
  transactionCount: number;
}

interface BlockAnswer {
  block: BlockRow & { valueFlow: Record<string, string | null> };
  prevBlock: { workchain: number; shard: string; seqno: number } | null;
  nextBlock: { workchain: number; shard: string; seqno: number } | null;
  shardsInfo: unknown[];
  accountBlocks: { address: string }[];
}

const label = (block: BlockRow) => `${block.workchain}:${block.shard.replace(/0+$/, '') || '0'}:${block.seqno}`;

function expectedTabs(answer: BlockAnswer): string[] {
  return [
    'Transactions',
    'Value flow',
    ...(answer.accountBlocks.length > 0 ? ['Account blocks'] : []),
    ...(answer.shardsInfo.length > 0 ? ['Shard hashes'] : []),
    'Messages',
  ];
}

async function latestBlock(request: Parameters<typeof explorerApi>[0], filter: object): Promise<BlockAnswer> {
  const { blocks } = await explorerApi<{ blocks: BlockRow[] }>(request, '/blocks/list', { limit: 1, ...filter });
  return explorerApi<BlockAnswer>(request, '/blocks', { hash: blocks[0]!.rootHash });
}

test('a masterchain block: its details and tabs follow the API, each tab passes axe', async ({ page, request }) => {
  const answer = await latestBlock(request, { workchain: -1 });
  const { block } = answer;
  await page.goto(`/blocks/${block.rootHash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${label(block)}`);
  await expect(page).toHaveTitle(`Block ${label(block)} | Everscale`);
  const details = page.getByRole('region', { name: 'Block details' });
  await expect(detailValue(details, 'Root hash')).toHaveText(block.rootHash);
  await expect(detailValue(details, 'Transactions')).toHaveText(String(block.transactionCount));
  expect(await tabLabels(page)).toEqual(expectedTabs(answer));
  await saveScreenshot(page, 'block-masterchain-transactions');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'More details' }).click();
  await expect(page.getByRole('region', { name: 'Extra block details' })).toBeVisible();
  await saveScreenshot(page, 'block-masterchain-extra-details');
  await expectNoSeriousA11yViolations(page);

  await openTab(page, 'Value flow');
  const flow = page.getByRole('region', { name: 'Value flow' });
  await expect(detailValue(flow, 'Fees collected')).toHaveText(formatNano(block.valueFlow['feesCollected']!));
  await expect(detailValue(flow, 'Created')).toHaveText(formatNano(block.valueFlow['created']!));
  await saveScreenshot(page, 'block-masterchain-value-flow');
  await expectNoSeriousA11yViolations(page);

  if (answer.shardsInfo.length > 0) {
    await openTab(page, 'Shard hashes');
    await expect(page.getByRole('table', { name: 'Shard hashes' }).locator('tbody tr')).toHaveCount(answer.shardsInfo.length);
    await saveScreenshot(page, 'block-masterchain-shard-hashes');
    await expectNoSeriousA11yViolations(page);
  }

  await openTab(page, 'Messages');
  await expect(page.getByRole('table', { name: 'Incoming messages' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Outgoing messages' })).toBeVisible();
  await saveScreenshot(page, 'block-masterchain-messages');
  await expectNoSeriousA11yViolations(page);
});

test('a workchain block with transactions: the transactions and account blocks the API lists', async ({ page, request }) => {
  const answer = await latestBlock(request, { workchain: 0, transactionCountGe: 1 });
  const { block } = answer;
  const { transactions } = await explorerApi<{ transactions: { hash: string }[] }>(request, '/transactions/list', {
    block: block.rootHash,
    limit: 10,
  });
  await page.goto(`/blocks/${block.workchain}/${block.shard}/${block.seqno}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${label(block)}`);
  expect(await tabLabels(page)).toEqual(expectedTabs(answer));
  const table = page.getByRole('table', { name: 'Transactions of the block' });
  await expect(table.locator('tbody tr')).toHaveCount(transactions.length);
  for (const transaction of transactions) await expect(table.locator(`a[title="${transaction.hash}"]`)).toBeVisible();
  await saveScreenshot(page, 'block-workchain-transactions');

  await openTab(page, 'Account blocks');
  const accounts = page.getByRole('table', { name: 'Account blocks' });
  await expect(accounts.locator('tbody tr')).toHaveCount(Math.min(answer.accountBlocks.length, 10));
  await expect(accounts.locator(`a[title="${answer.accountBlocks[0]!.address}"]`)).toBeVisible();
  await saveScreenshot(page, 'block-workchain-account-blocks');
  await expectNoSeriousA11yViolations(page);

  const { messages } = await explorerApi<{ messages: unknown[] }>(request, '/messages/list', { block: block.rootHash, isOut: false, limit: 10 });
  await openTab(page, 'Messages');
  await expect(page.getByRole('table', { name: 'Incoming messages' }).locator('tbody tr')).toHaveCount(Math.max(messages.length, 1));
});

test('previous and next lead to the neighbouring blocks of the same shard, at a small width', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { blocks } = await explorerApi<{ blocks: BlockRow[] }>(request, '/blocks/list', { limit: 3, workchain: -1 });
  const middle = blocks[1]!;
  await page.goto(`/blocks/${middle.rootHash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${label(middle)}`);
  await saveScreenshot(page, 'block-375');
  const neighbours = page.getByRole('navigation', { name: 'Neighbouring blocks' });
  await neighbours.getByRole('link', { name: 'Next block ›' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block -1:8:${middle.seqno + 1}`);
  await page.getByRole('navigation', { name: 'Neighbouring blocks' }).getByRole('link', { name: '‹ Previous block' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${label(middle)}`);
  await expectNoSeriousA11yViolations(page);
});

test.describe('an unknown block', () => {
  test.use({ allowedConsoleErrors: [/404/] });

  test("shows 'Block not found'", async ({ page }) => {
    await page.goto('/blocks/-1/8000000000000000/2000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block not found');
    await expectNoSeriousA11yViolations(page);
  });
});
