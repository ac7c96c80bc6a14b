import { formatRawAddress, loadMsgAddress, Slice, type Cell } from '@tvmscan/tvm';

/** The bits a bounced message body starts with before the first bits of the body that bounced. */
export const BOUNCED_PREFIX = 0xffffffff;

/**
 * Reads the parameters of an ABI 2.x call body in order, without the ABI text: each value sits whole in one
 * cell, and when the encoder ran out of room it went on in the cell's last reference (ABI 2.0–2.1 by the
 * value's size, 2.2 by its largest size; either way nothing follows in the cell it left). Reading stops at
 * the last parameter we need, so the layout of the later ones does not matter.
 */
export class AbiBodyReader {
  private slice: Slice;

  private constructor(slice: Slice) {
    this.slice = slice;
  }

  /** A reader past the 32-bit function id; null when the body is too short to hold one. */
  static afterFunctionId(body: Cell): { functionId: number; reader: AbiBodyReader } | null {
    const slice = new Slice(body);
    if (slice.remainingBits < 32) return null;
    return { functionId: slice.loadUint(32), reader: new AbiBodyReader(slice) };
  }

  /** A reader of the parameters that start where `slice` stands (after a function id read some other way). */
  static at(slice: Slice): AbiBodyReader {
    return new AbiBodyReader(slice);
  }

  /**
   * A reader of the first bits of the body a bounced message carries back (0xffffffff, then the function id):
   * only the leading fixed-size values are there.
   */
  static ofBounced(body: Cell): { functionId: number; reader: AbiBodyReader } | null {
    const slice = new Slice(body);
    if (slice.remainingBits < 64 || slice.loadUint(32) !== BOUNCED_PREFIX) return null;
    return { functionId: slice.loadUint(32), reader: new AbiBodyReader(slice) };
  }

  uint(bits: number): bigint {
    this.continueIfShort(bits);
    return this.slice.loadUintBig(bits);
  }

  bool(): boolean {
    this.continueIfShort(1);
    return this.slice.loadBit();
  }

  /** An address parameter in raw form; null for addr_none. */
  address(): string | null {
    this.continueIfShort(2);
    return formatRawAddress(loadMsgAddress(this.slice));
  }

  private continueIfShort(bits: number): void {
    if (this.slice.remainingBits >= bits || this.slice.remainingRefs === 0) return;
    while (this.slice.remainingRefs > 1) this.slice.loadRef();
    this.slice = new Slice(this.slice.loadRef());
  }
}
