// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransactionDetails } from '@tvmscan/api/contract';
import type { RootDaysResponse } from '@tvmscan/api/token-contract';
import { BOUNCED } from '../support/detail-pages-api.js';
import { installFakeApi } from '../support/fake-api.js';
import type { FakeApi, FakeTokenHandlers } from '../support/fake-api.js';
import { renderAppAt } from '../support/render-app.js';
import { accountPageHandlers, captureDownload, resetScreensBetweenTests } from '../support/token-screens.js';
import { ALICE, balanceRow, BOB, DUSD_ROOT, page, tokenRow, tokensConfig, tokenTransactionRow } from '../support/token-rows.js';

/** One row per transfer: every kind but Receive, the default of a token's list. */
const TRANSFER_KINDS = ['Mint', 'Burn', 'Send', 'SendCancellation', 'BurnCancellation'];
const ALL_KINDS = [...TRANSFER_KINDS, 'Receive'];
const DAY = 86_400;
const BLOCKS = { blocks: [], currentCursor: null, nextCursor: null, prevCursor: null };
/** A root whose supply makes Alice's 2.5 DUSD a quarter of it. */
const DUSD = tokenRow({ totalSupply: '10000000' });

let api: FakeApi;
const bodiesOf = (call: string) => api.requests.filter((request) => request.call === call).map((request) => request.body);
const tabNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Account activity' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function serveAccount(address: string, isRoot: boolean, tokens: FakeTokenHandlers = {}) {
  api = installFakeApi(
    tokensConfig,
    { ...accountPageHandlers(address, isRoot ? 'TokenRoot' : 'Wallet'), 'POST /blocks/list': () => ({ data: BLOCKS }) },
    {
      'POST /root_contract/search': () => ({ data: page('tokens', isRoot ? [DUSD] : []) }),
      'POST /balances/search': (body) =>
        body.rootAddress
          ? { data: page('balances', [balanceRow('e'), balanceRow('f', { ownerAddress: BOB, amount: '0' })]) }
          : {
              data: page('balances', [
                balanceRow('e'),
                balanceRow('7', { rootAddress: `0:${'9'.repeat(64)}`, token: 'DGLD', scale: 18, usdPrice: null, usdValue: null }),
              ]),
            },
      'POST /transactions/search': () => ({ data: page('transactions', [tokenTransactionRow(0)]) }),
      'POST /stats/root_days': (body) => ({ data: quietDays(body.rootAddress, body.fromDate ?? 0, body.toDate ?? 0) }),
      ...tokens,
    },
  );
}

/** Every day of a range without transfers or holders, as the API answers such a range. */
function quietDays(rootAddress: string, fromDate: number, toDate: number): RootDaysResponse {
  const days = [];
  for (let date = fromDate - (fromDate % DAY); date <= toDate; date += DAY) days.push({ date, transfers: 0, volume: '0', holders: 0 });
  return { rootAddress, holdersBefore: 0, days };
}

resetScreensBetweenTests({ quietErrors: true });

