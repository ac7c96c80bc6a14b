import { tableEntry } from '../util/table-entry.js';

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), as the BOC format checksums its bytes. */
export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = tableEntry(TABLE, (crc ^ byte) & 0xff) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
