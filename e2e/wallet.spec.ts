import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { commonTexts, walletTexts } from '@tvmscan/web/testing';
import { explorerApi } from './support/explorer-api.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test, type Language } from './support/test.js';
import { LANGUAGES_AND_DARK } from './support/variants.js';

/** The local wallet's storage keys (packages/web/src/app/wallet/local-wallet/local-wallet-storage.ts). */
const REPORTED_NETWORK_ID = 'tvmscan.localWallet.networkId';
const KEY_PAIR = 'tvmscan.localWallet.keyPair';
/** Loading nekoton's wasm, asking the giver and granting the account takes a few seconds on this machine. */
const CONNECT_TIMEOUT_MS = 30_000;
/** Longer than the app's 200 ms resize debounce. */
const RESIZE_SETTLE_MS = 300;
const SENT_NANO = 1_234_000_000n;

const banner = (page: Page) => page.getByRole('banner');

async function openWalletMenu(page: Page, language: Language = 'en') {
  const name = walletTexts[language].walletMenu;
  await banner(page).getByRole('button', { name }).click();
  return banner(page).getByRole('group', { name });
}

/** The raw address of the local wallet this page connected. */
async function localWalletAddress(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const wallet = (window as unknown as { __tvmscanLocalWallet: { request(args: object): Promise<unknown> } }).__tvmscanLocalWallet;
    const state = (await wallet.request({ method: 'getProviderState' })) as { permissions: { accountInteraction?: { address: string } } };
    return state.permissions.accountInteraction!.address;
  });
}

