import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { unknownTag } from '../../tlb/tag.js';

/** update_hashes#72 old_hash:bits256 new_hash:bits256 = HASH_UPDATE X. */
export interface HashUpdate {
  oldHash: string;
  newHash: string;
}

const HASH_UPDATE_TAG = 0x72;

export function decodeHashUpdate(cell: Cell): HashUpdate {
  const s = new Slice(cell);
  const tag = s.loadUint(8);
  if (tag !== HASH_UPDATE_TAG) throw unknownTag('HASH_UPDATE', tag, 8);
  const oldHash = bytesToHex(s.loadBytes(32));
  const newHash = bytesToHex(s.loadBytes(32));
  s.expectEnd('HASH_UPDATE');
  return { oldHash, newHash };
}

export function encodeHashUpdate(update: HashUpdate): Cell {
  return new Builder().storeUint(HASH_UPDATE_TAG, 8).storeBytes(hexToBytes(update.oldHash)).storeBytes(hexToBytes(update.newHash)).endCell();
}
