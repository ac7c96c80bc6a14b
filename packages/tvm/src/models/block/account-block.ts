import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { buildHashmapAug, loadHashmapAugE, storeHashmapAugE, type AugDict } from '../../dict/hashmap-aug.js';
import { walk } from '../../dict/hashmap.js';
import { loadLabel } from '../../dict/label.js';
import { currencyAugment, ZERO_CURRENCY, type CurrencyCollection } from '../currency/currency-collection.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0x5;
/** The Everscale node's account block with mesh transactions (common-message layout). */
const TAG_MESH = 0x6;
const LT_BITS = 64;

/** One entry of an account block's transactions: the key, the fees extra and the `^Transaction` cell. */
export interface AccountTransaction {
  lt: bigint;
  fees: CurrencyCollection;
  cell: Cell;
}

/**
 * acc_trans#5 account_addr:bits256 transactions:(HashmapAug 64 ^Transaction CurrencyCollection)
 * state_update:^(HASH_UPDATE Account). Transactions come in ascending lt order.
 * The Everscale node's #6 has transactions:(HashmapAugE 64 ^Transaction CurrencyCollection) state_update
 * mesh_transactions:(HashmapE 32 Transactions).
 */
export interface AccountBlock {
  account: string;
  transactions: AccountTransaction[];
  stateUpdate: Cell;
  /** The #6 layout only (absent from #5): the transactions of messages from other networks, per network, kept as the dictionary root. */
  meshTransactions?: Cell | null;
}

/** _ (HashmapAugE 256 AccountBlock CurrencyCollection) = ShardAccountBlocks, keyed by account. */
export type ShardAccountBlocks = AugDict<AccountBlock, CurrencyCollection>;

export function loadAccountBlock(s: Slice): AccountBlock {
  const tag = loadTag(s, 4, [TAG, TAG_MESH] as const, 'AccountBlock');
  const account = loadBits256(s);
  if (tag === TAG) return { account, transactions: loadTransactions(s), stateUpdate: s.loadRef() };
  const transactions = loadHashmapAugE(s, LT_BITS, currencyAugment, (leaf) => leaf.loadRef()).entries.map(({ key, extra, value }) => ({
    lt: key,
    fees: extra,
    cell: value,
  }));
  return { account, transactions, stateUpdate: s.loadRef(), meshTransactions: s.loadMaybeRef() };
}

export function storeAccountBlock(b: Builder, value: AccountBlock): void {
  b.storeUint(value.meshTransactions === undefined ? TAG : TAG_MESH, 4);
  storeBits256(b, value.account);
  const entries = value.transactions.map((tx) => ({ key: tx.lt, extra: tx.fees, value: tx.cell }));
  const storeCell = (leaf: Builder, cell: Cell) => leaf.storeRef(cell);
  if (value.meshTransactions === undefined) {
    b.storeSlice(new Slice(buildHashmapAug(entries, LT_BITS, currencyAugment, storeCell).cell)).storeRef(value.stateUpdate);
    return;
  }
  storeHashmapAugE(b, { entries, extra: ZERO_CURRENCY }, LT_BITS, currencyAugment, storeCell);
  b.storeRef(value.stateUpdate).storeMaybeRef(value.meshTransactions);
}

export function loadShardAccountBlocks(s: Slice): ShardAccountBlocks {
  return loadHashmapAugE(s, 256, currencyAugment, loadAccountBlock);
}

export function storeShardAccountBlocks(b: Builder, value: ShardAccountBlocks): void {
  storeHashmapAugE(b, value, 256, currencyAugment, storeAccountBlock);
}

export function decodeShardAccountBlocks(cell: Cell): ShardAccountBlocks {
  const s = new Slice(cell);
  const value = loadShardAccountBlocks(s);
  s.expectEnd('ShardAccountBlocks');
  return value;
}

export function encodeShardAccountBlocks(value: ShardAccountBlocks): Cell {
  const b = new Builder();
  storeShardAccountBlocks(b, value);
  return b.endCell();
}

/**
 * The transactions dictionary is a HashmapAug (not HashmapAugE), so its root node sits inline in the
 * account block's own cell; only the subtrees below the root are separate cells.
 */
function loadTransactions(s: Slice): AccountTransaction[] {
  const transactions: AccountTransaction[] = [];
  const visitLeaf = (leaf: Slice, lt: bigint) => {
    const fees = currencyAugment.load(leaf);
    transactions.push({ lt, fees, cell: leaf.loadRef() });
  };
  const label = loadLabel(s, LT_BITS);
  if (label.length === LT_BITS) {
    visitLeaf(s, label.value);
    return transactions;
  }
  const left = s.loadRef();
  const right = s.loadRef();
  // The root fork's extra, the account's total fees, is recomputed from the leaves when storing.
  currencyAugment.load(s);
  const childBits = LT_BITS - label.length - 1;
  walk(left, childBits, label.value << 1n, visitLeaf, true);
  walk(right, childBits, (label.value << 1n) | 1n, visitLeaf, true);
  return transactions;
}
