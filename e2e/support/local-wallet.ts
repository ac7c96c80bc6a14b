import type { Page } from '@playwright/test';
import { walletTexts } from '@tvmscan/web/testing';
import { expect, type Language } from './test.js';

/** Loading nekoton's wasm, asking the giver and granting the account takes a few seconds on this machine. */
const WALLET_CONNECT_TIMEOUT_MS = 30_000;

/** Connects the devnet's local wallet from the header's wallet menu, and waits for the trigger's address. */
export async function connectLocalWallet(page: Page, language: Language): Promise<void> {
  const texts = walletTexts[language];
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: texts.walletMenu }).click();
  const menu = banner.getByRole('group', { name: texts.walletMenu });
  await menu.getByRole('button', { name: texts.connect }).click();
  await expect(menu.getByRole('button', { name: texts.disconnect })).toBeVisible({ timeout: WALLET_CONNECT_TIMEOUT_MS });
  await page.keyboard.press('Escape');
  await expect(banner.getByRole('button', { name: texts.walletMenu })).toHaveText(/^0:[0-9a-f]{5}…[0-9a-f]{5}$/);
}
