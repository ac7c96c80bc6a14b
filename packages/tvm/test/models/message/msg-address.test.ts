import { describe, expect, it } from 'vitest';
import {
  Builder,
  Slice,
  formatRawAddress,
  loadMsgAddress,
  loadMsgAddressExt,
  loadMsgAddressInt,
  storeMsgAddress,
  type MsgAddress,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';

const HASH = '5f'.repeat(32);

const NONE: MsgAddress = { kind: 'none' };
const MASTERCHAIN: MsgAddress = { kind: 'std', workchain: -1, address: HASH };

const addresses: MsgAddress[] = [
  NONE,
  { kind: 'extern', bitLength: 12, address: 'abc0' },
  MASTERCHAIN,
  { kind: 'std', workchain: 0, address: HASH, anycast: { depth: 5, rewritePfx: 0b10110 } },
  { kind: 'var', workchain: 7, bitLength: 20, address: '12345' + '0' },
  { kind: 'var', workchain: -300, bitLength: 256, address: HASH, anycast: { depth: 30, rewritePfx: 0x3fffffff } },
];

function roundTrip(addr: MsgAddress): { read: MsgAddress; bits: number } {
  const b = new Builder();
  storeMsgAddress(b, addr);
  const cell = b.endCell();
  const s = new Slice(cell);
  const read = loadMsgAddress(s);
  s.expectEnd('address');
  return { read, bits: cell.bitLength };
}

describe('MsgAddress', () => {
  it('reads back every kind it writes, with the TL-B sizes', () => {
    const sizes = addresses.map((addr) => {
      const { read, bits } = roundTrip(addr);
      expect(read).toEqual(addr);
      return bits;
    });
    expect(sizes).toEqual([2, 2 + 9 + 12, 2 + 1 + 8 + 256, 2 + 1 + 5 + 5 + 8 + 256, 2 + 1 + 9 + 32 + 20, 2 + 1 + 5 + 30 + 9 + 32 + 256]);
  });

  it('keeps internal and external addresses apart', () => {
    const std = new Builder();
    storeMsgAddress(std, MASTERCHAIN);
    expect(() => loadMsgAddressExt(new Slice(std.endCell()))).toThrow(TlbError);
    const none = new Builder();
    storeMsgAddress(none, NONE);
    expect(() => loadMsgAddressInt(new Slice(none.endCell()))).toThrow(/MsgAddressInt: unknown tag \$00/);
  });

  it('refuses an anycast of depth 0', () => {
    const cell = new Builder().storeUint(0b10, 2).storeBit(1).storeUint(0, 5).storeInt(0, 8).storeBytes(new Uint8Array(32)).endCell();
    expect(() => loadMsgAddressInt(new Slice(cell))).toThrow(TlbError);
  });

  it('formats raw addresses; addr_none has no text form', () => {
    expect(addresses.map(formatRawAddress)).toEqual([null, ':abc0', `-1:${HASH}`, `0:${HASH}`, '7:123450', `-300:${HASH}`]);
  });
});
