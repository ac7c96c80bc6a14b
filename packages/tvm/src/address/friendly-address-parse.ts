import { decodeBase64 } from '../util/base64.js';
import { Address } from './address.js';
import { AddressError } from './address-error.js';
import { crc16 } from './crc16.js';
import { BOUNCEABLE_FLAG, FRIENDLY_BYTES, FRIENDLY_LENGTH, NON_BOUNCEABLE_FLAG, TEST_ONLY_FLAG } from './friendly-address-format.js';

/** A parsed friendly address and its flags. */
export interface FriendlyAddress {
  readonly address: Address;
  readonly bounceable: boolean;
  readonly testOnly: boolean;
}

const URL_SAFE_CHARACTERS = /[-_]/;

/** Parses any of the 48-character base64 friendly forms (standard or url-safe alphabet). */
export function parseFriendlyAddress(text: string): FriendlyAddress {
  if (text.length !== FRIENDLY_LENGTH) {
    throw new AddressError(`a friendly address has ${FRIENDLY_LENGTH} characters, got ${text.length}`);
  }
  const bytes = decodeBase64(text, URL_SAFE_CHARACTERS.test(text));
  if (bytes?.length !== FRIENDLY_BYTES) {
    throw new AddressError('a friendly address must be base64 in one alphabet: A-Z a-z 0-9 with + / or with - _');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flagByte = view.getUint8(0);
  const flag = flagByte & ~TEST_ONLY_FLAG;
  if (flag !== BOUNCEABLE_FLAG && flag !== NON_BOUNCEABLE_FLAG) {
    const found = flagByte.toString(16).padStart(2, '0');
    throw new AddressError(`unknown flag byte 0x${found}: expected 0x11 (bounceable) or 0x51 (non-bounceable), plus 0x80 if test-only`);
  }
  if (crc16(bytes.subarray(0, 34)) !== view.getUint16(34)) throw new AddressError('bad checksum');
  return {
    address: new Address(view.getInt8(1), bytes.slice(2, 34)),
    bounceable: flag === BOUNCEABLE_FLAG,
    testOnly: (flagByte & TEST_ONLY_FLAG) !== 0,
  };
}
