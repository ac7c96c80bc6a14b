import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { detailValue, formatNano, openTab, tabLabels } from './support/detail-page.js';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

interface BlockAnswer {
  block: { rootHash: string; valueFlow: Record<string, string | null>; blockInfo: { minRefMcSeqno: number; genCatchainSeqno: number } };
  shardsInfo: { rootHash: string }[];
  accountBlocks: { address: string }[];
}

test('masterchain block 99 of the genesis archive, asked by workchain, shard prefix and seqno', async ({ page, request }) => {
  const answer = await explorerApi<BlockAnswer>(request, '/blocks', { workchain: -1, shard: '8000000000000000', seqno: 99 });
  await page.goto('/blocks/-1/8/99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block -1:8:99');
  const details = page.getByRole('region', { name: 'Block details' });
  await expect(detailValue(details, 'Root hash')).toHaveText(answer.block.rootHash);
  expect(await tabLabels(page)).toEqual(['Transactions', 'Value flow', 'Account blocks', 'Shard hashes', 'Messages']);
  await expect(page.getByRole('navigation', { name: 'Neighbouring blocks' }).getByRole('link', { name: 'Next block ›' })).toHaveCount(0);

  await page.getByRole('button', { name: 'More details' }).click();
  const extra = page.getByRole('region', { name: 'Extra block details' });
  await expect(detailValue(extra, 'Minimal referenced masterchain block')).toHaveText(String(answer.block.blockInfo.minRefMcSeqno));
  await expect(detailValue(extra, 'Catchain seqno')).toHaveText(String(answer.block.blockInfo.genCatchainSeqno));
  await saveScreenshot(page, 'genesis-block-99');
  await expectNoSeriousA11yViolations(page);

  await openTab(page, 'Value flow');
  const flow = page.getByRole('region', { name: 'Value flow' });
  for (const [label, field] of [
    ['From previous block', 'fromPrevBlk'],
    ['Fees collected', 'feesCollected'],
    ['Fees imported', 'feesImported'],
    ['Created', 'created'],
  ] as const) {
    await expect(detailValue(flow, label)).toHaveText(formatNano(answer.block.valueFlow[field]!));
  }

  await openTab(page, 'Account blocks');
  await expect(page.getByRole('table', { name: 'Account blocks' }).locator('tbody tr')).toHaveCount(answer.accountBlocks.length);

  await openTab(page, 'Shard hashes');
  const shards = page.getByRole('table', { name: 'Shard hashes' });
  await expect(shards.locator('tbody tr')).toHaveCount(answer.shardsInfo.length);
  for (const shard of answer.shardsInfo) await expect(shards.locator(`a[title="${shard.rootHash}"]`)).toBeVisible();
  await saveScreenshot(page, 'genesis-block-99-shard-hashes');
  await expectNoSeriousA11yViolations(page);
});

test('a shard block right after the split of the root shard names its parent shard', async ({ page }) => {
  await page.goto('/blocks/0/4000000000000000/37');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 0:4:37');
  expect(await tabLabels(page)).toEqual(['Transactions', 'Value flow', 'Messages']);
  await page.getByRole('button', { name: 'More details' }).click();
  const extra = page.getByRole('region', { name: 'Extra block details' });
  await expect(detailValue(extra, 'After split')).toHaveText('Yes');
  await expect(detailValue(extra, 'Parent shard')).toHaveText('0:8000000000000000');
  await saveScreenshot(page, 'genesis-block-after-split');
  await expectNoSeriousA11yViolations(page);
});
