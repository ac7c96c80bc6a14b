export type ArchiveEntryKind = 'block' | 'proof' | 'prooflink' | 'queueDiff';

/** The full id of the block an archive entry belongs to. */
export interface ArchiveBlockId {
  readonly workchain: number;
  readonly shard: bigint;
  readonly seqno: number;
  /** Lower-case hex of the block's root cell hash. */
  readonly rootHash: string;
  /** Lower-case hex of the block's file hash. */
  readonly fileHash: string;
}

export interface ArchiveEntry {
  readonly kind: ArchiveEntryKind;
  readonly id: ArchiveBlockId;
  /** The stored name (.pack) or one in the same style (Tycho), e.g. `block_(-1,8000000000000000,1):…:…`. */
  readonly name: string;
  /** The entry's bytes; may be a view into the archive's buffer. */
  readonly data: Uint8Array;
}
