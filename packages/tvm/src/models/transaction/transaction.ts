import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { TlbError } from '../../errors.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { loadAccountStatus, storeAccountStatus, type AccountStatus } from '../account/account-status.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';
import { loadCommonMessageRef, loadMessageRef, type MessageRef } from '../message/message-ref.js';
import { loadTag } from '../../tlb/tag.js';
import { decodeHashUpdate, encodeHashUpdate, type HashUpdate } from './hash-update.js';
import { decodeTransactionDescr, encodeTransactionDescr, type TransactionDescr } from './transaction-descr.js';

/**
 * transaction$0111 account_addr:bits256 lt:uint64 prev_trans_hash:bits256 prev_trans_lt:uint64 now:uint32
 * outmsg_cnt:uint15 orig_status:AccountStatus end_status:AccountStatus
 * ^[ in_msg:(Maybe ^(Message Any)) out_msgs:(HashmapE 15 ^(Message Any)) ]
 * total_fees:CurrencyCollection state_update:^(HASH_UPDATE Account) description:^TransactionDescr.
 * The transaction's hash is the hash of its cell. The Everscale node's common-message layout writes the same
 * fields under tag $1000, with its messages in CommonMessage cells.
 */
export interface Transaction {
  accountAddr: string;
  lt: bigint;
  prevTransHash: string;
  prevTransLt: bigint;
  now: number;
  outMsgCnt: number;
  origStatus: AccountStatus;
  endStatus: AccountStatus;
  inMsg: MessageRef | null;
  /** The outbound messages in the order the transaction created them (their dictionary keys 0, 1, 2…). */
  outMsgs: MessageRef[];
  totalFees: CurrencyCollection;
  stateUpdate: HashUpdate;
  description: TransactionDescr;
  /** Set on a $1000 transaction only (absent from $0111): its message cells are CommonMessage cells. */
  commonMessage?: true;
}

const TRANSACTION_TAG = 0b0111;
const TRANSACTION_TAG_COMMON_MESSAGE = 0b1000;
const OUT_MSG_KEY_BITS = 15;

export function loadTransaction(s: Slice): Transaction {
  const tag = loadTag(s, 4, [TRANSACTION_TAG, TRANSACTION_TAG_COMMON_MESSAGE] as const, 'Transaction');
  const commonMessage = tag === TRANSACTION_TAG_COMMON_MESSAGE;
  const loadRef = commonMessage ? loadCommonMessageRef : loadMessageRef;
  const accountAddr = bytesToHex(s.loadBytes(32));
  const lt = s.loadUint64();
  const prevTransHash = bytesToHex(s.loadBytes(32));
  const prevTransLt = s.loadUint64();
  const now = s.loadUint(32);
  const outMsgCnt = s.loadUint(15);
  const origStatus = loadAccountStatus(s);
  const endStatus = loadAccountStatus(s);
  const messages = s.loadRefSlice();
  const inMsgCell = messages.loadMaybeRef();
  const inMsg = inMsgCell === null ? null : loadRef(inMsgCell);
  const outMsgs = loadOutMsgs(messages, loadRef);
  messages.expectEnd('Transaction messages');
  const totalFees = loadCurrencyCollection(s);
  const stateUpdate = decodeHashUpdate(s.loadRef());
  const description = decodeTransactionDescr(s.loadRef());
  const tx: Transaction = {
    accountAddr,
    lt,
    prevTransHash,
    prevTransLt,
    now,
    outMsgCnt,
    origStatus,
    endStatus,
    inMsg,
    outMsgs,
    totalFees,
    stateUpdate,
    description,
  };
  if (commonMessage) tx.commonMessage = true;
  return tx;
}

/** Writes a transaction; each message is written as the cell it carries. */
export function storeTransaction(b: Builder, tx: Transaction): void {
  b.storeUint(tx.commonMessage ? TRANSACTION_TAG_COMMON_MESSAGE : TRANSACTION_TAG, 4)
    .storeBytes(hexToBytes(tx.accountAddr))
    .storeUint(tx.lt, 64);
  b.storeBytes(hexToBytes(tx.prevTransHash)).storeUint(tx.prevTransLt, 64).storeUint(tx.now, 32).storeUint(tx.outMsgCnt, 15);
  storeAccountStatus(b, tx.origStatus);
  storeAccountStatus(b, tx.endStatus);
  const messages = new Builder().storeMaybeRef(tx.inMsg?.cell);
  storeHashmapE(
    messages,
    tx.outMsgs.map((msg, index) => ({ key: BigInt(index), value: msg.cell })),
    OUT_MSG_KEY_BITS,
    (leaf, cell) => leaf.storeRef(cell),
  );
  b.storeRef(messages.endCell());
  storeCurrencyCollection(b, tx.totalFees);
  b.storeRef(encodeHashUpdate(tx.stateUpdate)).storeRef(encodeTransactionDescr(tx.description));
}

export function decodeTransaction(cell: Cell): Transaction {
  const s = new Slice(cell);
  const tx = loadTransaction(s);
  s.expectEnd('Transaction');
  return tx;
}

export function encodeTransaction(tx: Transaction): Cell {
  const b = new Builder();
  storeTransaction(b, tx);
  return b.endCell();
}

function loadOutMsgs(s: Slice, loadRef: (cell: Cell) => MessageRef): MessageRef[] {
  const entries = loadHashmapE(s, OUT_MSG_KEY_BITS, (leaf) => leaf.loadRef());
  return entries.map(({ key, value }, index) => {
    if (key !== BigInt(index)) throw new TlbError('bad-value', `Transaction: out_msgs key ${key} where ${index} was expected`);
    return loadRef(value);
  });
}
