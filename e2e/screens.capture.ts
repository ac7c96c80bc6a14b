import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { explorerApi } from './support/explorer-api.js';
import { tokenSample } from './support/token-api.js';
import { repoRoot } from './support/paths.js';
import { expect, test, type Theme } from './support/test.js';

/** Real items of the devnet chain that the detail screens show. */
interface Samples {
  blockHash: string;
  transactionHash: string;
  accountId: string;
  messageHash: string;
  tokenRootAddress: string;
}

interface Screen {
  name: string;
  path: (samples: Samples) => string;
  /** Brings the screen to the state the picture shows, once its address is open. */
  act?: (page: Page, samples: Samples) => Promise<void>;
}

/** Every main screen, pictured in this order; a new screen is one more line here (then run `npm run screenshots`). */
const SCREENS: Screen[] = [
  { name: 'main', path: () => '/' },
  { name: 'blocks', path: () => '/blocks' },
  { name: 'block', path: ({ blockHash }) => `/blocks/${blockHash}` },
  { name: 'transactions', path: () => '/transactions' },
  { name: 'transaction', path: ({ transactionHash }) => `/transactions/${transactionHash}` },
  { name: 'messages', path: () => '/messages' },
  { name: 'message', path: ({ messageHash }) => `/messages/${messageHash}` },
  { name: 'accounts', path: () => '/accounts' },
  { name: 'account', path: ({ accountId }) => `/accounts/${accountId}` },
  { name: 'validators', path: () => '/validators' },
  { name: 'collections', path: () => '/collections' },
  { name: 'config', path: () => '/config/voting' },
  { name: 'search', path: () => '/', act: showSearchResults },
  { name: 'tokens', path: () => '/tokens' },
  { name: 'token', path: ({ tokenRootAddress }) => `/accounts/${tokenRootAddress}` },
  { name: 'tokens-transactions', path: () => '/tokens-transactions' },
  { name: 'contracts', path: () => '/contracts' },
  { name: 'contract-verification', path: () => '/contracts/verification' },
];

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const THEMES: Theme[] = ['light', 'dark'];
const OUTPUT_DIR = path.join(repoRoot, 'docs/screenshots');
const README = path.join(repoRoot, 'README.md');
const TABLE_START = '<!-- screenshots:start -->';
const TABLE_END = '<!-- screenshots:end -->';

const fileName = (screen: string, width: number, theme: Theme) => `${screen}-${width}-${theme}.png`;

async function loadSamples(request: APIRequestContext): Promise<Samples> {
  const { transactions } = await explorerApi<{ transactions: { hash: string; accountId: string; blockRootHash: string }[] }>(
    request,
    '/transactions/list',
    { limit: 1 },
  );
  const { messages } = await explorerApi<{ messages: { messageHash: string }[] }>(request, '/messages/list', { limit: 1 });
  const transaction = transactions[0]!;
  const { root } = await tokenSample(request);
  return {
    blockHash: transaction.blockRootHash,
    transactionHash: transaction.hash,
    accountId: transaction.accountId,
    messageHash: messages[0]!.messageHash,
    tokenRootAddress: root.rootAddress,
  };
}

async function showSearchResults(page: Page, { transactionHash }: Samples): Promise<void> {
  await page.getByRole('main').getByRole('combobox').fill(transactionHash.slice(0, 6));
  await expect(page.getByRole('listbox')).toBeVisible();
}

/** Waits until the screen's data has come: no request in flight and no loading placeholder left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-label], [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

let samples: Samples;
test.beforeAll(async ({ request }) => {
  samples = await loadSamples(request);
  mkdirSync(OUTPUT_DIR, { recursive: true });
});

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    for (const viewport of VIEWPORTS) {
      for (const screen of SCREENS) {
        test(`${screen.name} at ${viewport.width} px`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(screen.path(samples));
          await settle(page);
          await screen.act?.(page, samples);
          await page.screenshot({ path: path.join(OUTPUT_DIR, fileName(screen.name, viewport.width, theme)), animations: 'disabled' });
        });
      }
    }
  });
}

test.afterAll(() => {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} … ${TABLE_END} section for the screenshot table`);
  writeFileSync(README, `${readme.slice(0, start + TABLE_START.length)}\n${screenshotTable()}\n${readme.slice(end)}`);
});

/** The README's table: a thumbnail per screen, width and theme, each opening its full picture. */
function screenshotTable(): string {
  const columns = VIEWPORTS.flatMap(({ width }) => THEMES.map((theme) => ({ width, theme })));
  const header = `| screen | ${columns.map(({ width, theme }) => `${width} px, ${theme}`).join(' | ')} |`;
  const rule = `|---|${columns.map(() => '---').join('|')}|`;
  const rows = SCREENS.map(({ name }) => {
    const cells = columns.map(({ width, theme }) => {
      const file = `docs/screenshots/${fileName(name, width, theme)}`;
      return `<a href="${file}"><img src="${file}" alt="${name}, ${width} px, ${theme}" width="${width > 1000 ? 200 : 80}"></a>`;
    });
    return `| ${name} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
