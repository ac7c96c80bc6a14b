// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TokenStatsResponse } from '@tvmscan/api/token-contract';
import { installFakeApi } from '../support/fake-api.js';
import type { FakeApi } from '../support/fake-api.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';
import { captureDownload, resetScreensBetweenTests } from '../support/token-screens.js';
import { ALICE, BOB, DUSD_ROOT, page, tokenRow, tokensConfig, tokenTransactionRow, WEVER_ROOT } from '../support/token-rows.js';

/** One row per transfer: every kind but Receive, the list's default. */
const TRANSFER_KINDS = ['Mint', 'Burn', 'Send', 'SendCancellation', 'BurnCancellation'];
const ALL_KINDS = [...TRANSFER_KINDS, 'Receive'];
/** No bars: jsdom cannot draw a chart, and the chart's own tests are those of the explorer's lists. */
const STATS: TokenStatsResponse = [];
const BLOCKS = { blocks: [], currentCursor: null, nextCursor: null, prevCursor: null };

const bodiesOf = (api: FakeApi, call: string) => api.requests.filter((request) => request.call === call).map((request) => request.body);

resetScreensBetweenTests({ quietErrors: false });

describe('the tokens list', () => {
  it('shows the market view: name, symbol, standard, price, market value, holders, the last 24 hours and the supply, 10 a page in market order', async () => {
    const api = installFakeApi(
      tokensConfig,
      {},
      {
        'POST /root_contract/search': () => ({
          data: page('tokens', [
            tokenRow(),
            tokenRow({
              rootAddress: WEVER_ROOT,
              name: 'Wrapped EVER',
              token: 'WEVER',
              scale: 9,
              totalSupply: '1000000000000000',
              usdPrice: null,
              marketValue: null,
              holders: 3,
              transfers24h: 0,
              volume24h: '0',
            }),
          ]),
        }),
      },
    );
    renderAppAt('/tokens');
    const table = await screen.findByRole('table', { name: 'Tokens' });
    await within(table).findByText('Devnet USD');
    const rows = within(table).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Devnet USD', 'DUSD', 'TIP-3', '$1.0005', '$10,005.00', '1,234', '56', '7,890', '10,000,000.123456'],
      ['Wrapped EVER', 'WEVER', 'TIP-3', '-', '-', '3', '0', '0', '1,000,000'],
    ]);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(`/accounts/${DUSD_ROOT}`);
    expect(bodiesOf(api, 'POST /root_contract/search')).toEqual([{ limit: 10, ordering: { by: 'market', order: 'DESC' } }]);
    await waitFor(() => expect(document.title).toBe('Tokens | Everscale'));
  });

  it('sorts by the column chosen, both ways, keeping the order in the address', async () => {
    const api = installFakeApi(tokensConfig, {}, { 'POST /root_contract/search': () => ({ data: page('tokens', [tokenRow()]) }) });
    renderAppAt('/tokens');
    await screen.findByText('Devnet USD');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'holders');
    await waitFor(() =>
      expect(bodiesOf(api, 'POST /root_contract/search').at(-1)).toEqual({ limit: 10, ordering: { by: 'holders', order: 'DESC' } }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'ASC');
    await waitFor(() => expect(bodiesOf(api, 'POST /root_contract/search').at(-1)).toEqual({ limit: 10, ordering: { by: 'holders', order: 'ASC' } }));
    expect(window.location.search).toBe('?orderBy=holders&order=ASC');
  });

  it('downloads tokens.csv with the supply and volume exact in whole tokens, the price, market value and holders', async () => {
    installFakeApi(tokensConfig, {}, { 'POST /root_contract/search': () => ({ data: page('tokens', [tokenRow()]) }) });
    renderAppAt('/tokens');
    await screen.findByText('Devnet USD');
    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: /tokens\.csv/ }));
    const { name, text } = await download;
    expect(name).toBe('tokens.csv');
    expect(text.split('\r\n')).toEqual([
      'Address,Name,Symbol,Decimals,Total supply,Standard,USD price,USD market value,Holders,Transfers 24h,Volume 24h',
      `${DUSD_ROOT},Devnet USD,DUSD,6,10000000.123456,Tip3,1.0005,10005.000123,1234,56,7890`,
    ]);
  });

  it('is translated into Korean, Indonesian and Japanese', async () => {
    const expected = { ko: ['토큰', '총 공급량'], id: ['Token', 'Total pasokan'], ja: ['トークン', '総供給量'] };
    for (const [language, [title, supply]] of Object.entries(expected)) {
      localStorage.setItem('lang', language);
      installFakeApi(tokensConfig, {}, { 'POST /root_contract/search': () => ({ data: page('tokens', [tokenRow()]) }) });
      renderAppAt('/tokens');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(await screen.findByRole('columnheader', { name: supply })).toBeTruthy();
      cleanup();
    }
  });

  it('says that tokens are not indexed on a network without a token API, and asks nothing', async () => {
    const api = installFakeApi(everscaleConfig);
    renderAppAt('/tokens');
    expect(await screen.findByText('Tokens are not indexed on this network.')).toBeTruthy();
    expect(api.requests.filter((request) => request.call.includes('root_contract'))).toEqual([]);
  });
});

