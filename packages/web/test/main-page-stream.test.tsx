// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withNewest, withTransactionsCounted } from '../src/features/main/live-feed.js';
import type { FakeApi } from './support/fake-api.js';
import { blockRow } from './support/list-rows.js';
import { hex, serveMainPage } from './support/main-page-api.js';
import { renderAppAt } from './support/render-app.js';

/** A stand-in for the browser's EventSource: the test opens it, pushes events and cuts it. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.dispatchEvent(new Event('open'));
  }
  push(name: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  cut(): void {
    this.dispatchEvent(new Event('error'));
  }
}

let api: FakeApi;
const calls = (call: string) => api.requests.filter((request) => request.call === call);
const blocksPanel = () => screen.getByRole('region', { name: 'Latest blocks' });

beforeEach(() => {
  localStorage.clear();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the main page by push', () => {
  it(
    'opens one stream, shows the blocks it pushes without asking again while it is open, and polls again once it is cut',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      api = serveMainPage();
      renderAppAt('/');
      await waitFor(() => expect(within(blocksPanel()).getAllByRole('listitem')).toHaveLength(6));
      expect(FakeEventSource.opened).toHaveLength(1);
      const stream = FakeEventSource.opened[0]!;
      expect(stream.url).toMatch(/\/stream\?topics=blocks,transactions,stats$/);

      act(() => stream.open());
      act(() => stream.push('block', blockRow(101, { rootHash: hex(101) })));
      await act(() => vi.advanceTimersByTimeAsync(300));
      await waitFor(() => expect(within(within(blocksPanel()).getAllByRole('listitem')[0]!).getByRole('link', { name: '0:8:101' })).toBeTruthy());
      expect(within(blocksPanel()).getAllByRole('listitem')).toHaveLength(6);

      await act(() => vi.advanceTimersByTimeAsync(25_000));
      expect(calls('POST /blocks/list')).toHaveLength(1);
      expect(calls('POST /transactions/list')).toHaveLength(1);
      expect(calls('POST /stats/transactions_10m')).toHaveLength(1);

      act(() => stream.cut());
      await act(() => vi.advanceTimersByTimeAsync(10_500));
      await waitFor(() => expect(calls('POST /blocks/list')).toHaveLength(2));
    },
  );
});

describe('what the stream brings into a panel', () => {
  it('keeps the newest rows, each once', () => {
    const newerFirst = (a: number, b: number) => b - a;
    expect(withNewest([5, 4, 3], [6, 5], String, newerFirst, 3)).toEqual([6, 5, 4]);
  });

  it('counts new transactions into the chart, moving it on to their buckets at the same length', () => {
    const points = [0, 10, 20].map((time) => ({ time: 1_000 + time, count: 1 }));
    expect(withTransactionsCounted(points, [1_021, 1_025, 1_043, 999])).toEqual([
      { time: 1_020, count: 3 },
      { time: 1_030, count: 0 },
      { time: 1_040, count: 1 },
    ]);
  });
});
