/** One block as a source delivers it: its BOC and its file hash. */
export interface RawBlock {
  readonly boc: Uint8Array;
  /** Lower-case hex file hash; when absent the SHA-256 of `boc` is used. */
  readonly fileHash?: string;
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

/** The devnet as a block and state source, in the shape the indexer consumes. */
export interface DevnetBlockSource {
  batches(afterSeqno: number, options: BatchOptions): AsyncIterable<MasterchainBatch>;
  zerostates(): Promise<readonly Uint8Array[]>;
  getAccount(address: string): Promise<Uint8Array | null>;
  getConfig(): Promise<Uint8Array | null>;
}
