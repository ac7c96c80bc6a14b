import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { buildHashmapAug, loadHashmapAugE, storeHashmapAugE, type AugDict } from '../../dict/hashmap-aug.js';
import { walk } from '../../dict/hashmap.js';
import { loadLabel } from '../../dict/label.js';
import { currencyAugment, type CurrencyCollection } from '../currency/index.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { unknownTag } from '../../tlb/tag.js';

const TAG = 0x5;
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
 */
export interface AccountBlock {
  account: string;
  transactions: AccountTransaction[];
  stateUpdate: Cell;
}

/** _ (HashmapAugE 256 AccountBlock CurrencyCollection) = ShardAccountBlocks, keyed by account. */
export type ShardAccountBlocks = AugDict<AccountBlock, CurrencyCollection>;

export function loadAccountBlock(s: Slice): AccountBlock {
  const tag = s.loadUint(4);
  if (tag !== TAG) throw unknownTag('AccountBlock', tag, 4);
  return { account: loadBits256(s), transactions: loadTransactions(s), stateUpdate: s.loadRef() };
}

export function storeAccountBlock(b: Builder, value: AccountBlock): void {
  b.storeUint(TAG, 4);
  storeBits256(b, value.account);
  const entries = value.transactions.map((tx) => ({ key: tx.lt, extra: tx.fees, value: tx.cell }));
  const root = buildHashmapAug(entries, LT_BITS, currencyAugment, (leaf, cell) => leaf.storeRef(cell)).cell;
  b.storeSlice(new Slice(root)).storeRef(value.stateUpdate);
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
