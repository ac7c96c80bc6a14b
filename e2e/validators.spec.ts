import { explorerApi } from './support/explorer-api.js';
import { checkValidatorsPage, type ElectionsState } from './support/validators-checks.js';
import { expect, test } from './support/test.js';

/** The devnet's first elected set validates from two minutes after its genesis (packages/devnet, election timings). */
const FIRST_ELECTED_SET_WITHIN_MS = 240_000;

test('the validators page shows the devnet elections as the API answers them', async ({ page, request }) => {
  await checkValidatorsPage(page, request, 'validators-devnet');
});

test("once the devnet's elector has elected a set, the page lists its validators' wallets and stakes", async ({ page, request }) => {
  test.setTimeout(FIRST_ELECTED_SET_WITHIN_MS + 60_000);
  await expect
    .poll(async () => (await explorerApi<ElectionsState>(request, '/elections/state')).current?.origin, {
      timeout: FIRST_ELECTED_SET_WITHIN_MS,
      intervals: [5000],
    })
    .toBe('election');
  const { current } = await explorerApi<ElectionsState>(request, '/elections/state');
  expect(current!.participants.every((participant) => participant.address !== null && participant.stake !== null)).toBe(true);
  await checkValidatorsPage(page, request, 'validators-devnet-elected');
});

test.describe('on a small screen, in Korean and the dark theme', () => {
  test.use({ viewport: { width: 375, height: 812 }, language: 'ko', theme: 'dark' });

  test('the validators page reads and downloads Validators.csv', async ({ page }) => {
    await page.goto('/validators');
    const table = page.getByRole('table', { name: '참여자' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Validators.csv' }).click();
    expect((await download).suggestedFilename()).toBe('Validators.csv');
  });
});
