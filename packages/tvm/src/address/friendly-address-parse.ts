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
  const flag = bytes[0] & ~TEST_ONLY_FLAG;
  if (flag !== BOUNCEABLE_FLAG && flag !== NON_BOUNCEABLE_FLAG) {
    const found = bytes[0].toString(16).padStart(2, '0');
    throw new AddressError(`unknown flag byte 0x${found}: expected 0x11 (bounceable) or 0x51 (non-bounceable), plus 0x80 if test-only`);
  }
  if (crc16(bytes.subarray(0, 34)) !== ((bytes[34] << 8) | bytes[35])) throw new AddressError('bad checksum');
  return {
    address: new Address(bytes[1] > 127 ? bytes[1] - 256 : bytes[1], bytes.slice(2, 34)),
    bounceable: flag === BOUNCEABLE_FLAG,
    testOnly: (bytes[0] & TEST_ONLY_FLAG) !== 0,
  };
}
