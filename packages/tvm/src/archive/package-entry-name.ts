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
  const match = NAME_PATTERN.exec(name);
  if (match === null) return undefined;
  const workchain = Number(match[2]);
  const seqno = Number(match[4]);
  if (workchain < I32_MIN || workchain > I32_MAX || seqno > U32_MAX) return undefined;
  return {
    kind: match[1] as ArchiveEntryKind,
    id: {
      workchain,
      shard: BigInt(`0x${match[3]}`),
      seqno,
      rootHash: match[5].toLowerCase(),
      fileHash: match[6].toLowerCase(),
    },
  };
}
