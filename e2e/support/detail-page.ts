import { expect, type Locator, type Page } from '@playwright/test';

/** The labels of a detail page's tabs, in order. */
export async function tabLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents();
}

/** Opens a tab by its label and waits until it is the current one and nothing is loading any more. */
export async function openTab(page: Page, label: string): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await tabs.getByRole('link', { name: label, exact: true }).click();
  await expect(tabs.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** The value shown beside a label in a list of details. */
export function detailValue(container: Locator, label: string): Locator {
  return container.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** An amount in nano as the explorer shows it: whole tokens with 2 decimals (half away from zero), grouped. */
export function formatNano(nano: string, symbol = 'EVER'): string {
  const value = BigInt(nano);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const cents = (magnitude + 5_000_000n) / 10_000_000n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(cents % 100n).toString().padStart(2, '0')} ${symbol}`;
}
