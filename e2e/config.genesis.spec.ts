import { checkConfigPages } from './support/config-checks.js';
import { test } from './support/test.js';

test('every network config page shows the genesis key block config as the API answers it', async ({ page, request }) => {
  // Ten pages, each checked value by value against the API: more than the default minute on a loaded machine.
  test.slow();
  await checkConfigPages(page, request, 'config-genesis');
});
