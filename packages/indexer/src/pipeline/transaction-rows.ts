import {
  blockTransactions,
  decodeTransaction,
  toJsonText,
  transactionView,
  writeBoc,
  type MessageRef,
  type MessageView,
  type Transaction,
} from '@tvmscan/tvm';
import type { MessageRow, TransactionRow } from '@tvmscan/store';
import type { DecodedBlock } from './decoded-block.js';

/** A transaction of a block: its row, the decoded value the derivations read, and its messages' rows. */
export interface TransactionRecord {
  readonly row: TransactionRow;
  readonly tx: Transaction;
  readonly workchain: number;
  readonly inMessage: MessageView | null;
  readonly messages: MessageRow[];
}

/** The block's transactions in logical-time order. */
export function transactionRecords(decoded: DecodedBlock, mcSeqno: number): TransactionRecord[] {
  return blockTransactions(decoded.block)
    .sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0))
    .map(({ cell }) => transactionRecord(decoded, mcSeqno, cell));
}

function transactionRecord(decoded: DecodedBlock, mcSeqno: number, cell: Parameters<typeof decodeTransaction>[0]): TransactionRecord {
  const tx = decodeTransaction(cell);
  const view = transactionView(cell, decoded.workchain, tx);
  const hash = view.hash;
  const inMessage = view.inMessage;
  const outValues = view.outMessages.reduce((sum, message) => sum + (message.value ?? 0n), 0n);
  const row: TransactionRow = {
    hash,
    workchain: decoded.workchain,
    account: tx.accountAddr,
    lt: tx.lt,
    now: tx.now,
    block_root_hash: decoded.rootHash,
    mc_seqno: mcSeqno,
    tx_type: view.txType,
    tick_tock: tx.description.kind === 'tickTock' ? (tx.description.isTock ? 'Tock' : 'Tick') : null,
    aborted: view.aborted,
    orig_status: tx.origStatus,
    end_status: tx.endStatus,
    total_fees: view.totalFees,
    balance_change: view.balanceChange,
    in_msg_value: inMessage?.value ?? 0n,
    out_msgs_value: outValues,
    exit_code: view.exitCode,
    result_code: view.resultCode,
    in_msg_hash: inMessage?.hash ?? null,
    out_msg_count: tx.outMsgs.length,
    prev_trans_hash: tx.prevTransHash,
    prev_trans_lt: tx.prevTransLt,
    old_hash: tx.stateUpdate.oldHash,
    new_hash: tx.stateUpdate.newHash,
    description: toJsonText(tx.description),
    fees: toJsonText(view.fees),
    boc: writeBoc(cell),
  };
  const link = { hash, lt: tx.lt, time: tx.now };
  const messages = [
    ...(tx.inMsg && inMessage ? [messageRow(tx.inMsg, inMessage, mcSeqno, { consumedBy: link })] : []),
    ...tx.outMsgs.map((ref, index) => messageRow(ref, view.outMessages[index]!, mcSeqno, { createdBy: link })),
  ];
  return { row, tx, workchain: decoded.workchain, inMessage, messages };
}

interface TransactionLink {
  readonly hash: string;
  readonly lt: bigint;
  readonly time: number;
}

/** `view` is the message as the transaction's view already shows it. */
function messageRow(
  ref: MessageRef,
  view: MessageView,
  mcSeqno: number,
  links: { createdBy?: TransactionLink; consumedBy?: TransactionLink },
): MessageRow {
  const src = splitAddress(view.src);
  const dst = splitAddress(view.dst);
  return {
    hash: view.hash,
    message_type: view.messageType,
    src_workchain: src.workchain,
    src_address: src.address,
    dst_workchain: dst.workchain,
    dst_address: dst.address,
    value: view.value ?? 0n,
    fwd_fee: view.fwdFee ?? 0n,
    ihr_fee: view.ihrFee ?? 0n,
    import_fee: view.importFee ?? 0n,
    created_lt: view.createdLt,
    created_at: view.createdAt,
    bounce: view.bounce ?? false,
    bounced: view.bounced ?? false,
    body_hash: view.bodyHash,
    has_state_init: view.hasStateInit,
    src_transaction_hash: links.createdBy?.hash ?? null,
    src_transaction_lt: links.createdBy?.lt ?? null,
    src_transaction_time: links.createdBy?.time ?? null,
    dst_transaction_hash: links.consumedBy?.hash ?? null,
    dst_transaction_lt: links.consumedBy?.lt ?? null,
    dst_transaction_time: links.consumedBy?.time ?? null,
    mc_seqno: mcSeqno,
    boc: writeBoc(ref.cell),
  };
}

/** `wc:hex` into its parts; an external address (`:hex`) has no workchain; addr_none has neither. */
function splitAddress(raw: string | null): { workchain: number | null; address: string | null } {
  if (raw === null) return { workchain: null, address: null };
  const colon = raw.indexOf(':');
  const workchain = colon === 0 ? null : Number(raw.slice(0, colon));
  return { workchain, address: raw.slice(colon + 1) };
}

/** Merges the rows of one message seen twice (created and consumed in the same write) into one row. */
export function mergeMessageRows(rows: readonly MessageRow[]): MessageRow[] {
  const byHash = new Map<string, MessageRow>();
  for (const row of rows) {
    const known = byHash.get(row.hash);
    byHash.set(row.hash, known ? mergeLinks(known, row) : row);
  }
  return [...byHash.values()];
}

function mergeLinks(a: MessageRow, b: MessageRow): MessageRow {
  return {
    ...a,
    src_transaction_hash: a.src_transaction_hash ?? b.src_transaction_hash ?? null,
    src_transaction_lt: a.src_transaction_lt ?? b.src_transaction_lt ?? null,
    src_transaction_time: a.src_transaction_time ?? b.src_transaction_time ?? null,
    dst_transaction_hash: a.dst_transaction_hash ?? b.dst_transaction_hash ?? null,
    dst_transaction_lt: a.dst_transaction_lt ?? b.dst_transaction_lt ?? null,
    dst_transaction_time: a.dst_transaction_time ?? b.dst_transaction_time ?? null,
  };
}
