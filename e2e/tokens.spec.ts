import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { accountTexts, mainTexts, searchTexts, tokensTexts } from '@tvmscan/web/testing';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { saveScreenshot } from './support/screenshots.js';
import { groupInteger, tokensText } from './support/expected-text.js';
import { expect, test } from './support/test.js';
import { LANGUAGES_AND_DARK } from './support/variants.js';
import { tokenApi, tokenSample, wholeTokens, type ApiToken, type ApiTokenTransaction } from './support/token-api.js';

const WIDTHS = [1440, 390];
/** Longer than the app's 200 ms resize debounce. */
const RESIZE_SETTLE_MS = 300;

/** The text of a downloaded file, split into CSV rows of plain cells (the specs' values hold no commas or quotes). */
async function csvRows(download: Download): Promise<string[][]> {
  return (await readFile(await download.path(), 'utf8'))
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

for (const { language, theme } of LANGUAGES_AND_DARK) {
  test.describe(`in ${language}, ${theme} theme`, () => {
    test.use({ language, theme });

    test('every token screen shows its data at 1440 and 390 px', async ({ page, request }) => {
      test.setTimeout(240_000);
      const { root, holder, operation } = await tokenSample(request);
      const texts = tokensTexts[language];
      const tabs = accountTexts[language].tabs;
      const screens: { name: string; path: string; shows: () => ReturnType<Page['locator']> }[] = [
        {
          name: 'tokens',
          path: '/tokens',
          shows: () => page.getByRole('table', { name: texts.list.caption }).getByText(root.token, { exact: true }),
        },
        {
          name: 'token-transactions',
          path: '/tokens-transactions',
          shows: () => page.getByRole('table', { name: texts.transactions.caption }).locator('tbody tr td a').first(),
        },
        {
          name: 'holders',
          path: `/accounts/${root.rootAddress}/holders`,
          shows: () => page.getByRole('table', { name: tabs.holders }).locator('tbody tr td a').first(),
        },
        {
          name: 'token-balances',
          path: `/accounts/${holder.ownerAddress}/token-balances`,
          shows: () => page.getByRole('table', { name: tabs['token-balances'] }).locator(`a[href="/accounts/${holder.rootAddress}"]`).first(),
        },
        {
          name: 'account-token-transactions',
          path: `/accounts/${holder.ownerAddress}/token-transactions`,
          shows: () => page.getByRole('table', { name: tabs['token-transactions'] }).locator('tbody tr td a').first(),
        },
        {
          name: 'token-operations',
          path: `/transactions/${operation.transactionHash}/token-operations`,
          shows: () => page.locator(`section table a[href="/accounts/${operation.rootAddress}"]`).first(),
        },
        {
          name: 'main-token-panel',
          path: '/',
          shows: () =>
            page.getByRole('region', { name: mainTexts[language].panels.latestTokenTransactions }).locator('a[href^="/transactions/"]').first(),
        },
      ];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect(screen.shows()).toBeVisible();
          await page.waitForTimeout(RESIZE_SETTLE_MS);
          await expectNoSidewaysScroll(page, `${screen.path} at ${width} px`);
          await saveScreenshot(page, `tokens-${screen.name}-${language}-${theme}-${width}`);
          if (theme === 'dark') await expectNoSeriousA11yViolations(page);
        }
        await page.goto('/tokens-transactions');
        await expect(page.getByRole('table', { name: texts.transactions.caption })).toBeVisible();
        const chart = page.getByRole('region', { name: texts.transactions.chart });
        if (width > 767) await expect(chart).toBeVisible();
        else await expect(chart).toHaveCount(0);
      }
    });
  });
}

test('the tokens list shows every token in market order with the holders and the total supply its root reports', async ({ page, request }) => {
  await tokenSample(request);
  const table = page.getByRole('table', { name: tokensTexts.en.list.caption });
  // The devnet keeps minting and burning: the page and the API are compared again until both read the same block.
  await expect(async () => {
    await page.goto('/tokens');
    const { tokens } = await tokenApi<{ tokens: ApiToken[] }>(request, '/root_contract/search', {
      limit: 10,
      ordering: { by: 'market', order: 'DESC' },
    });
    for (const token of tokens) {
      const row = table.locator('tbody tr', { has: page.locator(`a[href="/accounts/${token.rootAddress}"]`) });
      await expect(row.getByRole('cell')).toHaveText(
        [
          token.name,
          token.token,
          /^(TIP-3|Jetton)$/,
          /./,
          /./,
          groupInteger(token.holders),
          /^[\d,]+$/,
          /./,
          tokensText(token.totalSupply, token.scale),
        ],
        { timeout: 3000 },
      );
    }
  }).toPass({ timeout: 60_000 });
  await saveScreenshot(page, 'tokens-list-en-1280');
});

