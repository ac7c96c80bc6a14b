import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { detailValue, formatNano } from './support/detail-page.js';
import { explorerApi } from './support/explorer-api.js';
import { MIDCHAIN_START, MIDCHAIN_STATELESS_START } from './support/paths.js';
import { MIDCHAIN_STATELESS_URL_ENV } from './support/stack-env.js';
import { saveScreenshot } from './support/screenshots.js';
import type { Page } from '@playwright/test';
import { expect, test, type Theme } from './support/test.js';

const MASTERCHAIN = '8000000000000000';

interface AccountAnswer {
  account: { address: string; balance: string; createdAt: number | null; balancePartial?: boolean };
}

test.use({ allowedConsoleErrors: [/404/] });

test('the main page says the statistics count from the start, and the block list ends there', async ({ page, request }) => {
  const history = await explorerApi<{ startMcSeqno: number; fromGenesis: boolean }>(request, '/history');
  expect(history).toMatchObject({ startMcSeqno: MIDCHAIN_START, fromGenesis: false });
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Network statistics' });
  await expect(stats.getByText(`Counted from masterchain block #${MIDCHAIN_START}, where this explorer’s history starts`)).toBeVisible();
  const oldest = await explorerApi<{ blocks: { seqno: number }[] }>(request, '/blocks/list', {
    workchain: -1,
    limit: 1,
    ordering: { by: 'seqno', order: 'ASC' },
  });
  expect(oldest.blocks[0]!.seqno).toBe(MIDCHAIN_START);
  await page.goto(`/blocks/-1/${MASTERCHAIN}/${MIDCHAIN_START}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block -1:8:${MIDCHAIN_START}`);
});

test('a masterchain block before the start is before this explorer’s history, one after the tip is not found', async ({ page }) => {
  await page.goto(`/blocks/-1/${MASTERCHAIN}/${MIDCHAIN_START - 1}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before this explorer’s history');
  await expect(page.getByText(`Block -1:${MASTERCHAIN}:${MIDCHAIN_START - 1} is older than the first block this explorer indexes`)).toBeVisible();
  await page.goto(`/blocks/-1/${MASTERCHAIN}/100000`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block not found');
});

test('an account first seen mid-chain shows the balance its state gave', async ({ page, request }) => {
  const list = await explorerApi<{ accounts: { address: string }[] }>(request, '/accounts/list', { limit: 100 });
  const answers = await Promise.all(list.accounts.map(({ address }) => explorerApi<AccountAnswer>(request, '/accounts', { id: address })));
  expect(answers.filter(({ account }) => account.balancePartial)).toEqual([]);
  // Met already existing (no creation indexed), its values before taken from the state file.
  const withState = answers.find(({ account }) => account.createdAt === null)!.account;
  await page.goto(`/accounts/${withState.address}`);
  const details = page.locator('main');
  await expect(detailValue(details, 'Balance')).toHaveText(formatNano(withState.balance));
  await expect(detailValue(details, 'Created')).toHaveText('-');
});

test('without a state source, an account first seen mid-chain takes its balance from the blocks’ state updates; its creation stays unknown', async ({
  page,
  request,
}) => {
  const stateless = process.env[MIDCHAIN_STATELESS_URL_ENV]!;
  const post = async <T>(path: string, data: object) =>
    ((await (await request.post(`${stateless}/api/explorer/v1${path}`, { data })).json()) as { data: T }).data;
  const history = await request.get(`${stateless}/api/explorer/v1/history`);
  expect(((await history.json()) as { data: { startMcSeqno: number } }).data.startMcSeqno).toBe(MIDCHAIN_STATELESS_START);
  const list = await post<{ accounts: { address: string }[] }>('/accounts/list', { limit: 100 });
  const answers = await Promise.all(list.accounts.map(({ address }) => post<AccountAnswer>('/accounts', { id: address })));
  expect(answers.filter(({ account }) => account.balancePartial)).toEqual([]);
  const metExisting = answers.find(({ account }) => account.createdAt === null)!.account;
  expect(BigInt(metExisting.balance)).toBeGreaterThan(0n);
  await page.goto(`${stateless}/accounts/${metExisting.address}`);
  const details = page.locator('main');
  await expect(detailValue(details, 'Balance')).toHaveText(formatNano(metExisting.balance));
  await expect(detailValue(details, 'Created')).toHaveText('-');
});

/** Turns the page's list to its last page with Next, each turn awaited until the list is no longer busy with it. */
async function turnToLastPage(page: Page): Promise<void> {
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const panel = page.locator('main section', { has: pager });
  const next = pager.getByRole('button', { name: 'Next' });
  const firstRow = panel.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  for (;;) {
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    if (!(await next.isEnabled())) return;
    const before = (await firstRow.textContent())!;
    await next.click();
    await expect(firstRow).not.toHaveText(before);
  }
}

const THEMES: readonly Theme[] = ['light', 'dark'];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const theme of THEMES) {
  for (const viewport of VIEWPORTS) {
    const variant = `${theme}-${viewport.width}`;
    test.describe(`${theme} theme, ${viewport.width} px wide`, () => {
      test.use({ theme, viewport });

      test('the main page, the last page of a list and a block before the start say where the history begins', async ({ page }) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByText(`Counted from masterchain block #${MIDCHAIN_START}, where this explorer’s history starts`)).toBeVisible();
        await saveScreenshot(page, `midchain-main-${variant}`);
        await page.goto('/blocks');
        await turnToLastPage(page);
        const note = page.locator('main p').filter({ hasText: 'This explorer’s history begins at' });
        await expect(note).toHaveText(
          new RegExp(`^This explorer’s history begins at masterchain block #${MIDCHAIN_START} \\(.+\\): nothing before it is listed\\.$`),
        );
        const startLink = note.getByRole('link', { name: `masterchain block #${MIDCHAIN_START}` });
        await expect(startLink).toHaveAttribute('href', `/blocks/-1/${MASTERCHAIN}/${MIDCHAIN_START}`);
        await saveScreenshot(page, `midchain-list-end-${variant}`);
        await page.goto(`/blocks/-1/${MASTERCHAIN}/${MIDCHAIN_START - 1}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before this explorer’s history');
        await saveScreenshot(page, `midchain-before-history-${variant}`);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}
