import { tableEntry } from '../util/table-entry.js';

/** Built on first use: the web app loads this module with its first screen, which rarely needs a checksum at once. */
let crc16Table: Uint16Array | undefined;

function buildTable(): Uint16Array {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
    table[byte] = crc;
  }
  return table;
}

/** CRC-16/XMODEM (polynomial 0x1021, initial value 0, no reflection), the checksum of friendly addresses. */
export function crc16(bytes: Uint8Array): number {
  const table = (crc16Table ??= buildTable());
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ tableEntry(table, (crc >> 8) ^ byte)) & 0xffff;
  return crc;
}