test.describe('symbol search', () => {
  // The devnet serves the Everscale token list manifest's URL, which an offline stack cannot reach; a search that finds
  // several tokens asks for it to order them, and the browser logs the failed fetch.
  test.use({ allowedConsoleErrors: [/manifest\.json/] });

  test('a symbol query of three letters finds its token, and a two-letter query sends no symbol request', async ({ page, request }) => {
    const { root } = await tokenSample(request);
    const symbolRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/root_contract/symbol_substring/')) symbolRequests.push(sent.url());
    });
    await page.goto('/blocks');
    const search = page.getByRole('banner').getByRole('combobox', { name: searchTexts.en.label });

    await search.fill(root.token.slice(0, 2).toLowerCase());
    await expect(page.getByRole('listbox', { name: searchTexts.en.label }).or(page.getByText(searchTexts.en.nothingFound))).toBeVisible();
    await page.waitForTimeout(600);
    expect(symbolRequests).toEqual([]);

    const query = root.token.slice(0, 3);
    await search.fill(` ${query.toUpperCase()} `);
    const tokensGroup = page.getByRole('listbox', { name: searchTexts.en.label }).getByRole('group', { name: searchTexts.en.groups.tokens });
    const option = tokensGroup.locator(`a[href="/accounts/${root.rootAddress}"]`);
    await expect(option).toBeVisible();
    await expect(option).toContainText(`${root.name} (${root.token})`);
    expect(symbolRequests.map((url) => decodeURIComponent(url.split('/symbol_substring/')[1] ?? ''))).toEqual([query.toLowerCase()]);
    await saveScreenshot(page, 'tokens-search-en-1280');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${root.rootAddress}$`));
  });
});

test('the CSVs download with the names and units of the specification', async ({ page, request }) => {
  const { root, holder } = await tokenSample(request);

  await page.goto('/tokens');
  await expect(page.getByRole('table', { name: tokensTexts.en.list.caption }).getByText(root.token, { exact: true })).toBeVisible();
  const tokensDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /tokens\.csv/ }).click();
  const tokensFile = await tokensDownload;
  expect(tokensFile.suggestedFilename()).toBe('tokens.csv');
  const tokenRows = await csvRows(tokensFile);
  expect(tokenRows[0]).toEqual([
    'Address',
    'Name',
    'Symbol',
    'Decimals',
    'Total supply',
    'Standard',
    'USD price',
    'USD market value',
    'Holders',
    'Transfers 24h',
    'Volume 24h',
  ]);
  const rootRow = tokenRows.find((row) => row[0] === root.rootAddress);
  // The devnet mints and burns while the test runs: the CSV's supply, in whole tokens, is one the token API gave
  // before or after the download.
  const after = (await tokenSample(request)).tokens.find((token) => token.rootAddress === root.rootAddress) ?? root;
  expect([wholeTokens(root.totalSupply, root.scale), wholeTokens(after.totalSupply, after.scale)]).toContain(rootRow?.[4]);

  await page.goto('/tokens-transactions');
  await expect(page.getByRole('table', { name: tokensTexts.en.transactions.caption }).locator('tbody tr td a').first()).toBeVisible();
  const operationsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /token-transactions\.csv/ }).click();
  const operationsFile = await operationsDownload;
  expect(operationsFile.suggestedFilename()).toBe('token-transactions.csv');
  const [header, first] = await csvRows(operationsFile);
  expect(header).toEqual(['Transaction hash', 'Time', 'Kind', 'Token', 'Root address', 'Sender', 'Receiver', 'Amount', 'Message hash']);
  const [hash, time, kind, , , , , amount, messageHash] = first!;
  const { transactions } = await tokenApi<{ transactions: ApiTokenTransaction[] }>(request, '/transactions/search', {
    messageHases: [messageHash],
    limit: 100,
  });
  const same = transactions.find((operation) => operation.transactionHash === hash && operation.kind === kind);
  expect(same, 'the first exported operation is one the API knows').toBeDefined();
  expect(time).toBe(String(same!.blockTime * 1000));
  expect(amount).toBe(wholeTokens(same!.amount, same!.scale ?? 0));

  await page.goto(`/accounts/${root.rootAddress}/holders`);
  await expect(page.getByRole('table', { name: accountTexts.en.tabs.holders }).locator('tbody tr td a').first()).toBeVisible();
  const holdersDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /holders\.csv/ }).click();
  const holdersFile = await holdersDownload;
  expect(holdersFile.suggestedFilename()).toBe('holders.csv');
  const holderRows = await csvRows(holdersFile);
  expect(holderRows[0]).toEqual(['Owner', 'Wallet address', 'Amount', 'Share of supply (%)']);
  for (const row of holderRows.slice(1)) {
    expect(row[2]).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(row[3])).toBeLessThanOrEqual(100);
  }

  await page.goto(`/accounts/${holder.ownerAddress}/token-balances`);
  await expect(page.getByRole('table', { name: accountTexts.en.tabs['token-balances'] }).locator('tbody tr td a').first()).toBeVisible();
  const balancesDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /token-balances\.csv/ }).click();
  const balancesFile = await balancesDownload;
  expect(balancesFile.suggestedFilename()).toBe('token-balances.csv');
  expect((await csvRows(balancesFile))[0]).toEqual(['Token', 'Root address', 'Wallet address', 'Amount', 'USD price', 'USD value']);
});
