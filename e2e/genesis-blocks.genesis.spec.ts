import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

interface BlockRow {
  rootHash: string;
  workchain: number;
  seqno: number;
}

test('the blocks list shows the imported Everscale genesis archive, up to masterchain block 99', async ({ page, request }) => {
  const { blocks } = await explorerApi<{ blocks: BlockRow[] }>(request, '/blocks/list', { limit: 5, workchain: -1 });
  expect(blocks[0]?.seqno).toBe(99);
  await page.goto('/blocks');
  await expect(page.locator(`a[title="${blocks[0]!.rootHash}"]`).first()).toBeVisible();
  await saveScreenshot(page, 'genesis-blocks');
});
