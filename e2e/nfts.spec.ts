import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accountTexts, nftsTexts } from '@tvmscan/web/testing';
import {
  multiCollectionSample,
  nftSample,
  urlCollectionSample,
  type ApiMultiToken,
  type ApiMultiTokenWallet,
  type ApiCollection,
  type ApiEvent,
  type ApiItem,
} from './support/nft-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test, type Language, type Theme } from './support/test.js';
import { tokenApi } from './support/token-api.js';
import { checkScreensInBothThemes } from './support/themed-screens.js';

const LANGUAGES: Language[] = ['en', 'ko', 'id', 'ja'];
const THEMES: Theme[] = ['light', 'dark'];
const WIDTHS = [1440, 390];
/** Longer than the app's 200 ms resize debounce. */
const RESIZE_SETTLE_MS = 300;

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

const shortAddress = (address: string) => `${address.slice(0, address.indexOf(':') + 6)}…${address.slice(-5)}`;

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test.describe(`in ${language}, ${theme} theme`, () => {
      test.use({ language, theme });

      test('every NFT screen shows its data at 1440 and 390 px without sideways scroll, readable in its theme', async ({ page, request }) => {
        test.setTimeout(120_000);
        const { collection, item } = await nftSample(request);
        const texts = nftsTexts[language];
        const tabs = accountTexts[language].tabs;
        const screens: { name: string; path: string | (() => Promise<string>); shows: () => ReturnType<Page['locator']> }[] = [
          {
            name: 'collections',
            path: '/collections',
            shows: () => page.getByRole('table', { name: texts.collections.caption }).locator(`a[href="/accounts/${collection.address}"]`),
          },
          {
            name: 'collection-items',
            path: `/accounts/${collection.address}`,
            // The devnet keeps burning NFTs: the sample item may be gone by now, any item of the collection will do.
            shows: () => page.getByRole('table', { name: tabs.items }).locator('tbody tr td a').first(),
          },
          {
            name: 'owner-items',
            // The devnet keeps transferring and burning NFTs: the owner of a live item is read again each time its items are shown.
            path: async () => {
              const { items } = await tokenApi<{ items: ApiItem[] }>(request, '/nft/items/search', {
                collectionAddress: collection.address,
                limit: 1,
              });
              return `/accounts/${items[0]!.ownerAddress}/items`;
            },
            shows: () => page.getByRole('table', { name: tabs.items }).locator('tbody tr td a').first(),
          },
          {
            name: 'nft',
            path: `/accounts/${item.address}`,
            shows: () => page.getByRole('table', { name: tabs['nft-transactions'] }).locator('tbody tr td a').first(),
          },
        ];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (const screen of screens) {
            await expect(async () => {
              await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path());
              await expect(screen.shows()).toBeVisible({ timeout: 5000 });
            }).toPass({ timeout: 30_000 });
            if (screen.name === 'nft') await expect(page.getByRole('region', { name: texts.nft.label })).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            await page.waitForTimeout(RESIZE_SETTLE_MS);
            await expectNoSidewaysScroll(page, `${screen.name} at ${width} px`);
            // Text too faint for the dark background (a colour the dark theme left out) is a serious contrast violation.
            if (theme === 'dark' && width === WIDTHS[0]) await expectNoSeriousA11yViolations(page);
            await saveScreenshot(page, `nfts-${screen.name}-${language}-${theme}-${width}`);
          }
        }
      });
    });
  }
}

