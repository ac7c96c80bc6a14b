import type { ExtBlkRef } from '@tvmscan/tvm';

/** The last block of a shard (seqno 0: its zerostate), as the next block and the masterchain refer to it. */
export interface BlockPointer {
  readonly seqno: number;
  readonly rootHash: string;
  readonly fileHash: string;
  readonly startLt: bigint;
  readonly endLt: bigint;
  readonly genUtime: number;
}

export function extBlkRef(pointer: BlockPointer): ExtBlkRef {
  return { endLt: pointer.endLt, seqno: pointer.seqno, rootHash: pointer.rootHash, fileHash: pointer.fileHash };
}
