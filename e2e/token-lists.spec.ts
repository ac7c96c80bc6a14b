import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { tokenListsTexts } from '@tvmscan/web/testing';
import { LOCAL_GUEST, LOCAL_USER, signInThroughProvider, storedUser, type LocalAccount } from './support/sign-in.js';
import { expect, test, type Language } from './support/test.js';
import { checkScreensInBothThemes } from './support/themed-screens.js';
import { tokenApi, type ApiToken } from './support/token-api.js';

const LANGUAGES: Language[] = ['en', 'ko', 'id', 'ja'];
/** The registry answers a free url's lookup with 404 and a refused token with 400, which Chromium logs. */
const EXPECTED_ERRORS = [/the server responded with a status of (400|404)/];
/**
 * An image the stack itself serves, as the lists' logo: the specs sharing the stack open the same user's lists, and a
 * logo that fails to load would be a console error in theirs.
 */
const LOGO_PATH = '/api/explorer/docs/static/logo.svg';

const manifestOf = (url: string) => `/api/registry/v1/info/token_lists/by_url/${url}/manifest.json`;

/** Three token roots of the devnet, waited for until the indexer has met them. */
async function threeTokens(request: APIRequestContext): Promise<ApiToken[]> {
  let tokens: ApiToken[] = [];
  await expect
    .poll(
      async () => {
        tokens = (await tokenApi<{ tokens: ApiToken[] }>(request, '/root_contract/search', { limit: 10 })).tokens;
        return tokens.length;
      },
      { timeout: 120_000 },
    )
    .toBeGreaterThanOrEqual(3);
  return tokens.slice(0, 3);
}

/** A second browser context signed in as `account`, for a user acting beside the first. */
async function pageOf(browser: Browser, baseURL: string, path: string, account: LocalAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await signInThroughProvider(page, account);
  await page.goto(path);
  return page;
}

const tokenRows = (page: Page) => page.getByRole('table', { name: 'Tokens of the list' }).locator('tbody tr');

/** Types a root address into the open Add token or Propose token dialog and submits it. */
async function submitToken(page: Page, dialogName: RegExp, address: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Token root address').fill(address);
  await dialog.getByRole('button', { name: /^(Add|Propose) token$/ }).click();
  return dialog;
}

