import type { ArchiveBlockId, ArchiveEntryKind } from './archive-entry.js';

interface PackageEntryName {
  readonly kind: ArchiveEntryKind;
  readonly id: ArchiveBlockId;
}

const NAME_PATTERN = /^(block|proof|prooflink)_\((-?\d{1,10}),([0-9a-fA-F]{16}),(\d{1,10})\):([0-9a-fA-F]{64}):([0-9a-fA-F]{64})$/;

const I32_MIN = -0x8000_0000;
const I32_MAX = 0x7fff_ffff;
const U32_MAX = 0xffff_ffff;

/**
 * Kind and block id of a .pack entry name such as
 * `block_(-1,8000000000000000,1):ROOTHASH:FILEHASH`; `undefined` if it is not one.
 */
export function parsePackageEntryName(name: string): PackageEntryName | undefined {
  const [, kind, workchainText, shard, seqnoText, rootHash, fileHash] = NAME_PATTERN.exec(name) ?? [];
  if (kind === undefined || workchainText === undefined || shard === undefined || seqnoText === undefined) return undefined;
  if (rootHash === undefined || fileHash === undefined) return undefined;
  const workchain = Number(workchainText);
  const seqno = Number(seqnoText);
  if (workchain < I32_MIN || workchain > I32_MAX || seqno > U32_MAX) return undefined;
  return {
    kind: kind as ArchiveEntryKind,
    id: { workchain, shard: BigInt(`0x${shard}`), seqno, rootHash: rootHash.toLowerCase(), fileHash: fileHash.toLowerCase() },
  };
}
