import type { Page } from '@playwright/test';
import {
  accountMenu,
  ANSWER_PARAMS,
  jwtClaims,
  LOCAL_ADMIN,
  LOCAL_USER,
  signInSettings,
  signInThroughProvider,
  signOutFromHeader,
  storedUser,
} from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { saveScreenshot } from './support/screenshots.js';
import { ACCESS_TOKEN_TTL_S } from './support/stack-env.js';
import { expect, test } from './support/test.js';

const signInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' });

test('signs in through the local provider, lands back with a clean address, stays signed in across a reload, returns where it began', async ({
  page,
}) => {
  await page.goto('/blocks');
  await signInThroughProvider(page, LOCAL_USER);
  // The first sign-in in this browser lands on the registration page.
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/registration');
  expect(ANSWER_PARAMS.filter((name) => landed.searchParams.has(name))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('user@tvmscan.local')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBe('1');

  await page.reload();
  await expect(accountMenu(page, LOCAL_USER)).toBeVisible();
  await expect(page.getByText('user@tvmscan.local')).toBeVisible();

  await signOutFromHeader(page, LOCAL_USER);
  await expect(signInButton(page)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await page.goto('/blocks?limit=5');
  await signInThroughProvider(page, LOCAL_USER);
  const back = new URL(page.url());
  expect(`${back.pathname}${back.search}`).toBe('/blocks?limit=5');
});

test('a sign-out in one tab signs the other tab out, and a sign-in signs it in', async ({ page, context }) => {
  await page.goto('/');
  await signInThroughProvider(page, LOCAL_USER);
  const other = await context.newPage();
  await other.goto(page.url().replace(/\/registration$/, '/validators'));
  await expect(accountMenu(other, LOCAL_USER)).toBeVisible();

  await signOutFromHeader(other, LOCAL_USER);
  await expect(signInButton(other)).toBeVisible();
  await expect(signInButton(page)).toBeVisible();
  await expect(accountMenu(page, LOCAL_USER)).toHaveCount(0);

  await signInThroughProvider(other, LOCAL_USER);
  await expect(accountMenu(page, LOCAL_USER)).toBeVisible();
});

test(`renews a ${ACCESS_TOKEN_TTL_S}-second access token before it expires, without leaving the page`, async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInThroughProvider(page, LOCAL_USER);
  const first = (await storedUser(page, request))!;
  const claims = jwtClaims(first.access_token);
  expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_TTL_S);
  expect(claims.aud).toBe('urn:tvmscan:registry');
  const url = page.url();

  await expect
    .poll(async () => (await storedUser(page, request))?.access_token, { timeout: ACCESS_TOKEN_TTL_S * 1000, intervals: [1000] })
    .not.toBe(first.access_token);
  const renewed = (await storedUser(page, request))!;
  // Renewed while the first token was still valid.
  expect(Date.now() / 1000).toBeLessThan(claims.exp);
  expect(renewed.expires_at).toBeGreaterThan(first.expires_at);
  expect(page.url()).toBe(url);
  await expect(accountMenu(page, LOCAL_USER)).toBeVisible();
  const answer = await request.get('/api/registry/v1/authorized/is_admin', { headers: { authorization: `Bearer ${renewed.access_token}` } });
  expect(answer.status()).toBe(200);
});

test.describe('a refused renewal', () => {
  test.use({ allowedConsoleErrors: [/status of 400|grant request is invalid|refresh token already used|invalid_grant/] });

  test('signs out when the provider refuses the refresh token', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInThroughProvider(page, LOCAL_USER);
    const { authority, clientId } = await signInSettings(request);
    const { refresh_token } = (await storedUser(page, request))!;
    // Someone else uses the refresh token first: the provider rotates it, then refuses the app's copy and revokes the grant.
    const stolen = await request.post(`${authority}/token`, {
      form: { grant_type: 'refresh_token', refresh_token: refresh_token!, client_id: clientId },
    });
    expect(stolen.status()).toBe(200);

    await expect(signInButton(page)).toBeVisible({ timeout: ACCESS_TOKEN_TTL_S * 1000 });
    expect(await storedUser(page, request)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBe('0');
  });
});

test('the admin flag: the local admin is an admin, the local user is not', async ({ page }) => {
  await page.goto('/');
  await signInThroughProvider(page, LOCAL_ADMIN);
  await page.goto('/registration');
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await accountMenu(page, LOCAL_ADMIN).click();
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link')).toHaveText([
    'My tokens',
    'My token lists',
    'API keys',
    /^Assets/,
  ]);
  await page.keyboard.press('Escape');
  await signOutFromHeader(page, LOCAL_ADMIN);
  await expect(signInButton(page)).toBeVisible();

  await signInThroughProvider(page, LOCAL_USER);
  await page.goto('/registration');
  await expect(page.getByText('User', { exact: true })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toHaveCount(0);
});

test.describe('in the dark theme', () => {
  test.use({ theme: 'dark' });

  test("the admin's registration page and account menu read clearly at 1440 and 390 px", async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, LOCAL_ADMIN);
    await page.goto('/registration');
    await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousA11yViolations(page);
      // On a phone the menu's button shows an icon only, named by its label.
      const menuButton = width < 768 ? page.getByRole('banner').getByRole('button', { name: 'Account menu' }) : accountMenu(page, LOCAL_ADMIN);
      await menuButton.click();
      await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: /^Assets/ })).toBeVisible();
      await saveScreenshot(page, `account-menu-en-dark-${width}`);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    }
  });
});
