import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadHashmapAugE, storeHashmapAugE, type AugDict } from '../../dict/hashmap-aug.js';
import { currencyAugment, type CurrencyCollection } from '../currency/currency-collection.js';
import type { Layout } from './layout.js';
import { loadOutMsg, storeOutMsg, type OutMsg } from './out-msg.js';

/** _ (HashmapAugE 256 OutMsg CurrencyCollection) = OutMsgDescr, keyed by message hash. */
export type OutMsgDescr = AugDict<OutMsg, CurrencyCollection>;

export function loadOutMsgDescr(s: Slice, layout: Layout = 'standard'): OutMsgDescr {
  return loadHashmapAugE(s, 256, currencyAugment, (leaf) => loadOutMsg(leaf, layout));
}

export function storeOutMsgDescr(b: Builder, value: OutMsgDescr, layout: Layout = 'standard'): void {
  storeHashmapAugE(b, value, 256, currencyAugment, (leaf, msg) => storeOutMsg(leaf, msg, layout));
}

export function decodeOutMsgDescr(cell: Cell, layout: Layout = 'standard'): OutMsgDescr {
  const s = new Slice(cell);
  const value = loadOutMsgDescr(s, layout);
  s.expectEnd('OutMsgDescr');
  return value;
}

export function encodeOutMsgDescr(value: OutMsgDescr, layout: Layout = 'standard'): Cell {
  const b = new Builder();
  storeOutMsgDescr(b, value, layout);
  return b.endCell();
}
