import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AccountKind } from '@tvmscan/api/contract';
import { account } from './chain-fixtures.js';
import { installFakeApi, type FakeApi, type FakeHandlers, type FakeNftHandlers } from './fake-api.js';
import { page, tokensConfig } from './token-rows.js';

/** The CSV the next download hands to the browser, with its file name. */
export function captureDownload(): Promise<{ name: string; text: string }> {
  return new Promise((resolve) => {
    URL.createObjectURL = (blob: Blob) => {
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementationOnce(function (this: HTMLAnchorElement) {
        const name = this.download;
        const reader = new FileReader();
        reader.onload = () => resolve({ name, text: String(reader.result) });
        reader.readAsText(blob);
      });
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
  });
}

/**
 * Each test starts on a 1440 px screen with empty storage and ends with the page unmounted and globals and mocks
 * restored; `quietErrors` silences console.error for tests whose failing calls React would log.
 */
export function resetScreensBetweenTests({ quietErrors }: { quietErrors: boolean }): void {
  beforeEach(() => {
    localStorage.clear();
    window.innerWidth = 1440;
    if (quietErrors) vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The explorer calls of the account page for the account at `address`, of `kind` (a wallet by default), with no messages. */
export function accountPageHandlers(address: string, kind: AccountKind = 'Wallet'): FakeHandlers {
  return {
    'POST /accounts': () => ({ data: { account: account({ address, kind, contractName: kind === 'Wallet' ? 'EverWallet' : null }) } }),
    'POST /messages/list': () => ({ data: { messages: [], current_cursor: null, next_cursor: null, prev_cursor: null } }),
  };
}

/** A fake API for the account page of `address` (of `kind`): no tokens, balances or token transactions, and `nfts` for its NFT calls. */
export function installNftAccountApi(address: string, nfts: FakeNftHandlers, kind: AccountKind = 'Wallet'): FakeApi {
  return installFakeApi(tokensConfig, accountPageHandlers(address, kind), {
    'POST /root_contract/search': () => ({ data: page('tokens', []) }),
    'POST /balances/search': () => ({ data: page('balances', []) }),
    'POST /transactions/search': () => ({ data: page('transactions', []) }),
    ...nfts,
  });
}

/** The rows of a table below its header row, each as its cells' texts. */
export function bodyCellTexts(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
