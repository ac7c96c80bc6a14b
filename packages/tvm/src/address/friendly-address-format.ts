import { encodeBase64 } from '../util/base64.js';
import { crc16 } from './crc16.js';

/** Which of the friendly forms to write; every flag may be left out. */
export interface FriendlyOptions {
  /** Bounceable (flag 0x11) or not (0x51); default true. */
  readonly bounceable?: boolean;
  /** The url-safe base64 alphabet (`-_`) instead of the standard one (`+/`); default true. */
  readonly urlSafe?: boolean;
  /** Marks the address as test-network only (flag + 0x80); default false. */
  readonly testOnly?: boolean;
}

export const BOUNCEABLE_FLAG = 0x11;
export const NON_BOUNCEABLE_FLAG = 0x51;
export const TEST_ONLY_FLAG = 0x80;
/** Flag, workchain, 32-byte hash, CRC16: 36 bytes, 48 base64 characters. */
export const FRIENDLY_BYTES = 36;
export const FRIENDLY_LENGTH = 48;

/** The 48-character base64 friendly form of `workchain` (-128..127) and the 32-byte `hash`. */
export function formatFriendlyAddress(workchain: number, hash: Uint8Array, options: FriendlyOptions = {}): string {
  const { bounceable = true, urlSafe = true, testOnly = false } = options;
  const bytes = new Uint8Array(FRIENDLY_BYTES);
  bytes[0] = (bounceable ? BOUNCEABLE_FLAG : NON_BOUNCEABLE_FLAG) | (testOnly ? TEST_ONLY_FLAG : 0);
  bytes[1] = workchain & 0xff;
  bytes.set(hash, 2);
  const checksum = crc16(bytes.subarray(0, 34));
  bytes[34] = checksum >> 8;
  bytes[35] = checksum & 0xff;
  return encodeBase64(bytes, urlSafe);
}
