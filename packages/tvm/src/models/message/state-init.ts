import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';

/** tick_tock$_ tick:Bool tock:Bool: the special account is called at the start / end of each masterchain block. */
export interface TickTock {
  tick: boolean;
  tock: boolean;
}

/**
 * _ split_depth:(Maybe (## 5)) special:(Maybe TickTock) code:(Maybe ^Cell) data:(Maybe ^Cell)
 * library:(HashmapE 256 SimpleLib) = StateInit. TON renamed split_depth to fixed_prefix_length; the bits
 * are the same. The library dictionary is kept as its root cell: read it with `loadLibraries`.
 */
export interface StateInit {
  splitDepth: number | null;
  special: TickTock | null;
  code: Cell | null;
  data: Cell | null;
  library: Cell | null;
}

export function loadStateInit(s: Slice): StateInit {
  const splitDepth = s.loadBit() ? s.loadUint(5) : null;
  const special = s.loadBit() ? { tick: s.loadBit(), tock: s.loadBit() } : null;
  const code = s.loadMaybeRef();
  const data = s.loadMaybeRef();
  return { splitDepth, special, code, data, library: s.loadMaybeRef() };
}

export function storeStateInit(b: Builder, init: StateInit): void {
  b.storeBit(init.splitDepth !== null);
  if (init.splitDepth !== null) b.storeUint(init.splitDepth, 5);
  b.storeBit(init.special !== null);
  if (init.special !== null) b.storeBit(init.special.tick).storeBit(init.special.tock);
  b.storeMaybeRef(init.code).storeMaybeRef(init.data).storeMaybeRef(init.library);
}

export function decodeStateInit(cell: Cell): StateInit {
  const s = new Slice(cell);
  const init = loadStateInit(s);
  s.expectEnd('StateInit');
  return init;
}

export function encodeStateInit(init: StateInit): Cell {
  const b = new Builder();
  storeStateInit(b, init);
  return b.endCell();
}
