import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { unknownTag } from '../../tlb/tag.js';

/** storage_used$_ cells:(VarUInteger 7) bits:(VarUInteger 7); also the shape of StorageUsedShort. */
export interface StorageUsed {
  cells: bigint;
  bits: bigint;
}

/**
 * storage_info$_ used:StorageUsed storage_extra:StorageExtraInfo last_paid:uint32 due_payment:(Maybe Grams).
 *
 * The three bits after `used` are TON's StorageExtraInfo tag (storage_extra_none$000 /
 * storage_extra_info$001 dict_hash:uint256) and, in Everscale, the length of `public_cells:(VarUInteger 7)`.
 * Everscale nodes always write public_cells = 0, which is the same three zero bits as storage_extra_none,
 * so both layouts read as `dictHash: null` (public cells: 0).
 */
export interface StorageInfo {
  used: StorageUsed;
  dictHash: string | null;
  lastPaid: number;
  duePayment: bigint | null;
}

const VAR_UINT_7 = 7;

export function loadStorageUsed(s: Slice): StorageUsed {
  const cells = s.loadVarUint(VAR_UINT_7);
  return { cells, bits: s.loadVarUint(VAR_UINT_7) };
}

export function storeStorageUsed(b: Builder, used: StorageUsed): void {
  b.storeVarUint(used.cells, VAR_UINT_7).storeVarUint(used.bits, VAR_UINT_7);
}

export function loadStorageInfo(s: Slice): StorageInfo {
  const used = loadStorageUsed(s);
  const extraTag = s.loadUint(3);
  if (extraTag > 0b001) throw unknownTag('StorageExtraInfo (or a non-zero Everscale public_cells)', extraTag, 3);
  const dictHash = extraTag === 0b001 ? bytesToHex(s.loadBytes(32)) : null;
  const lastPaid = s.loadUint(32);
  const duePayment = s.loadBit() ? s.loadCoins() : null;
  return { used, dictHash, lastPaid, duePayment };
}

export function storeStorageInfo(b: Builder, info: StorageInfo): void {
  storeStorageUsed(b, info.used);
  if (info.dictHash === null) b.storeUint(0b000, 3);
  else b.storeUint(0b001, 3).storeBytes(hexToBytes(info.dictHash));
  b.storeUint(info.lastPaid, 32).storeBit(info.duePayment !== null);
  if (info.duePayment !== null) b.storeCoins(info.duePayment);
}
