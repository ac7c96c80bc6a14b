import type { ArchiveBlockId, ArchiveEntryKind } from './archive-entry.js';
import { shardToHex } from './shard-to-hex.js';

/** A .pack-style entry name, e.g. `block_(-1,8000000000000000,1):roothash:filehash`. */
export function formatEntryName(kind: ArchiveEntryKind, id: ArchiveBlockId): string {
  return `${kind}_(${id.workchain},${shardToHex(id.shard)},${id.seqno}):${id.rootHash}:${id.fileHash}`;
}
