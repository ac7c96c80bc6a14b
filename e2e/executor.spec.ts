import type { APIRequestContext, Page } from '@playwright/test';
import { deriveBytes, EverWallet } from '@tvmscan/devnet';
import { actionsTexts, executorTexts } from '@tvmscan/web/testing';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';
import { LANGUAGES_AND_DARK } from './support/variants.js';
import { tokenApi, tokenSample, type ApiBalance, type ApiToken, type ApiTokenTransaction } from './support/token-api.js';

const WIDTHS = [1440, 390];
/** Longer than the app's 200 ms resize debounce. */
const RESIZE_SETTLE_MS = 300;

/** A devnet TIP-3 root as the token API lists it (its verified contract gives the executor its ABI). */
async function tip3Root(request: APIRequestContext): Promise<ApiToken> {
  await tokenSample(request);
  const { tokens } = await tokenApi<{ tokens: (ApiToken & { tokenStandard: string })[] }>(request, '/root_contract/search', { limit: 100 });
  const root = tokens.find((token) => token.tokenStandard === 'Tip3');
  if (!root) throw new Error('the devnet has no TIP-3 root');
  return root;
}

/** Runs a getter of the executor (RunLocal) and returns the text of its first output. */
async function runGetter(page: Page, method: string): Promise<string> {
  const section = page.locator(`section#${method}`);
  await section.getByRole('button', { name: executorTexts.en.submit.RunLocal, exact: true }).click();
  const output = section.getByRole('status', { name: executorTexts.en.output.title.replace('{{code}}', '0') });
  await expect(output).toBeVisible();
  return (await output.locator('dd').first().innerText()).trim();
}

test("RunLocal reads a devnet TIP-3 root's name, symbol, decimals and total supply with no wallet, as the chain holds them", async ({
  page,
  request,
}) => {
  const root = await tip3Root(request);
  await page.goto(`/accounts/${root.rootAddress}/source-code`);
  await expect(page.getByRole('link', { name: executorTexts.en.views.executor })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: executorTexts.en.filter.list }).getByRole('link', { name: 'totalSupply', exact: true }),
  ).toBeVisible();
  expect(await runGetter(page, 'name')).toBe(root.name);
  expect(await runGetter(page, 'symbol')).toBe(root.token);
  expect(await runGetter(page, 'decimals')).toBe(String(root.scale));
  // The devnet keeps minting and burning: read again until the page and the token API stand on the same block.
  await expect(async () => {
    const read = await runGetter(page, 'totalSupply');
    const { tokens } = await tokenApi<{ tokens: ApiToken[] }>(request, '/root_contract/search', { limit: 100 });
    expect(read).toBe(tokens.find((token) => token.rootAddress === root.rootAddress)!.totalSupply);
  }).toPass({ timeout: 30_000 });

  await page.getByText(executorTexts.en.fields.title, { exact: true }).click();
  await expect(page.getByRole('definition').filter({ hasText: root.name }).first()).toBeVisible();
});

