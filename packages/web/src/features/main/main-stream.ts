import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Block, CountPoint, Stats, Transaction } from '@tvmscan/api/contract';
import type { TokenTransaction } from '@tvmscan/api/token-contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { TRANSFER_KINDS } from '../tokens/token-kinds.js';
import { newerBlockFirst, newerTokenTransactionFirst, newerTransactionFirst, withNewest, withTransactionsCounted } from './live-feed.js';
import { MAIN_PANEL_ROWS } from './main-queries.js';

/** Events are put into the query cache together, at most this often (one render for a block's many transactions). */
const FLUSH_MS = 250;

interface Pushed {
  blocks: Block[];
  transactions: Transaction[];
  transfers: TokenTransaction[];
  stats?: Stats;
}

/**
 * Opens the explorer API's stream for the main page and feeds its events into the panels' queries. Where the stream
 * is refused, cut or not available the panels poll as before (the browser reconnects a cut stream by itself, sending
 * `Last-Event-ID`, and the panels stop polling once it is open again).
 */
export function useMainStream(): boolean {
  const queryClient = useQueryClient();
  const config = useNetworkConfig();
  const [live, setLive] = useState(false);
  const withTokens = config.api.tokens !== null;
  const base = config.api.explorer.replace(/\/+$/, '');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const topics = ['blocks', 'transactions', 'stats', ...(withTokens ? ['transfers'] : [])].join(',');
    const stream = new EventSource(`${base}/stream?topics=${topics}`);
    let pushed: Pushed = { blocks: [], transactions: [], transfers: [] };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        const batch = pushed;
        pushed = { blocks: [], transactions: [], transfers: [] };
        feed(queryClient, batch);
      }, FLUSH_MS);
    };
    const on = <Key extends 'blocks' | 'transactions' | 'transfers'>(name: string, key: Key) =>
      stream.addEventListener(name, (event) => {
        (pushed[key] as unknown[]).push(JSON.parse((event as MessageEvent<string>).data));
        later();
      });
    on('block', 'blocks');
    on('transaction', 'transactions');
    on('token-transfer', 'transfers');
    stream.addEventListener('stats', (event) => {
      pushed.stats = JSON.parse((event as MessageEvent<string>).data) as Stats;
      later();
    });
    stream.addEventListener('reset', () => void queryClient.invalidateQueries({ queryKey: ['main'] }));
    stream.addEventListener('open', () => setLive(true));
    stream.addEventListener('error', () => setLive(false));
    return () => {
      stream.close();
      if (timer) clearTimeout(timer);
      setLive(false);
    };
  }, [base, withTokens, queryClient]);
  return live;
}

function feed(queryClient: QueryClient, { blocks, transactions, transfers, stats }: Pushed): void {
  if (stats) queryClient.setQueryData(['stats'], stats);
  if (blocks.length > 0) {
    queryClient.setQueryData<{ blocks: Block[] }>(['main', 'blocks'], (shown) =>
      shown ? { ...shown, blocks: withNewest(shown.blocks, blocks, (block) => block.rootHash, newerBlockFirst, MAIN_PANEL_ROWS) } : shown,
    );
  }
  if (transactions.length > 0) {
    queryClient.setQueryData<{ transactions: Transaction[] }>(['main', 'transactions'], (shown) =>
      shown
        ? { ...shown, transactions: withNewest(shown.transactions, transactions, (row) => row.hash, newerTransactionFirst, MAIN_PANEL_ROWS) }
        : shown,
    );
    queryClient.setQueryData<{ time_to_count: CountPoint[] }>(['stats', 'transactions_10m'], (shown) =>
      shown
        ? {
            time_to_count: withTransactionsCounted(
              shown.time_to_count,
              transactions.map((row) => row.time),
            ),
          }
        : shown,
    );
  }
  const shownTransfers = transfers.filter((operation) => TRANSFER_KINDS.includes(operation.kind));
  if (shownTransfers.length > 0) {
    queryClient.setQueryData<TokenTransaction[]>(['main', 'token-transactions'], (shown) =>
      shown
        ? withNewest(shown, shownTransfers, (row) => `${row.transactionHash}:${row.position}`, newerTokenTransactionFirst, MAIN_PANEL_ROWS)
        : shown,
    );
  }
}
