import { Address as TonAddress } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Address,
  AddressError,
  addressForms,
  isValidAddress,
  parseAddress,
  parseFriendlyAddress,
  parseRawAddress,
  toRawAddress,
} from '../../src/address/index.js';
import { encodeBase64 } from '../../src/util/base64.js';
import { flipBits } from '../../src/testing/index.js';

const FORMS = [
  { bounceable: true, urlSafe: false },
  { bounceable: true, urlSafe: true },
  { bounceable: false, urlSafe: false },
  { bounceable: false, urlSafe: true },
];

const workchain = fc.integer({ min: -128, max: 127 });
const hash = fc.uint8Array({ minLength: 32, maxLength: 32 });
const form = fc.record({ bounceable: fc.boolean(), urlSafe: fc.boolean(), testOnly: fc.boolean() });

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const tonAddress = (wc: number, bytes: Uint8Array) => new TonAddress(wc, Buffer.from(bytes));

function errorOf(text: string): string {
  try {
    parseAddress(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AddressError);
    return (error as AddressError).message;
  }
  throw new Error(`${text} was accepted`);
}

/** A valid friendly address whose 36 bytes are changed by `edit` before encoding, checksum untouched. */
function editedFriendly(edit: (bytes: Uint8Array) => void, urlSafe = true): string {
  const bytes = Buffer.from(new Address(0, new Uint8Array(32).fill(7)).toFriendly({ urlSafe: true }), 'base64url');
  edit(bytes);
  return encodeBase64(bytes, urlSafe);
}

