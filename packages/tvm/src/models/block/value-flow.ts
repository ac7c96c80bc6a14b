import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import {
  loadCurrencyCollection,
  loadExtraCurrencies,
  storeCurrencyCollection,
  storeExtraCurrencies,
  type CurrencyCollection,
  type ExtraCurrency,
} from '../currency/currency-collection.js';
import { bits256ToKey, keyToBits256 } from '../../tlb/bits256.js';
import { unknownTag } from '../../tlb/tag.js';

const TAG_V1 = 0xb8e48dfb;
const TAG_TON_V2 = 0x3ebf98b7;
const TAG_EVERSCALE_V2 = 0xe0864f6d;

/** The amounts every ValueFlow layout has. */
export interface ValueFlowAmounts {
  fromPrevBlock: CurrencyCollection;
  toNextBlock: CurrencyCollection;
  imported: CurrencyCollection;
  exported: CurrencyCollection;
  feesCollected: CurrencyCollection;
  feesImported: CurrencyCollection;
  recovered: CurrencyCollection;
  created: CurrencyCollection;
  minted: CurrencyCollection;
}

export interface CopyleftReward {
  account: string;
  amount: bigint;
}

/**
 * value_flow#b8e48dfb; TON's value_flow_v2#3ebf98b7 adds `burned` after fees_collected;
 * Everscale's #e0864f6d moves fees_collected into a third reference with the copyleft rewards
 * (and, in newer nodes, the amounts exported to other networks).
 */
export type ValueFlow =
  | (ValueFlowAmounts & { version: 'v1' })
  | (ValueFlowAmounts & { version: 'ton-v2'; burned: CurrencyCollection })
  | (ValueFlowAmounts & { version: 'everscale-v2'; copyleftRewards: CopyleftReward[]; meshExported: ExtraCurrency[] | null });

export function loadValueFlow(s: Slice): ValueFlow {
  const tag = s.loadUint(32);
  if (tag !== TAG_V1 && tag !== TAG_TON_V2 && tag !== TAG_EVERSCALE_V2) throw unknownTag('ValueFlow', tag, 32);
  const first = s.loadRefSlice();
  const fromPrevBlock = loadCurrencyCollection(first);
  const toNextBlock = loadCurrencyCollection(first);
  const imported = loadCurrencyCollection(first);
  const exported = loadCurrencyCollection(first);
  const inlineFees = tag === TAG_EVERSCALE_V2 ? null : loadCurrencyCollection(s);
  const burned = tag === TAG_TON_V2 ? loadCurrencyCollection(s) : null;
  const second = s.loadRefSlice();
  const base = {
    fromPrevBlock,
    toNextBlock,
    imported,
    exported,
    feesImported: loadCurrencyCollection(second),
    recovered: loadCurrencyCollection(second),
    created: loadCurrencyCollection(second),
    minted: loadCurrencyCollection(second),
  };
  if (inlineFees === null) {
    const third = s.loadRefSlice();
    return {
      version: 'everscale-v2',
      ...base,
      feesCollected: loadCurrencyCollection(third),
      copyleftRewards: loadCopyleftRewards(third),
      meshExported: third.remainingBits > 0 ? loadExtraCurrencies(third) : null,
    };
  }
  if (burned !== null) return { version: 'ton-v2', ...base, feesCollected: inlineFees, burned };
  return { version: 'v1', ...base, feesCollected: inlineFees };
}

export function storeValueFlow(b: Builder, value: ValueFlow): void {
  const first = new Builder();
  storeCurrencyCollection(first, value.fromPrevBlock);
  storeCurrencyCollection(first, value.toNextBlock);
  storeCurrencyCollection(first, value.imported);
  storeCurrencyCollection(first, value.exported);
  const second = new Builder();
  storeCurrencyCollection(second, value.feesImported);
  storeCurrencyCollection(second, value.recovered);
  storeCurrencyCollection(second, value.created);
  storeCurrencyCollection(second, value.minted);

  b.storeUint(value.version === 'v1' ? TAG_V1 : value.version === 'ton-v2' ? TAG_TON_V2 : TAG_EVERSCALE_V2, 32);
  b.storeRef(first.endCell());
  if (value.version !== 'everscale-v2') storeCurrencyCollection(b, value.feesCollected);
  if (value.version === 'ton-v2') storeCurrencyCollection(b, value.burned);
  b.storeRef(second.endCell());
  if (value.version === 'everscale-v2') {
    const third = new Builder();
    storeCurrencyCollection(third, value.feesCollected);
    storeCopyleftRewards(third, value.copyleftRewards);
    if (value.meshExported !== null) storeExtraCurrencies(third, value.meshExported);
    b.storeRef(third.endCell());
  }
}

export function decodeValueFlow(cell: Cell): ValueFlow {
  const s = new Slice(cell);
  const value = loadValueFlow(s);
  s.expectEnd('ValueFlow');
  return value;
}

export function encodeValueFlow(value: ValueFlow): Cell {
  const b = new Builder();
  storeValueFlow(b, value);
  return b.endCell();
}

/** CopyleftRewards: HashmapE 256 Grams, keyed by the rewarded account. */
function loadCopyleftRewards(s: Slice): CopyleftReward[] {
  return loadHashmapE(s, 256, (leaf) => leaf.loadCoins()).map(({ key, value }) => ({ account: keyToBits256(key), amount: value }));
}

function storeCopyleftRewards(b: Builder, rewards: readonly CopyleftReward[]): void {
  storeHashmapE(
    b,
    rewards.map(({ account, amount }) => ({ key: bits256ToKey(account), value: amount })),
    256,
    (leaf, amount) => leaf.storeCoins(amount),
  );
}
