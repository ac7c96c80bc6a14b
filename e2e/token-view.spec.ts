import type { Page, Route } from '@playwright/test';
import { accountTexts, contractsTexts, nftsTexts, tokensTexts } from '@tvmscan/web/testing';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { nftSample } from './support/nft-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';
import { tokenApi, viewedRoots, type ApiBalance, type ApiToken } from './support/token-api.js';
import { LANGUAGES_AND_DARK } from './support/variants.js';

const WIDTHS = [1440, 390];

async function tabNames(page: Page, label: string): Promise<string[]> {
  return page.getByRole('navigation', { name: label }).getByRole('link').allTextContents();
}

/** The digits of a figure as shown, whatever the language's grouping. */
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

for (const { language, theme } of LANGUAGES_AND_DARK) {
  test.describe(`in ${language}, ${theme} theme`, () => {
    test.use({ language, theme });

    test('a token root’s first screen names the token, its symbol, supply, holders and price, with the whole tab bar before the data', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const roots = await viewedRoots(request);
      const texts = tokensTexts[language].view;
      const account = accountTexts[language];
      const expectedTabs = [
        account.tabs['token-transactions'],
        account.tabs.holders,
        account.tabs.messages,
        account.tabs.transactions,
        contractsTexts[language].account.sourceCode,
      ];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const root of roots) {
          // The root's token transactions are held back until the tab bar has been read: it must be whole without them.
          let release: () => void = () => undefined;
          const held = new Promise<void>((resolve) => (release = resolve));
          const hold = async (route: Route) => {
            await held;
            await route.continue();
          };
          await page.route('**/api/tokens/v1/transactions/search', hold);
          await page.goto(`/accounts/${root.rootAddress}`);
          const heading = page.getByRole('heading', { level: 1, name: `${root.name} (${root.token})` });
          await expect(heading).toBeInViewport();
          await expect(page.getByRole('navigation', { name: account.tabs.label })).toBeVisible();
          const before = await tabNames(page, account.tabs.label);
          release();
          await expect(page.getByRole('table', { name: account.tabs['token-transactions'] })).toBeVisible();
          await page.unroute('**/api/tokens/v1/transactions/search', hold);
          expect(before, 'the tab bar before the token transactions arrive').toEqual(expectedTabs);
          expect(await tabNames(page, account.tabs.label), 'the tab bar once they have arrived').toEqual(expectedTabs);
          await expect(page).toHaveTitle(new RegExp(`^${root.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${root.token}\\)`));

          const facts = page.getByRole('region', { name: texts.label });
          const fact = (label: string) => facts.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
          await expect(fact(texts.symbol)).toHaveText(root.token);
          await expect(fact(texts.supply)).toBeInViewport();
          await expect(fact(texts.supply)).toContainText(root.token);
          await expect(fact(texts.holders)).toBeInViewport();
          // The devnet keeps trading: the page is loaded again and compared with the token API until both read the same block.
          await expect(async () => {
            const shown = digitsOf(await fact(texts.holders).textContent());
            const answer = await tokenApi<ApiToken>(request, `/root_contract/root_address/${root.rootAddress}`);
            if (shown !== String(answer.holders)) await page.reload();
            expect(shown, 'the holders shown, as the token API counts them').toBe(String(answer.holders));
          }).toPass({ timeout: 60_000 });
          if (root.usdPrice !== null) {
            await expect(fact(texts.price)).toBeInViewport();
            await expect(fact(texts.price)).toHaveText(/^\$\d/);
            await expect(fact(texts.marketValue)).toHaveText(/^\$\d/);
          }
          await saveScreenshot(page, `token-view-${root.tokenStandard}-${language}-${theme}-${width}`);
          if (theme === 'dark') await expectNoSeriousA11yViolations(page);
        }
      }
    });
  });
}

test('a token wallet’s first screen says whose wallet of which token it is, with its balance in whole tokens', async ({ page, request }) => {
  const [root] = await viewedRoots(request);
  const { balances } = await tokenApi<{ balances: ApiBalance[] }>(request, '/balances/search', { rootAddress: root!.rootAddress, limit: 1 });
  const wallet = balances[0]!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/accounts/${wallet.walletAddress}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(new RegExp(`^${root!.token} wallet of 0:${wallet.ownerAddress.slice(2, 7)}`));
    await expect(heading).toBeInViewport();
    await expect(heading.getByRole('link')).toHaveAttribute('href', `/accounts/${wallet.ownerAddress}`);
    const facts = page.getByRole('region', { name: tokensTexts.en.view.label });
    await expect(facts.locator(`a[href="/accounts/${root!.rootAddress}"]`)).toBeInViewport();
    await expect(facts.locator('div', { has: page.getByText(tokensTexts.en.view.balance, { exact: true }) }).locator('dd')).toContainText(
      root!.token,
    );
    await expect(page.getByText(accountTexts.en.kind.TokenWallet, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${root!.token} wallet of`));
    await saveScreenshot(page, `token-wallet-en-${width}`);
  }
});

test('an NFT’s first screen names its collection and its owner', async ({ page, request }) => {
  const { item, collection } = await nftSample(request);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/accounts/${item.address}`);
    const panel = page.getByRole('region', { name: nftsTexts.en.nft.label });
    await expect(panel.locator(`a[href="/accounts/${collection.address}"]`)).toBeInViewport();
    await expect(panel.locator(`a[href="/accounts/${item.ownerAddress}"]`).first()).toBeInViewport();
    await expect(page.locator('[data-account-kind="NftItem"]')).toHaveText(accountTexts.en.kind.NftItem);
    await saveScreenshot(page, `nft-item-en-${width}`);
  }
});

test('/tokens sorted by holders follows the token API’s counts, and shows price, market value and holders', async ({ page, request }) => {
  await viewedRoots(request);
  const table = page.getByRole('table', { name: tokensTexts.en.list.caption });
  await expect(async () => {
    await page.goto('/tokens?orderBy=holders&order=DESC');
    const { tokens } = await tokenApi<{ tokens: ApiToken[] }>(request, '/root_contract/search', {
      limit: 10,
      ordering: { by: 'holders', order: 'DESC' },
    });
    await expect(table.locator('tbody tr td:first-child a')).toHaveText(
      tokens.map((token) => token.name),
      { timeout: 3000 },
    );
    const holders = await table.locator('tbody tr td:nth-child(6)').allTextContents();
    expect(holders.map(digitsOf)).toEqual(tokens.map((token) => String(token.holders)));
  }).toPass({ timeout: 60_000 });
  const priced = table.locator('tbody tr td:nth-child(4)', { hasText: /^\$\d/ });
  await expect(priced.first()).toBeVisible();
  await expect(table.locator('tbody tr td:nth-child(5)', { hasText: /^\$\d/ }).first()).toBeVisible();
  await saveScreenshot(page, 'tokens-by-holders-en-1280');
});
