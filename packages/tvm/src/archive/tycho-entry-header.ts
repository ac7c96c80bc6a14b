import { bytesToHex } from '../util/hex.js';
import { ArchiveError } from './archive-error.js';
import type { ArchiveBlockId, ArchiveEntryKind } from './archive-entry.js';
import { TYCHO_ENTRY_MAGIC } from './archive-magic.js';

/** TL `entryHeader`: magic, workchain, shard, seqno, root hash, file hash, entry type, data length. */
export const TYCHO_ENTRY_HEADER_SIZE = 92;

export interface TychoEntryHeader {
  readonly kind: ArchiveEntryKind;
  readonly id: ArchiveBlockId;
  readonly dataLength: number;
}

const KIND_BY_TYPE: ReadonlyMap<number, ArchiveEntryKind> = new Map([
  [0x9fc3268a, 'block'],
  [0x07da0d39, 'proof'],
  [0xe460a58f, 'queueDiff'],
]);

/** Reads one entry header from `bytes` (exactly `TYCHO_ENTRY_HEADER_SIZE` long); `position` is for messages. */
export function parseTychoEntryHeader(bytes: Uint8Array, position: number): TychoEntryHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, TYCHO_ENTRY_HEADER_SIZE);
  const magic = view.getUint32(0, true);
  if (magic !== TYCHO_ENTRY_MAGIC) {
    throw new ArchiveError('bad-entry-magic', `entry at offset ${position}: magic 0x${hex32(magic)}, expected 0x957fbfac`);
  }
  const type = view.getUint32(84, true);
  const kind = KIND_BY_TYPE.get(type);
  if (kind === undefined) {
    throw new ArchiveError('bad-entry-type', `entry at offset ${position}: unknown entry type 0x${hex32(type)}`);
  }
  return {
    kind,
    id: {
      workchain: view.getInt32(4, true),
      shard: view.getBigUint64(8, true),
      seqno: view.getUint32(16, true),
      rootHash: bytesToHex(bytes.subarray(20, 52)),
      fileHash: bytesToHex(bytes.subarray(52, 84)),
    },
    dataLength: view.getUint32(88, true),
  };
}

function hex32(value: number): string {
  return value.toString(16).padStart(8, '0');
}
