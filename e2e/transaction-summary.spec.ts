import type { APIRequestContext } from '@playwright/test';
import { actionsTexts } from '@tvmscan/web/testing';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test, type Language, type Theme } from './support/test.js';

interface TokenTransfer {
  transactionHash: string;
  type: string;
  success: boolean;
  amount: string;
  token: { standard: string; symbol: string; decimals: number } | null;
  details: { bounced?: boolean; to?: { owner: string | null; wallet: string | null } };
}

const WIDTHS = [1440, 390];
const HEIGHT = 900;
const VARIANTS: { language: Language; theme: Theme }[] = (['en', 'ko', 'id', 'ja'] as const).flatMap((language) =>
  (['light', 'dark'] as const).map((theme) => ({ language, theme })),
);

/** A successful TIP-3 transfer among the devnet's latest transactions, found through the actions the index tells of them. */
async function latestTip3Transfer(request: APIRequestContext): Promise<TokenTransfer> {
  let found: TokenTransfer | undefined;
  await expect(async () => {
    const { transactions } = await explorerApi<{ transactions: { hash: string }[] }>(request, '/transactions/list', { limit: 100 });
    const { actions } = await explorerApi<{ actions: TokenTransfer[] }>(request, '/actions/by_transactions', {
      hashes: transactions.map((transaction) => transaction.hash),
    });
    found = actions.find(
      (action) => action.type === 'TokenTransfer' && action.success && action.token?.standard === 'Tip3' && action.details.bounced === false,
    );
    expect(found, 'a TIP-3 transfer among the latest 100 transactions').toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}

/** The amount's digits as any language writes them, without its separators: 3354.100395451 → "3354100395451". */
function amountDigits(amount: string, decimals: number): string {
  const padded = amount.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return `${whole}${fraction}`;
}

const withoutSeparators = (text: string) => text.replace(/(?<=\d)[,.\s\u00a0\u202f](?=\d)/g, '');

test.describe('the transaction page of a TIP-3 transfer', () => {
  for (const { language, theme } of VARIANTS) {
    test.describe(`in ${language}, ${theme} theme`, () => {
      test.use({ language, theme });

      test('names the token amount and symbol on its first screen at 1440 and 390 px', async ({ page, request }) => {
        const transfer = await latestTip3Transfer(request);
        const texts = actionsTexts[language];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(`/transactions/${transfer.transactionHash}`);
          const summary = page.getByRole('region', { name: texts.summary.label });
          await expect(summary).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const text = (await summary.textContent()) ?? '';
          expect(text).toContain(transfer.token!.symbol);
          expect(withoutSeparators(text)).toContain(amountDigits(transfer.amount, transfer.token!.decimals));
          expect(text).toContain(texts.summary.success);
          const box = await summary.boundingBox();
          expect(box, 'the summary is laid out').not.toBeNull();
          expect(box!.y + box!.height, `the summary ends within the first screen at ${width} px`).toBeLessThanOrEqual(HEIGHT);
          await saveScreenshot(page, `transaction-summary-${language}-${theme}-${width}`);
        }
      });
    });
  }
});
