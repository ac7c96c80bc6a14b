/** Reads `n` (≤ 32) bits starting at bit `offset`, most significant first, as an unsigned number. */
export function readUintBits(data: Uint8Array, offset: number, n: number): number {
  let value = 0;
  let pos = offset;
  let remaining = n;
  while (remaining > 0) {
    const bitInByte = pos & 7;
    const available = 8 - bitInByte;
    const take = available < remaining ? available : remaining;
    const chunk = (data[pos >> 3] >> (available - take)) & ((1 << take) - 1);
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
  if (tail !== 0) out[out.length - 1] &= (0xff << (8 - tail)) & 0xff;
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
    data[pos >> 3] |= chunk << (available - take);
    pos += take;
    remaining -= take;
  }
}
