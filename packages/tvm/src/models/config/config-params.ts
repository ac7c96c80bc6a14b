import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { buildHashmap, loadHashmap } from '../../dict/hashmap.js';
import { TlbError } from '../../errors.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { int32FromKey, int32ToKey } from './int32-key.js';

/**
 * `_ config_addr:bits256 config:^(Hashmap 32 ^Cell) = ConfigParams;`
 * Each parameter is kept as its raw cell so that re-encoding is exact; decode one with `decodeConfigParam`.
 */
export interface ConfigParams {
  /** The config contract's address in the masterchain, hex. */
  address: string;
  /** Parameter cells by index (a signed 32-bit key: some networks use negative indexes). */
  params: Map<number, Cell>;
}

export function loadConfigParams(s: Slice): ConfigParams {
  const address = loadBits256(s);
  const entries = loadHashmap(s.loadRef(), 32, (leaf) => leaf.loadRef());
  return { address, params: new Map(entries.map(({ key, value }) => [int32FromKey(key), value])) };
}

export function storeConfigParams(b: Builder, value: ConfigParams): void {
  if (value.params.size === 0) throw new TlbError('bad-value', 'ConfigParams: the parameter dictionary cannot be empty');
  const entries = [...value.params].map(([index, cell]) => ({ key: int32ToKey(index), value: cell }));
  storeBits256(b, value.address);
  b.storeRef(buildHashmap(entries, 32, (leaf, cell) => leaf.storeRef(cell)));
}

export function decodeConfigParams(cell: Cell): ConfigParams {
  const s = new Slice(cell);
  const value = loadConfigParams(s);
  s.expectEnd('ConfigParams');
  return value;
}

export function encodeConfigParams(value: ConfigParams): Cell {
  const b = new Builder();
  storeConfigParams(b, value);
  return b.endCell();
}
