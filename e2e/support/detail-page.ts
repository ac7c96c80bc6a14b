import { expect, type Locator, type Page } from '@playwright/test';
import { tokensText } from './expected-text.js';

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

/** An amount in nano as the explorer shows it in English, in EVER unless another symbol is named. */
export function formatNano(nano: string, symbol = 'EVER'): string {
  return `${tokensText(nano)} ${symbol}`;
}
