import type { TransactionRow } from '../../src/chain/chain-rows.js';
import type { MessageFilter } from '../../src/chain/queries/messages.js';
import type { StoredMessage } from './synthetic-chain.js';
import { compareBigint, compareText } from './walk.js';

/** A message as the table holds it after the batches up to `mcSeqno`, listed at the side a filter asks for. */
export interface ModelItem {
  readonly message: StoredMessage;
  readonly isOut: boolean;
  readonly transactionHash: string;
  readonly time: bigint;
}

/** The messages list worked out in memory from the synthetic chain: the expectation for `listMessages`. */
export function expectedMessages(
  messages: Iterable<StoredMessage>,
  transactions: readonly TransactionRow[],
  mcSeqno: number,
  filter: MessageFilter,
): ModelItem[] {
  const blockOf = new Map(transactions.map((transaction) => [transaction.hash!, transaction.block_root_hash]));
  const account = (workchain: number | null | undefined, address: string | null | undefined) =>
    workchain === null || workchain === undefined ? null : `${workchain}:${address}`;
  const among = (list: readonly string[] | undefined, value: string | null) => list!.includes(value ?? '');
  const given = (list: readonly unknown[] | undefined) => list !== undefined && list.length > 0;
  const items: ModelItem[] = [];
  for (const message of messages) {
    if (message.mc_seqno > mcSeqno) continue;
    const src = message.src_transaction_hash ?? null;
    const dst = message.dst_mc_seqno !== null && message.dst_mc_seqno <= mcSeqno ? message.dst_transaction_hash! : null;
    const out = filter.isOut ?? src !== null;
    const transactionHash = out ? src : dst;
    if (transactionHash === null) continue;
    const time = BigInt((out ? message.src_transaction_time : message.dst_transaction_time) as bigint);
    const from = account(message.src_workchain, message.src_address);
    const to = account(message.dst_workchain, message.dst_address);
    if (filter.block !== undefined) {
      const blocks = filter.isOut === undefined ? [src, dst] : [transactionHash];
      if (!blocks.some((hash) => hash !== null && blockOf.get(hash) === filter.block)) continue;
    }
    if (given(filter.messageTypes) && !filter.messageTypes!.includes(message.message_type as never)) continue;
    if (given(filter.includeAccounts) && !among(filter.includeAccounts, from) && !among(filter.includeAccounts, to)) continue;
    if (given(filter.excludeAccounts) && (among(filter.excludeAccounts, from) || among(filter.excludeAccounts, to))) continue;
    if (given(filter.includeSrcAccounts) && !among(filter.includeSrcAccounts, from)) continue;
    if (given(filter.excludeSrcAccounts) && among(filter.excludeSrcAccounts, from)) continue;
    if (given(filter.includeDstAccounts) && !among(filter.includeDstAccounts, to)) continue;
    if (given(filter.excludeDstAccounts) && among(filter.excludeDstAccounts, to)) continue;
    if (filter.transactionTimeGe !== undefined && time < BigInt(filter.transactionTimeGe)) continue;
    if (filter.transactionTimeLe !== undefined && time > BigInt(filter.transactionTimeLe)) continue;
    if (filter.messageValueGe !== undefined && BigInt(message.value as string) < BigInt(filter.messageValueGe)) continue;
    if (filter.messageValueLe !== undefined && BigInt(message.value as string) > BigInt(filter.messageValueLe)) continue;
    items.push({ message, isOut: out, transactionHash, time });
  }
  return items.sort((a, b) => compareBigint(b.time, a.time) || compareText(b.message.hash, a.message.hash));
}
