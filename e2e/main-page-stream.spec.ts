import { mainTexts } from '@tvmscan/web/testing';
import { explorerApi } from './support/explorer-api.js';
import { expect, test } from './support/test.js';

const WATCH_MS = 25_000;

test('the main page by push: over 25 s one stream, no API request repeated more than twice, and newer blocks appear', async ({ page, request }) => {
  test.setTimeout(90_000);
  const asked = new Map<string, number>();
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call = `${sent.method()} ${url.pathname}${url.search} ${sent.postData() ?? ''}`;
    asked.set(call, (asked.get(call) ?? 0) + 1);
  });
  await page.goto('/');
  const blocks = page.getByRole('region', { name: mainTexts.en.panels.latestBlocks });
  const firstBlock = blocks.getByRole('listitem').first().getByRole('link').first();
  await expect(firstBlock).toBeVisible();
  const shownFirst = await firstBlock.textContent();
  const newestAtStart = (await explorerApi<{ blocks: { genUtime: number }[] }>(request, '/blocks/list', { limit: 1 })).blocks[0]!.genUtime;

  await page.waitForTimeout(WATCH_MS);

  const calls = [...asked.entries()];
  expect(calls.filter(([call]) => call.includes('/stream?'))).toEqual([[expect.stringContaining('GET /api/explorer/v1/stream?topics='), 1]]);
  expect(calls.filter(([, times]) => times > 2)).toEqual([]);
  await expect(firstBlock).not.toHaveText(shownFirst ?? '');
  const { blocks: shownNow } = await explorerApi<{ blocks: { rootHash: string; genUtime: number }[] }>(request, '/blocks/list', { limit: 30 });
  const firstHref = (await firstBlock.getAttribute('href')) ?? '';
  const pushed = shownNow.find((block) => firstHref.endsWith(block.rootHash));
  expect(pushed?.genUtime).toBeGreaterThan(newestAtStart);
});
