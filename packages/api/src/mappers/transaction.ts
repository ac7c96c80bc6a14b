import type { MessageRecord, TransactionRecord, TransactionSummary } from '@tvmscan/store';
import type { TrActionPhase, TrBouncePhase, TrComputePhase, TrCreditPhase, TrStoragePhase } from '@tvmscan/tvm';
import type { BlockId } from '../schemas/block.js';
import type { Message } from '../schemas/message.js';
import type { Jsonified } from '../schemas/decoded-json.js';
import type { AccountStateName, Fees, Transaction, TransactionDetails } from '../schemas/transaction.js';
import { messageEntity } from './message.js';
import { toNumber } from './numbers.js';
import { actionPhase, bouncePhase, computePhase, creditPhase, storagePhase } from './transaction-phases.js';

const STATUS_NAMES: Record<string, AccountStateName> = {
  uninit: 'Uninit',
  frozen: 'Frozen',
  active: 'Active',
  nonexist: 'NonExist',
};

export function statusName(status: string): AccountStateName {
  return STATUS_NAMES[status] ?? 'NonExist';
}

/** Where a transaction's block sits: Everscan's clients read its seqno and shard beside its hash. */
export interface BlockPlace {
  readonly seqno: number;
  readonly shard: string;
}

/** Transactions with their blocks' places (`blocks` by transaction hash, as the store's `transactionBlocks` reads them). */
export function transactionsAt(rows: readonly TransactionSummary[], blocks: readonly (BlockPlace & { readonly hash: string })[]): Transaction[] {
  const places = new Map(blocks.map((block) => [block.hash, block]));
  return rows.map((row) => transactionEntity(row, places.get(row.hash) ?? null));
}

/** A transaction; `block` null when its block is not indexed (a stored transaction's block is written with it). */
export function transactionEntity(row: TransactionSummary, block: BlockPlace | null): Transaction {
  return {
    hash: row.hash,
    workchain: row.workchain,
    accountId: `${row.workchain}:${row.account}`,
    lt: String(row.lt),
    time: toNumber(row.now),
    txType: row.tx_type as Transaction['txType'],
    tickTock: row.tick_tock as Transaction['tickTock'],
    aborted: row.aborted,
    origStatus: statusName(row.orig_status),
    endStatus: statusName(row.end_status),
    exitCode: row.exit_code,
    resultCode: row.result_code,
    methodName: row.method_name,
    parsedId: null,
    balanceChange: row.balance_change,
    totalFees: row.total_fees,
    valueReceived: row.in_msg_value,
    valueSent: row.out_msgs_value,
    blockRootHash: row.block_root_hash,
    blockHash: row.block_root_hash,
    blockSeqno: block?.seqno ?? null,
    blockShard: block?.shard ?? null,
    mcSeqno: row.mc_seqno,
    outMsgCount: row.out_msg_count,
    inMessageHash: row.in_msg_hash,
  };
}

/** The fee breakdown the indexer stored (amounts as decimal strings). */
interface StoredFees {
  storage: string;
  gas: string;
  action: string;
  bounce: string;
  other: string;
  outboundForward: string;
  total: string;
}

export function feesOf(row: TransactionRecord): Fees {
  const fees = row.fees as StoredFees;
  return {
    storage: fees.storage,
    gas: fees.gas,
    action: fees.action,
    bounce: fees.bounce,
    other: fees.other,
    fwd: fees.outboundForward,
    total: fees.total,
  };
}

/** The transaction description the indexer stored: the codec's TransactionDescr as JSON. */
interface StoredDescription {
  kind: string;
  creditFirst?: boolean;
  destroyed?: boolean;
  storagePhase?: Jsonified<TrStoragePhase> | null;
  creditPhase?: Jsonified<TrCreditPhase> | null;
  computePhase?: Jsonified<TrComputePhase>;
  actionPhase?: Jsonified<TrActionPhase> | null;
  bouncePhase?: Jsonified<TrBouncePhase> | null;
}

export function descriptionOf(row: TransactionRecord): TransactionDetails['description'] {
  const description = row.description as StoredDescription;
  return {
    txType: row.tx_type as Transaction['txType'],
    creditFirst: description.creditFirst ?? null,
    destroyed: description.destroyed ?? null,
    storage: description.storagePhase ? storagePhase(description.storagePhase) : null,
    credit: description.creditPhase ? creditPhase(description.creditPhase) : null,
    compute: description.computePhase ? computePhase(description.computePhase) : null,
    action: description.actionPhase ? actionPhase(description.actionPhase) : null,
    bounce: description.bouncePhase ? bouncePhase(description.bouncePhase) : null,
  };
}

/** A transaction's details as stored: its messages without their decoded bodies, which the route reads with the known ABIs. */
export type StoredTransactionDetails = Omit<TransactionDetails, 'inMessage' | 'outMessages'> & { inMessage: Message | null; outMessages: Message[] };

export function transactionDetails(
  row: TransactionRecord,
  block: BlockId,
  inMessage: MessageRecord | null,
  outMessages: readonly MessageRecord[],
): StoredTransactionDetails {
  const at = { transactionHash: row.hash, transactionLt: row.lt, transactionTime: row.now };
  const description = descriptionOf(row);
  return {
    ...transactionEntity(row, block),
    inMessage: inMessage && messageEntity(inMessage, { ...at, isOut: false }),
    outMessages: outMessages.map((message) => messageEntity(message, { ...at, isOut: true })),
    block,
    prevTransHash: row.prev_trans_hash,
    prevTransLt: String(row.prev_trans_lt),
    prevTransactionHash: row.prev_trans_hash,
    prevTransactionLt: String(row.prev_trans_lt),
    oldHash: row.old_hash,
    newHash: row.new_hash,
    destroyed: description.destroyed === true,
    description,
    fees: feesOf(row),
  };
}
