// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Address } from '@tvmscan/tvm/address';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@tvmscan/api/contract';
import { installFakeApi } from './support/fake-api.js';
import type { FakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

const hex = (digit: string) => digit.repeat(64);
const EMPTY: SearchResponse = { blocks: [], accounts: [], transactions: [], messages: [] };

const FOUND: SearchResponse = {
  blocks: [{ rootHash: hex('a'), workchain: 0, shard: '8000000000000000', seqno: 1234, genUtime: 1_700_000_000 }],
  accounts: [{ workchain: 0, address: `0:${hex('b')}`, balance: '1500000000' }],
  transactions: [{ hash: hex('c'), time: 1_700_000_100 }],
  messages: [{ messageHash: hex('d'), messageType: 'Internal', createdAt: 1_700_000_200 }],
};

let api: FakeApi;

function serveSearch(answer: (query: string) => SearchResponse) {
  api = installFakeApi(everscaleConfig, {
    'POST /search': (body) => ({ data: answer((body as { query: string }).query) }),
  });
}

async function openSearch() {
  renderAppAt('/blocks');
  const banner = await screen.findByRole('banner');
  return within(banner).getByRole('combobox', { name: 'Search' });
}

const searchCalls = () => api.requests.filter((request) => request.call === 'POST /search');
const options = () => within(screen.getByRole('listbox', { name: 'Search' })).queryAllByRole('option');
const selectedOption = () => options().find((option) => option.getAttribute('aria-selected') === 'true');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('global search', () => {
  it('sends the trimmed, lower-cased query once typing pauses for 300 ms', async () => {
    serveSearch(() => FOUND);
    const input = await openSearch();
    await userEvent.type(input, '  AbC12  ');
    expect(searchCalls()).toHaveLength(0);
    await screen.findByRole('listbox');
    expect(searchCalls().map((call) => call.body)).toEqual([{ query: 'abc12' }]);
  });

  it('groups results as Blocks, Accounts, Transactions, Messages', async () => {
    serveSearch(() => FOUND);
    const input = await openSearch();
    await userEvent.type(input, 'abc');
    const groups = within(await screen.findByRole('listbox')).getAllByRole('group');
    const titles = groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(titles).toEqual(['Blocks', 'Accounts', 'Transactions', 'Messages']);
    expect(within(groups[0]!).getByRole('option').textContent).toContain('0:8:1234');
    expect(within(groups[1]!).getByRole('option').textContent).toContain('1.5 EVER');
    expect(within(groups[3]!).getByRole('option').textContent).toContain('Internal');
  });

  it('moves the highlight with the arrow keys, wrapping at both ends, and opens it with Enter', async () => {
    serveSearch(() => FOUND);
    const input = await openSearch();
    await userEvent.type(input, 'abc');
    await screen.findByRole('listbox');
    expect(selectedOption()?.getAttribute('href')).toBe(`/blocks/${hex('a')}`);
    await userEvent.keyboard('{ArrowUp}');
    expect(selectedOption()?.getAttribute('href')).toBe(`/messages/${hex('d')}`);
    await userEvent.keyboard('{ArrowDown}');
    expect(selectedOption()?.getAttribute('href')).toBe(`/blocks/${hex('a')}`);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedOption()?.getAttribute('href')).toBe(`/transactions/${hex('c')}`);
    expect(input.getAttribute('aria-activedescendant')).toBe(selectedOption()?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/transactions/${hex('c')}`));
  });

  it('offers a friendly address as an account link in raw form when nothing is found', async () => {
    serveSearch(() => EMPTY);
    const address = new Address(0, new Uint8Array(32).fill(0xab));
    const input = await openSearch();
    await userEvent.type(input, address.toFriendly());
    await screen.findByRole('listbox');
    const [option] = options();
    expect(options()).toHaveLength(1);
    expect(option!.getAttribute('href')).toBe(`/accounts/0:${'ab'.repeat(32)}`);
    expect(within(screen.getByRole('listbox')).getByText('Accounts')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/accounts/0:${'ab'.repeat(32)}`));
  });

  it('sends a friendly address as typed, and shows the balance the API finds for it', async () => {
    const address = new Address(0, new Uint8Array(32).fill(0xab));
    const friendly = address.toFriendly();
    serveSearch((query) =>
      query === friendly ? { ...EMPTY, accounts: [{ workchain: 0, address: `0:${'ab'.repeat(32)}`, balance: '2500000000' }] } : EMPTY,
    );
    const input = await openSearch();
    await userEvent.type(input, ` ${friendly} `);
    await screen.findByRole('listbox');
    expect(searchCalls().map((call) => call.body)).toEqual([{ query: friendly }]);
    expect(options()).toHaveLength(1);
    expect(options()[0]!.textContent).toContain('2.5 EVER');
  });

  it('lists every result of a group the API gives for a hash prefix, and the arrows walk through them', async () => {
    const transactions = ['1', '2', '3'].map((digit, index) => ({ hash: `abcd${digit.repeat(60)}`, time: 1_700_000_000 + index }));
    serveSearch(() => ({ ...EMPTY, transactions }));
    const input = await openSearch();
    await userEvent.type(input, 'ABCD');
    await screen.findByRole('listbox');
    expect(searchCalls().map((call) => call.body)).toEqual([{ query: 'abcd' }]);
    expect(options().map((option) => option.getAttribute('href'))).toEqual(transactions.map(({ hash }) => `/transactions/${hash}`));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedOption()?.getAttribute('href')).toBe(`/transactions/${transactions[2]!.hash}`);
    await userEvent.keyboard('{ArrowDown}');
    expect(selectedOption()?.getAttribute('href')).toBe(`/transactions/${transactions[0]!.hash}`);
  });

  it('offers a raw address typed in upper case as a lower-case raw link', async () => {
    serveSearch(() => EMPTY);
    const input = await openSearch();
    await userEvent.type(input, `-1:${hex('C')}`);
    await screen.findByRole('listbox');
    expect(options().map((option) => option.getAttribute('href'))).toEqual([`/accounts/-1:${hex('c')}`]);
  });

  it("says 'Nothing found' when nothing is found and the text is no address", async () => {
    serveSearch(() => EMPTY);
    const input = await openSearch();
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(window.location.pathname).toBe('/blocks');
  });

  it('clears the query with the clear button', async () => {
    serveSearch(() => FOUND);
    const input = await openSearch();
    await userEvent.type(input, 'abc');
    await screen.findByRole('listbox');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('starts empty again after a route change', async () => {
    serveSearch(() => FOUND);
    const input = await openSearch();
    await userEvent.type(input, 'abc');
    await screen.findByRole('listbox');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await userEvent.click(nav.getByRole('button', { name: 'Blockchain' }));
    await userEvent.click(nav.getByRole('link', { name: 'Messages' }));
    await waitFor(() => expect(window.location.pathname).toBe('/messages'));
    const fresh = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(fresh.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
