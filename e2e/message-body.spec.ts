import type { APIRequestContext } from '@playwright/test';
import { messageTexts } from '@tvmscan/web/testing';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';
import { LANGUAGES_AND_DARK } from './support/variants.js';

interface DecodedTransfer {
  messageHash: string;
  decodedBody: { name: string; abi: string; arguments: { amount: string; recipient: string } };
}

/** The inbound message of a TIP-3 wallet's `transfer` among the devnet's latest transactions, as the API decodes it. */
async function latestTransferCall(request: APIRequestContext): Promise<DecodedTransfer> {
  let found: DecodedTransfer | undefined;
  await expect(async () => {
    const { transactions } = await explorerApi<{ transactions: { hash: string; methodName: string | null }[] }>(request, '/transactions/list', {
      limit: 100,
    });
    // An NFT's transfer has the name too: the TIP-3 wallet's is the one its TokenWallet ABI reads.
    for (const candidate of transactions.filter((transaction) => transaction.methodName === 'transfer')) {
      const { transaction } = await explorerApi<{ transaction: { inMessage: DecodedTransfer } }>(request, '/transactions', { hash: candidate.hash });
      if (transaction.inMessage.decodedBody.abi.includes('TokenWallet')) found = transaction.inMessage;
    }
    expect(found, 'a TIP-3 transfer call among the latest 100 transactions').toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}

test.describe('the message page of a TIP-3 transfer call', () => {
  for (const { language, theme } of LANGUAGES_AND_DARK) {
    test.describe(`in ${language}, ${theme} theme`, () => {
      test.use({ language, theme });

      test('shows the decoded call and its arguments, the raw cell behind a disclosure', async ({ page, request }) => {
        const call = await latestTransferCall(request);
        const texts = messageTexts[language];
        await page.goto(`/messages/${call.messageHash}`);
        const details = page.getByLabel(texts.details.label);
        const body = details.locator('dt', { hasText: new RegExp(`^${texts.details.body}$`) }).locator('xpath=following-sibling::dd[1]');
        await expect(body.getByText(texts.decoded.function.replace('{{name}}', 'transfer'), { exact: true })).toBeVisible();
        await expect(body.getByText(call.decodedBody.abi, { exact: false })).toBeVisible();
        await expect(body.getByText('amount', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
          call.decodedBody.arguments.amount,
        );
        await expect(body.getByRole('link', { name: call.decodedBody.arguments.recipient })).toBeVisible();
        const raw = body.locator('details', { has: page.getByText(texts.decoded.raw, { exact: true }) });
        await expect(raw).not.toHaveAttribute('open');
        await expect(raw.getByText(texts.details.bodyCells, { exact: true })).toBeHidden();
        await raw.getByText(texts.decoded.raw, { exact: true }).click();
        await expect(raw.getByText(texts.details.bodyCells, { exact: true })).toBeVisible();
        await saveScreenshot(page, `message-body-${language}-${theme}`);
      });
    });
  }
});
