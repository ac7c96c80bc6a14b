// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockListResponse, Stats } from '@tvmscan/api/contract';
import { installFakeApi } from '../support/fake-api.js';
import type { FakeAnswer, FakeApi } from '../support/fake-api.js';
import { blockRow } from '../support/list-rows.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';

const STATS: Stats = {
  transactionTotal: 1_234_567,
  transactions1h: 7200,
  transactions24h: 90_000,
  volume24h: '0',
  messagesTotal: 2_000_000,
  messages1h: 3600,
  messages24h: 50_000,
  accountsActiveTotal: 10,
  accountsCreated1h: 1,
  accountsCreated24h: 12,
  accountsActive24h: 34,
  accountsActive1h: 5,
  latestMcSeqno: 100,
  shardchainCount: 4,
  totalSupply: '0',
  circulationSupply: '0',
  fetchedAt: 1_700_000_000,
  averageBlockTime: 2.345,
};

const seqnos = (from: number, count: number) => Array.from({ length: count }, (_, index) => blockRow(from - index));

function page(blocks: BlockListResponse['blocks'], nextCursor: string | null, prevCursor: string | null): FakeAnswer<'POST /blocks/list'> {
  return { data: { blocks, currentCursor: null, nextCursor, prevCursor } satisfies BlockListResponse };
}

/** Pages of 20 blocks: the first (100…81), 'second' (80…61); the page after 'second' is empty, the one before it short. */
function serveBlocks(answers: Record<string, FakeAnswer<'POST /blocks/list'>> = {}) {
  return installFakeApi(everscaleConfig, {
    'GET /stats': () => ({ data: STATS }),
    'POST /blocks/list': (body) => {
      const { cursor, direction } = body;
      const key = cursor ? `${direction} ${cursor}` : 'first';
      return (
        answers[key] ??
        {
          first: page(seqnos(100, 20), 'second', null),
          'Next second': page(seqnos(80, 20), 'third', 'back-to-first'),
          'Next third': page([], null, 'second'),
          'Prev back-to-first': page(seqnos(100, 5), 'second', null),
        }[key] ?? { status: 404, body: { error: { code: 'NotFound', kind: 'NotFound', message: key } } }
      );
    },
  });
}

const listCalls = (api: FakeApi) => api.requests.filter((request) => request.call === 'POST /blocks/list').map((request) => request.body);

async function shownSeqnos(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Latest blocks' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the blocks list', () => {
  it('shows breadcrumbs, the title, the statistics and the first 20 blocks with transactions', async () => {
    const api = serveBlocks();
    renderAppAt('/blocks');
    expect((await shownSeqnos()).slice(0, 2)).toEqual(['100', '99']);
    await waitFor(() => expect(document.title).toBe('Blocks | Everscale'));
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Main' }).getAttribute('href')).toBe('/');
    const stats = screen.getByRole('region', { name: 'Block statistics' });
    await waitFor(() => expect(stats.textContent).toContain('2.35 s'));
    expect(stats.textContent).toContain('Workchain shards4');
    expect(listCalls(api)).toEqual([{ transactionCountGe: 1, limit: 20 }]);
    const link = screen.getAllByRole('link', { name: /…/ })[0]!;
    expect(link.getAttribute('href')).toBe(`/blocks/${blockRow(100).rootHash}`);
  });

  it('lists empty blocks too once the toggle is on, and keeps that in the URL', async () => {
    const api = serveBlocks();
    renderAppAt('/blocks');
    await shownSeqnos();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show empty blocks' }));
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(listCalls(api)[1]).toEqual({ limit: 20 });
    expect(window.location.search).toBe('?empty=true');
  });

  it('pages forward with the next cursor and back with the previous one', async () => {
    const api = serveBlocks({ 'Prev back-to-first': page(seqnos(100, 20), 'second', null) });
    renderAppAt('/blocks');
    await shownSeqnos();
    const prev = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect((await shownSeqnos())[0]).toBe('80'));
    expect(listCalls(api)[1]).toEqual({ transactionCountGe: 1, limit: 20, cursor: 'second', direction: 'Next' });
    await userEvent.click(prev);
    await waitFor(async () => expect((await shownSeqnos())[0]).toBe('100'));
    expect(listCalls(api)[2]).toEqual({ transactionCountGe: 1, limit: 20, cursor: 'back-to-first', direction: 'Prev' });
  });

  it("shows 'empty response' and keeps the list when Next finds nothing or Prev finds fewer than 20", async () => {
    serveBlocks();
    renderAppAt('/blocks');
    await shownSeqnos();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect((await shownSeqnos())[0]).toBe('80'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('empty response')).toBeTruthy();
    expect((await shownSeqnos())[0]).toBe('80');
    expect(await shownSeqnos()).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getAllByText('empty response')).toHaveLength(2));
    expect((await shownSeqnos())[0]).toBe('80');
  });

  it('logs a failed load and leaves the list empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveBlocks({ first: { status: 500, body: { error: { code: 'Internal', kind: 'Unknown', message: 'database down' } } } });
    renderAppAt('/blocks');
    const table = await screen.findByRole('table', { name: 'Latest blocks' });
    expect(await within(table).findByText('The list could not be loaded.')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith('The list could not be loaded', expect.objectContaining({ status: 500 }));
    expect((screen.getByRole('button', { name: /Download blocks\.csv/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there are no blocks', async () => {
    serveBlocks({ first: page([], null, null) });
    renderAppAt('/blocks');
    expect(await screen.findByText('There is nothing to show.')).toBeTruthy();
  });

  it('downloads the rows shown as blocks.csv', async () => {
    serveBlocks();
    const created: Blob[] = [];
    // jsdom has no object URLs; the download hands its Blob to this one.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('blocks.csv');
    });
    renderAppAt('/blocks');
    await shownSeqnos();
    await userEvent.click(screen.getByRole('button', { name: 'Download blocks.csv' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const lines = (await readBlob(created[0]!)).trim().split(/\r?\n/);
    expect(lines).toHaveLength(21);
    expect(lines[1]!.startsWith('100,0,8000000000000000,')).toBe(true);
  });

  it('is translated into Japanese', async () => {
    localStorage.setItem('lang', 'ja');
    serveBlocks();
    renderAppAt('/blocks');
    expect(await screen.findByRole('table', { name: '最新のブロック' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '空のブロックを表示' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ブロック | Everscale'));
  });
});
