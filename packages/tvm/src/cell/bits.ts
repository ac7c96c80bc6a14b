import { CellError } from '../errors.js';

/** The byte of `data` holding bit `pos`; a bit past the data is a read past the cell's bits (or, writing, past its room). */
export function byteOfBit(data: Uint8Array, pos: number, past: 'underflow' | 'overflow' = 'underflow'): number {
  const byte = data[pos >> 3];
  if (byte === undefined) throw pastTheData(data, pos, past);
  return byte;
}

function pastTheData(data: Uint8Array, pos: number, past: 'underflow' | 'overflow'): CellError {
  return new CellError(past, `bit ${pos} lies past the ${data.length * 8} bits of the data`);
}

/** Reads `n` (≤ 32) bits starting at bit `offset`, most significant first, as an unsigned number. */
export function readUintBits(data: Uint8Array, offset: number, n: number): number {
  let value = 0;
  let pos = offset;
  let remaining = n;
  while (remaining > 0) {
    const bitInByte = pos & 7;
    const available = 8 - bitInByte;
    const take = available < remaining ? available : remaining;
    const byte = data[pos >> 3];
    if (byte === undefined) throw pastTheData(data, pos, 'underflow');
    const chunk = (byte >> (available - take)) & ((1 << take) - 1);
    value = value * (1 << take) + chunk;
    pos += take;
    remaining -= take;
  }
  return value;
}

/** Copies `n` bits starting at bit `offset` into a new zero-padded byte array. */
export function copyBits(data: Uint8Array, offset: number, n: number): Uint8Array {
  const out = new Uint8Array((n + 7) >> 3);
  if ((offset & 7) === 0) {
    out.set(data.subarray(offset >> 3, (offset >> 3) + out.length));
  } else {
    const shift = offset & 7;
    const start = offset >> 3;
    for (let i = 0; i < out.length; i++) {
      const hi = data[start + i] ?? 0;
      const lo = data[start + i + 1] ?? 0;
      out[i] = ((hi << shift) | (lo >> (8 - shift))) & 0xff;
    }
  }
  const tail = n & 7;
  if (tail !== 0) out[out.length - 1] = byteOfBit(out, n - 1) & (0xff << (8 - tail)) & 0xff;
  return out;
}

/** Writes the low `n` (≤ 32) bits of `value` at bit `offset`; the target bits must be zero. */
export function writeUintBits(data: Uint8Array, offset: number, value: number, n: number): void {
  let pos = offset;
  let remaining = n;
  while (remaining > 0) {
    const bitInByte = pos & 7;
    const available = 8 - bitInByte;
    const take = available < remaining ? available : remaining;
    const chunk = Math.floor(value / 2 ** (remaining - take)) & ((1 << take) - 1);
    data[pos >> 3] = byteOfBit(data, pos, 'overflow') | (chunk << (available - take));
    pos += take;
    remaining -= take;
  }
}
