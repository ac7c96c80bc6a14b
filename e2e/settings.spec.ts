import type { Page } from '@playwright/test';
import { authTexts, registrationTexts, settingsTexts } from '@tvmscan/web/testing';
import { LOCAL_USER, signInThroughProvider, signOutFromHeader } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/test.js';
import { LANGUAGES_AND_DARK } from './support/variants.js';

const PAT_CHECK = '/api/registry/v1/pat/check';

test.describe('signed out', () => {
  test('settings and registration pages send the visitor to sign in, and back to the page once signed in', async ({ page }) => {
    for (const path of ['/settings', '/settings/no-such-tab', '/settings/api-key', '/registration']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === path);
      await expect(page.getByText('You must be logged in to continue')).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
    // Signed in once before in this browser (the first sign-in lands on the registration page), then signed out.
    await page.goto('/');
    await signInThroughProvider(page, LOCAL_USER);
    await signOutFromHeader(page, LOCAL_USER);
    await page.goto('/settings/no-such-tab');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#username').fill(LOCAL_USER.username);
    await page.locator('#password').fill(LOCAL_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings\/addresses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});

test.describe('the API key page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('creates a key after the warning, shows it once, copies it, and a second key revokes the first at once', async ({ page, request }) => {
    await page.goto('/settings/api-key');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#username').fill(LOCAL_USER.username);
    await page.locator('#password').fill(LOCAL_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/registration$/);
    await page.getByRole('link', { name: 'Go to settings' }).click();
    await expect(page).toHaveURL(/\/settings\/addresses$/);
    const tabs = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
    await expect(tabs).toHaveText(['My tokens', /^My token lists/, 'API keys']);
    await tabs.filter({ hasText: 'API keys' }).click();
    await expect(page).toHaveURL(/\/settings\/api-key$/);

    const first = await createKey(page);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await request.post(PAT_CHECK, { data: { personal_access_token: first } })).status()).toBe(200);

    const second = await createKey(page);
    expect(second).not.toBe(first);
    const revoked = await request.post(PAT_CHECK, { data: { personal_access_token: first } });
    expect(revoked.status()).toBe(401);
    expect(((await revoked.json()) as { error: { code: string } }).error.code).toBe('Unauthorized');
    expect((await request.post(PAT_CHECK, { data: { personal_access_token: second } })).status()).toBe(200);
  });
});

/** Create new key → the warning → Create key → the key, copied with Copy, then the modal closed: the key is gone from the page. */
async function createKey(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create new key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create a new API key?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: 'Your new API key' });
  const key = (await created.getByLabel('New API key').textContent())!;
  await created.getByRole('button', { name: 'Copy the key' }).click();
  await expect(page.getByText('Copied to the clipboard').last()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  return key;
}

const WIDTHS = [1440, 390, 320];
const AXE_WIDTHS = [1440, 390];

for (const { language, theme } of LANGUAGES_AND_DARK) {
  test.describe(`signed in, ${language}, ${theme} theme`, () => {
    test.use({ language, theme });

    test('the settings and registration pages fit from 320 to 1440 px without sideways scrolling', async ({ page }) => {
      await page.goto('/');
      await signInThroughProvider(page, LOCAL_USER, language);
      const found: string[] = [];
      const darkOnly = theme === 'dark' ? ['/settings/addresses', '/settings/token-lists'] : [];
      for (const [path, heading] of [
        ['/settings/api-key', settingsTexts[language].title],
        ['/registration', registrationTexts[language].title],
        ...darkOnly.map((tab) => [tab, settingsTexts[language].title] as const),
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(authTexts[language].mustSignIn)).toHaveCount(0);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.waitForTimeout(300);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scrollWidth > clientWidth) found.push(`${path} at ${width} px: ${scrollWidth} px wide`);
          if (theme === 'dark' && AXE_WIDTHS.includes(width)) await expectNoSeriousA11yViolations(page);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      expect(found).toEqual([]);
    });
  });
}
