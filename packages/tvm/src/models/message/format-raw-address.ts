import type { MsgAddress } from './msg-address.js';

/**
 * The raw text form of an address: `"wc:hex"` for an internal address (anycast is not shown), `":hex"`
 * for an external one (as the Everscale tools print it), and null for addr_none, which has no text form.
 */
export function formatRawAddress(addr: MsgAddress): string | null {
  switch (addr.kind) {
    case 'std':
    case 'var':
      return `${addr.workchain}:${addr.address}`;
    case 'extern':
      return `:${addr.address}`;
    case 'none':
      return null;
  }
}
