import type { APIRequestContext, Page } from '@playwright/test';
import { contractsTexts } from '@tvmscan/web/testing';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { explorerApi } from './support/explorer-api.js';
import { expect, test } from './support/test.js';

interface ContractSummary {
  code_hash: string;
  contract_name: string;
}

async function verifiedContracts(request: APIRequestContext): Promise<ContractSummary[]> {
  const response = await request.post('/api/verify/info/list', { data: { limit: 100 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ContractSummary[] }).data;
}

/** The address of a devnet account running the published TIP-3 TokenRoot. */
async function tokenRootAddress(request: APIRequestContext): Promise<string> {
  const root = (await verifiedContracts(request)).find((contract) => contract.contract_name === '@broxus/tip3/contracts/TokenRoot')!;
  const { accounts } = await explorerApi<{ accounts: { address: string }[] }>(request, '/accounts/list', { limit: 1, codeHash: root.code_hash });
  return accounts[0]!.address;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("/contracts lists the devnet's verified token and NFT contracts, 20 a page", async ({ page, request }) => {
      const table = page.getByRole('table', { name: 'Verified contracts' });
      // The devnet's verification registers contracts as the stack runs: the page and the API are read together again
      // until they agree.
      let contracts: Awaited<ReturnType<typeof verifiedContracts>> = [];
      await expect(async () => {
        await page.goto('/contracts');
        contracts = await verifiedContracts(request);
        await expect(table.locator('tbody tr')).toHaveCount(Math.min(contracts.length, 20), { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Verify contract' })).toHaveAttribute('href', '/contracts/verification');
      const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      await expectNoSeriousA11yViolations(page);
      for (const name of ['Collection', 'Nft', 'TokenRoot', 'TokenWallet']) {
        const listed = contracts.findIndex((contract) => contract.contract_name.split('/').pop() === name);
        if (listed < 20) expect(names).toContain(name);
      }
      await expectNoHorizontalScroll(page);
    });

    test('/contracts/{a token root address} shows its ABI and sources', async ({ page, request }) => {
      const address = await tokenRootAddress(request);
      await page.goto(`/contracts/${address}`);
      await expect(page.getByRole('heading', { name: 'TokenRoot', level: 1 })).toBeVisible();
      await page.getByText('ABI', { exact: true }).click();
      // The viewers are CodeMirror editors, which draw only the lines in view: the files' first lines are checked.
      await expect(page.getByRole('textbox', { name: 'ABI', exact: true })).toContainText('"name": "rootOwner_"');
      await page.getByText('contracts/TokenRoot.tsol', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'contracts/TokenRoot.tsol', exact: true })).toContainText('pragma ton-solidity');
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);
    });

    test('the verification page says compiling is not available without a toolchain', async ({ page }) => {
      await page.goto('/contracts/verification');
      await expect(page.getByText(/Compiling is not available on this server/)).toBeVisible();
      await expect(page.getByRole('radio', { name: 'By compiler settings' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);
    });
  });
}

for (const width of [1440, 390]) {
  test.describe(`in the dark theme at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, theme: 'dark' });

    test('the contract screens and the code viewers read clearly', async ({ page, request }) => {
      await page.goto('/contracts');
      await expect(page.getByRole('table', { name: 'Verified contracts' }).locator('tbody tr').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/contracts/${await tokenRootAddress(request)}`);
      await page.getByText('ABI', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'ABI', exact: true })).toContainText('"name": "rootOwner_"');
      await page.getByText('contracts/TokenRoot.tsol', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'contracts/TokenRoot.tsol', exact: true })).toContainText('pragma ton-solidity');
      await expectNoSeriousA11yViolations(page);
      await page.goto('/contracts/verification');
      await expect(page.getByRole('radio', { name: 'By compiler settings' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

for (const language of ['ko', 'id', 'ja'] as const) {
  for (const width of [1440, 390]) {
    test.describe(`in ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, language });

      test('the contract screens read in the language chosen', async ({ page, request }) => {
        const texts = contractsTexts[language];
        await page.goto('/contracts');
        await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
        await expect(page.getByRole('table', { name: texts.table.caption }).locator('tbody tr').first()).toBeVisible();
        await expect(page.getByRole('link', { name: texts.verifyButton })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await page.goto(`/contracts/${await tokenRootAddress(request)}`);
        await expect(page.getByText(texts.contract.sources, { exact: true })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await page.goto('/contracts/verification');
        await expect(page.getByText(texts.verification.noToolchain)).toBeVisible();
        await expectNoHorizontalScroll(page);
      });
    });
  }
}
