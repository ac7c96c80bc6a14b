import type { Stats } from '@tvmscan/api/contract';
import { installFakeApi } from './fake-api.js';
import { blockRow, messageRow, transactionRow } from './list-rows.js';
import type { FakeApi, FakeHandlers } from './fake-api.js';
import { everscaleConfig } from './network-configs.js';

export const hex = (n: number) => n.toString(16).padStart(64, '0');

export const STATS: Stats = {
  transactionTotal: 1_234_567,
  transactions1h: 7236,
  transactions24h: 150_000,
  volume24h: '2500000000000000',
  messagesTotal: 2_345_678,
  messages1h: 3600,
  messages24h: 90_000,
  accountsActiveTotal: 4321,
  accountsCreated1h: 1,
  accountsCreated24h: 12,
  accountsActive24h: 345,
  accountsActive1h: 67,
  latestMcSeqno: 98_765,
  shardchainCount: 2,
  totalSupply: '5000000000000000000',
  circulationSupply: '4000000000000000000',
  fetchedAt: 1_700_000_000,
  averageBlockTime: 1.5,
};

const block = (seqno: number) => blockRow(seqno, { rootHash: hex(seqno), transactionCount: seqno % 3 });
const transaction = (n: number) =>
  transactionRow(n, { hash: hex(1000 + n), accountId: `0:${hex(2000 + n)}`, balanceChange: '-1500000000', time: 1_700_000_000 + n });
const message = (n: number) =>
  messageRow(n, {
    messageHash: hex(3000 + n),
    messageType: 'ExternalIn',
    messageValue: '0',
    createdAt: null,
    transactionTime: 1_700_000_000,
    transactionHash: hex(n),
  });

export const buckets = Array.from({ length: 60 }, (_, index) => ({ time: 1_700_000_000 + index * 10, count: index === 59 ? 37 : index }));

/** The fake API answering every call the main page makes. */
/** `historyStart`: the first masterchain block of an index started mid-chain (none: the chain from its beginning); `extra`: more calls it answers. */
export function serveMainPage(historyStart?: number, extra: FakeHandlers = {}): FakeApi {
  return installFakeApi(everscaleConfig, {
    ...extra,
    'GET /stats': () => ({ data: STATS }),
    'GET /history': () => ({
      data: {
        startMcSeqno: historyStart ?? 0,
        startUtime: historyStart === undefined ? null : 1_700_000_000,
        fromGenesis: historyStart === undefined,
      },
    }),
    'POST /stats/transactions_10m': () => ({ data: { time_to_count: buckets } }),
    'POST /blocks/list': () => ({
      data: { blocks: Array.from({ length: 6 }, (_, i) => block(100 - i)), currentCursor: null, nextCursor: 'n', prevCursor: null },
    }),
    'POST /transactions/list': () => ({
      data: { transactions: Array.from({ length: 6 }, (_, i) => transaction(i)), currentCursor: null, nextCursor: 'n', prevCursor: null },
    }),
    'POST /messages/list': () => ({ data: { messages: [message(1)], current_cursor: null, next_cursor: null, prev_cursor: null } }),
  });
}
