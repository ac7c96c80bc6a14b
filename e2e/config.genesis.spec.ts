import { checkConfigPages } from './support/config-checks.js';
import { test } from './support/test.js';

test('every network config page shows the genesis key block config as the API answers it', async ({ page, request }) => {
  await checkConfigPages(page, request, 'config-genesis');
});
