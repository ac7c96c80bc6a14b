import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';
import {
  loadMsgAddressExt,
  loadMsgAddressInt,
  storeMsgAddressExt,
  storeMsgAddressInt,
  type MsgAddressExt,
  type MsgAddressInt,
} from './msg-address.js';

/**
 * int_msg_info$0 ihr_disabled:Bool bounce:Bool bounced:Bool src:MsgAddressInt dest:MsgAddressInt
 * value:CurrencyCollection ihr_fee:Grams fwd_fee:Grams created_lt:uint64 created_at:uint32.
 */
export interface IntMsgInfo {
  kind: 'internal';
  ihrDisabled: boolean;
  bounce: boolean;
  bounced: boolean;
  src: MsgAddressInt;
  dest: MsgAddressInt;
  value: CurrencyCollection;
  /** Everscale's ihr_fee; TON calls the same bits `extra_flags:(VarUInteger 16)`. */
  ihrFee: bigint;
  fwdFee: bigint;
  createdLt: bigint;
  createdAt: number;
}

/** ext_in_msg_info$10 src:MsgAddressExt dest:MsgAddressInt import_fee:Grams. */
export interface ExtInMsgInfo {
  kind: 'externalIn';
  src: MsgAddressExt;
  dest: MsgAddressInt;
  importFee: bigint;
}

/** ext_out_msg_info$11 src:MsgAddressInt dest:MsgAddressExt created_lt:uint64 created_at:uint32. */
export interface ExtOutMsgInfo {
  kind: 'externalOut';
  src: MsgAddressInt;
  dest: MsgAddressExt;
  createdLt: bigint;
  createdAt: number;
}

export type CommonMsgInfo = IntMsgInfo | ExtInMsgInfo | ExtOutMsgInfo;

export function loadCommonMsgInfo(s: Slice): CommonMsgInfo {
  if (!s.loadBit()) return loadIntMsgInfo(s);
  if (!s.loadBit()) {
    const src = loadMsgAddressExt(s);
    const dest = loadMsgAddressInt(s);
    return { kind: 'externalIn', src, dest, importFee: s.loadCoins() };
  }
  const src = loadMsgAddressInt(s);
  const dest = loadMsgAddressExt(s);
  const createdLt = s.loadUint64();
  return { kind: 'externalOut', src, dest, createdLt, createdAt: s.loadUint(32) };
}

export function storeCommonMsgInfo(b: Builder, info: CommonMsgInfo): void {
  switch (info.kind) {
    case 'internal':
      storeIntMsgInfo(b, info);
      return;
    case 'externalIn':
      b.storeUint(0b10, 2);
      storeMsgAddressExt(b, info.src);
      storeMsgAddressInt(b, info.dest);
      b.storeCoins(info.importFee);
      return;
    case 'externalOut':
      b.storeUint(0b11, 2);
      storeMsgAddressInt(b, info.src);
      storeMsgAddressExt(b, info.dest);
      b.storeUint(info.createdLt, 64).storeUint(info.createdAt, 32);
      return;
  }
}

function loadIntMsgInfo(s: Slice): IntMsgInfo {
  const ihrDisabled = s.loadBit();
  const bounce = s.loadBit();
  const bounced = s.loadBit();
  const src = loadMsgAddressInt(s);
  const dest = loadMsgAddressInt(s);
  const value = loadCurrencyCollection(s);
  const ihrFee = s.loadCoins();
  const fwdFee = s.loadCoins();
  const createdLt = s.loadUint64();
  const createdAt = s.loadUint(32);
  return { kind: 'internal', ihrDisabled, bounce, bounced, src, dest, value, ihrFee, fwdFee, createdLt, createdAt };
}

function storeIntMsgInfo(b: Builder, info: IntMsgInfo): void {
  b.storeBit(0).storeBit(info.ihrDisabled).storeBit(info.bounce).storeBit(info.bounced);
  storeMsgAddressInt(b, info.src);
  storeMsgAddressInt(b, info.dest);
  storeCurrencyCollection(b, info.value);
  b.storeCoins(info.ihrFee).storeCoins(info.fwdFee).storeUint(info.createdLt, 64).storeUint(info.createdAt, 32);
}
