import type { APIRequestContext, Page } from '@playwright/test';
import { authTexts, commonTexts, walletTexts } from '@tvmscan/web/testing';
import { explorerApi } from './support/explorer-api.js';
import { connectLocalWallet } from './support/local-wallet.js';
import { accountMenu, LOCAL_USER, signInThroughProvider } from './support/sign-in.js';
import { documentWidths, resizeTo } from './support/viewport.js';
import { tokenSample } from './support/token-api.js';
import { expect, test, type Language, type Theme } from './support/test.js';

const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1440];
const LANGUAGES: Language[] = ['en', 'ko', 'id', 'ja'];
const THEMES: Theme[] = ['light', 'dark'];

/** The pages of the specifications, with one real block, transaction, message, account, token root and token holder of the stack. */
async function specPages(request: APIRequestContext): Promise<string[]> {
  const { blocks } = await explorerApi<{ blocks: { rootHash: string }[] }>(request, '/blocks/list', { limit: 1 });
  const { transactions } = await explorerApi<{ transactions: { hash: string; accountId: string }[] }>(request, '/transactions/list', { limit: 1 });
  const { messages } = await explorerApi<{ messages: { messageHash: string }[] }>(request, '/messages/list', { limit: 1 });
  const transaction = transactions[0]!;
  const { root, holder } = await tokenSample(request);
  return [
    '/',
    '/blocks',
    `/blocks/${blocks[0]!.rootHash}`,
    '/transactions',
    `/transactions/${transaction.hash}`,
    '/messages',
    `/messages/${messages[0]!.messageHash}`,
    '/accounts',
    `/accounts/${transaction.accountId}`,
    '/validators',
    '/config',
    '/tokens',
    '/tokens-transactions',
    `/accounts/${root.rootAddress}/holders`,
    `/accounts/${holder.ownerAddress}/token-balances`,
  ];
}

/** The widths (among WIDTHS) at which the document is wider than the window, so the page scrolls sideways. */
async function overflowingWidths(page: Page): Promise<string[]> {
  const overflows: string[] = [];
  for (const width of WIDTHS) {
    await resizeTo(page, width, 800);
    const { scrollWidth, clientWidth } = await documentWidths(page);
    if (scrollWidth > clientWidth) overflows.push(`${width} px: document ${scrollWidth} px wide`);
  }
  return overflows;
}

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test.describe(`${language}, ${theme} theme`, () => {
      test.use({ language, theme });

      test('no page of the specification scrolls sideways from 320 to 1440 px', async ({ page, request }) => {
        test.setTimeout(300_000);
        const found: string[] = [];
        for (const path of await specPages(request)) {
          await page.goto(path);
          await expect(page.locator('h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          found.push(...(await overflowingWidths(page)).map((overflow) => `${path} at ${overflow}`));
        }
        expect(found).toEqual([]);
      });
    });
  }
}

/** The laptop widths at which the header once wrapped for a signed-in user (the wallet and account controls beside the nav). */
const HEADER_WIDTHS = [1024, 1100, 1280, 1440];
/** The widths (among HEADER_WIDTHS) at which a signed-in user with the wallet connected keeps the nav on the header's line. */
const WALLET_HEADER_WIDTHS: Record<Language, number[]> = { en: [1280, 1440], ko: [1440], id: [1440], ja: [1440] };

/** The header's height at each of HEADER_WIDTHS, once the resize has settled. */
async function headerHeights(page: Page): Promise<number[]> {
  const heights: number[] = [];
  for (const width of HEADER_WIDTHS) {
    await resizeTo(page, width, 800);
    heights.push((await page.getByRole('banner').boundingBox())!.height);
  }
  return heights;
}

/** Where the header's account menu, or anything of the page, leaves the window at the current width. */
async function misplacedAccountMenu(page: Page, language: Language, width: number): Promise<string[]> {
  const banner = page.getByRole('banner');
  const misplaced: string[] = [];
  const logo = (await banner.locator('a[href="/"]').first().boundingBox())!;
  const trigger = accountMenu(page, LOCAL_USER);
  const button = (await trigger.boundingBox())!;
  if (button.y > logo.y + logo.height) misplaced.push(`${width} px: the account button is below the logo's line`);
  await trigger.click();
  const panel = (await banner.getByRole('navigation', { name: authTexts[language].accountMenu }).locator('xpath=..').boundingBox())!;
  if (panel.x < 0 || panel.x + panel.width > width) misplaced.push(`${width} px: the account menu spans ${panel.x}–${panel.x + panel.width} px`);
  await page.keyboard.press('Escape');
  const { scrollWidth, clientWidth } = await documentWidths(page);
  if (scrollWidth > clientWidth) misplaced.push(`${width} px: the document is ${scrollWidth} px wide`);
  return misplaced;
}

