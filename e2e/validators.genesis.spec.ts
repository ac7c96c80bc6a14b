import { checkValidatorsPage } from './support/validators-checks.js';
import { test } from './support/test.js';

test('the validators page shows the genesis validator sets as the API answers them', async ({ page, request }) => {
  await checkValidatorsPage(page, request, 'validators-genesis');
});