describe('addresses agree with @ton/core', () => {
  it('raw to friendly, in all four forms and test-only', () => {
    fc.assert(
      fc.property(workchain, hash, form, (wc, bytes, options) => {
        const ours = parseAddress(`${wc}:${hex(bytes)}`);
        expect(ours.toFriendly(options)).toBe(tonAddress(wc, bytes).toString(options));
      }),
      { numRuns: 500 },
    );
  });

  it('friendly to raw, from all four forms and test-only', () => {
    fc.assert(
      fc.property(workchain, hash, form, (wc, bytes, options) => {
        const text = tonAddress(wc, bytes).toString(options);
        const parsed = parseFriendlyAddress(text);
        expect(parsed.address.toRaw()).toBe(tonAddress(wc, bytes).toRawString());
        expect(toRawAddress(text)).toBe(`${wc}:${hex(bytes)}`);
        expect(parsed.bounceable).toBe(options.bounceable);
        expect(parsed.testOnly).toBe(options.testOnly);
      }),
      { numRuns: 500 },
    );
  });

  it('the five account-page forms', () => {
    fc.assert(
      fc.property(workchain, hash, fc.boolean(), (wc, bytes, testOnly) => {
        const ton = tonAddress(wc, bytes);
        expect(addressForms(new Address(wc, bytes), { testOnly })).toEqual({
          raw: ton.toRawString(),
          bounceable: ton.toString({ bounceable: true, urlSafe: false, testOnly }),
          bounceableUrl: ton.toString({ bounceable: true, urlSafe: true, testOnly }),
          nonBounceable: ton.toString({ bounceable: false, urlSafe: false, testOnly }),
          nonBounceableUrl: ton.toString({ bounceable: false, urlSafe: true, testOnly }),
        });
      }),
      { numRuns: 200 },
    );
  });

  it('rejects what @ton/core rejects: flipped characters break the checksum', () => {
    fc.assert(
      fc.property(workchain, hash, fc.constantFrom(...FORMS), fc.nat(47), (wc, bytes, options, index) => {
        const text = tonAddress(wc, bytes).toString(options);
        const alphabet = options.urlSafe ? 'AQgw-_' : 'AQgw+/';
        const replacement = [...alphabet].find((c) => c !== text[index]) ?? 'A';
        const damaged = text.slice(0, index) + replacement + text.slice(index + 1);
        expect(() => TonAddress.parseFriendly(damaged)).toThrow();
        expect(isValidAddress(damaged)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('raw addresses', () => {
  const lower = 'ab'.repeat(32);

  it('accept hex in any case and write it lower-case', () => {
    expect(toRawAddress(`-1:${lower.toUpperCase()}`)).toBe(`-1:${lower}`);
    expect(parseRawAddress(`0:${'aB'.repeat(32)}`).toRaw()).toBe(`0:${lower}`);
    expect(parseAddress(`127:${lower}`).workchain).toBe(127);
    expect(parseAddress(`-128:${lower}`).workchain).toBe(-128);
  });

  it('say what is wrong', () => {
    expect(errorOf(`0:${lower.slice(1)}`)).toBe('expected 64 hex characters after the colon');
    expect(errorOf(`0:${lower}a`)).toBe('expected 64 hex characters after the colon');
    expect(errorOf(`0:${lower.slice(2)}zz`)).toBe('expected 64 hex characters after the colon');
    expect(errorOf(`0:0x${lower.slice(2)}`)).toBe('expected 64 hex characters after the colon');
    expect(errorOf(`+1:${lower}`)).toMatch(/workchain/);
    expect(errorOf(`:${lower}`)).toMatch(/workchain/);
    expect(errorOf(`a:${lower}`)).toMatch(/workchain/);
    expect(errorOf(`128:${lower}`)).toMatch(/workchain 128 is not an integer from -128 to 127/);
    expect(errorOf(`-129:${lower}`)).toMatch(/-128 to 127/);
    expect(errorOf(` 0:${lower}`)).toMatch(/workchain/);
  });
});

describe('friendly addresses', () => {
  it('say "bad checksum" when only the checksum is off', () => {
    expect(errorOf(editedFriendly((bytes) => flipBits(bytes, 10, 1)))).toBe('bad checksum');
    expect(errorOf(editedFriendly((bytes) => flipBits(bytes, 35, 0x80), false))).toBe('bad checksum');
  });

  it('reject an unknown flag byte', () => {
    expect(errorOf(editedFriendly((bytes) => (bytes[0] = 0x12)))).toMatch(/unknown flag byte 0x12/);
  });

  it('reject wrong lengths', () => {
    const text = new Address(0, new Uint8Array(32)).toFriendly();
    expect(errorOf(text.slice(1))).toBe('a friendly address has 48 characters, got 47');
    expect(errorOf(`${text}A`)).toBe('a friendly address has 48 characters, got 49');
    expect(errorOf('')).toBe('a friendly address has 48 characters, got 0');
  });

  it('reject bad characters and mixed alphabets', () => {
    const text = new Address(0, new Uint8Array(32).fill(0xfb)).toFriendly({ urlSafe: false });
    expect(text).toMatch(/[+/]/);
    expect(errorOf(`${text.slice(0, 47)}!`)).toMatch(/base64/);
    expect(errorOf(`${text.slice(0, 47)}=`)).toMatch(/base64/);
    expect(errorOf(`${text.slice(0, 46)}é${text[47]}`)).toMatch(/base64/);
    expect(errorOf(`${text.slice(0, 46)}-${text[47]}`)).toMatch(/base64/);
  });

  it('read the test-only flag and the workchain as a signed byte', () => {
    const address = new Address(-1, new Uint8Array(32).fill(1));
    const parsed = parseFriendlyAddress(address.toFriendly({ testOnly: true, bounceable: false }));
    expect(parsed).toMatchObject({ bounceable: false, testOnly: true });
    expect(parsed.address.equals(address)).toBe(true);
  });
});

describe('Address', () => {
  it('checks its parts', () => {
    expect(() => new Address(0, new Uint8Array(31))).toThrow(AddressError);
    expect(() => new Address(1.5, new Uint8Array(32))).toThrow(AddressError);
    expect(() => new Address(200, new Uint8Array(32))).toThrow(AddressError);
  });

  it('compares by workchain and hash', () => {
    const hashBytes = new Uint8Array(32).fill(3);
    const address = new Address(0, hashBytes);
    expect(address.equals(new Address(0, hashBytes.slice()))).toBe(true);
    expect(address.equals(new Address(-1, hashBytes))).toBe(false);
    expect(address.equals(new Address(0, new Uint8Array(32)))).toBe(false);
    expect(String(address)).toBe(`0:${'03'.repeat(32)}`);
  });

  it('round-trips through every form', () => {
    fc.assert(
      fc.property(workchain, hash, form, (wc, bytes, options) => {
        const address = new Address(wc, bytes);
        expect(parseAddress(address.toFriendly(options)).equals(address)).toBe(true);
        expect(parseAddress(address.toRaw()).equals(address)).toBe(true);
      }),
    );
  });

  it('uses the documented defaults: bounceable, url-safe, not test-only', () => {
    const address = new Address(0, new Uint8Array(32).fill(0xfb));
    expect(address.toFriendly()).toBe(address.toFriendly({ bounceable: true, urlSafe: true, testOnly: false }));
    expect(address.toFriendly().startsWith('EQ')).toBe(true);
  });
});
