import { checkConfigPages } from './support/config-checks.js';
import { expect, test } from './support/test.js';

test('every network config page shows the devnet key block config as the API answers it', async ({ page, request }) => {
  // Ten pages, each checked value by value against the API: more than the default minute on a loaded machine.
  test.slow();
  await checkConfigPages(page, request, 'config-devnet');
});

test('/config and unknown config sub-paths redirect to /config/voting', async ({ page }) => {
  for (const path of ['/config', '/config/unknown', '/config/gas/deeper']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/config\/voting$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Voting', exact: true })).toBeVisible();
  }
});
