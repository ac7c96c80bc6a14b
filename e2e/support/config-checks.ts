import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.js';
import { fixed16Text, groupInteger, tokensText } from './expected-text.js';
import { explorerApi } from './explorer-api.js';
import { saveScreenshot } from './screenshots.js';
import { expect } from './test.js';

type Params = Record<string, unknown>;
interface KeyBlockConfig {
  config: { paramIndexes: number[]; params: Params };
}

/**
 * A page, the parameter it opens with, and the label and expected text of one value of that parameter (an empty
 * text: the label is a sub-heading that must be shown).
 */
interface PageCheck {
  page: string;
  index: number;
  heading: string;
  value?: (param: never) => [label: string, text: string];
}

const gasLeaf = (gas: { kind: string; other?: unknown; blockGasLimit?: string }): { blockGasLimit: string } =>
  gas.kind === 'gas_flat_pfx' ? gasLeaf(gas.other as { kind: string }) : (gas as { blockGasLimit: string });

const CHECKS: PageCheck[] = [
  { page: 'voting', index: 1, heading: 'Elector contract address', value: (id: string) => ['Elector contract', `-1:${id}`] },
  { page: 'workchains', index: 12, heading: 'Workchains', value: (list: { workchain: number }[]) => [`Workchain ${list[0]!.workchain}`, ''] },
  {
    page: 'election',
    index: 15,
    heading: 'Election timing',
    value: (timing: { validatorsElectedFor: number }) => ['Validators elected for', `${groupInteger(timing.validatorsElectedFor)} s`],
  },
  {
    page: 'stake',
    index: 17,
    heading: 'Validator stake limits',
    value: (stakes: { minStake: string }) => ['Minimum stake', `${tokensText(stakes.minStake)} EVER`],
  },
  { page: 'storage', index: 18, heading: 'Storage prices' },
  {
    page: 'block',
    index: 22,
    heading: 'Masterchain block limits',
    value: (limits: { bytes: { hardLimit: number } }) => ['Hard limit', `${groupInteger(limits.bytes.hardLimit)} bytes`],
  },
  { page: 'catchain', index: 28, heading: 'Catchain or collation config' },
  { page: 'consensus', index: 29, heading: 'Consensus config' },
  {
    page: 'gas',
    index: 20,
    heading: 'Masterchain gas prices',
    value: (gas: { kind: string }) => ['Gas limit of a block', `${groupInteger(gasLeaf(gas).blockGasLimit)} gas units`],
  },
  {
    page: 'messages',
    index: 24,
    heading: 'Masterchain message forwarding prices',
    value: (prices: { lumpPrice: string; bitPrice: string }) => ['Price per bit', `${fixed16Text(prices.bitPrice)} nanoEVER per bit`],
  },
];

/**
 * Every network config page against POST /blocks/key-block-config: the page's first parameter shows a value equal
 * to the API's (or 'not set' when the config lacks it); no serious a11y violations; a screenshot per page.
 */
export async function checkConfigPages(page: Page, request: APIRequestContext, screenshot: string): Promise<void> {
  const { config } = await explorerApi<KeyBlockConfig>(request, '/blocks/key-block-config', {});
  for (const check of CHECKS) {
    await page.goto(`/config/${check.page}`);
    const section = page.getByRole('region', { name: new RegExp(`^${check.heading} param`) });
    await expect(section).toBeVisible();
    const param = config.params[String(check.index)];
    if (param === undefined) {
      await expect(section).toContainText(config.paramIndexes.includes(check.index) ? 'unavailable' : 'not set');
    } else if (check.value) {
      const [label, text] = check.value(param as never);
      if (text === '') {
        await expect(section.getByRole('heading', { name: label, exact: true })).toBeVisible();
      } else {
        const fact = section
          .locator('dl > div', { has: page.getByText(label, { exact: true }) })
          .first()
          .locator('dd');
        await expect(fact).toContainText(text);
      }
    }
    await saveScreenshot(page, `${screenshot}-${check.page}`);
    await expectNoSeriousA11yViolations(page);
  }
}