describe('the token transactions list', () => {
  const serve = (
    stats: () => { data: TokenStatsResponse } | { status: number; body: { error: { code: 'Internal'; kind: 'Unknown'; message: string } } },
  ) =>
    installFakeApi(
      tokensConfig,
      { 'POST /blocks/list': () => ({ data: BLOCKS }) },
      {
        'POST /transactions/search': () => ({
          data: page('transactions', [tokenTransactionRow(0), tokenTransactionRow(1, { kind: 'Receive' })], 'n1'),
        }),
        'POST /stats/search': stats,
        'POST /root_contract/search': () => ({ data: page('tokens', [tokenRow()]) }),
      },
    );

  it('lists one row per transfer 20 a page (every kind but Receive asked), transfers shown as such, amounts in whole tokens', async () => {
    const api = serve(() => ({ data: STATS }));
    renderAppAt('/tokens-transactions');
    const table = await screen.findByRole('table', { name: 'Latest token transactions' });
    await within(table).findAllByText('1.5 DUSD');
    expect(within(table).getByText('Transfer')).toBeTruthy();
    expect(within(table).getByText('Receive')).toBeTruthy();
    expect(bodiesOf(api, 'POST /transactions/search')).toEqual([{ txKinds: TRANSFER_KINDS, limit: 20 }]);
    const link = within(table).getAllByRole('link', { name: 'ccccc…ccccc' })[0];
    expect(link?.getAttribute('href')).toBe(`/transactions/${'c'.repeat(64)}/token-operations`);
    await waitFor(() => expect(document.title).toBe('Token transactions | Everscale'));
  });

  it('asks POST /stats/search again after a 504 and then shows its answer in the 440 px chart panel', async () => {
    let answers = 0;
    const api = serve(() =>
      ++answers === 1 ? { status: 504, body: { error: { code: 'Internal', kind: 'Unknown', message: 'gateway timeout' } } } : { data: STATS },
    );
    renderAppAt('/tokens-transactions');
    const chart = await screen.findByRole('region', { name: 'Token transactions per day' });
    const state = await within(chart).findByText('no data', {}, { timeout: 3000 });
    expect(state.style.height).toBe('440px');
    expect(bodiesOf(api, 'POST /stats/search')).toHaveLength(2);
    expect(bodiesOf(api, 'POST /stats/search')[1]).toMatchObject({ aggregationType: 'Count', txTypes: TRANSFER_KINDS });
  });

  it('gives up on the chart after three more 504s and says its values are not available', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = serve(() => ({ status: 504, body: { error: { code: 'Internal', kind: 'Unknown', message: 'gateway timeout' } } }));
    renderAppAt('/tokens-transactions');
    const chart = await screen.findByRole('region', { name: 'Token transactions per day' });
    expect(await within(chart).findByText('not available', {}, { timeout: 4000 })).toBeTruthy();
    expect(bodiesOf(api, 'POST /stats/search')).toHaveLength(4);
  });

  it('leaves the chart out on small screens', async () => {
    window.innerWidth = 390;
    const api = serve(() => ({ data: STATS }));
    renderAppAt('/tokens-transactions');
    await screen.findByRole('table', { name: 'Latest token transactions' });
    expect(screen.queryByRole('region', { name: 'Token transactions per day' })).toBeNull();
    expect(bodiesOf(api, 'POST /stats/search')).toEqual([]);
  });

  it('sends the filters typed: cancellations, one chosen root with amounts in its decimals, owner', async () => {
    const api = serve(() => ({ data: STATS }));
    renderAppAt('/tokens-transactions');
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Cancellation' }));
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Tokens' }), 'Chosen tokens');
    await userEvent.click(within(filters).getByRole('textbox', { name: 'Token root address' }));
    await userEvent.paste(DUSD_ROOT);
    await userEvent.click(within(filters).getByRole('textbox', { name: 'Owner' }));
    await userEvent.paste(ALICE);
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Amount: from' }), '1.25');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(bodiesOf(api, 'POST /transactions/search').length).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect(bodiesOf(api, 'POST /transactions/search').at(-1)).toEqual({
        txKinds: ['SendCancellation', 'BurnCancellation'],
        rootAddress: DUSD_ROOT,
        ownerAddress: ALICE,
        amountGe: '1250000',
        limit: 20,
      }),
    );
    expect(bodiesOf(api, 'POST /root_contract/search')).toContainEqual({ rootAddresses: [DUSD_ROOT], limit: 1 });
    expect(await within(screen.getByRole('form', { name: 'Filters' })).findByText('Amount, DUSD')).toBeTruthy();
  });

  it('asks for the trusted roots only with the trusted filter, and refuses an owner that is no address', async () => {
    const api = serve(() => ({ data: STATS }));
    renderAppAt('/tokens-transactions');
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Owner' }), 'nobody');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(within(filters).getByRole('alert').textContent).toBe('Not an address: nobody');

    await userEvent.clear(within(filters).getByRole('textbox', { name: 'Owner' }));
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Tokens' }), 'Trusted tokens');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bodiesOf(api, 'POST /transactions/search').at(-1)).toEqual({ txKinds: TRANSFER_KINDS, trustedOnly: true, limit: 20 }));
    expect(new URLSearchParams(window.location.search).get('root')).toBe('trusted');
  });

  it('asks every kind for an owner (its received transfers are its Receive rows), and refuses an amount that is none, saying why', async () => {
    const api = serve(() => ({ data: STATS }));
    renderAppAt('/tokens-transactions');
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('textbox', { name: 'Owner' }));
    await userEvent.paste(ALICE);
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Amount: from' }), '-3');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(within(filters).getByRole('alert').textContent).toBe('An amount cannot be below zero: -3');
    await userEvent.clear(within(filters).getByRole('textbox', { name: 'Amount: from' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Amount: from' }), '2.5');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    // Without a single token the amounts are in smallest units: whole numbers only.
    expect(within(filters).getByRole('alert').textContent).toBe('Too many digits after the point: 2.5 (at most 0)');
    await userEvent.clear(within(filters).getByRole('textbox', { name: 'Amount: from' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Amount: from' }), '25');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesOf(api, 'POST /transactions/search').at(-1)).toEqual({ txKinds: ALL_KINDS, ownerAddress: ALICE, amountGe: '25', limit: 20 }),
    );
  });

  it('downloads token-transactions.csv with the time in milliseconds and exact amounts', async () => {
    serve(() => ({ data: STATS }));
    renderAppAt('/tokens-transactions');
    const table = await screen.findByRole('table', { name: 'Latest token transactions' });
    await within(table).findAllByText('1.5 DUSD');
    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: /token-transactions\.csv/ }));
    const { name, text } = await download;
    expect(name).toBe('token-transactions.csv');
    const [header, first] = text.split('\r\n');
    expect(header).toBe('Transaction hash,Time,Kind,Token,Root address,Sender,Receiver,Amount,Message hash');
    expect(first).toBe(`${'c'.repeat(64)},1700000100000,Send,DUSD,${DUSD_ROOT},${ALICE},${BOB},1.5,${'d'.repeat(64)}`);
  });
});