test('the local wallet goes through every state: not connected, ready, another network with Switch network, and back', async ({ page }) => {
  test.setTimeout(90_000);
  const en = walletTexts.en;
  await page.goto('/blocks');
  let menu = await openWalletMenu(page);
  await expect(menu.getByText(en.localWallet, { exact: true })).toBeVisible();
  await expect(menu.getByText('Connect Local network wallet to send messages to contracts')).toBeVisible();
  await menu.getByRole('button', { name: en.connect }).click();
  await expect(menu.getByRole('button', { name: en.disconnect })).toBeVisible({ timeout: CONNECT_TIMEOUT_MS });
  await expect(menu.getByText('Connected with Local network wallet')).toBeVisible();
  const address = await localWalletAddress(page);
  const short = `0:${address.slice(2, 7)}…${address.slice(-5)}`;
  await expect(banner(page).getByRole('button', { name: en.walletMenu })).toHaveText(short);
  await menu.getByRole('link', { name: short }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${address}`));

  // A wallet left on another network: the spec's warning and Switch network, which brings it back.
  await page.evaluate((key) => localStorage.setItem(key, '1'), REPORTED_NETWORK_ID);
  await page.reload();
  menu = await openWalletMenu(page);
  await expect(menu.getByRole('alert')).toHaveText('Current network not supported, please switch to Everscale network', {
    timeout: CONNECT_TIMEOUT_MS,
  });
  await menu.getByRole('button', { name: en.switchNetwork }).click();
  await expect(menu.getByRole('button', { name: en.disconnect })).toBeVisible();
  await expect(menu.getByRole('alert')).toHaveCount(0);

  await menu.getByRole('button', { name: en.disconnect }).click();
  await expect(menu.getByRole('button', { name: en.connect })).toBeEnabled();
  await page.reload();
  menu = await openWalletMenu(page);
  await expect(menu.getByRole('button', { name: en.connect })).toBeEnabled();
});

test('without a wallet of the network the menu offers Install wallet, and pages work', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, walletProviders: ['everwallet'], localWallet: undefined } });
  });
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = await openWalletMenu(page);
  await expect(menu.getByText('Install EVER Wallet to send messages to contracts')).toBeVisible();
  await expect(menu.getByRole('link', { name: walletTexts.en.installWallet })).toHaveAttribute('href', 'https://everwallet.net');
});

test.describe('a wallet whose devnet cannot be reached', () => {
  test.use({ allowedConsoleErrors: [[/giver answered 503/, /status of 503/], { scope: 'test' }] });

  test('says so when connecting and breaks no page', async ({ page }) => {
    await page.route('**/giver', (route) => route.fulfill({ status: 503, json: { error: { code: 'Unavailable', message: 'down' } } }));
    await page.goto('/accounts');
    const menu = await openWalletMenu(page);
    await menu.getByRole('button', { name: walletTexts.en.connect }).click();
    await expect(page.getByText("The wallet did not complete the request: the devnet's giver answered 503")).toBeVisible({
      timeout: CONNECT_TIMEOUT_MS,
    });
    await expect(menu.getByRole('button', { name: walletTexts.en.connect })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a plain send of value from the local wallet lands and shows in the explorer', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const menu = await openWalletMenu(page);
  await menu.getByRole('button', { name: walletTexts.en.connect }).click();
  await expect(menu.getByRole('button', { name: walletTexts.en.disconnect })).toBeVisible({ timeout: CONNECT_TIMEOUT_MS });
  const sender = await localWalletAddress(page);
  const recipient = `0:${randomBytes(32).toString('hex')}`;
  const hash = await page.evaluate(
    async ({ sender, recipient, amount }) => {
      const wallet = (window as unknown as { __tvmscanLocalWallet: { request(args: object): Promise<unknown> } }).__tvmscanLocalWallet;
      const sent = (await wallet.request({ method: 'sendMessage', params: { sender, recipient, amount, bounce: false } })) as {
        transaction: { id: { hash: string } };
      };
      return sent.transaction.id.hash;
    },
    { sender, recipient, amount: String(SENT_NANO) },
  );
  await expect.poll(async () => (await request.post('/api/explorer/v1/transactions', { data: { hash } })).status(), { timeout: 30_000 }).toBe(200);
  await page.goto(`/transactions/${hash}`);
  await expect(page.getByText(sender).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await explorerApi<{ account: { balance: string } | null }>(request, '/accounts', { id: recipient }).catch(() => null))?.account?.balance,
      {
        timeout: 30_000,
      },
    )
    .toBe(String(SENT_NANO));
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY_PAIR)).toMatch(/"publicKey":"[0-9a-f]{64}"/);
});

for (const { language, theme } of LANGUAGES_AND_DARK) {
  test.describe(`in ${language}, ${theme} theme`, () => {
    test.use({ language, theme });

    test('the header with its wallet menu fits 1440 and 390 px without sideways scroll', async ({ page }) => {
      const texts = walletTexts[language];
      await page.goto('/blocks');
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.waitForTimeout(RESIZE_SETTLE_MS);
        const menu = await openWalletMenu(page, language);
        await expect(menu.getByRole('button', { name: texts.connect })).toBeVisible();
        await expect(menu.getByText(texts.localWallet, { exact: true })).toBeVisible();
        const box = await menu.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `the menu lies inside ${width} px`).toBe(true);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${width} px scrolls sideways`).toBeLessThanOrEqual(clientWidth);
        // The page under the menu is web-core's to check in both themes; here the header and its menu are.
        if (theme === 'dark') await expectNoSeriousA11yViolations(page, { exclude: ['main'] });
        await page.keyboard.press('Escape');
        // The logo, the wallet and (on a phone) the burger stay on the header's first line.
        const line = [
          banner(page).getByRole('link', { name: commonTexts[language].header.home }),
          banner(page).getByRole('button', { name: texts.walletMenu }),
        ];
        if (width < 768) line.push(banner(page).getByRole('button', { name: commonTexts[language].header.openMenu }));
        const middles: number[] = [];
        for (const item of line) {
          const box = await item.boundingBox();
          middles.push(box ? box.y + box.height / 2 : NaN);
        }
        expect(Math.max(...middles) - Math.min(...middles), `the header's first line at ${width} px`).toBeLessThan(8);
      }
    });
  });
}
