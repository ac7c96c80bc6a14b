// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mainTexts } from '../src/features/main/main-texts.js';
import { currentTps, perSecondOverHour } from '../src/features/main/rates.js';
import { TPS_CHART_MAX_WIDTH, tpsBars, tpsChartWidth } from '../src/features/main/tps-bars.js';
import { installFakeApi, type FakeApi } from './support/fake-api.js';
import { hex, serveMainPage } from './support/main-page-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

let api: FakeApi;

const panel = (name: string) => screen.getByRole('region', { name });
const calls = (call: string) => api.requests.filter((request) => request.call === call);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the main page', () => {
  it("is titled '{networkName} Blockchain Explorer' and has the only search box, outside the header", async () => {
    api = serveMainPage();
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Everscale Blockchain Explorer' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Everscale Blockchain Explorer'));
    expect(within(screen.getByRole('banner')).queryByRole('combobox', { name: 'Search' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('combobox', { name: 'Search' })).toBeTruthy();
  });

  it('shows skeletons, not dashes, until the statistics arrive', async () => {
    installFakeApi(everscaleConfig);
    renderAppAt('/');
    const stats = await screen.findByRole('region', { name: 'Network statistics' });
    expect(within(stats).getAllByRole('status', { name: 'Loading…' }).length).toBe(13);
    expect(within(stats).queryByText('-')).toBeNull();
  });

  it("shows skeleton rows, not a 'Loading…' text, in the latest panels until they load, and words when nothing came", async () => {
    installFakeApi(everscaleConfig);
    renderAppAt('/');
    const blocks = await screen.findByRole('region', { name: 'Latest blocks' });
    expect(within(blocks).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(within(blocks).queryByText('Loading…')).toBeNull();
    expect(within(blocks).queryAllByRole('listitem')).toHaveLength(0);
    await waitFor(() => expect(within(blocks).getByText('no data')).toBeTruthy(), { timeout: 5000 });
    expect(within(blocks).queryByRole('status')).toBeNull();
  });

  it('shows the network statistics with per-second rates over the last hour', async () => {
    api = serveMainPage();
    renderAppAt('/');
    const stats = await screen.findByRole('region', { name: 'Network statistics' });
    await waitFor(() => expect(within(stats).getByText('1,234,567')).toBeTruthy());
    const valueOf = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(valueOf('Transactions per second, 1h')).toBe('2.01');
    expect(valueOf('Messages per second, 1h')).toBe('1.00');
    expect(valueOf('Volume, 24h')).toBe('2.5M EVER');
    expect(within(stats).getByText('2.5M EVER').getAttribute('title')).toBe('2,500,000 EVER');
    expect(valueOf('Masterchain block')).toBe('98,765');
  });

  it('writes every figure in one number format per language: Indonesian groups with dots and writes decimals with a comma', async () => {
    localStorage.setItem('lang', 'id');
    api = serveMainPage();
    renderAppAt('/');
    const texts = mainTexts.id;
    const stats = await screen.findByRole('region', { name: texts.stats.title });
    await waitFor(() => expect(within(stats).getByText('1.234.567')).toBeTruthy());
    const valueOf = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(valueOf(texts.stats.transactionsPerSecond)).toBe('2,01');
    expect(valueOf(texts.stats.messagesPerSecond)).toBe('1,00');
    expect(valueOf(texts.stats.volume24h)).toBe('2,5M EVER');
    expect(valueOf(texts.stats.latestMcSeqno)).toBe('98.765');
    await waitFor(() => expect(screen.getByRole('status', { name: texts.tps.title }).textContent).toBe('3,7'));
  });

  it('says the statistics count from the start of an index started mid-chain, and nothing of it for a full one', async () => {
    api = serveMainPage(1_459_995);
    renderAppAt('/');
    const stats = await screen.findByRole('region', { name: 'Network statistics' });
    expect(await within(stats).findByText('Counted from masterchain block #1,459,995, where this explorer’s history starts')).toBeTruthy();
    cleanup();
    api = serveMainPage();
    renderAppAt('/');
    await waitFor(() => expect(calls('GET /history')).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Network statistics' })).getByText('1,234,567')).toBeTruthy());
    expect(screen.queryByText(/where this explorer’s history starts/)).toBeNull();
  });

  it('lists 6 latest blocks, transactions and messages, each panel leading to its list', async () => {
    api = serveMainPage();
    renderAppAt('/');
    await waitFor(() => expect(within(panel('Latest blocks')).getAllByRole('listitem')).toHaveLength(6));
    expect(calls('POST /blocks/list')[0]!.body).toEqual({ limit: 6 });
    expect(calls('POST /transactions/list')[0]!.body).toEqual({ limit: 6 });
    expect(calls('POST /messages/list')[0]!.body).toEqual({ limit: 6 });
    expect(within(panel('Latest blocks')).getByRole('link', { name: '0:8:100' }).getAttribute('href')).toBe(`/blocks/${hex(100)}`);
    expect(within(panel('Latest blocks')).getByRole('link', { name: 'view all' }).getAttribute('href')).toBe('/blocks');
    await waitFor(() => expect(within(panel('Latest transactions')).getAllByRole('listitem')).toHaveLength(6));
    expect(within(panel('Latest transactions')).getAllByText('-1.5 EVER')).toHaveLength(6);
    expect(within(panel('Latest transactions')).getByRole('link', { name: 'view all' }).getAttribute('href')).toBe('/transactions');
    await waitFor(() => expect(within(panel('Latest messages')).getByText('External in')).toBeTruthy());
    expect(within(panel('Latest messages')).getByRole('link', { name: 'view all' }).getAttribute('href')).toBe('/messages');
  });

  it("shows 'no data' in the token transactions panel while tokens are not indexed, with no link to a list that does not exist", async () => {
    api = serveMainPage();
    renderAppAt('/');
    const tokens = await screen.findByRole('region', { name: 'Latest token transactions' });
    expect(within(tokens).getByText('no data')).toBeTruthy();
    expect(within(tokens).queryByRole('link', { name: 'view all' })).toBeNull();
    expect(
      within(await screen.findByRole('region', { name: 'Latest blocks' }))
        .getByRole('link', { name: 'view all' })
        .getAttribute('href'),
    ).toBe('/blocks');
  });

  it('draws one 5 px bar per 10 s bucket and shows the latest bucket ÷ 10 as TPS', async () => {
    api = serveMainPage();
    renderAppAt('/');
    const chart = await screen.findByRole('img', { name: 'Transactions in 10-second intervals over the last 10 minutes' });
    await waitFor(() => expect(chart.querySelectorAll('rect')).toHaveLength(60));
    expect([...chart.querySelectorAll('rect')].every((bar) => bar.getAttribute('width') === '5')).toBe(true);
    expect(Number(chart.getAttribute('width'))).toBeLessThanOrEqual(1360);
    expect(screen.getByRole('status', { name: 'Transactions per second' }).textContent).toBe('3.7');
  });

  it('refreshes the live chart every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = serveMainPage();
    renderAppAt('/');
    await waitFor(() => expect(calls('POST /stats/transactions_10m')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(calls('POST /stats/transactions_10m')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(calls('POST /stats/transactions_10m')).toHaveLength(2));
  });
});

describe('main page arithmetic', () => {
  it('turns a 1 h count into a per-second rate with 2 decimals', () => {
    expect(perSecondOverHour(0)).toBe('0.00');
    expect(perSecondOverHour(7236)).toBe('2.01');
    expect(perSecondOverHour(18)).toBe('0.01');
  });

  it('takes TPS from the latest bucket only', () => {
    expect(
      currentTps([
        { time: 1, count: 500 },
        { time: 11, count: 25 },
      ]),
    ).toBe(2.5);
    expect(currentTps([])).toBeNull();
  });

  it('caps the chart at 1360 px and spreads 5 px bars evenly with heights relative to the busiest bucket', () => {
    expect(tpsChartWidth(2000)).toBe(TPS_CHART_MAX_WIDTH);
    expect(tpsChartWidth(375)).toBe(375);
    const bars = tpsBars(
      [
        { time: 0, count: 10 },
        { time: 10, count: 5 },
        { time: 20, count: 0 },
      ],
      300,
      100,
    );
    expect(bars.map((bar) => bar.x)).toEqual([47.5, 147.5, 247.5]);
    expect(bars.map((bar) => bar.height)).toEqual([100, 50, 0]);
    expect(bars.map((bar) => bar.y)).toEqual([0, 50, 100]);
  });
});
