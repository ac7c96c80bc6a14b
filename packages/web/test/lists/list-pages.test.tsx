// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountListResponse, MessageListResponse, SeriesRequest, TransactionListResponse } from '@tvmscan/api/contract';
import { installFakeApi } from '../support/fake-api.js';
import type { FakeApi } from '../support/fake-api.js';
import { accountRow, blockRow, messageRow, transactionRow } from '../support/list-rows.js';
import { STATS } from '../support/main-page-api.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';

const ELECTOR = everscaleConfig.electorAddress;
const ALICE = `0:${'a'.repeat(64)}`;
const NO_POINTS = () => ({ data: { points: [] } });

const bodiesOf = (api: FakeApi, call: string) => api.requests.filter((request) => request.call === call).map((request) => request.body);

function transactionsPage(count: number): TransactionListResponse {
  return { transactions: Array.from({ length: count }, (_, n) => transactionRow(n)), currentCursor: null, nextCursor: 'n1', prevCursor: null };
}

beforeEach(() => {
  localStorage.clear();
  window.innerWidth = 1440;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the transactions list', () => {
  it('shows the rows first on phones, with the filters folded under their title', async () => {
    window.innerWidth = 390;
    installFakeApi(everscaleConfig, {
      'POST /transactions/list': () => ({ data: transactionsPage(3) }),
      'POST /stats/transactions': NO_POINTS,
    });
    renderAppAt('/transactions');
    const table = await screen.findByRole('table', { name: 'Latest transactions' }, { timeout: 5000 });
    const folded = screen.getByRole('form', { name: 'Filters' }).closest('details');
    expect(folded?.open).toBe(false);
    expect(folded?.querySelector('summary')?.textContent).toBe('Filters');
    const [success] = await within(table).findAllByText('Success');
    expect(success?.closest('td')?.getAttribute('data-label')).toBe('Status');
  });

  it('excludes the elector by default and sends the filters typed in the form, amounts in nano', async () => {
    const api = installFakeApi(everscaleConfig, {
      'POST /transactions/list': () => ({ data: transactionsPage(3) }),
      'POST /stats/transactions': NO_POINTS,
    });
    renderAppAt('/transactions');
    const table = await screen.findByRole('table', { name: 'Latest transactions' });
    await within(table).findAllByText('1.5 EVER');
    await waitFor(() => expect(document.title).toBe('Transactions | Everscale'));
    expect(bodiesOf(api, 'POST /transactions/list')).toEqual([{ excludeAccounts: [ELECTOR], limit: 20 }]);

    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('textbox', { name: 'Accounts' }));
    await userEvent.paste(ALICE);
    await userEvent.clear(within(filters).getByRole('textbox', { name: 'Excluded accounts' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Tick-tock' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Balance change: from' }), '-0.5');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Balance change: to' }), 'many');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(bodiesOf(api, 'POST /transactions/list')).toHaveLength(2));
    expect(bodiesOf(api, 'POST /transactions/list')[1]).toEqual({
      includeAccounts: [ALICE],
      txTypes: ['TickTock'],
      balanceChangeGe: '-500000000',
      limit: 20,
    });
    const params = new URLSearchParams(window.location.search);
    expect(JSON.parse(params.get('exclude') ?? 'null')).toEqual([]);
    expect(params.get('changeMax')).toBe('many');
  });

  it('refuses entries that are not addresses and says which', async () => {
    const api = installFakeApi(everscaleConfig, {
      'POST /transactions/list': () => ({ data: transactionsPage(1) }),
      'POST /stats/transactions': NO_POINTS,
    });
    renderAppAt('/transactions');
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Accounts' }), 'alice');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect((await within(filters).findByRole('alert')).textContent).toBe('Not an address: alice');
    expect(bodiesOf(api, 'POST /transactions/list')).toHaveLength(1);
  });

  it('charts the last 30 days in day bars, reloads in hour bars, and says when there is no data', async () => {
    const api = installFakeApi(everscaleConfig, {
      'POST /transactions/list': () => ({ data: transactionsPage(1) }),
      'POST /stats/transactions': NO_POINTS,
    });
    renderAppAt('/transactions');
    const chart = await screen.findByRole('region', { name: 'Transactions' });
    expect(await within(chart).findByText('no data')).toBeTruthy();
    const [first] = bodiesOf(api, 'POST /stats/transactions') as [SeriesRequest];
    expect(first.end_date - first.start_date).toBe(2_592_000);
    expect(first.timeframe).toBe('D1');
    await userEvent.click(within(chart).getByRole('button', { name: 'Hour' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /stats/transactions')).toHaveLength(2));
    expect((bodiesOf(api, 'POST /stats/transactions')[1] as SeriesRequest).timeframe).toBe('H1');
  });

  it('charts the 30 days up to the latest indexed block when the index holds past history', async () => {
    const latest = 1_588_856_099;
    const api = installFakeApi(everscaleConfig, {
      'POST /transactions/list': () => ({ data: transactionsPage(1) }),
      'POST /blocks/list': () => ({
        data: { blocks: [blockRow(99, { genUtime: latest })], currentCursor: null, nextCursor: null, prevCursor: null },
      }),
      'POST /stats/transactions': () => ({ data: { points: [{ time: 1_588_809_600, count: 763 }] } }),
    });
    renderAppAt('/transactions');
    await screen.findByRole('region', { name: 'Transactions' });
    await waitFor(() => expect(bodiesOf(api, 'POST /stats/transactions')).toHaveLength(1));
    expect(bodiesOf(api, 'POST /stats/transactions')[0]).toEqual({ start_date: latest - 2_592_000, end_date: latest, timeframe: 'D1' });
    expect(bodiesOf(api, 'POST /blocks/list')[0]).toMatchObject({ workchain: -1, limit: 1 });
  });

  it('does not show the chart on small screens', async () => {
    window.innerWidth = 375;
    const api = installFakeApi(everscaleConfig, { 'POST /transactions/list': () => ({ data: transactionsPage(1) }) });
    renderAppAt('/transactions');
    await screen.findByRole('table', { name: 'Latest transactions' });
    expect(screen.queryByRole('region', { name: 'Transactions' })).toBeNull();
    expect(bodiesOf(api, 'POST /stats/transactions')).toHaveLength(0);
  });
});

describe('the messages list', () => {
  const messagesPage = (from: number, next: string | null, prev: string | null): MessageListResponse => ({
    messages: Array.from({ length: 20 }, (_, n) => messageRow(from + n)),
    current_cursor: null,
    next_cursor: next,
    prev_cursor: prev,
  });

  it('excludes messages to the elector by default and pages with the snake-case cursors', async () => {
    const api = installFakeApi(everscaleConfig, {
      'POST /messages/list': (body) => ({
        data: (body as { cursor?: string }).cursor ? messagesPage(100, null, 'p1') : messagesPage(0, 'n1', null),
      }),
      'POST /stats/messages': NO_POINTS,
    });
    renderAppAt('/messages');
    await screen.findByRole('table', { name: 'Latest messages' });
    await waitFor(() => expect(document.title).toBe('Messages | Everscale'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /messages/list')).toHaveLength(2));
    expect(bodiesOf(api, 'POST /messages/list')).toEqual([
      { excludeDstAccounts: [ELECTOR], limit: 20 },
      { excludeDstAccounts: [ELECTOR], limit: 20, cursor: 'n1', direction: 'Next' },
    ]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends source accounts as excluded when that mode is chosen, and the value range in nano', async () => {
    const api = installFakeApi(everscaleConfig, {
      'POST /messages/list': () => ({ data: messagesPage(0, null, null) }),
      'POST /stats/messages': NO_POINTS,
    });
    renderAppAt('/messages');
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('textbox', { name: 'Source accounts' }));
    await userEvent.paste(ALICE);
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Source accounts are' }), 'exclude');
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'External in' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Value: from' }), '2');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /messages/list')).toHaveLength(2));
    expect(bodiesOf(api, 'POST /messages/list')[1]).toEqual({
      messageTypes: ['ExternalIn'],
      excludeSrcAccounts: [ALICE],
      excludeDstAccounts: [ELECTOR],
      messageValueGe: '2000000000',
      limit: 20,
    });

    await userEvent.click(within(screen.getByRole('form', { name: 'Filters' })).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /messages/list')).toHaveLength(3));
    expect(bodiesOf(api, 'POST /messages/list')[2]).toEqual({ excludeDstAccounts: [ELECTOR], limit: 20 });
    expect(window.location.search).toBe('');
  });
});

describe('the accounts list', () => {
  const accountsPage: AccountListResponse = {
    accounts: [accountRow(1), accountRow(2, { state: 'Frozen' })],
    currentCursor: null,
    nextCursor: null,
    prevCursor: null,
  };

  it('shows the account statistics and orders by balance, then by the ordering chosen', async () => {
    const api = installFakeApi(everscaleConfig, {
      'GET /stats': () => ({ data: { ...STATS, accountsCreated24h: 12, accountsActive24h: 3400, accountsActive1h: 5 } }),
      'POST /accounts/list': () => ({ data: accountsPage }),
      'POST /stats/accounts': NO_POINTS,
    });
    renderAppAt('/accounts');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect((await within(table).findByText('Frozen')).getAttribute('data-tone')).toBe('info');
    expect(within(table).getAllByText('123.456789 EVER')).toHaveLength(2);
    const stats = screen.getByRole('region', { name: 'Account statistics' });
    await waitFor(() => expect(stats.textContent).toContain('Active in 24 h3.4K'));
    expect(bodiesOf(api, 'POST /accounts/list')).toEqual([{ ordering: { by: 'balance', order: 'DESC' }, limit: 20 }]);

    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Order by' }), 'createdAt');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Balance: from' }), '1.25');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /accounts/list')).toHaveLength(2));
    expect(bodiesOf(api, 'POST /accounts/list')[1]).toEqual({
      ordering: { by: 'createdAt', order: 'DESC' },
      balanceGe: '1250000000',
      limit: 20,
    });
  });

  it('charts new, total and active accounts from their calls, clearing and reloading on each switch', async () => {
    const api = installFakeApi(everscaleConfig, {
      'POST /accounts/list': () => ({ data: accountsPage }),
      'POST /stats/accounts': NO_POINTS,
      'POST /stats/accounts/active': NO_POINTS,
    });
    renderAppAt('/accounts');
    const chart = await screen.findByRole('region', { name: 'Accounts' });
    await within(chart).findByText('no data');
    expect(bodiesOf(api, 'POST /stats/accounts')).toHaveLength(1);
    await userEvent.click(within(chart).getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /stats/accounts/active')).toHaveLength(1));
    await userEvent.click(within(chart).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /stats/accounts')).toHaveLength(2));
    expect(within(chart).getByRole('button', { name: 'Total' }).getAttribute('aria-pressed')).toBe('true');
  });
});
