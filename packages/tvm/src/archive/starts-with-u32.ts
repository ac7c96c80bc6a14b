/** Whether `bytes` opens with the little-endian u32 `value`. */
export function startsWithU32(bytes: Uint8Array, value: number): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === value;
}
