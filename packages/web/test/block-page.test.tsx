// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockKeyFromHash, blockKeyFromSeqno } from '../src/features/block/block-key.js';
import type { BlockResponse } from '@tvmscan/api/contract';
import { installFakeApi, type FakeApi, type FakeHandlers } from './support/fake-api.js';
import { hex, MASTER_BLOCK, MASTER_BLOCK_ANSWER, SHARD_BLOCK_ANSWER } from './support/detail-pages-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

let api: FakeApi;

const emptyTransactions = { data: { transactions: [], currentCursor: null, nextCursor: null, prevCursor: null } };
const emptyMessages = { data: { messages: [], current_cursor: null, next_cursor: null, prev_cursor: null } };

function serveBlock(answer: BlockResponse | null, extra: FakeHandlers = {}): FakeApi {
  return installFakeApi(everscaleConfig, {
    'POST /blocks': () =>
      answer ? { data: answer } : { status: 404, body: { error: { code: 'NotFound', kind: 'NotFound', message: 'block not found' } } },
    'POST /transactions/list': () => emptyTransactions,
    'POST /messages/list': () => emptyMessages,
    ...extra,
  });
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const valueOf = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the block page', () => {
  it('asks for the block by root hash and shows its title, breadcrumbs and main details', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Block -1:8:99' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Block -1:8:99 | Everscale'));
    expect(api.requests.find((request) => request.call === 'POST /blocks')?.body).toEqual({ hash: MASTER_BLOCK.rootHash });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Blocks' }).getAttribute('href')).toBe('/blocks');
    const details = screen.getByRole('region', { name: 'Block details' });
    expect(valueOf(details, 'Root hash')).toBe(MASTER_BLOCK.rootHash);
    expect(valueOf(details, 'Shard')).toBe('8000000000000000');
    expect(valueOf(details, 'Transactions')).toBe('5');
    expect(valueOf(details, 'Key block')).toBe('No');
    expect(valueOf(details, 'Time')).toContain('unix 1588856787');
  });

  it('asks by workchain, shard (a prefix is padded to 16 digits) and seqno, and links the neighbours by seqno', async () => {
    api = serveBlock(SHARD_BLOCK_ANSWER);
    renderAppAt('/blocks/0/4/50');
    await screen.findByRole('heading', { level: 1, name: 'Block 0:4:50' });
    expect(api.requests.find((request) => request.call === 'POST /blocks')?.body).toEqual({ workchain: 0, shard: '4000000000000000', seqno: 50 });
    const neighbours = screen.getByRole('navigation', { name: 'Neighbouring blocks' });
    expect(within(neighbours).getByRole('link', { name: '‹ Previous block' }).getAttribute('href')).toBe('/blocks/0/4000000000000000/49');
    expect(within(neighbours).getByRole('link', { name: 'Next block ›' }).getAttribute('href')).toBe('/blocks/0/4000000000000000/51');
  });

  it('offers no next block at the chain tip', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}`);
    const neighbours = await screen.findByRole('navigation', { name: 'Neighbouring blocks' });
    expect(within(neighbours).queryByRole('link', { name: 'Next block ›' })).toBeNull();
    expect(within(neighbours).getByText('Next block ›').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows every block info field behind the extra details toggle, with both previous blocks after a split', async () => {
    api = serveBlock(SHARD_BLOCK_ANSWER);
    renderAppAt('/blocks/0/4000000000000000/50');
    const toggle = await screen.findByRole('button', { name: 'More details' });
    expect(screen.queryByText('Start logical time')).toBeNull();
    await userEvent.click(toggle);
    const extra = screen.getByRole('region', { name: 'Extra block details' });
    const labels: [string, string][] = [
      ['Start logical time', '137000000'],
      ['End logical time', '137000004'],
      ['Version', '0'],
      ['After merge', 'No'],
      ['Before split', 'No'],
      ['After split', 'Yes'],
      ['Want split', 'No'],
      ['Want merge', 'Yes'],
      ['Vertical seqno', '0'],
      ['Validator list hash (short)', '1224715861'],
      ['Catchain seqno', '3'],
      ['Minimal referenced masterchain block', '95'],
      ['Master reference seqno', '42'],
      ['Previous block 1', '0:2000000000000000:36'],
      ['Previous block 2', '0:6000000000000000:37'],
      ['Parent shard', '0:8000000000000000'],
      ['Left child shard', '-'],
      ['Software version', '3'],
      ['Previous key block', '0'],
    ];
    for (const [label, value] of labels) expect(valueOf(extra, label), label).toBe(value);
    expect(screen.getByRole('link', { name: '0:2000000000000000:36' }).getAttribute('href')).toBe(`/blocks/${hex(36)}`);
    expect(screen.getByRole('button', { name: 'Fewer details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers account-blocks and shard-hashes only when the block has them', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}`);
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual(['Transactions', 'Value flow', 'Account blocks', 'Shard hashes', 'Messages']);
    cleanup();
    api = serveBlock(SHARD_BLOCK_ANSWER);
    renderAppAt(`/blocks/${hex(500)}`);
    await screen.findByRole('heading', { level: 1, name: 'Block 0:4:50' });
    expect(tabNames()).toEqual(['Transactions', 'Value flow', 'Messages']);
  });

  it('sends a tab the block lacks back to its default tab', async () => {
    api = serveBlock(SHARD_BLOCK_ANSWER);
    renderAppAt(`/blocks/${hex(500)}/shard-hashes`);
    await screen.findByRole('heading', { level: 1, name: 'Block 0:4:50' });
    await waitFor(() => expect(window.location.pathname).toBe(`/blocks/${hex(500)}`));
    expect(screen.getByRole('link', { name: 'Transactions', current: 'page' })).toBeTruthy();
  });

  it('lists the transactions of the block 10 at a time, without filters', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}`);
    await screen.findByRole('table', { name: 'Transactions of the block' });
    await waitFor(() => expect(api.requests.some((request) => request.call === 'POST /transactions/list')).toBe(true));
    expect(api.requests.find((request) => request.call === 'POST /transactions/list')?.body).toEqual({ block: MASTER_BLOCK.rootHash, limit: 10 });
  });

  it('shows every value flow field in the network token', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}/value-flow`);
    const flow = await screen.findByRole('region', { name: 'Value flow' });
    expect(valueOf(flow, 'From previous block')).toBe('5,000,001,300.1 EVER');
    expect(valueOf(flow, 'To next block')).toBe('5,000,001,302.3 EVER');
    expect(valueOf(flow, 'Fees collected')).toBe('2.2 EVER');
    expect(valueOf(flow, 'Fees imported')).toBe('0.5 EVER');
    expect(valueOf(flow, 'Created')).toBe('1.7 EVER');
    expect(valueOf(flow, 'Burned')).toBe('-');
    expect(within(flow).getAllByRole('term')).toHaveLength(10);
  });

  it('pages the account blocks 10 a row', async () => {
    const accountBlocks = Array.from({ length: 12 }, (_, index) => ({
      wc: 0,
      address: `0:${hex(100 + index)}`,
      oldHash: hex(200 + index),
      newHash: hex(300 + index),
      transactionCount: index + 1,
    }));
    api = serveBlock({ ...MASTER_BLOCK_ANSWER, accountBlocks });
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}/account-blocks`);
    const table = await screen.findByRole('table', { name: 'Account blocks' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: '0:00000…0006f' }).getAttribute('href')).toBe(`/accounts/0:${hex(111)}`);
  });

  it('shows the shard blocks a masterchain block describes, linked by root hash', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}/shard-hashes`);
    const table = await screen.findByRole('table', { name: 'Shard hashes' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('0:2')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '95' }).getAttribute('href')).toBe(
      '/blocks/392c7d9cf07937412e2cc694b4f4c645939e79d8a075d6eab939d02f8e763c16',
    );
  });

  it('lists incoming and outgoing messages, 10 a page each', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}/messages`);
    expect(await screen.findByRole('table', { name: 'Incoming messages' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Outgoing messages' })).toBeTruthy();
    await waitFor(() => expect(api.requests.filter((request) => request.call === 'POST /messages/list')).toHaveLength(2));
    const bodies = api.requests.filter((request) => request.call === 'POST /messages/list').map((request) => request.body);
    expect(bodies).toContainEqual({ block: MASTER_BLOCK.rootHash, isOut: false, limit: 10 });
    expect(bodies).toContainEqual({ block: MASTER_BLOCK.rootHash, isOut: true, limit: 10 });
  });

  it("shows 'Block not found' when the API does not know the block", async () => {
    api = serveBlock(null);
    renderAppAt('/blocks/-1/8000000000000000/9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Block not found' })).toBeTruthy();
    expect(screen.getByText('There is no block -1:8000000000000000:9999 in this network’s index.')).toBeTruthy();
  });

  it("shows 'Before this explorer’s history' for a block older than the index's start", async () => {
    const beforeHistory = { error: { code: 'NotFound' as const, kind: 'BeforeHistory' as const, message: 'before this explorer’s history' } };
    api = serveBlock(null, { 'POST /blocks': () => ({ status: 404, body: beforeHistory }) });
    renderAppAt('/blocks/-1/8000000000000000/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Before this explorer’s history' })).toBeTruthy();
    expect(screen.getByText(/Block -1:8000000000000000:12 is older than the first block this explorer indexes/)).toBeTruthy();
  });

  it('does not ask the API for a path that cannot name a block', async () => {
    api = serveBlock(MASTER_BLOCK_ANSWER);
    renderAppAt('/blocks/not-a-hash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Block not found' })).toBeTruthy();
    expect(api.requests.some((request) => request.call === 'POST /blocks')).toBe(false);
  });

  it('shows a loading state until the block arrives', async () => {
    let answer: ((value: Response) => void) | undefined;
    api = installFakeApi(everscaleConfig, {});
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/blocks') ? new Promise<Response>((resolve) => (answer = resolve)) : fakeFetch(input, init),
    );
    renderAppAt(`/blocks/${MASTER_BLOCK.rootHash}`);
    expect((await screen.findByText('Loading…')).getAttribute('role')).toBe('status');
    // The request starts in a task of its own, which may come after the loading state shows.
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByText('Loading…')).toBeTruthy();
    answer!(new Response(JSON.stringify({ data: MASTER_BLOCK_ANSWER }), { status: 200 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Block -1:8:99' })).toBeTruthy();
  });
});

describe('block keys from paths', () => {
  it('reads a root hash in any case', () => {
    expect(blockKeyFromHash(MASTER_BLOCK.rootHash.toUpperCase())).toEqual({ hash: MASTER_BLOCK.rootHash });
    expect(blockKeyFromHash('abc')).toBeNull();
  });

  it('reads workchain, shard and seqno, padding a shard prefix', () => {
    expect(blockKeyFromSeqno('-1', '8', '99')).toEqual({ workchain: -1, shard: '8000000000000000', seqno: 99 });
    expect(blockKeyFromSeqno('0', 'C000000000000000', '7')).toEqual({ workchain: 0, shard: 'c000000000000000', seqno: 7 });
    expect(blockKeyFromSeqno('x', '8', '1')).toBeNull();
    expect(blockKeyFromSeqno('0', '8g', '1')).toBeNull();
    expect(blockKeyFromSeqno('0', '8', '-1')).toBeNull();
    expect(blockKeyFromSeqno('0', '8', '2147483648')).toBeNull();
    expect(blockKeyFromSeqno('0', '8', '2147483647')).toEqual({ workchain: 0, shard: '8000000000000000', seqno: 2147483647 });
  });
});
