import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { unknownTag } from '../../tlb/tag.js';

/** anycast_info$_ depth:(#<= 30) { depth >= 1 } rewrite_pfx:(bits depth). */
export interface Anycast {
  depth: number;
  /** The `depth` bits of the rewrite prefix as an unsigned number. */
  rewritePfx: number;
}

/** addr_std$10 anycast:(Maybe Anycast) workchain_id:int8 address:bits256. */
export interface AddrStd {
  kind: 'std';
  workchain: number;
  /** 64 lower-case hex digits. */
  address: string;
  anycast?: Anycast;
}

/** addr_var$11 anycast:(Maybe Anycast) addr_len:(## 9) workchain_id:int32 address:(bits addr_len). */
export interface AddrVar {
  kind: 'var';
  workchain: number;
  bitLength: number;
  /** The address bits as hex, zero-padded to whole bytes. */
  address: string;
  anycast?: Anycast;
}

/** addr_none$00. */
export interface AddrNone {
  kind: 'none';
}

/** addr_extern$01 len:(## 9) external_address:(bits len). */
export interface AddrExtern {
  kind: 'extern';
  bitLength: number;
  /** The address bits as hex, zero-padded to whole bytes. */
  address: string;
}

export type MsgAddressInt = AddrStd | AddrVar;
export type MsgAddressExt = AddrNone | AddrExtern;
export type MsgAddress = MsgAddressInt | MsgAddressExt;

const ANYCAST_DEPTH_BITS = 5;
const MAX_ANYCAST_DEPTH = 30;

export function loadMsgAddressInt(s: Slice): MsgAddressInt {
  const tag = s.loadUint(2);
  if (tag < 0b10) throw unknownTag('MsgAddressInt', tag, 2);
  return loadIntBody(s, tag);
}

export function loadMsgAddressExt(s: Slice): MsgAddressExt {
  const tag = s.loadUint(2);
  if (tag > 0b01) throw unknownTag('MsgAddressExt', tag, 2);
  return loadExtBody(s, tag);
}

export function loadMsgAddress(s: Slice): MsgAddress {
  const tag = s.loadUint(2);
  return tag < 0b10 ? loadExtBody(s, tag) : loadIntBody(s, tag);
}

export function storeMsgAddressInt(b: Builder, addr: MsgAddressInt): void {
  if (addr.kind === 'std') {
    b.storeUint(0b10, 2);
    storeAnycast(b, addr.anycast);
    b.storeInt(addr.workchain, 8).storeBytes(hexToBytes(addr.address));
    return;
  }
  b.storeUint(0b11, 2);
  storeAnycast(b, addr.anycast);
  b.storeUint(addr.bitLength, 9).storeInt(addr.workchain, 32);
  b.storeBits({ data: hexToBytes(addr.address), bitLength: addr.bitLength });
}

export function storeMsgAddressExt(b: Builder, addr: MsgAddressExt): void {
  if (addr.kind === 'none') {
    b.storeUint(0b00, 2);
    return;
  }
  b.storeUint(0b01, 2).storeUint(addr.bitLength, 9);
  b.storeBits({ data: hexToBytes(addr.address), bitLength: addr.bitLength });
}

export function storeMsgAddress(b: Builder, addr: MsgAddress): void {
  if (addr.kind === 'std' || addr.kind === 'var') storeMsgAddressInt(b, addr);
  else storeMsgAddressExt(b, addr);
}

function loadIntBody(s: Slice, tag: number): MsgAddressInt {
  const anycast = s.loadBit() ? loadAnycast(s) : undefined;
  if (tag === 0b10) {
    const workchain = s.loadInt(8);
    const address = bytesToHex(s.loadBytes(32));
    return anycast ? { kind: 'std', workchain, address, anycast } : { kind: 'std', workchain, address };
  }
  const bitLength = s.loadUint(9);
  const workchain = s.loadInt(32);
  const address = bytesToHex(s.loadBits(bitLength).data);
  return anycast ? { kind: 'var', workchain, bitLength, address, anycast } : { kind: 'var', workchain, bitLength, address };
}

function loadExtBody(s: Slice, tag: number): MsgAddressExt {
  if (tag === 0b00) return { kind: 'none' };
  const bitLength = s.loadUint(9);
  return { kind: 'extern', bitLength, address: bytesToHex(s.loadBits(bitLength).data) };
}

function loadAnycast(s: Slice): Anycast {
  const depth = s.loadUint(ANYCAST_DEPTH_BITS);
  if (depth < 1 || depth > MAX_ANYCAST_DEPTH) throw new TlbError('bad-value', `Anycast: depth ${depth} is outside 1..${MAX_ANYCAST_DEPTH}`);
  return { depth, rewritePfx: s.loadUint(depth) };
}

function storeAnycast(b: Builder, anycast: Anycast | undefined): void {
  if (!anycast) {
    b.storeBit(0);
    return;
  }
  b.storeBit(1).storeUint(anycast.depth, ANYCAST_DEPTH_BITS).storeUint(anycast.rewritePfx, anycast.depth);
}
