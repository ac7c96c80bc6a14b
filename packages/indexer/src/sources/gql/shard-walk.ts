import type { RawBlock } from '../block-source.js';
import { SourceError } from '../http/source-error.js';
import { shardsOverlap } from './shard-overlap.js';

/** A reference to a block as the chain makes it (shard descriptions, prev links). */
export interface BlockRef {
  readonly seqno: number;
  readonly rootHash: string;
  readonly fileHash: string;
}

/** The latest block of a shard as a masterchain block records it. */
export interface ShardTop extends BlockRef {
  readonly workchain: number;
  readonly shard: bigint;
}

/** A fetched shard block with what the walk needs from its header. */
export interface ShardBlock {
  readonly ref: BlockRef;
  readonly workchain: number;
  readonly shard: bigint;
  /** One previous block, or two after a merge. */
  readonly prevs: readonly BlockRef[];
  readonly raw: RawBlock;
}

/** Fetches the blocks `refs` name; the result holds every one of them, keyed by root hash. */
type LoadShardBlocks = (refs: readonly BlockRef[]) => Promise<ReadonlyMap<string, ShardBlock>>;

/**
 * The shard blocks a masterchain block with shard tops `tops` newly references, given the tops of the
 * masterchain block before it: the new tops and every block their prev links reach before arriving at a
 * previous top (or at a zerostate, seqno 0). Parents come before children (ascending seqno).
 */
export async function newShardBlocks(tops: readonly ShardTop[], previous: readonly ShardTop[], load: LoadShardBlocks): Promise<ShardBlock[]> {
  const known = new Set(previous.map((top) => top.rootHash));
  const found = new Map<string, ShardBlock>();
  let frontier: BlockRef[] = tops.filter((top) => isNew(top, known, found));
  while (frontier.length > 0) {
    const loaded = await load(frontier);
    const next = new Map<string, BlockRef>();
    for (const ref of frontier) {
      const block = loaded.get(ref.rootHash);
      if (block === undefined) throw new SourceError('missing-block', `shard block ${ref.rootHash} (seqno ${ref.seqno}) was not loaded`);
      checkNewerThanPrevious(block, previous);
      found.set(ref.rootHash, block);
      for (const prev of block.prevs) {
        if (prev.seqno >= block.ref.seqno) throw inconsistent(block, `its previous block has seqno ${prev.seqno}`);
        if (isNew(prev, known, found)) next.set(prev.rootHash, prev);
      }
    }
    frontier = [...next.values()];
  }
  return [...found.values()].sort(compareBlocks);
}

function isNew(ref: BlockRef, known: ReadonlySet<string>, found: ReadonlyMap<string, ShardBlock>): boolean {
  return ref.seqno > 0 && !known.has(ref.rootHash) && !found.has(ref.rootHash);
}

/** A block reached from the new tops that is not a previous top must be newer than the previous tops of its shard. */
function checkNewerThanPrevious(block: ShardBlock, previous: readonly ShardTop[]): void {
  const stale = previous.find((top) => top.workchain === block.workchain && shardsOverlap(top.shard, block.shard) && top.seqno >= block.ref.seqno);
  if (stale !== undefined) {
    throw inconsistent(
      block,
      `the previous masterchain block already references ${describe(stale.workchain, stale.shard, stale.seqno)}, yet the prev links do not lead to it`,
    );
  }
}

function inconsistent(block: ShardBlock, reason: string): SourceError {
  return new SourceError(
    'inconsistent-chain',
    `shard block ${describe(block.workchain, block.shard, block.ref.seqno)} (${block.ref.rootHash}): ${reason}`,
  );
}

function describe(workchain: number, shard: bigint, seqno: number): string {
  return `${workchain}:${shard.toString(16).padStart(16, '0')}#${seqno}`;
}

function compareBlocks(a: ShardBlock, b: ShardBlock): number {
  return a.ref.seqno - b.ref.seqno || a.workchain - b.workchain || (a.shard < b.shard ? -1 : a.shard > b.shard ? 1 : 0);
}
