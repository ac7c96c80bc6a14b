import type { Cell } from '@tvmscan/tvm';

/** One block as a source delivers it: its BOC and, where the network names it, its file hash. */
export interface RawBlock {
  readonly boc: Uint8Array;
  /** Lower-case hex file hash; when absent the SHA-256 of `boc` is used. */
  readonly fileHash?: string;
  /** The BOC's root cell when the source already read it (so the pipeline does not read it again). */
  readonly cell?: Cell;
}

/** A masterchain block with every shard block it newly references, oldest first. */
export interface MasterchainBatch {
  readonly seqno: number;
  readonly masterchain: RawBlock;
  readonly shardBlocks: readonly RawBlock[];
}

export interface BatchOptions {
  /** Keep waiting for new blocks after the last one instead of ending. */
  readonly follow: boolean;
  readonly signal?: AbortSignal;
}

/**
 * Where blocks come from: archives, a GraphQL node or the in-process devnet.
 * `batches` yields masterchain batches with seqno greater than `afterSeqno`, in seqno order, without gaps.
 */
export interface BlockSource {
  batches(afterSeqno: number, options: BatchOptions): AsyncIterable<MasterchainBatch>;
  /** The masterchain seqnos the source holds, first and last, when it holds a fixed set (archives); null when empty. */
  readonly masterchainRange?: { readonly first: number; readonly last: number } | null;
  /** The shard-state BOCs the chain starts from (masterchain and workchain zerostates), when the source has them. */
  zerostates?(): Promise<readonly Uint8Array[]>;
  close?(): void | Promise<void>;
}
