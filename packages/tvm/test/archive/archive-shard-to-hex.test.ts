import { describe, expect, it } from 'vitest';
import { shardToHex } from '../../src/index.js';

describe('shardToHex', () => {
  it('writes 16 lower-case hex digits', () => {
    expect(shardToHex(0x8000000000000000n)).toBe('8000000000000000');
    expect(shardToHex(0xe000000000000000n)).toBe('e000000000000000');
    expect(shardToHex(0x0800000000000000n)).toBe('0800000000000000');
    expect(shardToHex(0n)).toBe('0000000000000000');
    expect(shardToHex((1n << 64n) - 1n)).toBe('ffffffffffffffff');
  });

  it('refuses values that are not unsigned 64-bit', () => {
    expect(() => shardToHex(-1n)).toThrow(RangeError);
    expect(() => shardToHex(1n << 64n)).toThrow(RangeError);
  });
});
