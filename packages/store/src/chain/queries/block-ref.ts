/** A block by its place: workchain, shard (16 hex digits) and seqno. */
export interface BlockId {
  readonly workchain: number;
  readonly shard: string;
  readonly seqno: number;
}

/** A block by its place and its root hash, as a page names a block it links to. */
export interface BlockRef extends BlockId {
  readonly root_hash: string;
}
