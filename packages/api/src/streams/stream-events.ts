import { blocksInRange, tokenTransactionsInRange, transactionsInRange, type MasterchainRange } from '@tvmscan/store';
import { blockEntity } from '../mappers/block.js';
import { tokenTransaction } from '../mappers/token.js';
import { transactionEntity } from '../mappers/transaction.js';
import type { RouteContext } from '../routes/context.js';

/** What a stream may carry; a client names the topics it wants. */
export const STREAM_TOPICS = ['blocks', 'transactions', 'transfers', 'stats'] as const;
export type StreamTopic = (typeof STREAM_TOPICS)[number];

/**
 * A chain event as every client receives it: its SSE frame rendered once. Its id, `MCSEQNO-ORDINAL`, is derived from
 * the chain (the masterchain block that committed it, and its place among that block's events: blocks, then
 * transactions, then token transfers, each in chain order), so every `serve` process gives the same id to the same event.
 */
export interface ChainEvent {
  readonly mcSeqno: number;
  readonly ordinal: number;
  readonly topic: Exclude<StreamTopic, 'stats'>;
  /** The raw address the event concerns: a transaction's account, a transfer's token root. */
  readonly account: string;
  /** A transfer's wallet owner. */
  readonly owner?: string;
  readonly frame: string;
}

/** The events of each masterchain block of the range, in order (a block committing nothing has none). */
export async function readChainEvents(context: RouteContext, range: MasterchainRange): Promise<ChainEvent[]> {
  const { db } = context;
  const [blocks, transactions, transfers] = await Promise.all([
    blocksInRange(db, range),
    transactionsInRange(db, range),
    tokenTransactionsInRange(db, range),
  ]);
  const unnumbered = [
    ...blocks.map((row) => ({ mcSeqno: row.mc_seqno, topic: 'blocks' as const, account: '', name: 'block', data: blockEntity(row) })),
    ...transactions.map((row) => ({
      mcSeqno: row.mc_seqno,
      topic: 'transactions' as const,
      account: `${row.workchain}:${row.account}`,
      name: 'transaction',
      data: transactionEntity(row, { shard: row.block_shard, seqno: row.block_seqno }),
    })),
    ...transfers.map((row) => ({
      mcSeqno: row.mc_seqno,
      topic: 'transfers' as const,
      account: row.root_address,
      owner: row.owner_address,
      name: 'token-transfer',
      data: tokenTransaction(row),
    })),
  ];
  // Stable: within a masterchain block, blocks stay before transactions and transactions before transfers.
  unnumbered.sort((a, b) => a.mcSeqno - b.mcSeqno);
  let ordinal = 0;
  return unnumbered.map(({ name, data, ...event }, index) => {
    ordinal = index > 0 && unnumbered[index - 1]!.mcSeqno === event.mcSeqno ? ordinal + 1 : 0;
    return { ...event, ordinal, frame: sseFrame(name, data, `${event.mcSeqno}-${ordinal}`) };
  });
}

/** One Server-Sent Event: its id when it has one, its name and its data as one line of JSON. */
export function sseFrame(name: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
