// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountKind, AccountState } from '@tvmscan/api/contract';
import { account, address, hash, message, transaction } from './support/chain-fixtures.js';
import { installFakeApi } from './support/fake-api.js';
import type { FakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

let api: FakeApi;

/** The friendly forms of address(0xa2), as @ton/core's `Address.toString` writes them. */
const FORMS = {
  unpacked: address(0xa2),
  bounceable: 'EQCioqKioqKioqKioqKioqKioqKioqKioqKioqKioqKiotJj',
  bounceableUrl: 'EQCioqKioqKioqKioqKioqKioqKioqKioqKioqKioqKiotJj',
  nonBounceable: 'UQCioqKioqKioqKioqKioqKioqKioqKioqKioqKioqKioo+m',
  nonBounceableUrl: 'UQCioqKioqKioqKioqKioqKioqKioqKioqKioqKioqKioo-m',
};

const STATE: AccountState = {
  storageStat: { lastPaid: 1_700_000_500, duePayment: null, used: { bits: 12345, cells: 42, publicCells: 0 } },
  codeBoc: 'te6ccgECFAEAAtsAART/APSkE/S88sgLAQIBIAIDAgFIBAUE+PLtRNDTH9M/',
  dataBoc: null,
  lastTransLt: '2000',
  fetchedAt: 1_700_000_600,
};

function serveAccount(known: boolean | 'partial' = true, kind: AccountKind = 'Wallet') {
  api = installFakeApi(everscaleConfig, {
    'POST /accounts': () => ({
      data: {
        account:
          known === 'partial'
            ? account({ balance: '0', balancePartial: true, createdAt: null, creatorAddress: null, creatorWc: null })
            : known
              ? account({ kind, contractName: kind === 'Wallet' ? 'EverWallet' : null })
              : account({ state: 'NonExist', balance: '0', createdAt: null, updatedAt: null, codeHash: null, creatorAddress: null, creatorWc: null }),
      },
    }),
    'POST /accounts/state': () => ({ data: { state: known ? STATE : null } }),
    'POST /messages/list': () => ({
      data: { messages: [message(0x02, { transactionHash: hash(0x11) })], current_cursor: null, next_cursor: null, prev_cursor: null },
    }),
    'POST /transactions/list': () => ({
      data: { transactions: [transaction(0x11)], currentCursor: null, nextCursor: null, prevCursor: null },
    }),
  });
}

const calls = (call: string) => api.requests.filter((request) => request.call === call);
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the account page', () => {
  it('shows the raw address, the four other forms behind a disclosure, the balance, state, creator and code hash', async () => {
    serveAccount();
    renderAppAt(`/accounts/${FORMS.nonBounceableUrl}`);
    await waitFor(() => expect(detail('Balance').textContent).toBe('12,345.67 EVER'));
    expect(detail('Address').textContent).toContain(FORMS.unpacked);
    const others = screen.getByText('Show the 4 other forms', { selector: 'summary' });
    const disclosure = others.closest('details')!;
    expect(disclosure.open).toBe(false);
    await userEvent.click(others);
    expect(disclosure.open).toBe(true);
    expect(within(disclosure).getAllByText(/^Base64/, { selector: 'dt' })).toHaveLength(4);
    expect(detail('Base64 bounceable').textContent).toContain(FORMS.bounceable);
    expect(detail('Base64 URL bounceable').textContent).toContain(FORMS.bounceableUrl);
    expect(detail('Base64 non-bounceable').textContent).toContain(FORMS.nonBounceable);
    expect(detail('Base64 URL non-bounceable').textContent).toContain(FORMS.nonBounceableUrl);
    expect(detail('State').textContent).toBe('Active');
    expect(within(detail('Creator')).getByRole('link').getAttribute('href')).toBe(`/accounts/${address(0xa1)}`);
    expect(detail('Code hash').textContent).toBe(hash(0xc0));
    expect(calls('POST /accounts')[0]!.body).toEqual({ id: FORMS.nonBounceableUrl });
    await waitFor(() => expect(document.title).toBe('Account 0:a2a2a2a2a…2a2a2a2a2 | Everscale'));
  });

  it('shows the address forms at once, and the rest of the details once the account has been read', async () => {
    serveAccount();
    const fakeFetch = globalThis.fetch;
    let answer = () => undefined as void;
    const answered = new Promise<void>((done) => (answer = done));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/accounts') ? answered.then(() => fakeFetch(input, init)) : fakeFetch(input, init),
    );
    renderAppAt(`/accounts/${address(0xa2)}`);
    await waitFor(() => expect(detail('Base64 bounceable').textContent).toContain(FORMS.bounceable));
    expect(screen.queryByText('Balance', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    answer();
    await waitFor(() => expect(detail('Balance').textContent).toBe('12,345.67 EVER'));
    expect(detail('Base64 bounceable').textContent).toContain(FORMS.bounceable);
  });

  it("reads the account state only when 'more details' is first opened", async () => {
    serveAccount();
    const user = userEvent.setup();
    renderAppAt(`/accounts/${address(0xa2)}`);
    const toggle = await screen.findByRole('button', { name: 'More details' });
    expect(calls('POST /accounts/state')).toHaveLength(0);
    await user.click(toggle);
    await waitFor(() => expect(detail('Used bits').textContent).toBe('12,345'));
    expect(detail('Used cells').textContent).toBe('42');
    expect(detail('Storage due payment').textContent).toBe('-');
    expect(detail('Code').textContent).toContain('te6ccgECFA…LtRNDTH9M/');
    expect(detail('Data').textContent).toBe('-');
    await user.click(screen.getByRole('button', { name: 'Fewer details' }));
    await user.click(screen.getByRole('button', { name: 'More details' }));
    expect(calls('POST /accounts/state')).toHaveLength(1);
  });

  it('shows an address never seen as NonExist with balance 0', async () => {
    serveAccount(false);
    renderAppAt(`/accounts/${address(0xa2)}`);
    await waitFor(() => expect(detail('State').textContent).toBe('Non-existent'));
    expect(detail('Balance').textContent).toBe('0 EVER');
  });

  it('says why an empty tab is empty, not only that there is nothing to show', async () => {
    api = installFakeApi(everscaleConfig, {
      'POST /accounts': () => ({ data: { account: account({ kind: 'UnknownContract' }) } }),
      'POST /messages/list': () => ({ data: { messages: [], current_cursor: null, next_cursor: null, prev_cursor: null } }),
      'POST /transactions/list': () => ({ data: { transactions: [], currentCursor: null, nextCursor: null, prevCursor: null } }),
    });
    renderAppAt(`/accounts/${address(0xa2)}/messages`);
    const messages = await screen.findByRole('table', { name: 'Messages' });
    await waitFor(() => expect(within(messages).getByText('No message to or from this account has been indexed yet.')).toBeTruthy());
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Account activity' })).getByRole('link', { name: 'Transactions' }));
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(transactions).getByText('No transaction of this account has been indexed yet.')).toBeTruthy());
  });

  it('says the balance and creation of an account first seen mid-chain are not known, not 0', async () => {
    serveAccount('partial');
    renderAppAt(`/accounts/${address(0xa2)}`);
    await waitFor(() => expect(detail('Balance').textContent).toBe('Unknown: first seen mid-chain, after this explorer’s history began'));
    expect(detail('Created').textContent).toBe('Before this explorer’s history');
  });

  it('opens a wallet on its history in actions', async () => {
    serveAccount();
    renderAppAt(`/accounts/${address(0xa2)}`);
    const tabs = await screen.findByRole('navigation', { name: 'Account activity' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('History');
    await waitFor(() => expect(calls('POST /actions/by_account')).toHaveLength(1));
    expect(within(tabs).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(`/accounts/${address(0xa2)}/messages`);
  });

  it('lists the messages of a contract by default, 10 a page, and its transactions on the second tab', async () => {
    serveAccount(true, 'UnknownContract');
    const user = userEvent.setup();
    renderAppAt(`/accounts/${address(0xa2)}`);
    const tabs = await screen.findByRole('navigation', { name: 'Account activity' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Messages');
    await waitFor(() => expect(calls('POST /messages/list')).toHaveLength(1));
    expect(calls('POST /messages/list')[0]!.body).toEqual({ includeAccounts: [address(0xa2)], limit: 10 });
    await user.click(within(tabs).getByRole('link', { name: 'Transactions' }));
    await waitFor(() => expect(calls('POST /transactions/list')).toHaveLength(1));
    expect(calls('POST /transactions/list')[0]!.body).toEqual({ includeAccounts: [address(0xa2)], limit: 10 });
    expect(window.location.pathname).toBe(`/accounts/${address(0xa2)}/transactions`);
  });

  it('shows the not-found screen for an invalid address or an unknown tab, without asking the API', async () => {
    serveAccount();
    renderAppAt('/accounts/not-an-address');
    expect(await screen.findByText(/This page does not exist/)).toBeTruthy();
    cleanup();
    renderAppAt(`/accounts/${address(0xa2)}/holders`);
    expect(await screen.findByText(/This page does not exist/)).toBeTruthy();
    expect(calls('POST /accounts')).toHaveLength(0);
  });
});
