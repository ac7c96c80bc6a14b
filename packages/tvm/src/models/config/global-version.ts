import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0xc4;

/** `capabilities#c4 version:uint32 capabilities:uint64 = GlobalVersion;` (config param 8). */
export interface GlobalVersion {
  /** The lowest block version validators must support. */
  version: number;
  /** Bit set of enabled capabilities. */
  capabilities: bigint;
}

export function loadGlobalVersion(s: Slice): GlobalVersion {
  loadTag(s, 8, [TAG], 'GlobalVersion');
  return { version: s.loadUint(32), capabilities: s.loadUint64() };
}

export function storeGlobalVersion(b: Builder, value: GlobalVersion): void {
  b.storeUint(TAG, 8).storeUint(value.version, 32).storeUint(value.capabilities, 64);
}
