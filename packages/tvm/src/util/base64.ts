const STANDARD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const STANDARD_VALUES = alphabetValues(STANDARD_ALPHABET);
const URL_SAFE_VALUES = alphabetValues(URL_SAFE_ALPHABET);

function alphabetValues(alphabet: string): Int8Array {
  const values = new Int8Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) values[alphabet.charCodeAt(i)] = i;
  return values;
}

/**
 * Base64 of `bytes` (RFC 4648), padded with `=`; `urlSafe` picks the `-_` alphabet. Each group of three bytes gives
 * four characters; a last group of one or two bytes is read with zero bits after its end and ends in `==` or `=`.
 */
export function encodeBase64(bytes: Uint8Array, urlSafe = false): string {
  const alphabet = urlSafe ? URL_SAFE_ALPHABET : STANDARD_ALPHABET;
  const sextet = (group: number, shift: number) => alphabet.charAt((group >> shift) & 63);
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const group = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const given = Math.min(3, bytes.length - i);
    text += sextet(group, 18) + sextet(group, 12);
    text += given > 1 ? sextet(group, 6) : '=';
    text += given > 2 ? sextet(group, 0) : '=';
  }
  return text;
}

/**
 * Bytes of base64 text in one alphabet (`urlSafe` picks `-_` over `+/`), padded or not;
 * `undefined` if any character is outside that alphabet or the length is impossible.
 */
export function decodeBase64(text: string, urlSafe = false): Uint8Array | undefined {
  const values = urlSafe ? URL_SAFE_VALUES : STANDARD_VALUES;
  const length = unpaddedLength(text);
  if (length % 4 === 1) return undefined;
  const bytes = new Uint8Array((length * 3) >> 2);
  let accumulator = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < length; i++) {
    const value = values[text.charCodeAt(i)] ?? -1;
    if (value < 0) return undefined;
    accumulator = ((accumulator << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = accumulator >> bits;
    }
  }
  return bytes;
}

function unpaddedLength(text: string): number {
  if (text.length % 4 !== 0) return text.length;
  if (text.endsWith('==')) return text.length - 2;
  if (text.endsWith('=')) return text.length - 1;
  return text.length;
}
