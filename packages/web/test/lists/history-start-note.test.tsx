// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf } from '@tvmscan/api/contract';
import { formatDate } from '../../src/shared/format/index.js';
import { installFakeApi } from '../support/fake-api.js';
import { blockRow, messageRow, transactionRow } from '../support/list-rows.js';
import { STATS } from '../support/main-page-api.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';

const START_UTIME = 1_700_000_000;
type HistoryStart = ResponseOf<'GET /history'>;

const MID_CHAIN: HistoryStart = { startMcSeqno: 1_459_995, startUtime: START_UTIME, fromGenesis: false };
const GENESIS: HistoryStart = { startMcSeqno: 0, startUtime: null, fromGenesis: true };
const NO_POINTS = () => ({ data: { points: [] } });
const SLOW = { timeout: 5000 };

/** Blocks in two pages: the first with a next cursor, the second the last. */
function serveBlocks(history: HistoryStart) {
  return installFakeApi(everscaleConfig, {
    'GET /history': () => ({ data: history }),
    'GET /stats': () => ({ data: STATS }),
    'POST /blocks/list': ({ cursor }) => ({
      data: cursor
        ? { blocks: [blockRow(1_459_996), blockRow(1_459_995)], currentCursor: null, nextCursor: null, prevCursor: 'first' }
        : { blocks: [blockRow(1_460_000)], currentCursor: null, nextCursor: 'last', prevCursor: null },
    }),
  });
}

const note = () => screen.queryByText((_, element) => element?.tagName === 'P' && /history begins at/.test(element.textContent ?? ''));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the note on a list’s last page that the explorer’s history begins mid-chain', () => {
  it('is on the last page of the blocks list only, linking the start block with its date', async () => {
    serveBlocks(MID_CHAIN);
    renderAppAt('/blocks');
    const table = await screen.findByRole('table', { name: 'Latest blocks' }, SLOW);
    await within(table).findByText('1460000', {}, SLOW);
    expect(note()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await within(table).findByText('1459995', {}, SLOW);
    await waitFor(() => expect(note()).not.toBeNull(), SLOW);
    expect(note()!.textContent).toBe(
      `This explorer’s history begins at masterchain block #1459995 (${formatDate(START_UTIME)}): nothing before it is listed.`,
    );
    const link = within(note()!).getByRole('link', { name: 'masterchain block #1459995' });
    expect(link.getAttribute('href')).toBe('/blocks/-1/8000000000000000/1459995');
  });

  it('is not shown for an index that starts at genesis', async () => {
    const api = serveBlocks(GENESIS);
    renderAppAt('/blocks');
    await screen.findByText('1460000', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('1459995', {}, SLOW);
    await waitFor(() => expect(api.requests.some((request) => request.call === 'GET /history')).toBe(true));
    expect(note()).toBeNull();
  });

  it('ends the transactions and messages lists too, in the language chosen', async () => {
    localStorage.setItem('lang', 'ja');
    installFakeApi(everscaleConfig, {
      'GET /history': () => ({ data: MID_CHAIN }),
      'POST /transactions/list': () => ({ data: { transactions: [transactionRow(1)], currentCursor: null, nextCursor: null, prevCursor: null } }),
      'POST /messages/list': () => ({ data: { messages: [messageRow(1)], current_cursor: null, next_cursor: null, prev_cursor: null } }),
      'GET /stats': () => ({ data: STATS }),
      'POST /blocks/list': () => ({ data: { blocks: [blockRow(1_460_000)], currentCursor: null, nextCursor: null, prevCursor: null } }),
      'POST /stats/transactions': NO_POINTS,
      'POST /stats/messages': NO_POINTS,
    });
    const japanese = (element: Element | null) =>
      element?.tagName === 'P' && /履歴は.*マスターチェーンブロック #1459995/.test(element.textContent ?? '');
    renderAppAt('/transactions');
    expect(await screen.findByText((_, element) => japanese(element), {}, SLOW)).toBeTruthy();
    cleanup();
    renderAppAt('/messages');
    const text = await screen.findByText((_, element) => japanese(element), {}, SLOW);
    expect(within(text).getByRole('link').getAttribute('href')).toBe('/blocks/-1/8000000000000000/1459995');
  });
});