/** The EverWallet ABI the local wallet's account runs (its external function), as a user would paste it. */
const EVER_WALLET_ABI = {
  'ABI version': 2,
  version: '2.3',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'sendTransaction',
      inputs: [
        { name: 'dest', type: 'address' },
        { name: 'value', type: 'uint128' },
        { name: 'bounce', type: 'bool' },
        { name: 'flags', type: 'uint8' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
  ],
  events: [],
};

test.describe('sending through the local wallet', () => {
  /** The key the page's local wallet finds in storage, so that the test knows its account. */
  const wallet = EverWallet.fromSecret(new Uint8Array(32).fill(0x5e));
  const walletAddress = wallet.rawAddress;

  // The fresh wallet's first send deploys it: the emulation before it answers 400 (no wallet there yet), which the preview says.
  test.use({ allowedConsoleErrors: [/400 \(Bad Request\) \(http:\/\/[^)]+\/api\/explorer\/v1\/traces\/emulate_send\)/] });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript((keyPair) => localStorage.setItem('tvmscan.localWallet.keyPair', JSON.stringify(keyPair)), {
      publicKey: wallet.key.publicKey,
      secretKey: wallet.key.secretKey,
    });
  });

  test('the three amount messages, an internal send that lands, and a signed external message to a contract with a public key', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const texts = executorTexts.en;
    const root = await tip3Root(request);
    await page.goto(`/accounts/${root.rootAddress}/source-code`);
    const section = page.locator('section#walletOf');
    await section.getByRole('radio', { name: texts.actions.SendInternal }).check();
    await section.getByRole('button', { name: 'Connect', exact: true }).click();
    const send = section.getByRole('button', { name: texts.submit.SendInternal, exact: true });
    await expect(send).toBeVisible({ timeout: 30_000 });
    const amount = section.getByRole('textbox', { name: /^Amount/ });
    const alert = section.getByRole('alert');
    await send.click();
    await expect(alert).toHaveText(texts.send.amountMissing);
    await amount.fill('-1');
    await send.click();
    await expect(alert).toHaveText(texts.send.amountNegative);
    await amount.fill('abc');
    await send.click();
    await expect(alert).toHaveText(texts.send.amountInvalid);

    // The first send deploys the wallet (which cannot be emulated before it exists); its transaction is linked once the explorer has indexed it.
    await amount.fill('0.5');
    await send.click();
    const preview = section.getByRole('region', { name: actionsTexts.en.emulation.label });
    await expect(preview.getByRole('alert')).toContainText('is not deployed yet');
    await preview.getByRole('button', { name: actionsTexts.en.emulation.sign, exact: true }).click();
    const landed = section.getByRole('link', { name: /^[0-9a-f]{64}$/ }).first();
    await expect(section.getByText(`${texts.output.transaction}:`)).toBeVisible({ timeout: 60_000 });
    await expect(landed).toBeVisible();

    await page.goto(`/accounts/${walletAddress}/source-code`);
    await page.getByRole('button', { name: texts.abi.paste }).click();
    await page.getByRole('textbox', { name: texts.abi.pasteLabel }).fill(JSON.stringify(EVER_WALLET_ABI));
    await page.getByRole('button', { name: texts.abi.use }).click();
    const external = page.locator('section#sendTransaction');
    await external.getByRole('textbox', { name: /^dest/ }).fill(walletAddress);
    await external.getByRole('textbox', { name: /^value/ }).fill('1000000');
    await external.getByRole('textbox', { name: /^flags/ }).fill('3');
    await external.getByRole('radio', { name: texts.actions.SendExternal }).check();
    await expect(external.getByRole('checkbox', { name: texts.send.signed })).toBeChecked();
    await external.getByRole('button', { name: texts.submit.SendExternal, exact: true }).click();
    await expect(external.getByText(`${texts.output.transaction}:`)).toBeVisible({ timeout: 60_000 });
    const transactionHash = (
      await external
        .getByRole('link', { name: /^[0-9a-f]{64}$/ })
        .first()
        .innerText()
    ).trim();
    const transaction = await request.post('/api/explorer/v1/transactions', { data: { id: transactionHash } });
    const landedExternal = ((await transaction.json()) as { data: { transaction: { workchain: number; accountId: string; aborted: boolean } } }).data
      .transaction;
    expect(`${landedExternal.workchain}:${landedExternal.accountId.replace(/^-?\d+:/, '')}`).toBe(walletAddress);
    expect(landedExternal.aborted).toBe(false);
  });
});

/** `tvmscan start` runs the devnet on its default seed, so the genesis wallets' keys are known (packages/devnet genesis). */
const DEVNET_SEED = '0';
const GENESIS_WALLETS = 32;
/** A distinctive amount in the token's smallest unit, to find the transfer among the workload's. */
const TRANSFER_UNITS = '12345';

