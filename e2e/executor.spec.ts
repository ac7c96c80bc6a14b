import type { APIRequestContext, Page } from '@playwright/test';
import { executorTexts } from '@tvmscan/web/testing';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test, type Language } from './support/test.js';
import { tokenApi, tokenSample, type ApiToken } from './support/token-api.js';

const LANGUAGES: Language[] = ['en', 'ko', 'id', 'ja'];
const WIDTHS = [1440, 390];
/** Longer than the app's 200 ms resize debounce. */
const RESIZE_SETTLE_MS = 300;

/** A devnet TIP-3 root as the token API lists it (its verified contract gives the executor its ABI). */
async function tip3Root(request: APIRequestContext): Promise<ApiToken> {
  await tokenSample(request);
  const { tokens } = await tokenApi<{ tokens: (ApiToken & { tokenStandard: string })[] }>(request, '/root_contract/search', { limit: 100 });
  const root = tokens.find((token) => token.tokenStandard === 'Tip3');
  if (!root) throw new Error('the devnet has no TIP-3 root');
  return root;
}

/** Runs a getter of the executor (RunLocal) and returns the text of its first output. */
async function runGetter(page: Page, method: string): Promise<string> {
  const section = page.locator(`section#${method}`);
  await section.getByRole('button', { name: executorTexts.en.submit.RunLocal, exact: true }).click();
  const output = section.getByRole('status', { name: executorTexts.en.output.title.replace('{{code}}', '0') });
  await expect(output).toBeVisible();
  return (await output.locator('dd').first().innerText()).trim();
}

test("RunLocal reads a devnet TIP-3 root's name, symbol, decimals and total supply with no wallet, as the chain holds them", async ({
  page,
  request,
}) => {
  const root = await tip3Root(request);
  await page.goto(`/accounts/${root.rootAddress}/source-code`);
  await expect(page.getByRole('link', { name: executorTexts.en.views.executor })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: executorTexts.en.filter.list }).getByRole('link', { name: 'totalSupply', exact: true }),
  ).toBeVisible();
  expect(await runGetter(page, 'name')).toBe(root.name);
  expect(await runGetter(page, 'symbol')).toBe(root.token);
  expect(await runGetter(page, 'decimals')).toBe(String(root.scale));
  // The devnet keeps minting and burning: read again until the page and the token API stand on the same block.
  await expect(async () => {
    const read = await runGetter(page, 'totalSupply');
    const { tokens } = await tokenApi<{ tokens: ApiToken[] }>(request, '/root_contract/search', { limit: 100 });
    expect(read).toBe(tokens.find((token) => token.rootAddress === root.rootAddress)!.totalSupply);
  }).toPass({ timeout: 30_000 });

  await page.getByText(executorTexts.en.fields.title, { exact: true }).click();
  await expect(page.getByRole('definition').filter({ hasText: root.name }).first()).toBeVisible();
});

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    test('the executor at 1440 and 390 px, reading and the internal-send form', async ({ page, request }) => {
      const root = await tip3Root(request);
      const texts = executorTexts[language];
      const amountLabel = new RegExp(`^${escapeRegex(texts.send.amount.split('{{symbol}}')[0]!.trim())}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/accounts/${root.rootAddress}/source-code`);
        const section = page.locator('section#walletOf');
        await expect(section.getByRole('button', { name: texts.submit.RunLocal, exact: true })).toBeVisible();
        await section.getByRole('radio', { name: texts.actions.SendInternal }).check();
        await expect(section.getByRole('textbox', { name: amountLabel })).toBeVisible();
        await page.waitForTimeout(RESIZE_SETTLE_MS);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `the executor scrolls sideways at ${width} px`).toBeLessThanOrEqual(clientWidth);
        await saveScreenshot(page, `executor-${language}-${width}`);
      }
    });
  });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
