import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.js';
import { durationText, weightPercentText } from './expected-text.js';
import { explorerApi } from './explorer-api.js';
import { saveScreenshot } from './screenshots.js';
import { expect } from './test.js';

interface Participant {
  rank: number;
  publicKey: string;
  weight: string;
}

interface ValidatorSet {
  participantCount: number;
  participants: Participant[];
}

interface ElectionsState {
  validationCyclePeriod: number | null;
  electionsPeriod: number | null;
  previous: ValidatorSet | null;
  current: ValidatorSet | null;
  next: ValidatorSet | null;
}

const SETS = ['previous', 'current', 'next'] as const;
const LABELS = { previous: 'Previous', current: 'Current', next: 'Next' } as const;
const PAGE_SIZE = 20;

/**
 * The validators page against what GET /elections/state answers: a tab exactly for each set that exists, with its
 * participant count; each tab's first rows with rank, public key and weight; the periods; no serious a11y violations.
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
      await expect(cells.nth(2).locator('span')).toHaveAttribute('title', first.publicKey);
      await expect(cells.nth(5)).toHaveText(weightPercentText(first.weight));
    }
    await saveScreenshot(page, `${screenshot}-${name}`);
    await expectNoSeriousA11yViolations(page);
  }
}
