import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import {
  decodeShardStateUnsplit,
  encodeShardStateUnsplit,
  loadShardStateUnsplit,
  storeShardStateUnsplit,
  type ShardStateUnsplit,
} from './shard-state-unsplit.js';

const SPLIT_TAG = 0x5f327da5;

/** _ ShardStateUnsplit = ShardState | split_state#5f327da5 left:^ShardStateUnsplit right:^ShardStateUnsplit = ShardState. */
export type ShardState = { kind: 'unsplit'; state: ShardStateUnsplit } | { kind: 'split'; left: ShardStateUnsplit; right: ShardStateUnsplit };

export function loadShardState(s: Slice): ShardState {
  if (s.preloadUint(32) !== SPLIT_TAG) return { kind: 'unsplit', state: loadShardStateUnsplit(s) };
  s.skip(32);
  return { kind: 'split', left: decodeShardStateUnsplit(s.loadRef()), right: decodeShardStateUnsplit(s.loadRef()) };
}

export function storeShardState(b: Builder, value: ShardState): void {
  if (value.kind === 'unsplit') {
    storeShardStateUnsplit(b, value.state);
    return;
  }
  b.storeUint(SPLIT_TAG, 32).storeRef(encodeShardStateUnsplit(value.left)).storeRef(encodeShardStateUnsplit(value.right));
}

export function decodeShardState(cell: Cell): ShardState {
  const s = new Slice(cell);
  const value = loadShardState(s);
  s.expectEnd('ShardState');
  return value;
}

export function encodeShardState(value: ShardState): Cell {
  const b = new Builder();
  storeShardState(b, value);
  return b.endCell();
}