/** Turns the theme dark from the header's switch, which may be in the ☰ menu. */
async function switchToDarkTheme(page: Page, language: Language): Promise<void> {
  const texts = commonTexts[language].header;
  const openMenu = page.getByRole('banner').getByRole('button', { name: texts.openMenu });
  const fromMenu = await openMenu.isVisible();
  if (fromMenu) await openMenu.click();
  await page.getByRole('button', { name: texts.themeToDark }).click();
  if (fromMenu) await page.keyboard.press('Escape');
}

/** What is out of place in a one-line header with the nav on it, the account and the wallet menus within the window. */
async function misplacedWithWallet(page: Page, language: Language, oneLineHeight: number): Promise<string[]> {
  const banner = page.getByRole('banner');
  const width = page.viewportSize()!.width;
  const misplaced = await misplacedAccountMenu(page, language, width);
  const height = (await banner.boundingBox())!.height;
  if (height !== oneLineHeight) misplaced.push(`${width} px: the header is ${height} px high, not one line of ${oneLineHeight} px`);
  if (!(await banner.getByRole('navigation', { name: commonTexts[language].header.navigation }).isVisible()))
    misplaced.push(`${width} px: the nav has left the line`);
  const wallet = walletTexts[language].walletMenu;
  const walletTrigger = banner.getByRole('button', { name: wallet });
  // Shown as icons, the account and the wallet keep their name and address in the tooltip.
  if ((await accountMenu(page, LOCAL_USER).getAttribute('title')) !== LOCAL_USER.name)
    misplaced.push(`${width} px: the account button has no tooltip`);
  if (!/^0:[0-9a-f]{64}$/.test((await walletTrigger.getAttribute('title')) ?? '')) misplaced.push(`${width} px: the wallet button has no tooltip`);
  await walletTrigger.click();
  const panel = (await banner.getByRole('group', { name: wallet }).boundingBox())!;
  if (panel.x < 0 || panel.x + panel.width > width) misplaced.push(`${width} px: the wallet menu spans ${panel.x}–${panel.x + panel.width} px`);
  await page.keyboard.press('Escape');
  return misplaced;
}

for (const language of LANGUAGES) {
  test.describe(`the header in ${language}`, () => {
    test.use({ language });

    test('stays one line for a signed-in user, whose account menu opens within the window, and keeps its nav at 1440 px with the wallet connected', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: authTexts[language].signIn })).toBeVisible();
      const signedOut = await headerHeights(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInThroughProvider(page, LOCAL_USER, language);
      // A first sign-in lands on the welcome page, whose header has the search line: the heights compare on the main page.
      await page.goto('/');
      await expect(accountMenu(page, LOCAL_USER)).toBeVisible();
      expect(await headerHeights(page)).toEqual(signedOut);
      const misplaced: string[] = [];
      for (const width of HEADER_WIDTHS) {
        await resizeTo(page, width, 800);
        misplaced.push(...(await misplacedAccountMenu(page, language, width)));
      }
      expect(misplaced).toEqual([]);

      await connectLocalWallet(page, language);
      for (const theme of THEMES) {
        if (theme === 'dark') await switchToDarkTheme(page, language);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const width of WALLET_HEADER_WIDTHS[language]) {
          await resizeTo(page, width, 800);
          const oneLine = signedOut[HEADER_WIDTHS.indexOf(width)]!;
          misplaced.push(...(await misplacedWithWallet(page, language, oneLine)).map((problem) => `${theme}: ${problem}`));
        }
      }
      expect(misplaced).toEqual([]);
    });
  });
}

/** The widths at which a fresh load of the main page once shifted its layout (the sign-in button painted on a second header line). */
const FIRST_LOAD_WIDTHS = [1350, 1440, 390];
/** Lighthouse calls a cumulative layout shift under 0.1 good; the header's place is known before its first paint, so ours is none. */
const MAX_LAYOUT_SHIFT = 0.01;

/** Sums the page's layout shifts from its first paint on, as Lighthouse does (shifts right after an input excepted). */
function recordLayoutShifts(): void {
  const scope = window as unknown as { layoutShift: number };
  scope.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) scope.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const theme of THEMES) {
  test.describe(`a fresh load in the ${theme} theme`, () => {
    test.use({ theme });

    test('does not shift the layout of the main page once painted, with sign-in enabled, at 1350, 1440 and 390 px', async ({ page }) => {
      await page.addInitScript(recordLayoutShifts);
      const shifts: string[] = [];
      for (const width of FIRST_LOAD_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('button', { name: walletTexts.en.walletMenu })).toBeVisible();
        await expect(banner.getByRole('button', { name: authTexts.en.signIn })).toBeAttached();
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
        if (shift >= MAX_LAYOUT_SHIFT) shifts.push(`${width} px: layout shift ${shift.toFixed(3)}`);
      }
      expect(shifts).toEqual([]);
    });
  });
}
