import type { APIRequestContext, Page } from '@playwright/test';
import { explorerApi } from './support/explorer-api.js';
import { tokenSample } from './support/token-api.js';
import { expect, test, type Language, type Theme } from './support/test.js';

const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1440];
const LANGUAGES: Language[] = ['en', 'ko', 'id', 'ja'];
const THEMES: Theme[] = ['light', 'dark'];
/** Longer than the app's 200 ms resize debounce, so the layout of the new size class is in place. */
const RESIZE_SETTLE_MS = 300;

/** The pages of the specifications, with one real block, transaction, message, account, token root and token holder of the stack. */
async function specPages(request: APIRequestContext): Promise<string[]> {
  const { blocks } = await explorerApi<{ blocks: { rootHash: string }[] }>(request, '/blocks/list', { limit: 1 });
  const { transactions } = await explorerApi<{ transactions: { hash: string; accountId: string }[] }>(request, '/transactions/list', { limit: 1 });
  const { messages } = await explorerApi<{ messages: { messageHash: string }[] }>(request, '/messages/list', { limit: 1 });
  const transaction = transactions[0]!;
  const { root, holder } = await tokenSample(request);
  return [
    '/',
    '/blocks',
    `/blocks/${blocks[0]!.rootHash}`,
    '/transactions',
    `/transactions/${transaction.hash}`,
    '/messages',
    `/messages/${messages[0]!.messageHash}`,
    '/accounts',
    `/accounts/${transaction.accountId}`,
    '/validators',
    '/config',
    '/tokens',
    '/tokens-transactions',
    `/accounts/${root.rootAddress}/holders`,
    `/accounts/${holder.ownerAddress}/token-balances`,
  ];
}

/** The widths (among WIDTHS) at which the document is wider than the window, so the page scrolls sideways. */
async function overflowingWidths(page: Page): Promise<string[]> {
  const overflows: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(RESIZE_SETTLE_MS);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) overflows.push(`${width} px: document ${scrollWidth} px wide`);
  }
  return overflows;
}

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test.describe(`${language}, ${theme} theme`, () => {
      test.use({ language, theme });

      test('no page of the specification scrolls sideways from 320 to 1440 px', async ({ page, request }) => {
        test.setTimeout(300_000);
        const found: string[] = [];
        for (const path of await specPages(request)) {
          await page.goto(path);
          await expect(page.locator('h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          found.push(...(await overflowingWidths(page)).map((overflow) => `${path} at ${overflow}`));
        }
        expect(found).toEqual([]);
      });
    });
  }
}
