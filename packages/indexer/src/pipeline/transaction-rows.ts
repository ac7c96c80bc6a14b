import {
  blockTransactions,
  decodeTransaction,
  toJsonText,
  transactionView,
  writeBoc,
  type MessageRef,
  type MessageView,
  type Transaction,
  type TransactionView,
} from '@tvmscan/tvm';
import type { MessageRow, TransactionRow } from '@tvmscan/store';
import {
  multiTokenEvents,
  nftEvents,
  nftIndexDeploy,
  tokenDeployInit,
  tokenOperations,
  type NftIndexDeploy,
  type TokenDeployInit,
} from '@tvmscan/contracts/operations';
import type { DecodedBlock } from './decoded-block.js';
import type { TransactionFacts } from './transaction-facts.js';

/** A transaction of a block: its row, its messages' rows, and what the account and statistics derivations read of it. */
export interface TransactionRecord {
  readonly row: TransactionRow;
  readonly messages: MessageRow[];
  readonly facts: TransactionFacts;
}

/** The block's transactions in logical-time order; `tokens`: read their token operations and token deploys. */
export function transactionRecords(decoded: DecodedBlock, mcSeqno: number, tokens: boolean): TransactionRecord[] {
  const byCollator = collatorMessages(decoded);
  return blockTransactions(decoded.block)
    .sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0))
    .map(({ cell }) => transactionRecord(decoded, mcSeqno, cell, { byCollator, tokens }));
}

/**
 * The hashes of the messages the collator created itself (the masterchain's recover-create and mint messages, the
 * Everscale node's copyleft ones): imported immediately, yet exported by no transaction of the block.
 */
function collatorMessages(decoded: DecodedBlock): Set<string> {
  const hashHex = (key: bigint) => key.toString(16).padStart(64, '0');
  const { inMsgDescr, outMsgDescr } = decoded.block.extra;
  const exported = new Set(outMsgDescr.entries.map((entry) => hashHex(entry.key)));
  return new Set(
    inMsgDescr.entries
      .filter((entry) => entry.value.kind === 'immediate')
      .map((entry) => hashHex(entry.key))
      .filter((hash) => !exported.has(hash)),
  );
}

/** What a transaction's facts read besides the transaction: the block's collator messages, and whether tokens are derived. */
interface FactsContext {
  readonly byCollator: ReadonlySet<string>;
  readonly tokens: boolean;
}

function transactionRecord(
  decoded: DecodedBlock,
  mcSeqno: number,
  cell: Parameters<typeof decodeTransaction>[0],
  context: FactsContext,
): TransactionRecord {
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
  const facts = transactionFacts(tx, view, decoded.workchain, context);
  return { row, messages, facts };
}

/** What the account, statistics and token derivations read of a decoded transaction; with `context.tokens`, its token operations and token deploy too. */
export function transactionFacts(tx: Transaction, view: TransactionView, workchain: number, context: FactsContext): TransactionFacts {
  const inMessage = view.inMessage;
  return {
    hash: view.hash,
    workchain,
    account: tx.accountAddr,
    lt: tx.lt,
    prevTransLt: tx.prevTransLt,
    now: tx.now,
    balanceChange: view.balanceChange,
    origStatus: tx.origStatus,
    endStatus: tx.endStatus,
    outMsgCount: tx.outMsgCnt,
    inMessageCodeHash: tx.inMsg?.message.init?.code?.hashHex(0) ?? null,
    inMessage: inMessage && { messageType: inMessage.messageType, src: inMessage.src, value: inMessage.value ?? null },
    inMessageByCollator: inMessage !== null && context.byCollator.has(inMessage.hash),
    tokenOperations: context.tokens ? nonEmpty(tokenOperations(tx)) : null,
    tokenDeployInit: context.tokens ? deployInitOf(tx) : null,
    nftEvents: context.tokens ? nonEmpty(nftEvents(tx)) : null,
    nftIndexDeploy: context.tokens ? indexDeployOf(tx) : null,
    multiTokenEvents: context.tokens ? nonEmpty(multiTokenEvents(tx)) : null,
  };
}

function nonEmpty<T>(items: T[]): T[] | null {
  return items.length === 0 ? null : items;
}

/** The token contract a transaction deploys from its inbound message's StateInit, if it is one. */
function deployInitOf(tx: Transaction): TokenDeployInit | null {
  const data = tx.inMsg?.message.init?.data;
  if (!data || tx.endStatus !== 'active' || tx.origStatus === 'active') return null;
  return tokenDeployInit(data);
}

/** The TIP-4.3 Index or IndexBasis a transaction deploys from its inbound message's StateInit and body, if it is one. */
function indexDeployOf(tx: Transaction): NftIndexDeploy | null {
  const init = tx.inMsg?.message.init;
  if (!init?.code || !init.data || !deploys(tx)) return null;
  return nftIndexDeploy(init.code, init.data, tx.inMsg!.message.body);
}

function deploys(tx: Transaction): boolean {
  return tx.endStatus === 'active' && tx.origStatus !== 'active' && tx.description.kind === 'ordinary' && !tx.description.aborted;
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
