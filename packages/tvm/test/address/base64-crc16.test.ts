import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16 } from '../../src/address/crc16.js';
import { decodeBase64, encodeBase64 } from '../../src/util/base64.js';

describe('base64', () => {
  it('encodes like Buffer in both alphabets', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const buffer = Buffer.from(bytes);
        expect(encodeBase64(bytes)).toBe(buffer.toString('base64'));
        expect(encodeBase64(bytes, true).replace(/=+$/, '')).toBe(buffer.toString('base64url'));
      }),
    );
  });

  it('decodes what it encodes, padded or not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.boolean(), (bytes, urlSafe) => {
        const text = encodeBase64(bytes, urlSafe);
        expect(decodeBase64(text, urlSafe)).toEqual(bytes);
        expect(decodeBase64(text.replace(/=+$/, ''), urlSafe)).toEqual(bytes);
      }),
    );
  });

  it('refuses characters of the other alphabet or none, and impossible lengths', () => {
    expect(decodeBase64('ab+/')).toEqual(new Uint8Array([0x69, 0xbf, 0xbf]));
    expect(decodeBase64('ab-_')).toBeUndefined();
    expect(decodeBase64('ab+/', true)).toBeUndefined();
    expect(decodeBase64('ab!c')).toBeUndefined();
    expect(decodeBase64('abcde')).toBeUndefined();
    expect(decodeBase64('ab€c')).toBeUndefined();
  });
});

describe('crc16', () => {
  it('is CRC-16/XMODEM (check value 0x31c3)', () => {
    expect(crc16(new TextEncoder().encode('123456789'))).toBe(0x31c3);
    expect(crc16(new Uint8Array())).toBe(0);
  });
});
