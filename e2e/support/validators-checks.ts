import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.js';
import { durationText, tokensText, weightPercentText } from './expected-text.js';
import { explorerApi } from './explorer-api.js';
import { saveScreenshot } from './screenshots.js';
import { expect } from './test.js';

interface Participant {
  rank: number;
  address: string | null;
  publicKey: string;
  stake: string | null;
  weight: string;
}

export interface ValidatorSet {
  origin: 'election' | 'candidates' | 'zerostate' | 'unknown';
  participantCount: number;
  participants: Participant[];
}

export interface ElectionsState {
  validationCyclePeriod: number | null;
  electionsPeriod: number | null;
  previous: ValidatorSet | null;
  current: ValidatorSet | null;
  next: ValidatorSet | null;
}

const SETS = ['previous', 'current', 'next'] as const;
/** What the page tells visitors of a set whose wallets and stakes do not come from its election's record. */
const ORIGIN_NOTES = {
  zerostate: /zerostate installed this set/,
  unknown: /holds no record of its election/,
  candidates: /The election for this set is open/,
} as const;
const LABELS = { previous: 'Previous', current: 'Current', next: 'Next' } as const;
const PAGE_SIZE = 20;

/**
 * The validators page against what GET /elections/state answers: a tab exactly for each set that exists, with its
 * participant count; each tab's first rows with rank, wallet address, public key, stake and weight; what it says of a
 * set that was not elected (and never an operator's instruction); the periods; no serious a11y violations.
 */
export async function checkValidatorsPage(page: Page, request: APIRequestContext, screenshot: string): Promise<void> {
  const state = await explorerApi<ElectionsState>(request, '/elections/state');
  await page.goto('/validators');
  const stats = page.getByRole('region', { name: 'Elections' });
  const stat = (label: string) => stats.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  if (state.validationCyclePeriod !== null) await expect(stat('Validation cycle period')).toHaveText(durationText(state.validationCyclePeriod));
  if (state.electionsPeriod !== null) await expect(stat('Elections period')).toHaveText(durationText(state.electionsPeriod));
  await expect(stat('Elections status')).toHaveText(/^(Waiting|Open|Closed|-)/);

  const existing = SETS.filter((name) => state[name] !== null);
  if (existing.length === 0) {
    await expect(page.getByText('No validator set has been indexed yet.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    return;
  }
  await expect(page.getByRole('tab')).toHaveCount(existing.length);
  for (const name of SETS) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${LABELS[name]}`) });
    const set = state[name];
    if (!set) {
      await expect(tab).toHaveCount(0);
      continue;
    }
    await expect(tab).toContainText(`${set.participantCount} participants`);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const rows = page.getByRole('table', { name: 'Participants' }).locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(PAGE_SIZE, set.participants.length));
    const first = set.participants[0];
    if (first) {
      const cells = rows.first().locator('td');
      await expect(cells.nth(0)).toHaveText(String(first.rank));
      if (first.address === null) await expect(cells.nth(1)).toHaveText('-');
      else await expect(cells.nth(1).getByRole('link')).toHaveAttribute('href', `/accounts/${first.address}`);
      await expect(cells.nth(2).locator('span')).toHaveAttribute('title', first.publicKey);
      await expect(cells.nth(3)).toHaveText(first.stake === null ? '-' : tokensText(first.stake));
      await expect(cells.nth(5)).toHaveText(weightPercentText(first.weight));
    }
    if (set.origin !== 'election') await expect(page.getByText(ORIGIN_NOTES[set.origin])).toBeVisible();
    await expect(page.getByText(/--state|the index holds/)).toHaveCount(0);
    await saveScreenshot(page, `${screenshot}-${name}`);
    await expectNoSeriousA11yViolations(page);
  }
}
