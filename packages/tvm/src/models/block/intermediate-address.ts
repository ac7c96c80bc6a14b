import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import type { Layout } from './layout.js';

/**
 * interm_addr_regular$0 use_dest_bits:(#<= 96) | interm_addr_simple$10 workchain_id:int8 addr_pfx:uint64
 * | interm_addr_ext$11 workchain_id:int32 addr_pfx:uint64.
 */
export type IntermediateAddress =
  | { kind: 'regular'; useDestBits: number }
  | { kind: 'simple'; workchain: number; addrPfx: bigint }
  | { kind: 'ext'; workchain: number; addrPfx: bigint };

export function loadIntermediateAddress(s: Slice, layout: Layout = 'standard'): IntermediateAddress {
  if (!s.loadBit()) return { kind: 'regular', useDestBits: s.loadUint(useDestBitsWidth(layout)) };
  if (!s.loadBit()) return { kind: 'simple', workchain: s.loadInt(8), addrPfx: s.loadUint64() };
  return { kind: 'ext', workchain: s.loadInt(32), addrPfx: s.loadUint64() };
}

export function storeIntermediateAddress(b: Builder, value: IntermediateAddress, layout: Layout = 'standard'): void {
  switch (value.kind) {
    case 'regular':
      b.storeBit(0).storeUint(value.useDestBits, useDestBitsWidth(layout));
      return;
    case 'simple':
      b.storeUint(0b10, 2).storeInt(value.workchain, 8).storeUint(value.addrPfx, 64);
      return;
    case 'ext':
      b.storeUint(0b11, 2).storeInt(value.workchain, 32).storeUint(value.addrPfx, 64);
  }
}

function useDestBitsWidth(layout: Layout): number {
  return layout === 'tycho' ? 8 : 7;
}
