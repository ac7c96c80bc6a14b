import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadShardIdent, storeShardIdent, type ShardIdent } from './shard-ident.js';

/** ext_blk_ref$_ end_lt:uint64 seq_no:uint32 root_hash:bits256 file_hash:bits256. */
export interface ExtBlkRef {
  endLt: bigint;
  seqno: number;
  rootHash: string;
  fileHash: string;
}

/** block_id_ext$_ shard_id:ShardIdent seq_no:uint32 root_hash:bits256 file_hash:bits256. */
export interface BlockIdExt {
  shard: ShardIdent;
  seqno: number;
  rootHash: string;
  fileHash: string;
}

export function loadExtBlkRef(s: Slice): ExtBlkRef {
  return { endLt: s.loadUint64(), seqno: s.loadUint(32), rootHash: loadBits256(s), fileHash: loadBits256(s) };
}

export function storeExtBlkRef(b: Builder, value: ExtBlkRef): void {
  b.storeUint(value.endLt, 64).storeUint(value.seqno, 32);
  storeBits256(b, value.rootHash);
  storeBits256(b, value.fileHash);
}

export function loadBlockIdExt(s: Slice): BlockIdExt {
  return { shard: loadShardIdent(s), seqno: s.loadUint(32), rootHash: loadBits256(s), fileHash: loadBits256(s) };
}

export function storeBlockIdExt(b: Builder, value: BlockIdExt): void {
  storeShardIdent(b, value.shard);
  b.storeUint(value.seqno, 32);
  storeBits256(b, value.rootHash);
  storeBits256(b, value.fileHash);
}