test('the collections list shows the devnet collections, and collections.csv holds the rows shown', async ({ page, request }) => {
  await nftSample(request);
  const table = page.getByRole('table', { name: nftsTexts.en.collections.caption });
  await page.goto('/collections');
  const { collections } = await tokenApi<{ collections: ApiCollection[] }>(request, '/nft/collections/search', { limit: 10 });
  expect(collections.length).toBeGreaterThan(0);
  await expect(table.locator('tbody tr')).toHaveCount(collections.length);
  for (const collection of collections) {
    const row = table.locator('tbody tr', { has: page.locator(`a[href="/accounts/${collection.address}"]`) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(shortAddress(collection.address));
    if (collection.name) await expect(row.getByRole('cell').nth(1)).toHaveText(collection.name);
  }
  const shown = await table.locator('tbody tr td:first-child a').evaluateAll((links) => links.map((link) => link.getAttribute('title')));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /collections\.csv/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('collections.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Address,Name,Standards,Owner,Items,Total supply,Total minted,Created');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
});

test("an NFT's page shows its metadata and its events back to its creation", async ({ page, request }) => {
  const { item } = await nftSample(request);
  const panel = page.getByRole('region', { name: nftsTexts.en.nft.label });
  const table = page.getByRole('table', { name: accountTexts.en.tabs['nft-transactions'] });
  const kinds = table.locator('tbody tr td:nth-child(3)');
  const kindText = (kind: string) => nftsTexts.en.events[kind as keyof typeof nftsTexts.en.events];
  // The devnet keeps transferring NFTs: the page and the API are compared again until both read the same events.
  await expect(async () => {
    await page.goto(`/accounts/${item.address}`);
    const { events } = await tokenApi<{ events: ApiEvent[] }>(request, '/nft/events/search', { nftAddress: item.address, limit: 10 });
    await expect(kinds).toHaveText(
      events.map((event) => kindText(event.kind)),
      { timeout: 3000 },
    );
    await expect(table.locator('tbody tr td:first-child a').first()).toHaveAttribute('href', `/transactions/${events[0]!.transactionHash}`);
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByRole('heading', { name: item.name ?? `NFT #${item.id}` })).toBeVisible();
  await expect(panel.getByRole('img')).toBeVisible();
  await expect(panel.locator(`a[href="/accounts/${item.collectionAddress}"]`)).toBeVisible();

  const next = page.getByRole('button', { name: 'Next' });
  for (let turns = 0; turns < 5 && (await next.isEnabled()); turns++) {
    await next.click();
    await expect(page.getByText(`Page ${turns + 2}`)).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(kinds.last()).toHaveText(nftsTexts.en.events.NftCreated);
  await expect(page.getByText(/Events: \d+$/)).toBeVisible();
  await saveScreenshot(page, 'nfts-nft-events-en-1280');
});

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    test('the URL collection (TIP-4.2.2) and its item show the metadata fetched from the devnet, in light and dark at 1440 and 390 px', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const { collection, item } = await urlCollectionSample(request);
      const texts = nftsTexts[language];
      const screens = [
        {
          name: 'collections',
          path: '/collections',
          shows: () =>
            page
              .getByRole('table', { name: texts.collections.caption })
              .locator('tbody tr', { has: page.locator(`a[href="/accounts/${collection.address}"]`) })
              .getByText('Devnet Atlas', { exact: true }),
        },
        {
          name: 'collection-items',
          path: `/accounts/${collection.address}`,
          shows: () =>
            page
              .getByRole('table', { name: accountTexts[language].tabs.items })
              .getByText(/^Devnet Atlas #\d+$/)
              .first(),
        },
        {
          name: 'nft',
          path: `/accounts/${item.address}`,
          // The preview is the SVG the fetched metadata carries, not the no-picture square.
          shows: () =>
            page
              .getByRole('region', { name: texts.nft.label })
              .filter({ has: page.getByRole('heading', { name: item.name }) })
              .locator('img[src^="data:image/svg+xml"]'),
        },
      ];
      await checkScreensInBothThemes(page, screens, ` (URL collection, ${language})`, async () => {
        const shown = screens.find((screen) => screen.path === new URL(page.url()).pathname)!;
        await saveScreenshot(page, `nfts-url-${shown.name}-${language}-${await page.locator('html').getAttribute('data-theme')}-1440`);
      });
      await page.goto(`/accounts/${item.address}`);
      await expect(page.getByRole('region', { name: texts.nft.label }).getByText('TIP-4.1, TIP-4.2.2')).toBeVisible();
    });
  });
}

/** Digits as the app groups them in any language: any one separator between groups of three. */
const grouped = (digits: string) => new RegExp(`^${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\\D?')}$`);

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    test("the multi-token collection's multi tab and a holder's show the devnet's multi-tokens and balances, in light and dark at 1440 and 390 px", async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const { collection, token, wallet } = await multiCollectionSample(request);
      const caption = accountTexts[language].tabs.multi;
      const screens = [
        {
          name: 'collection-multi',
          path: `/accounts/${collection.address}/multi`,
          shows: () =>
            page.getByRole('table', { name: caption }).locator('tbody tr', { has: page.locator(`a[href="/accounts/${token.nftAddress}"]`) }),
        },
        {
          name: 'owner-multi',
          path: `/accounts/${wallet.ownerAddress}/multi`,
          shows: () => page.getByRole('table', { name: caption }).locator('tbody tr', { has: page.locator(`a[href="/accounts/${wallet.address}"]`) }),
        },
      ];
      await checkScreensInBothThemes(page, screens, ` (multi-tokens, ${language})`, async () => {
        const shown = screens.find((screen) => screen.path === new URL(page.url()).pathname)!;
        await saveScreenshot(page, `nfts-multi-${shown.name}-${language}-${await page.locator('html').getAttribute('data-theme')}-1440`);
      });
      // The devnet keeps transferring (and burns once): what is shown is compared with what the API gives as the page loads.
      for (const [screen, current] of [
        [
          screens[1]!,
          async () =>
            (await tokenApi<{ wallets: ApiMultiTokenWallet[] }>(request, '/nft/multi/wallets/search', { nftAddress: token.nftAddress })).wallets.find(
              (each) => each.address === wallet.address,
            )?.balance,
        ],
        [
          screens[0]!,
          async () =>
            (await tokenApi<{ tokens: ApiMultiToken[] }>(request, '/nft/multi/tokens/search', { collectionAddress: collection.address })).tokens.find(
              (each) => each.id === token.id,
            )?.supply,
        ],
      ] as const) {
        await expect(async () => {
          await page.goto(screen.path);
          const digits = await current();
          expect(digits, screen.name).toBeDefined();
          await expect(screen.shows().getByText(grouped(digits!))).toBeVisible({ timeout: 5_000 });
        }).toPass({ timeout: 30_000 });
      }
    });
  });
}
