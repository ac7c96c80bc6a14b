import { accountTexts, listsTexts, tokensTexts } from '@tvmscan/web/testing';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';
import { tokenApi, viewedRoots, type ApiToken, type ApiTokenTransaction } from './support/token-api.js';

/** One row per transfer: every kind but Receive, what a token's list asks by default. */
const TRANSFER_KINDS = ['Mint', 'Burn', 'Send', 'SendCancellation', 'BurnCancellation'];
const DAY = 86_400;
const texts = tokensTexts.en;

interface RootDays {
  days: { date: number; transfers: number; volume: string; holders: number }[];
}

test("a token's view draws its transfers, volume and holders per day, and its holders over time end at its holder count", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const [root] = await viewedRoots(request);
  const title = texts.activity.title.replace('{{symbol}}', root!.token);
  // The devnet keeps trading: the range ends at the latest block, read again until both answers read the same one.
  await expect(async () => {
    const toDate = Math.floor(Date.now() / 1000) + DAY;
    const { days } = await tokenApi<RootDays>(request, '/stats/root_days', { rootAddress: root!.rootAddress, fromDate: toDate - 30 * DAY, toDate });
    const answer = await tokenApi<ApiToken>(request, `/root_contract/root_address/${root!.rootAddress}`);
    expect(days.length, 'every day of the range').toBe(31);
    expect(days.at(-1)?.holders, 'the holders of the last day, as the token API counts them').toBe(answer.holders);
  }).toPass({ timeout: 60_000 });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/accounts/${root!.rootAddress}`);
    const chart = page.getByRole('region', { name: title });
    for (const series of ['transfers', 'volume', 'holders'] as const) {
      const label = texts.activity.series[series];
      await chart.getByRole('button', { name: label }).click();
      await expect(chart.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      // The devnet's token has traded and has holders: the series is drawn, not the empty state.
      const figure = chart.getByRole('figure', { name: `${title}: ${label}` });
      await expect(figure).toBeVisible();
      await expect(figure.locator('canvas').first()).toBeVisible();
    }
    await saveScreenshot(page, `token-activity-en-${width}`);
  }
});

test("a token's transactions list one row per transfer, sender → receiver in whole tokens, and take amounts in whole tokens", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const [root] = await viewedRoots(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = page.getByRole('table', { name: accountTexts.en.tabs['token-transactions'] });
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/tokens/v1/transactions/search'));
  await page.goto(`/accounts/${root!.rootAddress}`);
  expect((await asked).postDataJSON()).toEqual({ rootAddress: root!.rootAddress, txKinds: TRANSFER_KINDS, limit: 20 });
  // The devnet's token has been transferred: its rows are drawn once a transfer is among them.
  const transfer = table.locator('tbody tr', { has: page.getByRole('cell', { name: texts.kinds.Send, exact: true }) }).first();
  await expect(transfer).toBeVisible();
  const kinds = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(kinds, 'no receiving half of a transfer').not.toContain(texts.kinds.Receive);
  await expect(transfer.locator('td:nth-child(5) a')).toHaveAttribute('href', /^\/accounts\/0:/);
  await expect(transfer.locator('td:nth-child(6) a')).toHaveAttribute('href', /^\/accounts\/0:/);
  await expect(transfer.locator('td:nth-child(7)')).toContainText(root!.token);

  const filters = page.getByRole('form', { name: listsTexts.en.filters.title });
  const from = filters.getByRole('textbox', { name: `${texts.filters.amount}: ${listsTexts.en.filters.min}` });
  const tooFine = `1.${'1'.repeat(root!.scale + 1)}`;
  await from.fill(tooFine);
  await filters.getByRole('button', { name: listsTexts.en.filters.apply }).click();
  await expect(filters.getByRole('alert')).toHaveText(
    listsTexts.en.filters.invalidAmount.decimals.replace('{{entry}}', tooFine).replace('{{decimals}}', String(root!.scale)),
  );
  await from.fill('3.5');
  const filtered = page.waitForRequest((request) => request.url().endsWith('/api/tokens/v1/transactions/search'));
  await filters.getByRole('button', { name: listsTexts.en.filters.apply }).click();
  const amountGe = `35${'0'.repeat(root!.scale - 1)}`;
  expect((await filtered).postDataJSON()).toMatchObject({ rootAddress: root!.rootAddress, txKinds: TRANSFER_KINDS, amountGe });
  const { transactions } = await tokenApi<{ transactions: ApiTokenTransaction[] }>(request, '/transactions/search', {
    rootAddress: root!.rootAddress,
    txKinds: TRANSFER_KINDS,
    amountGe,
    limit: 20,
  });
  for (const row of transactions) expect(BigInt(row.amount) >= BigInt(amountGe)).toBe(true);
  await saveScreenshot(page, 'token-transfers-en-1440');
});