test.describe('token lists', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_ERRORS, { scope: 'test' }] });

  test('A creates a list under the url rules, adds and reorders tokens, B proposes, A approves and declines, deletion needs the name', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const [first, second, third] = (await threeTokens(request)) as [ApiToken, ApiToken, ApiToken];
    const url = `e2e${Date.now().toString(36)}`;
    const name = `E2E list ${url}`;

    await page.goto('/token-lists');
    await signInThroughProvider(page, LOCAL_USER);
    await page.goto('/token-lists');
    await page.getByRole('main').getByRole('button', { name: 'Create list' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create a token list' });
    const urlField = dialog.getByLabel('URL (ID)');
    for (const [typed, text] of [
      ['abc', 'Field cannot be longer than 4 characters'],
      ['system', 'Field must be unique'],
    ] as const) {
      await urlField.fill(typed);
      await urlField.blur();
      await expect(dialog.getByRole('alert')).toHaveText(text);
    }
    await urlField.fill(url);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Logo URL').fill(new URL(LOGO_PATH, baseURL).href);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(new RegExp(`/token-lists/${url}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The url is now taken: a second list cannot have it.
    await page.goto('/token-lists');
    await page.getByRole('main').getByRole('button', { name: 'Create list' }).click();
    dialog = page.getByRole('dialog', { name: 'Create a token list' });
    await dialog.getByLabel('URL (ID)').fill(url);
    await dialog.getByLabel('URL (ID)').blur();
    await expect(dialog.getByRole('alert')).toHaveText('Field must be unique');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name }).click();
    for (const token of [first, second]) {
      await page.getByRole('button', { name: 'Add token' }).click();
      await expect(await submitToken(page, /^Add a token/, token.rootAddress)).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Tokens 2', exact: true })).toBeVisible();
    await expect(tokenRows(page)).toHaveCount(2);
    await expect(tokenRows(page).first()).toContainText(first.token);

    await tokenRows(page).nth(0).locator('td').nth(1).dragTo(tokenRows(page).nth(1));
    await expect(tokenRows(page).first()).toContainText(second.token);
    await expect
      .poll(async () =>
        ((await (await request.get(manifestOf(url))).json()) as { tokens: { address: string }[] }).tokens.map((token) => token.address),
      )
      .toEqual([second.rootAddress, first.rootAddress]);

    const guest = await pageOf(browser, baseURL!, `/token-lists/${url}`, LOCAL_GUEST);
    await expect(guest.getByRole('button', { name: 'Add token' })).toHaveCount(0);
    await guest.getByRole('button', { name: 'Propose token' }).click();
    await expect(await submitToken(guest, /^Propose a token/, third.rootAddress)).toHaveCount(0);
    await expect(guest.getByRole('link', { name: 'Proposed tokens 1', exact: true })).toBeVisible();

    await page.reload();
    await page.getByRole('link', { name: 'Proposed tokens 1', exact: true }).click();
    await page
      .getByRole('row', { name: new RegExp(third.token) })
      .getByRole('button', { name: 'Add' })
      .click();
    await expect(page.getByRole('link', { name: 'Proposed tokens 0', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tokens 3', exact: true })).toBeVisible();

    await guest.getByRole('button', { name: 'Propose token' }).click();
    const again = await submitToken(guest, /^Propose a token/, third.rootAddress);
    await expect(again.getByRole('alert')).toHaveText('Token already added');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // A declined token cannot be proposed again: A removes the first token, B proposes it, A declines.
    await page.getByRole('link', { name: 'Tokens 3', exact: true }).click();
    await tokenRows(page).filter({ hasText: first.token }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove the token?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('link', { name: 'Tokens 2', exact: true })).toBeVisible();
    await guest.getByRole('button', { name: 'Propose token' }).click();
    await expect(await submitToken(guest, /^Propose a token/, first.rootAddress)).toHaveCount(0);
    await page.reload();
    await page.getByRole('link', { name: 'Proposed tokens 1', exact: true }).click();
    await page
      .getByRole('row', { name: new RegExp(first.token) })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(page.getByRole('link', { name: 'Proposed tokens 0', exact: true })).toBeVisible();
    await guest.getByRole('button', { name: 'Propose token' }).click();
    await expect((await submitToken(guest, /^Propose a token/, first.rootAddress)).getByRole('alert')).toHaveText('Token declined');
    // The system list, built from the devnet's manifest, takes neither.
    await guest.goto('/token-lists/system');
    await expect(tokenRows(guest).first()).toBeVisible();
    await expect(guest.getByRole('button', { name: /^(Add|Propose) token$/ })).toHaveCount(0);
    await guest.context().close();

    await page.getByRole('link', { name: 'List settings' }).click();
    dialog = page.getByRole('dialog', { name: `Settings of ${name}` });
    await dialog.getByRole('tab', { name: 'Delete' }).click();
    await dialog.getByLabel('List name').fill(name.toLowerCase());
    await expect(dialog.getByRole('button', { name: 'Delete list' })).toBeDisabled();
    await dialog.getByLabel('List name').fill(name);
    await dialog.getByRole('button', { name: 'Delete list' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    expect((await request.get(`/api/registry/v1/info/token_lists/by_url/${url}`)).status()).toBe(404);

    // A verified list takes approved tokens only; the devnet's tokens have no approved asset information.
    await page.getByRole('main').getByRole('button', { name: 'Create list' }).click();
    dialog = page.getByRole('dialog', { name: 'Create a token list' });
    await dialog.getByLabel('URL (ID)').fill(`${url}v`);
    await dialog.getByLabel('Name').fill(`${name} verified`);
    await dialog.getByLabel('Logo URL').fill(new URL(LOGO_PATH, baseURL).href);
    await dialog.getByRole('checkbox', { name: /^Verified/ }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} verified Verified` })).toBeVisible();
    await page.getByRole('button', { name: 'Add token' }).click();
    await expect((await submitToken(page, /^Add a token/, first.rootAddress)).getByRole('alert')).toHaveText('Token not verified');
  });
});

for (const language of LANGUAGES) {
  test.describe(`token lists in ${language}`, () => {
    test.use({ language, allowedConsoleErrors: [EXPECTED_ERRORS, { scope: 'test' }] });

    test('the lists, a list with its tabs and My token lists fit at 1440 and 390 px, light and dark', async ({ page, request, baseURL }) => {
      const texts = tokenListsTexts[language];
      await page.goto('/token-lists');
      await signInThroughProvider(page, LOCAL_USER, language);
      const url = `e2e${language}${Date.now().toString(36)}`;
      const created = await request.post('/api/registry/v1/authorized/token_lists', {
        headers: { authorization: `Bearer ${(await storedUser(page, request))!.access_token}` },
        data: {
          url,
          name: `${texts.title} ${url}`,
          description: texts.form.urlHint,
          asset_logo: new URL(LOGO_PATH, baseURL).href,
          is_public: true,
          verified: false,
        },
      });
      expect(created.status()).toBe(200);
      const tabs = page.getByRole('navigation', { name: texts.detail.tabsLabel });
      const screens = [
        { path: '/token-lists', shows: () => page.getByRole('button', { name: texts.createList }) },
        { path: `/token-lists/${url}`, shows: () => tabs.getByRole('link', { name: `${texts.detail.tokensTab} 0`, exact: true }) },
        { path: `/token-lists/${url}/proposals`, shows: () => page.getByRole('table', { name: texts.detail.proposalsCaption }) },
        { path: '/settings/token-lists', shows: () => page.getByRole('link', { name: `${texts.title} ${url}` }) },
      ];
      await checkScreensInBothThemes(page, screens, ` in ${language}`);
    });
  });
}
