import type { Locator, Page } from '@playwright/test';
import { authTexts, commonTexts, settingsTexts, walletTexts } from '@tvmscan/web/testing';
import { LOCAL_USER, signInThroughProvider } from './support/sign-in.js';
import { connectLocalWallet } from './support/local-wallet.js';
import { resizeTo } from './support/viewport.js';
import { expect, test, type Language } from './support/test.js';

const LANGUAGES: Language[] = ['en', 'ko', 'id', 'ja'];
/** A desktop, the narrowest large screen, a phone. */
const WIDTHS = [1440, 1024, 390];
const DESKTOP_MIN_WIDTH = 1024;

type NavTexts = (typeof commonTexts)['en'];

/** Every area of both specifications: its header menu (navGroups), its label in that menu (nav) and its path. */
const AREAS = [
  { group: 'blockchain', item: 'blocks', path: '/blocks' },
  { group: 'blockchain', item: 'transactions', path: '/transactions' },
  { group: 'blockchain', item: 'messages', path: '/messages' },
  { group: 'blockchain', item: 'accounts', path: '/accounts' },
  { group: 'blockchain', item: 'validators', path: '/validators' },
  // The config opens on its first page, /config/voting.
  { group: 'blockchain', item: 'config', path: '/config/voting' },
  { group: 'tokens', item: 'tokens', path: '/tokens' },
  { group: 'tokens', item: 'tokensTransactions', path: '/tokens-transactions' },
  { group: 'tokens', item: 'collections', path: '/collections' },
  { group: 'tokens', item: 'tokenLists', path: '/token-lists' },
  { group: 'contracts', item: 'contracts', path: '/contracts' },
  { group: 'contracts', item: 'contractVerification', path: '/contracts/verification' },
] as const satisfies readonly { group: keyof NavTexts['navGroups']; item: keyof NavTexts['nav']; path: string }[];

/** The signed-in user's areas, in the header's account menu. */
const SETTINGS_AREAS = [
  { tab: 'addresses', path: '/settings/addresses' },
  { tab: 'tokenLists', path: '/settings/token-lists' },
  { tab: 'apiKey', path: '/settings/api-key' },
] as const;

function banner(page: Page): Locator {
  return page.getByRole('banner');
}

/** A settings tab's link: its label, then its count badge if it has one ('My token lists' and '1'). */
function tabLink(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d*$`);
}

/**
 * Opens each area from the header of the page the previous area opened, in two clicks: the area's menu (wide header)
 * or the ☰ menu (phone), then its link. Returns what went wrong.
 */
async function walkTheAreas(page: Page, language: Language, width: number): Promise<string[]> {
  const texts = commonTexts[language];
  const problems: string[] = [];
  for (const { group, item, path } of AREAS) {
    const burger = banner(page).getByRole('button', { name: texts.header.openMenu });
    let menu: Locator;
    if (width >= DESKTOP_MIN_WIDTH) {
      if (await burger.isVisible()) problems.push(`${width} px on ${new URL(page.url()).pathname}: the ☰ menu holds the nav`);
      const nav = banner(page).getByRole('navigation', { name: texts.header.navigation });
      await nav.getByRole('button', { name: texts.navGroups[group], exact: true }).click();
      menu = nav;
    } else {
      await burger.click();
      menu = page.getByRole('dialog', { name: texts.header.navigation });
    }
    await menu.getByRole('link', { name: texts.nav[item], exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  return problems;
}

/** The signed-in user's settings, each two clicks away: the account menu, then its tab. */
async function walkTheSettings(page: Page, language: Language, width: number): Promise<void> {
  const trigger =
    width >= DESKTOP_MIN_WIDTH
      ? banner(page).getByRole('button', { name: LOCAL_USER.name })
      : banner(page).getByRole('button', { name: authTexts[language].accountMenu });
  for (const { tab, path } of SETTINGS_AREAS) {
    await trigger.click();
    await banner(page)
      .getByRole('navigation', { name: authTexts[language].accountMenu })
      .getByRole('link', { name: tabLink(settingsTexts[language].tabs[tab]) })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  }
}

/** On a desktop the language select and the theme button are on the header's line, not in a menu. */
async function switchesInView(page: Page, language: Language, width: number): Promise<string[]> {
  const texts = commonTexts[language].header;
  const problems: string[] = [];
  const languageSelect = banner(page).getByRole('combobox', { name: texts.language });
  const theme = banner(page).getByRole('button', { name: new RegExp(`^(${texts.themeToDark}|${texts.themeToLight})$`) });
  for (const [name, control] of [
    ['language', languageSelect],
    ['theme', theme],
  ] as const) {
    const box = await control.boundingBox();
    if (!box || !(await control.isVisible()) || box.x < 0 || box.x + box.width > width || box.y + box.height > 200)
      problems.push(`${width} px on ${new URL(page.url()).pathname}: the ${name} switch is out of view`);
  }
  return problems;
}

/** Walks every area at every width from the current page on, and checks the switches on the way at desktop widths. */
async function everyWidth(page: Page, language: Language, signedIn: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await resizeTo(page, width, 900);
    if (width >= DESKTOP_MIN_WIDTH) problems.push(...(await switchesInView(page, language, width)));
    problems.push(...(await walkTheAreas(page, language, width)));
    if (width >= DESKTOP_MIN_WIDTH) problems.push(...(await switchesInView(page, language, width)));
    if (signedIn) await walkTheSettings(page, language, width);
  }
  return problems.map((problem) => `${signedIn ? 'signed in' : 'signed out'}: ${problem}`);
}

for (const language of LANGUAGES) {
  test.describe(`the header in ${language}`, () => {
    test.use({ language });

    test('opens every area of both specifications in two clicks at 1440, 1024 and 390 px, signed out and signed in with the wallet connected, and keeps language and theme in view on desktops', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.goto('/');
      const problems = await everyWidth(page, language, false);
      await resizeTo(page, 1440, 900);
      await page.goto('/');
      await signInThroughProvider(page, LOCAL_USER, language);
      await page.goto('/');
      await connectLocalWallet(page, language);
      problems.push(...(await everyWidth(page, language, true)));
      await resizeTo(page, 1440, 900);
      await expect(banner(page).getByRole('button', { name: walletTexts[language].walletMenu })).toHaveAttribute('title', /^0:[0-9a-f]{64}$/);
      expect(problems).toEqual([]);
    });
  });
}