test.describe('a TIP-3 transfer from the executor', () => {
  test("sent through the local wallet holding a genesis wallet's key, it lands and shows in /tokens-transactions and on both accounts", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const texts = executorTexts.en;
    const root = await tip3Root(request);
    const wallets = Array.from({ length: GENESIS_WALLETS }, (_, index) => EverWallet.fromSecret(deriveBytes(DEVNET_SEED, `wallet:${index}`)));
    let sender: { wallet: EverWallet; tokenWallet: string } | null = null;
    for (const wallet of wallets) {
      const { balances } = await tokenApi<{ balances: ApiBalance[] }>(request, '/balances/search', {
        rootAddress: root.rootAddress,
        ownerAddress: wallet.rawAddress,
        limit: 1,
      });
      if (balances[0] && BigInt(balances[0].amount) > 1_000_000n) {
        sender = { wallet, tokenWallet: balances[0].walletAddress };
        break;
      }
    }
    if (!sender) throw new Error(`no genesis wallet holds ${root.token}`);
    const recipient = wallets.find((wallet) => wallet !== sender!.wallet)!.rawAddress;
    await page.addInitScript((keyPair) => localStorage.setItem('tvmscan.localWallet.keyPair', JSON.stringify(keyPair)), {
      publicKey: sender.wallet.key.publicKey,
      secretKey: sender.wallet.key.secretKey,
    });

    await page.goto(`/accounts/${sender.tokenWallet}/source-code`);
    const transfer = page.locator('section#transfer');
    await transfer.getByRole('textbox', { name: /^amount/ }).fill(TRANSFER_UNITS);
    await transfer.getByRole('textbox', { name: /^recipient/ }).fill(recipient);
    await transfer.getByRole('textbox', { name: /^deployWalletValue/ }).fill('100000000');
    await transfer.getByRole('textbox', { name: /^remainingGasTo/ }).fill(sender.wallet.rawAddress);
    await transfer.getByRole('radio', { name: texts.actions.SendInternal }).check();
    await transfer.getByRole('button', { name: 'Connect', exact: true }).click();
    await transfer.getByRole('textbox', { name: /^Amount/ }).fill('1');
    await transfer.getByRole('button', { name: texts.submit.SendInternal, exact: true }).click();

    // Before the wallet is asked to sign: what the transfer will do, emulated on the current state.
    const preview = transfer.getByRole('region', { name: actionsTexts.en.emulation.label });
    const headline = preview.locator('[data-emulation="headline"]');
    await expect(headline).toContainText(`to ${recipient.slice(0, 6)}`, { timeout: 30_000 });
    const emulatedHeadline = (await headline.innerText()).trim();
    const emulatedOthers = tellingOf(await preview.locator('[data-actions="emulation"] li').allInnerTexts());
    await expect(preview.locator('[data-emulation="balances"]')).toContainText(root.token);
    await preview.getByRole('button', { name: actionsTexts.en.emulation.sign, exact: true }).click();
    await expect(transfer.getByText(`${texts.output.transaction}:`)).toBeVisible({ timeout: 60_000 });

    // After it lands: the transaction page tells the same actions.
    const transactionHash = (
      await transfer
        .getByRole('link', { name: /^[0-9a-f]{64}$/ })
        .first()
        .innerText()
    ).trim();
    const summary = page.getByRole('region', { name: actionsTexts.en.summary.label });
    await expect(async () => {
      await page.goto(`/transactions/${transactionHash}`);
      await expect(summary).toContainText(emulatedHeadline, { timeout: 5_000 });
      if (emulatedOthers.length === 0) return;
      const more = summary.getByText(actionsTexts.en.summary.more.replace('{{count}}', String(emulatedOthers.length)), { exact: true });
      await more.click({ timeout: 5_000 });
      const told = tellingOf(await summary.locator('[data-actions="trace"] li').allInnerTexts());
      expect(told).toEqual(emulatedOthers);
    }, 'the transaction page tells every emulated action').toPass({ timeout: 60_000 });
    await page.goto(`/accounts/${sender.tokenWallet}/source-code`);

    const operationOf = async (owner: string, kind: string) => {
      let found: ApiTokenTransaction | undefined;
      await expect
        .poll(
          async () => {
            const { transactions } = await tokenApi<{ transactions: ApiTokenTransaction[] }>(request, '/transactions/search', {
              ownerAddress: owner,
              rootAddress: root.rootAddress,
              limit: 50,
            });
            found = transactions.find((candidate) => candidate.amount === TRANSFER_UNITS && candidate.kind === kind);
            return found !== undefined;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      return found!;
    };
    const sent = await operationOf(sender.wallet.rawAddress, 'Send');
    const received = await operationOf(recipient, 'Receive');
    const shows = async (path: string, operation: ApiTokenTransaction) =>
      expect(async () => {
        await page.goto(path);
        await expect(page.locator(`a[href="/transactions/${operation.transactionHash}/token-operations"]`).first()).toBeVisible({ timeout: 5_000 });
      }, `the transfer on ${path}`).toPass({ timeout: 30_000 });
    await shows('/tokens-transactions', sent);
    await shows(`/accounts/${sender.wallet.rawAddress}/token-transactions`, sent);
    await shows(`/accounts/${recipient}/token-transactions`, received);
  });
});

for (const { language, theme } of LANGUAGES_AND_DARK) {
  test.describe(`in ${language}, ${theme} theme`, () => {
    test.use({ language, theme });

    test('the executor at 1440 and 390 px, reading and the internal-send form', async ({ page, request }) => {
      const root = await tip3Root(request);
      const texts = executorTexts[language];
      const amountLabel = new RegExp(`^${escapeRegex(texts.send.amount.split('{{symbol}}')[0]!.trim())}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/accounts/${root.rootAddress}/source-code`);
        const section = page.locator('section#walletOf');
        await expect(section.getByRole('button', { name: texts.submit.RunLocal, exact: true })).toBeVisible();
        await section.getByRole('radio', { name: texts.actions.SendInternal }).check();
        await expect(section.getByRole('textbox', { name: amountLabel })).toBeVisible();
        await page.waitForTimeout(RESIZE_SETTLE_MS);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `the executor scrolls sideways at ${width} px`).toBeLessThanOrEqual(clientWidth);
        await saveScreenshot(page, `executor-${language}-${theme}-${width}`);
        if (theme === 'dark') await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Action sentences to compare, in one order. The native amounts of a trace's change returned to its sender are left
 * out: they depend on the storage fees due at the time the message runs, which the emulation before it cannot know
 * to the nanotoken; token amounts, native values sent, the actions and their parties are compared as they are.
 */
function tellingOf(sentences: readonly string[]): string[] {
  return sentences.map((sentence) => sentence.trim().replace(/^Sent [\d,.]+ EVER to /, 'Sent … EVER to ')).sort();
}
