import { checkValidatorsPage } from './support/validators-checks.js';
import { expect, test } from './support/test.js';

test('the validators page shows the devnet elections as the API answers them', async ({ page, request }) => {
  await checkValidatorsPage(page, request, 'validators-devnet');
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
