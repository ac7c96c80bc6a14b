import { writeBoc } from '../boc/write-boc.js';
import { Cell } from '../cell/cell.js';
import { encodeBase64 } from '../util/base64.js';
import { bytesToHex } from '../util/hex.js';

/**
 * JSON for decoded values: bigints as decimal strings, byte arrays as hex, cells as base64 BOCs,
 * maps as objects.
 */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') return item.toString();
    if (item instanceof Cell) return encodeBase64(writeBoc(item));
    if (item instanceof Uint8Array) return bytesToHex(item);
    if (item instanceof Map) return Object.fromEntries(item);
    return item;
  });
}
