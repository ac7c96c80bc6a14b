import type { APIRequestContext, Page } from '@playwright/test';
import { accountsTexts, blocksTexts, commonTexts, mainTexts, messagesTexts, searchTexts, transactionsTexts } from '@tvmscan/web/testing';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test, type Language, type Theme } from './support/test.js';

/** A kind of link a screen lists, and how the API confirms that what it links to is real. */
interface EntityLinks {
  readonly prefix: string;
  confirm(request: APIRequestContext, id: string): Promise<void>;
}

const BLOCK_LINKS: EntityLinks = {
  prefix: '/blocks/',
  confirm: async (request, hash) => {
    const { block } = await explorerApi<{ block: { rootHash: string } }>(request, '/blocks', { hash });
    expect(block.rootHash).toBe(hash);
  },
};
const TRANSACTION_LINKS: EntityLinks = {
  prefix: '/transactions/',
  confirm: async (request, hash) => {
    const { transaction } = await explorerApi<{ transaction: { hash: string } }>(request, '/transactions', { hash });
    expect(transaction.hash).toBe(hash);
  },
};
const MESSAGE_LINKS: EntityLinks = {
  prefix: '/messages/',
  confirm: async (request, id) => {
    const { message } = await explorerApi<{ message: { messageHash: string } }>(request, '/messages', { id });
    expect(message.messageHash).toBe(id);
  },
};
const ACCOUNT_LINKS: EntityLinks = {
  prefix: '/accounts/',
  confirm: async (request, id) => {
    const { account } = await explorerApi<{ account: { state: string } }>(request, '/accounts', { id });
    expect(account.state).not.toBe('NonExist');
  },
};

interface Screen {
  readonly name: string;
  readonly path: string;
  heading(language: Language): string;
  readonly lists: readonly EntityLinks[];
  /** Whether the screen draws a statistics chart (wider than phones only), which axe must see drawn. */
  readonly charted: boolean;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'main',
    path: '/',
    heading: (language) => mainTexts[language].title.replace('{{networkName}}', 'Everscale'),
    lists: [BLOCK_LINKS, TRANSACTION_LINKS, MESSAGE_LINKS],
    charted: false,
  },
  { name: 'blocks', path: '/blocks', heading: (language) => blocksTexts[language].title, lists: [BLOCK_LINKS], charted: false },
  {
    name: 'transactions',
    path: '/transactions',
    heading: (language) => transactionsTexts[language].title,
    lists: [TRANSACTION_LINKS, ACCOUNT_LINKS],
    charted: true,
  },
  {
    name: 'messages',
    path: '/messages',
    heading: (language) => messagesTexts[language].title,
    lists: [MESSAGE_LINKS, TRANSACTION_LINKS],
    charted: true,
  },
  { name: 'accounts', path: '/accounts', heading: (language) => accountsTexts[language].title, lists: [ACCOUNT_LINKS], charted: true },
];

const LANGUAGES: readonly Language[] = ['en', 'ja'];
const THEMES: readonly Theme[] = ['light', 'dark'];
/** The widest viewport of the app's small size class, where lists show no chart. */
const SMALL_MAX_WIDTH = 767;
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/** The id in the first link of a kind the page's main area shows, once its rows have loaded. */
async function firstLinkedId(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  const href = (await link.getAttribute('href'))!;
  return decodeURIComponent(href.slice(prefix.length));
}

async function expectLanguageAndTheme(page: Page, language: Language, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const variant = `${language}-${theme}-${viewport.width}`;
      test.describe(`in ${language}, ${theme} theme, ${viewport.width} px wide`, () => {
        test.use({ language, theme, viewport });

        for (const screen of SCREENS) {
          test(`${screen.path} renders devnet data`, async ({ page, request }) => {
            await page.goto(screen.path);
            await expect(page.locator('main h1')).toHaveText(screen.heading(language));
            await expectLanguageAndTheme(page, language, theme);
            for (const list of screen.lists) await list.confirm(request, await firstLinkedId(page, list.prefix));
            if (screen.charted && viewport.width > SMALL_MAX_WIDTH) await expect(page.locator('main [role="figure"] canvas').first()).toBeVisible();
            await saveScreenshot(page, `${screen.name}-${variant}`);
            await expectNoSeriousA11yViolations(page);
          });
        }

        test('an unknown path shows the not-found screen', async ({ page }) => {
          const texts = commonTexts[language].notFound;
          await page.goto('/no/such/screen');
          await expect(page.getByText(texts.text)).toBeVisible();
          await expect(page.getByRole('button', { name: texts.reload })).toBeVisible();
          await expect(page.getByRole('button', { name: texts.back })).toBeVisible();
          await expectLanguageAndTheme(page, language, theme);
          await saveScreenshot(page, `not-found-${variant}`);
          await expectNoSeriousA11yViolations(page);
        });
      });
    }
  }
}

test('the global search finds a real transaction by its hash and Enter opens its page', async ({ page, request }) => {
  const { transactions } = await explorerApi<{ transactions: { hash: string }[] }>(request, '/transactions/list', { limit: 1 });
  const hash = transactions[0]!.hash;
  await page.goto('/');
  const search = page.getByRole('combobox', { name: searchTexts.en.label });
  await search.fill(` ${hash.toUpperCase()} `);
  const option = page.getByRole('option').filter({ has: page.locator(`[title="${hash}"]`) });
  await expect(option).toBeVisible();
  await saveScreenshot(page, 'search-transaction-en-light-1280');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/transactions/${hash}$`));
});
