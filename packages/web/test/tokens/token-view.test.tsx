// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountKind, TokenList } from '@tvmscan/api/contract';
import { installFakeApi, type FakeApi, type FakeTokenHandlers } from '../support/fake-api.js';
import { installFakeRegistry } from '../support/fake-registry.js';
import { renderAppAt } from '../support/render-app.js';
import { accountPageHandlers, resetScreensBetweenTests } from '../support/token-screens.js';
import { ALICE, addressOf, balanceRow, DUSD_ROOT, page, tokenRow, tokensConfig } from '../support/token-rows.js';

const WALLET = addressOf('e');
const SYSTEM_LIST: TokenList = {
  id: 1,
  url: 'system',
  name: 'Trusted tokens',
  version: 1,
  description: '',
  asset_logo_url: null,
  verified: true,
  is_public: true,
  is_system: true,
  tokens_count: 1,
  proposals_count: 0,
  updated_at: 1_700_000_000,
  is_owner: false,
  is_manager: false,
};

let api: FakeApi;
let registryCalls: { call: string; body?: unknown }[];
const tabNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Account activity' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function serve(address: string, kind: AccountKind, tokens: FakeTokenHandlers = {}) {
  api = installFakeApi(tokensConfig, accountPageHandlers(address, kind), {
    'POST /root_contract/search': () => ({ data: page('tokens', [tokenRow()]) }),
    'POST /transactions/search': () => ({ data: page('transactions', []) }),
    'POST /balances/search': () => ({ data: page('balances', []) }),
    ...tokens,
  });
  registryCalls = installFakeRegistry({}, { 'POST /v1/info/token_lists/list': () => ({ data: { token_lists: [SYSTEM_LIST] } }) });
}

resetScreensBetweenTests({ quietErrors: true });

describe('the token view of a root’s page', () => {
  it('leads with the token: its name and symbol as heading and title, its figures, owner and lists, and its tabs token first', async () => {
    serve(DUSD_ROOT, 'TokenRoot');
    renderAppAt(`/accounts/${DUSD_ROOT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Devnet USD (DUSD)' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Devnet USD (DUSD) | Everscale'));
    const facts = screen.getByRole('region', { name: 'Token' });
    const fact = (label: string) => within(facts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(
      ['Symbol', 'Standard', 'Decimals', 'Total supply', 'Price', 'Market value', 'Holders', 'Transfers, 24 h', 'Volume, 24 h', 'Root owner'].map(
        fact,
      ),
    ).toEqual(['DUSD', 'TIP-3', '6', '10,000,000.123456 DUSD', '$1.0005', '$10,005.00', '1,234', '56', '7,890 DUSD', '0:aaaaa…aaaaa']);
    expect(await within(facts).findByRole('link', { name: 'Trusted tokens' })).toBeTruthy();
    expect(registryCalls.find((call) => call.call === 'POST /v1/info/token_lists/list')?.body).toEqual({ root_address: DUSD_ROOT, limit: 20 });
    expect(screen.getByText('Token root')).toBeTruthy();
    expect(await tabNames()).toEqual(['Token transactions', 'Holders', 'Messages', 'Transactions', 'Source code']);
    await screen.findByRole('table', { name: 'Token transactions' });
    expect(api.requests.some((request) => request.call === 'POST /transactions/search')).toBe(true);
  });

  it('shows no price or market value for a token without a price', async () => {
    serve(DUSD_ROOT, 'TokenRoot', {
      'POST /root_contract/search': () => ({ data: page('tokens', [tokenRow({ usdPrice: null, marketValue: null })]) }),
    });
    renderAppAt(`/accounts/${DUSD_ROOT}`);
    const facts = await screen.findByRole('region', { name: 'Token' });
    expect(within(facts).queryByText('Price', { selector: 'dt' })).toBeNull();
    expect(within(facts).queryByText('Market value', { selector: 'dt' })).toBeNull();
  });
});

describe('a token wallet’s page', () => {
  it('says whose wallet of which token it is, with the balance in whole tokens, and keeps its chain tabs', async () => {
    serve(WALLET, 'TokenWallet', {
      'GET /wallet/:address': () => ({ data: { ...balanceRow('e'), name: 'Devnet USD', totalSupply: '10000000123456' } }),
    });
    renderAppAt(`/accounts/${WALLET}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'DUSD wallet of 0:aaaaa…aaaaa' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(`/accounts/${ALICE}`);
    await waitFor(() => expect(document.title).toBe('DUSD wallet of 0:aaaaa…aaaaa | Everscale'));
    const facts = screen.getByRole('region', { name: 'Token' });
    expect(within(facts).getByRole('link', { name: 'Devnet USD (DUSD)' }).getAttribute('href')).toBe(`/accounts/${DUSD_ROOT}`);
    expect(within(facts).getByText('Balance', { selector: 'dt' }).nextElementSibling?.textContent).toBe('2.5 DUSD');
    expect(screen.getByText('Token wallet')).toBeTruthy();
    expect(await tabNames()).toEqual(['Messages', 'Transactions', 'Source code']);
  });
});

describe('the kind of an account', () => {
  it('names a wallet with its standard and shows what its token holdings are worth beside its balance', async () => {
    serve(ALICE, 'Wallet', {
      'POST /balances/usd_value': () => ({ data: { ownerAddress: ALICE, usdValue: '6.25', balances: 2, pricedBalances: 1 } }),
    });
    renderAppAt(`/accounts/${ALICE}`);
    expect(await screen.findByText('Wallet · EverWallet')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Token holdings', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$6.25'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Account 0:aaaaa/);
  });

  it('names a contract nobody verified, and asks nothing of the token API for an account that is no token’s', async () => {
    serve(ALICE, 'UnknownContract');
    renderAppAt(`/accounts/${ALICE}`);
    expect(await screen.findByText('Unknown contract')).toBeTruthy();
    await tabNames();
    expect(api.requests.filter((request) => request.call === 'POST /root_contract/search' || request.call.startsWith('GET /wallet/'))).toEqual([]);
  });
});