describe('the token tabs of the account page', () => {
  it('offers token transactions and token balances to a wallet, and no holders, knowing its tabs from its kind alone', async () => {
    serveAccount(ALICE, false);
    renderAppAt(`/accounts/${ALICE}`);
    expect(await tabNames()).toEqual([
      'Messages',
      'Transactions',
      'History',
      'Token transactions',
      'Token balances',
      'Items',
      'Multi-tokens',
      'NFT transactions',
      'Source code',
    ]);
    expect(bodiesOf('POST /root_contract/search')).toEqual([]);
  });

  it('lists the balances of the account 10 a page with their USD values where a price is known, and downloads them', async () => {
    serveAccount(ALICE, false);
    renderAppAt(`/accounts/${ALICE}/token-balances`);
    const table = await screen.findByRole('table', { name: 'Token balances' });
    await within(table).findByText('DGLD');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['DUSD', '0:11111…11111', '2.5', '2.50'],
      ['DGLD', '0:99999…99999', '0.0000000000025', '-'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'DUSD' }).getAttribute('href')).toBe(`/accounts/${DUSD_ROOT}`);
    expect(bodiesOf('POST /balances/search')).toEqual([{ ownerAddress: ALICE, limit: 10 }]);

    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: /token-balances\.csv/ }));
    const { name, text } = await download;
    expect(name).toBe('token-balances.csv');
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      'Token,Root address,Wallet address,Amount,USD price,USD value',
      `DUSD,${DUSD_ROOT},0:${'e'.repeat(64)},2.5,1.0005,2.5`,
    ]);
  });

  it('lists the token transactions of the account 20 a page by its wallets, and downloads them', async () => {
    serveAccount(ALICE, false);
    renderAppAt(`/accounts/${ALICE}/token-transactions`);
    const table = await screen.findByRole('table', { name: 'Token transactions' });
    expect(await within(table).findByText('1.5 DUSD')).toBeTruthy();
    expect(bodiesOf('POST /transactions/search')).toEqual([{ ownerAddress: ALICE, txKinds: ALL_KINDS, limit: 20 }]);
    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: /token-transactions\.csv/ }));
    expect((await download).text.split('\r\n')[1]).toContain(',1700000100000,Send,DUSD,');
  });

  it('offers holders instead of token balances to a token root, each holder with its share of the total supply', async () => {
    serveAccount(DUSD_ROOT, true);
    renderAppAt(`/accounts/${DUSD_ROOT}/holders`);
    expect(await tabNames()).toEqual(['Token transactions', 'Holders', 'Messages', 'Transactions', 'Source code']);
    const table = await screen.findByRole('table', { name: 'Holders' });
    await within(table).findByText('25%');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['0:aaaaa…aaaaa', '2.5', '25%'],
      ['0:bbbbb…bbbbb', '0', '0%'],
    ]);
    expect(bodiesOf('POST /balances/search')).toEqual([{ rootAddress: DUSD_ROOT, limit: 10 }]);

    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: /holders\.csv/ }));
    const { name, text } = await download;
    expect(name).toBe('holders.csv');
    expect(text.split('\r\n').slice(0, 2)).toEqual(['Owner,Wallet address,Amount,Share of supply (%)', `${ALICE},0:${'e'.repeat(64)},2.5,25`]);
  });

  it("lists a root's token transactions one row per transfer, with the kinds still to choose and amounts typed in whole tokens", async () => {
    serveAccount(DUSD_ROOT, true);
    renderAppAt(`/accounts/${DUSD_ROOT}/token-transactions`);
    await screen.findByRole('table', { name: 'Token transactions' });
    await waitFor(() => expect(bodiesOf('POST /transactions/search')).toEqual([{ rootAddress: DUSD_ROOT, txKinds: TRANSFER_KINDS, limit: 20 }]));
    const filters = screen.getByRole('form', { name: 'Filters' });
    expect(within(filters).queryByRole('combobox', { name: 'Tokens' })).toBeNull();
    expect(within(filters).getByText('Amount, DUSD')).toBeTruthy();
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Amount: from' }), '1.1234567');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(within(filters).getByRole('alert').textContent).toBe('Too many digits after the point: 1.1234567 (at most 6)');
    await userEvent.clear(within(filters).getByRole('textbox', { name: 'Amount: from' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Amount: from' }), '3.5');
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Receive' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesOf('POST /transactions/search').at(-1)).toEqual({ rootAddress: DUSD_ROOT, txKinds: ['Receive'], amountGe: '3500000', limit: 20 }),
    );
  });

  it("shows a token's activity over the 30 days up to the chain's latest block, one series at a time, and says when it is quiet", async () => {
    serveAccount(DUSD_ROOT, true);
    renderAppAt(`/accounts/${DUSD_ROOT}`);
    const chart = await screen.findByRole('region', { name: 'DUSD activity' });
    expect(await within(chart).findByText('No transfers or holders in these days.')).toBeTruthy();
    const [first] = bodiesOf('POST /stats/root_days') as { rootAddress: string; fromDate: number; toDate: number }[];
    expect(first?.rootAddress).toBe(DUSD_ROOT);
    expect(first!.toDate - first!.fromDate).toBe(30 * DAY);
    expect(within(chart).getByRole('button', { name: 'Transfers per day', pressed: true })).toBeTruthy();
    await userEvent.click(within(chart).getByRole('button', { name: 'Holders' }));
    await waitFor(() => expect(bodiesOf('POST /stats/root_days')).toHaveLength(2));
    expect(within(chart).getByRole('button', { name: 'Holders', pressed: true })).toBeTruthy();
  });

  it("says so when a token's activity cannot be loaded", async () => {
    serveAccount(DUSD_ROOT, true, {
      'POST /stats/root_days': () => ({ status: 500, body: { error: { code: 'Internal', kind: 'Unknown', message: 'broken' } } }),
    });
    renderAppAt(`/accounts/${DUSD_ROOT}`);
    const chart = await screen.findByRole('region', { name: 'DUSD activity' });
    expect((await within(chart).findByRole('alert')).textContent).toBe('The activity could not be loaded.');
  });

  it('shows the not-found screen for holders of an account that is no token root', async () => {
    serveAccount(ALICE, false);
    renderAppAt(`/accounts/${ALICE}/holders`);
    expect(await screen.findByText(/This page does not exist/)).toBeTruthy();
  });
});

describe('the token operations tab of the transaction page', () => {
  it('lists the operations read from its inbound and outbound messages, kept to this transaction', async () => {
    const transaction: TransactionDetails = BOUNCED;
    expect(transaction.outMessages.length).toBeGreaterThan(0);
    api = installFakeApi(
      tokensConfig,
      { 'POST /transactions': () => ({ data: { transaction } }) },
      {
        'POST /transactions/search': () => ({
          data: page('transactions', [
            tokenTransactionRow(0, { transactionHash: transaction.hash, kind: 'Burn', amount: '2000000' }),
            tokenTransactionRow(0, { transactionHash: 'f'.repeat(64), kind: 'Mint' }),
          ]),
        }),
      },
    );
    renderAppAt(`/transactions/${transaction.hash}/token-operations`);
    const panel = await screen.findByRole('region', { name: 'Token operations' });
    expect(await within(panel).findByText('2 DUSD')).toBeTruthy();
    expect(within(panel).getByText('Burn')).toBeTruthy();
    expect(within(panel).queryByText('Mint')).toBeNull();
    expect(bodiesOf('POST /transactions/search')).toEqual([
      { messageHases: [transaction.inMessageHash, ...transaction.outMessages.map((message) => message.messageHash)], txKinds: ALL_KINDS, limit: 100 },
    ]);
  });
});

describe("the main page's token transactions panel", () => {
  it('shows the latest token transactions and leads to /tokens-transactions', async () => {
    api = installFakeApi(tokensConfig, {}, { 'POST /transactions/search': () => ({ data: page('transactions', [tokenTransactionRow(0)]) }) });
    renderAppAt('/');
    const panel = await screen.findByRole('region', { name: 'Latest token transactions' });
    expect(await within(panel).findByText('1.5 DUSD')).toBeTruthy();
    expect(within(panel).getByText('Transfer')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'view all' }).getAttribute('href')).toBe('/tokens-transactions');
    expect(bodiesOf('POST /transactions/search')[0]).toEqual({ txKinds: TRANSFER_KINDS, limit: 6 });
  });
});
