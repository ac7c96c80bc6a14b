import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadHashmapAugE, storeHashmapAugE, type AugDict } from '../../dict/hashmap-aug.js';
import { importFeesAugment, type ImportFees } from './import-fees.js';
import type { Layout } from './layout.js';
import { loadInMsg, storeInMsg, type InMsg } from './in-msg.js';

/** _ (HashmapAugE 256 InMsg ImportFees) = InMsgDescr, keyed by message hash. */
export type InMsgDescr = AugDict<InMsg, ImportFees>;

export function loadInMsgDescr(s: Slice, layout: Layout = 'standard'): InMsgDescr {
  return loadHashmapAugE(s, 256, importFeesAugment, (leaf) => loadInMsg(leaf, layout));
}

export function storeInMsgDescr(b: Builder, value: InMsgDescr, layout: Layout = 'standard'): void {
  storeHashmapAugE(b, value, 256, importFeesAugment, (leaf, msg) => storeInMsg(leaf, msg, layout));
}

export function decodeInMsgDescr(cell: Cell, layout: Layout = 'standard'): InMsgDescr {
  const s = new Slice(cell);
  const value = loadInMsgDescr(s, layout);
  s.expectEnd('InMsgDescr');
  return value;
}

export function encodeInMsgDescr(value: InMsgDescr, layout: Layout = 'standard'): Cell {
  const b = new Builder();
  storeInMsgDescr(b, value, layout);
  return b.endCell();
}
